// The collage rail in cell-edit mode: the photo editor's Adjust, Effects and Artsy for the photo being
// edited, and Done to go back to the collage panels (Escape too: the editor's cancel key, useEditorKeys.ts).
import { useTranslation } from 'react-i18next';
import { CATEGORY_LABEL_KEYS } from '../../../lib/shared/editor/tools';
import { useEditor, useSlice } from '../EditorContext';
import { openCategory } from '../panels/ToolPanel';
import { AdjustIcon, ArtsyIcon, CheckIcon, EffectsIcon } from '../shell/icons';
import { CELL_EDIT_PANELS, endCellEdit } from './cellEdit';

const ICONS = { adjust: AdjustIcon, effect: EffectsIcon, artsy: ArtsyIcon } as const;

export function CellEditRail() {
  const { t } = useTranslation();
  const { t: te } = useTranslation('collageEdit');
  const editor = useEditor();
  const current = useSlice(editor.ui, (ui) => ui.category);

  return (
    <nav className="px-ed-rail px-cl-edit-rail" aria-label={te('ce_tools')} data-testid="cell-edit-rail">
      {CELL_EDIT_PANELS.map((panel) => {
        const Icon = ICONS[panel];
        const active = current === panel;
        return (
          <button key={panel} type="button" className={`px-ed-rail__btn ${active ? 'is-active' : ''}`} aria-pressed={active} aria-controls="px-ed-panel" data-testid={`rail-${panel}`} onClick={() => openCategory(editor, active ? null : panel)}>
            <Icon size={22} />
            <span>{t(CATEGORY_LABEL_KEYS[panel])}</span>
          </button>
        );
      })}
      <button type="button" className="px-ed-rail__btn px-cl-edit-rail__done" data-testid="cell-edit-done" aria-keyshortcuts="Escape" onClick={() => endCellEdit(editor)}>
        <CheckIcon size={22} />
        <span>{te('ce_done')}</span>
      </button>
    </nav>
  );
}
