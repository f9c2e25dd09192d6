// The panel beside the designer's rail: Templates (the start screen's browser), Elements, Text, Uploads,
// Background, Arrange; while a photo is edited, the editor's Adjust, Effects or Artsy panel for that photo
// (the collage maker's cell-edit panel: they write the layer's own operations).
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../app/ui/PanelHeader';
import { CellEditPanel } from '../collage/CellEditPanel';
import { isCellEditPanel } from '../collage/cellEdit';
import { useEditor, useSlice } from '../EditorContext';
import { openCategory } from '../panels/ToolPanel';
import { ArrangePanel } from './arrange/ArrangePanel';
import { designerPanelLabelKey, isDesignerRailPanel } from './DesignerRail';
import { BackgroundPanel } from './panels/BackgroundPanel';
import { DesignerTextPanel } from './panels/DesignerTextPanel';
import { ElementsPanel } from './panels/ElementsPanel';
import { UploadsPanel } from './panels/UploadsPanel';
import { TemplatesPanel } from './start/TemplatesPanel';
import '../collage/collage.css';
import './designer.css';

export function DesignerPanel() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const panel = useSlice(editor.ui, (ui) => ui.category);
  const editing = useSlice(editor.ui, (ui) => ui.editLayerId !== null);
  if (editing && isCellEditPanel(panel)) return <CellEditPanel panel={panel} />;
  if (!isDesignerRailPanel(panel)) return null;
  const title = t(designerPanelLabelKey(panel));
  return (
    // Keyed by the panel: a panel opens at its top, not at the scroll position of the one before.
    <aside key={panel} className="px-ed-panel px-dz-panel" id="px-ed-panel" aria-label={title} data-testid="designer-panel" data-panel={panel}>
      <PanelHeader
        className="px-ed-panel__head"
        title={title}
        buttons={[{ name: 'close', label: t('eui_close_panel', { ns: 'editorUi' }), className: 'px-ed-icon-btn px-ed-panel__close' }]}
        onEvent={(event) => {
          if (event === 'panel_close') openCategory(editor, null);
        }}
      />
      {panel === 'templates' && <TemplatesPanel />}
      {panel === 'elements' && <ElementsPanel />}
      {panel === 'text' && <DesignerTextPanel />}
      {panel === 'uploads' && <UploadsPanel />}
      {panel === 'background' && <BackgroundPanel />}
      {panel === 'arrange' && <ArrangePanel />}
    </aside>
  );
}
