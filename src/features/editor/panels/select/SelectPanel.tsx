// The selection tool's panel: which shape the canvas draws (rectangle, ellipse, lasso, polygon, magic
// wand, colour range) or the subject found by the on-device model, how a new part combines (add, subtract, intersect), the wand's tolerance, the feather; then what
// the selection is for: an adjustment through it (a new adjustment layer masked by it) or a mask for the
// selected layer. Esc clears the selection (the editor's shortcuts, useEditorKeys).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationsInCategory } from '../../../../lib/shared/editor/catalogue';
import { isAdjustmentOperation } from '../../../../lib/shared/editor/layers';
import { canHaveMask, COMBINE_MODES, MASK_LIMITS } from '../../../../lib/shared/editor/masks';
import { useEditor, useSlice } from '../../EditorContext';
import { SELECT_TOOLS } from '../../state/uiState';
import { Slider } from '../Slider';
import { SubjectButton } from './SubjectButton';
import '../../tools/tools.css';
import { adjustThroughSelection, canSelect, clearSelection, maskWithSelection, selectAll, setSelectionFeather, setSelectSettings } from './selectionActions';

const ADJUSTMENTS = operationsInCategory('adjust').filter((spec) => isAdjustmentOperation(spec.type));

export function SelectPanel() {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const settings = useSlice(editor.ui, (ui) => ui.select);
  const selection = useSlice(editor.ui, (ui) => ui.selection);
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const [adjustment, setAdjustment] = useState('curves');
  const adjustId = useId();
  const selected = doc?.layers.find((l) => l.id === selectedId) ?? null;
  const usable = doc !== null && canSelect(doc);
  const has = selection !== null && selection.parts.length > 0;

  return (
    <div className="px-ed-panel__body px-sel-panel" data-testid="select-panel">
      {!usable && <p className="px-ed-hint">{t('masks_geometry_hint')}</p>}
      <div className="px-ed-chips" role="radiogroup" aria-label={t('masks_tool')}>
        {SELECT_TOOLS.map((tool) => (
          <button key={tool} type="button" role="radio" aria-checked={settings.tool === tool} className="px-ed-chip" data-testid={`select-tool-${tool}`} onClick={() => setSelectSettings(editor, { tool })}>
            {t(`masks_tool_${tool}`)}
          </button>
        ))}
      </div>
      <p className="px-ed-hint">{t(`masks_tool_${settings.tool}_hint`)}</p>
      <SubjectButton disabled={!usable} />
      <div className="px-ed-chips" role="radiogroup" aria-label={t('masks_mode')}>
        {COMBINE_MODES.map((mode) => (
          <button key={mode} type="button" role="radio" aria-checked={settings.mode === mode} className="px-ed-chip" data-testid={`select-mode-${mode}`} onClick={() => setSelectSettings(editor, { mode })}>
            {t(`masks_mode_${mode}`)}
          </button>
        ))}
      </div>
      {settings.tool === 'wand' && (
        <>
          <Slider label={t('masks_tolerance')} value={settings.tolerance} min={0} max={MASK_LIMITS.tolerance[1]} step={1} onChange={(tolerance) => setSelectSettings(editor, { tolerance })} />
          <label className="px-ed-chip">
            <input type="checkbox" checked={settings.contiguous} onChange={(e) => setSelectSettings(editor, { contiguous: e.currentTarget.checked })} />
            {t('masks_contiguous')}
          </label>
        </>
      )}
      {settings.tool === 'colourRange' && <Slider label={t('masks_fuzziness')} value={settings.fuzziness} min={0} max={MASK_LIMITS.fuzziness[1]} step={1} onChange={(fuzziness) => setSelectSettings(editor, { fuzziness })} />}
      {selection && selection.parts.some((p) => p.shape.kind === 'colourRange') && (
        <ul className="px-sel-colours" aria-label={t('masks_colours')}>
          {selection.parts.map((p, i) =>
            p.shape.kind === 'colourRange' ? (
              <li key={i} className="px-sel-colour" title={p.shape.colour.slice(0, 7)}>
                <span style={{ background: p.shape.colour.slice(0, 7) }} aria-hidden="true" />
                {`${t(`masks_mode_${p.mode}`)} ${p.shape.colour.slice(0, 7)}`}
              </li>
            ) : null,
          )}
        </ul>
      )}
      <Slider label={t('masks_feather')} value={selection?.feather ?? 0} min={0} max={100} step={1} neutral={0} format={(v) => `${v} px`} testId="select-feather" disabled={!has} onChange={(v) => setSelectionFeather(editor, v)} />
      <div className="px-ed-row">
        <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="select-all" disabled={!usable} onClick={() => selectAll(editor)}>
          {t('masks_select_all')}
        </button>
        <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="select-clear" disabled={!has} aria-keyshortcuts="Escape" onClick={() => clearSelection(editor)}>
          {t('masks_clear')}
        </button>
      </div>
      <p className="px-ed-hint" role="status" data-testid="select-status">
        {has ? t('masks_parts', { count: selection.parts.length }) : t('masks_none')}
      </p>
      <div className="px-ed-field">
        <label htmlFor={adjustId}>{t('masks_adjustment')}</label>
        <select id={adjustId} className="px-field" value={adjustment} data-testid="select-adjustment-type" onChange={(e) => setAdjustment(e.currentTarget.value)}>
          {ADJUSTMENTS.map((spec) => (
            <option key={spec.type} value={spec.type}>
              {t(spec.labelKey, { ns: ['editor', 'editorTone'] })}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="px-btn px-btn--small" data-testid="select-adjust" disabled={!has} onClick={() => adjustThroughSelection(editor, adjustment)}>
        {t('masks_adjust_through')}
      </button>
      <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="select-mask-layer" disabled={!has || !selected || !canHaveMask(selected) || selected.locked} onClick={() => selected && maskWithSelection(editor, selected.id)}>
        {t('masks_mask_layer')}
      </button>
    </div>
  );
}
