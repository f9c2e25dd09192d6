// The collage maker's rail: Layout, Photos, Canvas, the editor's Text and the designer's Elements (shapes
// and graphics, issue 15 "text and graphics layers shared with the designer"). It takes the photo editor's
// place (same classes), so under 801 px it is the same bar at the bottom with the panel as a sheet above.
// While a cell's photo is edited it is the cell-edit rail instead (CellEditRail.tsx).
import { useTranslation } from 'react-i18next';
import { useEditor, useSlice } from '../EditorContext';
import { openCategory } from '../panels/ToolPanel';
import { PhotosIcon, ResizeIcon, TextIcon } from '../shell/icons';
import type { EditorPanel } from '../state/uiState';
import { ElementsIcon } from '../designer/panels/icons';
import { CellEditRail } from './CellEditRail';
import { LayoutIcon } from './LayoutIcon';

const RAIL: ReadonlyArray<{ panel: EditorPanel; labelKey: string; Icon: typeof TextIcon }> = [
  { panel: 'layout', labelKey: 'collage_panel_layout', Icon: LayoutIcon },
  { panel: 'photos', labelKey: 'collage_panel_photos', Icon: PhotosIcon },
  { panel: 'canvas', labelKey: 'collage_panel_canvas', Icon: ResizeIcon },
  { panel: 'text', labelKey: 'collage_panel_text', Icon: TextIcon },
  { panel: 'elements', labelKey: 'designerPanels:dp_panel_elements', Icon: ElementsIcon },
];

export function collagePanelLabelKey(panel: EditorPanel): string {
  return RAIL.find((r) => r.panel === panel)?.labelKey ?? 'collage_panel_layout';
}

export function CollageRail() {
  const { t } = useTranslation();
  const editor = useEditor();
  const current = useSlice(editor.ui, (ui) => ui.category);
  const editing = useSlice(editor.ui, (ui) => ui.editLayerId !== null);
  if (editing) return <CellEditRail />;
  return (
    <nav className="px-ed-rail" aria-label={t('collage_tools')} data-testid="collage-rail">
      {RAIL.map(({ panel, labelKey, Icon }) => {
        const active = current === panel;
        return (
          <button key={panel} type="button" className={`px-ed-rail__btn ${active ? 'is-active' : ''}`} aria-pressed={active} aria-controls="px-ed-panel" data-testid={`rail-${panel}`} onClick={() => openCategory(editor, active ? null : panel)}>
            <Icon size={22} />
            <span>{t(labelKey)}</span>
          </button>
        );
      })}
    </nav>
  );
}
