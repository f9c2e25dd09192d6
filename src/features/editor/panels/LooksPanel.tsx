// Effects and Artsy: a grid of named looks previewed on the user's own picture; choosing one puts it on
// the stack of applied looks at full strength (LookStack: strength, order, remove); the selected look's
// own settings are sliders. Artsy looks are slow at full size: their preview reports progress.
import { useTranslation } from 'react-i18next';
import { ARTSY_TYPES, EFFECT_TYPES, operationSpec, paramLabelKey } from '../../../lib/shared/editor/catalogue';
import { updateOperation } from '../../../lib/shared/editor/edits';
import { numberParam } from '../../../lib/shared/editor/params';
import { useEditor, useSlice } from '../EditorContext';
import { chooseLook, lookStack, removeStep } from '../state/actions';
import { noteToolUse } from '../state/featureUse';
import { allowPlusFeature } from '../../messages';
import { isPlusTool } from '../../../lib/shared/features';
import { TrashIcon } from '../shell/icons';
import { LookStack } from './LookStack';
import { Slider } from './Slider';
import { useLookThumbnails } from './useLookThumbnails';
import { commitTarget, targetDocument, useTargetDocument } from '../state/operationsTarget';

const THUMB_CSS_PX = 84;
const thumbSize = (): number => Math.round(THUMB_CSS_PX * Math.min(2, typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1));

function LookSettings({ lookId }: { lookId: string }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const view = useTargetDocument();
  const op = view?.operations.find((o) => o.id === lookId) ?? null;
  const progress = useSlice(editor.progress, (p) => p);
  if (!op) return null;
  const spec = operationSpec(op.type);
  if (!spec) return null;
  const set = (name: string, value: number): void => {
    const doc = targetDocument(editor);
    if (!doc) return;
    commitTarget(editor, updateOperation(doc, lookId, { [name]: value }), `look:${lookId}:${name}`);
  };
  return (
    <div className="px-ed-look-settings" data-testid="look-settings" data-look={op.type}>
      <div className="px-ed-look-settings__head">
        <h3 className="px-ed-section__title">{t(spec.labelKey)}</h3>
        <button
          type="button"
          className="px-btn px-btn--ghost px-btn--small"
          data-testid="look-remove"
          onClick={() => {
            const doc = targetDocument(editor);
            if (!doc) return;
            editor.seal();
            commitTarget(editor, removeStep(doc, lookId));
            editor.setUi({ lookId: null, tool: null });
          }}
        >
          <TrashIcon size={16} />
          {t('eui_look_remove')}
        </button>
      </div>
      {Object.entries(spec.params).map(([name, p]) =>
        p.kind === 'number' && name !== 'amount' ? (
          <Slider
            key={name}
            testId={`look-${name}`}
            label={t(paramLabelKey(name))}
            value={numberParam(op.params, name, p.default)}
            min={p.min}
            max={p.max}
            step={p.step}
            neutral={name === 'amount' ? undefined : p.default}
            format={name === 'x' || name === 'y' ? (v) => `${Math.round(v * 100)}%` : undefined}
            onChange={(v) => set(name, v)}
          />
        ) : null,
      )}
      {progress !== null && spec.slow && (
        <div className="px-ed-progress" role="progressbar" aria-label={t('editor_progress_rendering', { percent: Math.round(progress * 100) })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} data-testid="look-progress">
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </div>
  );
}

export function LooksPanel({ category }: { category: 'effect' | 'artsy' }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const types = category === 'effect' ? EFFECT_TYPES : ARTSY_TYPES;
  const lookId = useSlice(editor.ui, (ui) => ui.lookId);
  const doc = useTargetDocument();
  const currentType = lookId ? doc?.operations.find((o) => o.id === lookId)?.type ?? null : null;
  const ownLook = currentType !== null && (types as readonly string[]).includes(currentType);
  const applied = new Set((doc ? lookStack(doc, types) : []).map((op) => op.type));
  const thumbs = useLookThumbnails(types, thumbSize());

  const choose = (type: string): void => {
    const doc = targetDocument(editor);
    if (!doc) return;
    // A look already in the stack is selected rather than applied twice.
    const existing = lookStack(doc, [type])[0];
    if (existing) {
      editor.setUi({ lookId: existing.id, tool: type });
      return;
    }
    // A Plus look (the catalogue says which): anyone else gets the look's teaser instead.
    if (isPlusTool(type) && !allowPlusFeature(type)) return;
    editor.seal();
    const edited = chooseLook(doc, type);
    commitTarget(editor, edited.document);
    editor.seal();
    editor.setUi({ lookId: edited.id, tool: type });
    noteToolUse(operationSpec(type)?.deepLink ?? type);
  };

  return (
    <div className="px-ed-panel__body" data-testid={`${category}-panel`}>
      <LookStack types={types} />
      {ownLook && lookId && <LookSettings lookId={lookId} />}
      {/* The line stays when the previews have come, so the grid under it never moves under the pointer. */}
      <p className="px-ed-muted px-ed-looks__status" aria-live="polite" data-testid="looks-status">
        {thumbs.loading && Object.keys(thumbs.urls).length === 0 ? t('eui_previews_loading') : ''}
      </p>
      <ul className="px-ed-looks" aria-label={t(category === 'effect' ? 'editor_category_effect' : 'editor_category_artsy')}>
        {types.map((type) => {
          const spec = operationSpec(type);
          const url = thumbs.urls[type];
          return (
            <li key={type} data-tool={type}>
              <button type="button" className={`px-ed-look ${applied.has(type) ? 'is-current' : ''}`} aria-pressed={applied.has(type)} data-testid={`look-${type}`} onClick={() => choose(type)}>
                {/* One box before and after its preview: a preview replacing the element pressed would lose the
                    click (the browser sends none when the pressed element is gone by the release). */}
                <span className={`px-ed-look__thumb ${url ? '' : 'is-loading'}`}>{url && <img src={url} alt="" width={THUMB_CSS_PX} height={THUMB_CSS_PX} />}</span>
                <span className="px-ed-look__name">{t(spec?.labelKey ?? type)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
