// The Elements panel: the shapes (each drawn from its outline), the shipped graphics in a searchable grid
// by category, and the selected shape's paint and outline. A click adds the element in the middle of the
// canvas, a third of its short side, selected; each addition is one undo step.
import { useTranslation } from 'react-i18next';
import { useEditor, useSlice } from '../../EditorContext';
import type { ShapeLayer, ShapeOutline } from '../../../../lib/shared/editor/types';
import { addAndSelect } from './designCommit';
import { addDesignerShape, SHAPE_CHOICES, type ShapeChoice } from './designEdits';
import { GraphicsGrid } from './GraphicsGrid';
import { ShapePreview } from './ShapePreview';
import { ShapeProperties } from './ShapeProperties';

/** How each shape button draws its kind (the defaults a new one gets). */
const previewOutline = (shape: ShapeChoice): ShapeOutline => ({ shape, ...(shape === 'rectangle' ? { cornerRadius: 4 } : shape === 'speech-bubble' ? { cornerRadius: 6 } : {}) });

export function ElementsPanel() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const shape = useSlice(editor.history, (h): ShapeLayer | null => {
    const layer = h?.present.layers.find((l) => l.id === selectedId);
    return layer?.kind === 'shape' ? layer : null;
  });
  return (
    <div className="px-ed-panel__body px-dz-elements" data-testid="designer-elements">
      <section className="px-dz-section" aria-labelledby="px-dz-shapes">
        <h4 id="px-dz-shapes" className="px-dz-title">
          {t('dp_shapes')}
        </h4>
        <ul className="px-dz-grid">
          {SHAPE_CHOICES.map((kind) => {
            const flat = kind === 'line' || kind === 'arrow';
            return (
              <li key={kind}>
                <button type="button" className="px-dz-tile" data-testid="designer-shape" data-shape={kind} aria-label={t('dp_add_shape', { shape: t(`dp_shape_${kind.replace('-', '_')}`) })} title={t(`dp_shape_${kind.replace('-', '_')}`)} onClick={() => addAndSelect(editor, (doc) => addDesignerShape(doc, kind))}>
                  <ShapePreview outline={previewOutline(kind)} height={flat ? 16 : 40} />
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {shape && <ShapeProperties key={shape.id} layer={shape} />}
      <GraphicsGrid />
    </div>
  );
}
