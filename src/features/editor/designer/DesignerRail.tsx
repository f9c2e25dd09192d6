// The designer's rail (issue 16): Templates, Elements, Text, Uploads, Background and Arrange, each an
// icon and its name. It takes the photo editor's place (same classes), so under 801 px it is the bar at
// the bottom with the panel as a sheet above it, as in the editor and the collage maker. While a photo
// of the design is edited it is the collage maker's cell-edit rail (Adjust, Effects, Artsy, Done).
import { useTranslation } from 'react-i18next';
import { CellEditRail } from '../collage/CellEditRail';
import { useEditor, useSlice } from '../EditorContext';
import { openCategory } from '../panels/ToolPanel';
import { TextIcon } from '../shell/icons';
import type { EditorPanel } from '../state/uiState';
import { ArrangeIcon, BackgroundIcon, ElementsIcon, TemplatesIcon, UploadsIcon } from './panels/icons';
import { useDesignerUi } from './panels/useDesignerUi';

export type DesignerRailPanel = 'templates' | 'elements' | 'text' | 'uploads' | 'background' | 'arrange';

const RAIL: ReadonlyArray<{ panel: DesignerRailPanel; labelKey: string; Icon: typeof TextIcon }> = [
  { panel: 'templates', labelKey: 'dp_panel_templates', Icon: TemplatesIcon },
  { panel: 'elements', labelKey: 'dp_panel_elements', Icon: ElementsIcon },
  { panel: 'text', labelKey: 'dp_panel_text', Icon: TextIcon },
  { panel: 'uploads', labelKey: 'dp_panel_uploads', Icon: UploadsIcon },
  { panel: 'background', labelKey: 'dp_panel_background', Icon: BackgroundIcon },
  { panel: 'arrange', labelKey: 'dp_panel_arrange', Icon: ArrangeIcon },
];

export function isDesignerRailPanel(panel: EditorPanel | null): panel is DesignerRailPanel {
  return RAIL.some((r) => r.panel === panel);
}

export function designerPanelLabelKey(panel: DesignerRailPanel): string {
  return RAIL.find((r) => r.panel === panel)?.labelKey ?? 'dp_panel_elements';
}

export function DesignerRail() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const current = useSlice(editor.ui, (ui) => ui.category);
  const editing = useSlice(editor.ui, (ui) => ui.editLayerId !== null);
  // The rail is there whenever a design is open: the panels follow the document from here.
  useDesignerUi(editor);
  if (editing) return <CellEditRail />;
  return (
    <nav className="px-ed-rail px-dz-rail" aria-label={t('dp_tools')} data-testid="designer-rail">
      {RAIL.map(({ panel, labelKey, Icon }) => {
        const active = current === panel;
        return (
          <button key={panel} type="button" className={`px-ed-rail__btn ${active ? 'is-active' : ''}`} aria-pressed={active} aria-controls="px-ed-panel" data-testid={`designer-rail-${panel}`} onClick={() => openCategory(editor, active ? null : panel)}>
            <Icon size={22} />
            <span>{t(labelKey)}</span>
          </button>
        );
      })}
    </nav>
  );
}
