// Replace colour (issue 17): the catalogue's `replace-color` operation with its own controls. The colour to
// replace is picked by clicking the picture — a small copy of it here (without the replacement, so the
// original colours are picked), or anywhere on screen with the browser's eyedropper where it has one — or
// typed in a colour field; then the new colour, how far around it reaches (tolerance) and how softly it
// fades out (softness). Every change shows live; a drag or a colour being picked is one undo step.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colorInputValue, documentColor } from '../../collage/editCollage';
import { useEditor } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { adjustmentParams, removeStep, setAdjustment } from '../../state/actions';
import { noteToolUse } from '../../state/featureUse';
import { commitTarget, targetDocument, useTargetDocument } from '../../state/operationsTarget';
import { numberParam, stringParam } from '../../../../lib/shared/editor/params';
import type { EditorDocument, OperationParams } from '../../../../lib/shared/editor/types';
import { PickFromPicture } from './PickFromPicture';
import './replaceColor.css';

const TYPE = 'replace-color';

function lastReplace(doc: EditorDocument): string | null {
  for (let i = doc.operations.length - 1; i >= 0; i--) if (doc.operations[i]?.type === TYPE) return doc.operations[i]!.id;
  return null;
}

interface EyeDropperLike {
  open(): Promise<{ sRGBHex: string }>;
}
const eyeDropper = (): EyeDropperLike | null => {
  const Ctor = (globalThis as { EyeDropper?: new () => EyeDropperLike }).EyeDropper;
  return Ctor ? new Ctor() : null;
};

export default function Panel() {
  const { t } = useTranslation('toolPicks');
  const editor = useEditor();
  const doc = useTargetDocument();
  const fromId = useId();
  const toId = useId();
  if (!doc) return <p className="px-ed-hint">{t('tools_open_picture_first')}</p>;
  const opId = lastReplace(doc);
  const params = adjustmentParams(doc, TYPE);
  const from = stringParam(params, 'from', '#d23c32ff');
  const to = stringParam(params, 'to', '#2f6fd6ff');

  const change = (patch: OperationParams, field: string, merge = true): void => {
    const now = targetDocument(editor);
    if (!now) return;
    if (!merge) editor.seal();
    commitTarget(editor, setAdjustment(now, TYPE, patch).document, merge ? `${TYPE}:${field}` : undefined);
    if (!merge) editor.seal();
    noteToolUse('replace-color-tool');
  };
  const remove = (): void => {
    const now = targetDocument(editor);
    const id = now ? lastReplace(now) : null;
    if (!now || !id) return;
    editor.seal();
    commitTarget(editor, removeStep(now, id));
    editor.seal();
  };
  const dropper = typeof window !== 'undefined' && 'EyeDropper' in window;

  return (
    <div className="px-ed-panel__body px-rc" data-testid="replace-color-panel">
      <p className="px-ed-hint">{t('picks_replace_hint')}</p>
      <PickFromPicture label={t('picks_replace_pick')} onPick={(color) => change({ from: color }, 'from', false)} />
      <div className="px-rc__colours">
        <div className="px-ed-color">
          <input id={fromId} type="color" value={colorInputValue(from)} data-testid="replace-color-from" onChange={(e) => change({ from: documentColor(e.currentTarget.value, from) }, 'from')} onBlur={() => editor.seal()} />
          <label htmlFor={fromId}>{t('picks_replace_from')}</label>
        </div>
        {dropper && (
          <button
            type="button"
            className="px-btn px-btn--ghost px-btn--small"
            data-testid="replace-color-eyedropper"
            onClick={() => {
              eyeDropper()
                ?.open()
                .then((picked) => change({ from: documentColor(picked.sRGBHex, from) }, 'from', false))
                // Closed with Esc: nothing picked.
                .catch(() => undefined);
            }}
          >
            {t('picks_replace_eyedropper')}
          </button>
        )}
        <span className="px-rc__arrow" aria-hidden="true">
          →
        </span>
        <div className="px-ed-color">
          <input id={toId} type="color" value={colorInputValue(to)} data-testid="replace-color-to" onChange={(e) => change({ to: documentColor(e.currentTarget.value, to) }, 'to')} onBlur={() => editor.seal()} />
          <label htmlFor={toId}>{t('picks_replace_to')}</label>
        </div>
      </div>
      <Slider testId="replace-color-tolerance" label={t('picks_replace_tolerance')} value={numberParam(params, 'tolerance', 30)} min={0} max={100} step={1} onChange={(tolerance) => change({ tolerance }, 'tolerance')} />
      <Slider testId="replace-color-softness" label={t('picks_replace_softness')} value={numberParam(params, 'softness', 40)} min={0} max={100} step={1} onChange={(softness) => change({ softness }, 'softness')} />
      <button type="button" className="px-btn px-btn--secondary px-btn--small px-ed-panel__wide" data-testid="replace-color-remove" disabled={!opId} onClick={remove}>
        {t('picks_replace_remove')}
      </button>
    </div>
  );
}
