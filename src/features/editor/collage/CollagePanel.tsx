// The panel beside the collage rail: Layout, Photos, Canvas, the editor's Text panel or the designer's
// Elements panel as they are; in
// cell-edit mode the editor's Adjust, Effects or Artsy panel for the photo being edited.
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../app/ui/PanelHeader';
import { useEditor, useSlice } from '../EditorContext';
import { ElementsPanel } from '../designer/panels/ElementsPanel';
import '../designer/designer.css';
import { TextPanel } from '../panels/TextPanel';
import { openCategory } from '../panels/ToolPanel';
import { CanvasPanel } from './CanvasPanel';
import { CellEditPanel } from './CellEditPanel';
import { isCellEditPanel } from './cellEdit';
import { collagePanelLabelKey } from './CollageRail';
import { LayoutPanel } from './LayoutPanel';
import { PhotosPanel } from './PhotosPanel';
import './collage.css';

export function CollagePanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const panel = useSlice(editor.ui, (ui) => ui.category);
  const editing = useSlice(editor.ui, (ui) => ui.editLayerId !== null);
  if (editing && isCellEditPanel(panel)) return <CellEditPanel panel={panel} />;
  if (panel !== 'layout' && panel !== 'photos' && panel !== 'canvas' && panel !== 'text' && panel !== 'elements') return null;
  return (
    // Keyed by the panel: a panel opens at its top, not at the scroll position of the one before.
    <aside key={panel} className="px-ed-panel px-cl-panel" id="px-ed-panel" aria-label={t(collagePanelLabelKey(panel))} data-testid="tool-panel" data-category={panel}>
      <PanelHeader
        className="px-ed-panel__head"
        title={t(collagePanelLabelKey(panel))}
        buttons={[{ name: 'close', label: t('eui_close_panel'), className: 'px-ed-icon-btn px-ed-panel__close' }]}
        onEvent={(event) => {
          if (event === 'panel_close') openCategory(editor, null);
        }}
      />
      {panel === 'layout' && <LayoutPanel />}
      {panel === 'photos' && <PhotosPanel />}
      {panel === 'canvas' && <CanvasPanel />}
      {panel === 'text' && <TextPanel />}
      {panel === 'elements' && <ElementsPanel />}
    </aside>
  );
}
