// Adjust: one slider per adjustment of the catalogue (exposure … denoise, and hue), then Tone & color. Each slider edits
// that adjustment's single step, so moving it again later changes the same step instead of stacking.
import { useTranslation } from 'react-i18next';
import { operationsInCategory, paramLabelKey, type NumberParamSpec } from '../../../lib/shared/editor/catalogue';
import { numberParam } from '../../../lib/shared/editor/params';
import { useEditor, useSlice } from '../EditorContext';
import { adjustmentParams, resetAdjustments, setAdjustment } from '../state/actions';
import { noteToolUse } from '../state/featureUse';
import { formatSigned, Slider } from './Slider';
import { ToneSection } from './tone/ToneSection';
import { isToneType } from '../../../lib/shared/editor/toneCatalogue';
import { commitTarget, targetDocument, useTargetDocument } from '../state/operationsTarget';

/** The tone and colour tools have their own controls (ToneSection), not one slider each; an operation a special tool edits has that tool's panel. */
const ADJUSTMENTS = operationsInCategory('adjust').filter((spec) => !isToneType(spec.type) && !spec.tool);

function formatFor(type: string, spec: NumberParamSpec): (v: number) => string {
  if (type === 'exposure') return (v) => formatSigned(v, 2);
  if (type === 'hue') return (v) => `${formatSigned(v)}°`;
  return spec.min < 0 ? (v) => formatSigned(v) : (v) => String(Math.round(v));
}

export function AdjustPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const doc = useTargetDocument();
  const tool = useSlice(editor.ui, (ui) => ui.tool);
  if (!doc) return null;
  const hasAny = doc.operations.some((op) => ADJUSTMENTS.some((spec) => spec.type === op.type) || isToneType(op.type));

  const change = (type: string, param: string, deepLink: string, value: number): void => {
    const current = targetDocument(editor);
    if (!current) return;
    const edited = setAdjustment(current, type, { [param]: value });
    commitTarget(editor, edited.document, `adjust:${type}:${param}`);
    if (editor.ui.get().tool !== type) editor.setUi({ tool: type });
    noteToolUse(deepLink);
  };

  return (
    <div className="px-ed-panel__body" data-testid="adjust-panel">
      {ADJUSTMENTS.map((spec) => {
        const params = adjustmentParams(doc, spec.type);
        // An adjustment not in the picture is off: its amount reads 0 even where its default is on (perfect skin).
        const on = doc.operations.some((op) => op.type === spec.type);
        return (
          <div key={spec.type} className={`px-ed-adjust ${tool === spec.type ? 'is-current' : ''}`} data-tool={spec.type}>
            {Object.entries(spec.params).map(([name, p]) =>
              p.kind === 'number' ? (
                <Slider
                  key={name}
                  testId={`slider-${spec.type}${name === 'amount' ? '' : `-${name}`}`}
                  label={name === 'amount' ? t(spec.labelKey) : `${t(spec.labelKey)} · ${t(paramLabelKey(name))}`}
                  value={name === 'amount' && !on ? 0 : numberParam(params, name, p.default)}
                  min={p.min}
                  max={p.max}
                  step={p.step}
                  neutral={name === 'amount' ? 0 : p.default}
                  format={formatFor(spec.type, p)}
                  onChange={(v) => change(spec.type, name, spec.deepLink, v)}
                />
              ) : null,
            )}
          </div>
        );
      })}
      <ToneSection />
      <button
        type="button"
        className="px-btn px-btn--secondary px-btn--small px-ed-panel__wide"
        disabled={!hasAny}
        onClick={() => {
          const current = targetDocument(editor);
          if (!current) return;
          editor.seal();
          commitTarget(editor, resetAdjustments(current));
        }}
      >
        {t('eui_reset_adjustments')}
      </button>
    </div>
  );
}
