// The designer's text layout (issue 16), shown in the Text panel for a design only: a text box that wraps
// (on/off and its width), a curve (-100…100, a single line only) and a list (none, bullets, numbers).
// Sliders are one undo step a drag; the switches one step each.
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LIMITS, type TextLayer, type TextList } from '../../../../lib/shared/editor/types';
import { setTextLayout, type TextLayout } from '../../designer/panels/designEdits';
import { editDesign } from '../../designer/panels/designCommit';
import { useEditor, useSlice } from '../../EditorContext';
import { formatSigned, Slider } from '../Slider';

const LISTS: ReadonlyArray<{ value: TextList | null; key: string }> = [
  { value: null, key: 'dp_list_none' },
  { value: 'bullet', key: 'dp_list_bullet' },
  { value: 'number', key: 'dp_list_number' },
];

export function DesignerTextControls({ layer }: { layer: TextLayer }) {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const canvasWidth = useSlice(editor.history, (h) => h?.present.canvas.width ?? 1000);
  const measured = useSlice(editor.boxes, (boxes) => boxes.get(layer.id)?.width ?? null);
  const set = (layout: TextLayout, key?: string): void => editDesign(editor, (doc) => setTextLayout(doc, layer.id, layout), key === undefined ? undefined : `text:${layer.id}:${key}`);
  const maxWidth = Math.min(DOCUMENT_LIMITS.maxSide, Math.max(canvasWidth, layer.boxWidth ?? 0));
  const multiLine = layer.boxWidth !== undefined || layer.text.includes('\n');
  return (
    <fieldset className="px-dz-textlayout" data-testid="designer-text-layout" disabled={layer.locked}>
      <legend className="px-dz-title">{t('dp_text_layout')}</legend>
      <label className="px-ed-textfx__switch">
        <input
          type="checkbox"
          checked={layer.boxWidth !== undefined}
          data-testid="designer-text-wrap"
          onChange={(e) => set({ boxWidth: e.currentTarget.checked ? Math.round(Math.min(maxWidth, measured ?? canvasWidth * 0.6)) : null })}
        />
        <span>{t('dp_text_wrap')}</span>
      </label>
      {layer.boxWidth !== undefined && (
        <Slider label={t('dp_text_box_width')} testId="designer-text-box-width" value={Math.round(layer.boxWidth)} min={Math.min(20, maxWidth)} max={maxWidth} step={1} format={(v) => `${v} px`} onChange={(boxWidth) => set({ boxWidth }, 'box-width')} />
      )}
      <Slider label={t('dp_text_curve')} testId="designer-text-curve" value={layer.curve ?? 0} min={DOCUMENT_LIMITS.curve[0]} max={DOCUMENT_LIMITS.curve[1]} step={1} neutral={0} format={(v) => formatSigned(v)} onChange={(curve) => set({ curve }, 'curve')} disabled={layer.locked} />
      {multiLine && (layer.curve ?? 0) !== 0 && <p className="px-ed-hint">{t('dp_text_curve_single')}</p>}
      <div className="px-ed-toggles" role="radiogroup" aria-label={t('dp_text_list')}>
        {LISTS.map(({ value, key }) => (
          <button key={key} type="button" role="radio" className="px-ed-toggle px-dz-toggle" aria-checked={(layer.list ?? null) === value} data-testid={`designer-text-list-${value ?? 'none'}`} onClick={() => set({ list: value })}>
            {t(key)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
