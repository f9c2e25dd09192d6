// The photo editor's Adjust, Effects or Artsy panel, as it is, for the collage photo being edited: the
// panels write that photo's own operations (state/operationsTarget.ts). The head names the photo.
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../app/ui/PanelHeader';
import { CATEGORY_LABEL_KEYS } from '../../../lib/shared/editor/tools';
import { useEditor, useSlice } from '../EditorContext';
import { AdjustPanel } from '../panels/AdjustPanel';
import { LooksPanel } from '../panels/LooksPanel';
import { openCategory } from '../panels/ToolPanel';
import { editedLayer } from '../state/operationsTarget';
import type { CellEditPanel as Panel } from './cellEdit';
import { photoLabel } from './editedPhoto';

export function CellEditPanel({ panel }: { panel: Panel }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('collageEdit');
  const editor = useEditor();
  const layerId = useSlice(editor.ui, (ui) => ui.editLayerId);
  // A string, so the slice is stable between renders.
  const editing = useSlice(editor.history, (h) => {
    const label = h ? photoLabel(h.present, editedLayer(h.present, layerId)) : null;
    if (!label) return null;
    const name = label.name || te('ce_photo');
    return label.cell === null ? te('ce_editing', { name }) : te('ce_editing_cell', { name, n: label.cell + 1 });
  });
  const title = t(CATEGORY_LABEL_KEYS[panel]);
  return (
    <aside key={panel} className="px-ed-panel px-cl-panel" id="px-ed-panel" aria-label={title} data-testid="tool-panel" data-category={panel} data-cell-edit="true">
      <PanelHeader
        className="px-ed-panel__head"
        title={title}
        buttons={[{ name: 'close', label: t('eui_close_panel'), className: 'px-ed-icon-btn px-ed-panel__close' }]}
        onEvent={(event) => {
          if (event === 'panel_close') openCategory(editor, null);
        }}
      />
      {editing && (
        <p className="px-ed-hint px-cl-editing" role="status" data-testid="cell-edit-name">
          {editing}
        </p>
      )}
      {panel === 'adjust' && <AdjustPanel />}
      {panel === 'effect' && <LooksPanel key="effect" category="effect" />}
      {panel === 'artsy' && <LooksPanel key="artsy" category="artsy" />}
    </aside>
  );
}
