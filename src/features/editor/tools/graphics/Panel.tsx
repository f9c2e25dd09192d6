// Graphics (issue 17): the designer's library of graphics and icons inside the photo editor — the same
// searchable grid by category (designer/panels/GraphicsGrid), so a click adds one as a shape layer in the
// middle of the photo, selected, as one undo step — and the selected graphic's colour. The photo editor
// draws shape layers with the same engine as the designer.
import { useTranslation } from 'react-i18next';
import type { ShapeLayer } from '../../../../lib/shared/editor/types';
import { editDesign } from '../../designer/panels/designCommit';
import { editShape } from '../../designer/panels/designEdits';
import { ColourField } from '../../designer/panels/ColourField';
import { GraphicsGrid } from '../../designer/panels/GraphicsGrid';
import { useEditor, useSlice } from '../../EditorContext';
import '../../designer/designer.css';

export default function Panel() {
  const { t } = useTranslation('toolPicks');
  const editor = useEditor();
  const hasDoc = useSlice(editor.history, (h) => h !== null);
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const graphic = useSlice(editor.history, (h): ShapeLayer | null => {
    const layer = h?.present.layers.find((l) => l.id === selectedId);
    return layer?.kind === 'shape' ? layer : null;
  });
  if (!hasDoc) return <p className="px-ed-hint">{t('tools_open_picture_first')}</p>;
  return (
    <div className="px-ed-panel__body px-dz-elements" data-testid="graphics-panel">
      {graphic ? (
        <section className="px-dz-section" aria-label={t('picks_gfx_selected')} data-testid="graphics-selected">
          <ColourField key={graphic.id} label={t('picks_gfx_colour')} value={graphic.fill} testId="graphics-colour" onChange={(fill) => editDesign(editor, (doc) => editShape(doc, graphic.id, { fill }), `gfx:${graphic.id}:fill`)} />
        </section>
      ) : (
        <p className="px-ed-hint">{t('picks_gfx_hint')}</p>
      )}
      <GraphicsGrid />
    </div>
  );
}
