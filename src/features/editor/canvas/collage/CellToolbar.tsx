// The selected cell's menu, over the canvas next to the cell: replace the photo, fit it whole or fill the
// cell, its zoom, edit it with the editor's tools (collage/cellEdit.ts), remove it. A slider drag is one undo step (sealed when the pointer or key lets go).
// Escape closes it and gives the focus back to the cell.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setCellFit } from '../../../../lib/shared/collage/cells';
import { removePhoto } from '../../../../lib/shared/collage/document';
import { COLLAGE_LIMITS, type CollageState } from '../../../../lib/shared/collage/types';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { startCellEdit } from '../../collage/cellEdit';
import { withCollage, zoomed } from './collageEdits';

export interface CellToolbarProps {
  cell: number;
  /** Where to show it: screen px of the cell's top-left corner and its width, below the cell when there is no room above. */
  left: number;
  top: number;
  below: boolean;
  /** Focus the first button when the menu opens from the keyboard. */
  autoFocus: boolean;
  onReplace?: (cell: number) => void;
  onClose(): void;
}

export function CellToolbar({ cell, left, top, below, autoFocus, onReplace, onClose }: CellToolbarProps) {
  const { t } = useTranslation('collageCanvas');
  const { t: te } = useTranslation('collageEdit');
  const editor = useEditor();
  const state = useSlice(editor.history, (h) => h?.present.collage?.cells[cell] ?? null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);
  if (!state?.layerId) return null;
  const [minZoom, maxZoom] = COLLAGE_LIMITS.zoom;
  const edit = (change: (doc: EditorDocument, collage: CollageState) => EditorDocument, key?: string): void => {
    const doc = editor.document;
    if (doc?.collage) editor.commit(change(doc, doc.collage), key);
  };
  const seal = (): void => editor.seal();
  return (
    <div
      className={`px-collage-toolbar ${below ? 'is-below' : ''}`}
      style={{ left, top }}
      role="toolbar"
      aria-label={t('cc_menu', { n: cell + 1 })}
      data-testid="collage-cell-toolbar"
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
    >
      {onReplace && (
        <button type="button" ref={first} className="px-btn px-btn--small" onClick={() => onReplace(cell)}>
          {t('cc_replace')}
        </button>
      )}
      <button
        type="button"
        ref={onReplace ? undefined : first}
        className="px-btn px-btn--small"
        aria-pressed={state.fit === 'fit'}
        onClick={() => {
          seal();
          edit((doc, collage) => withCollage(doc, setCellFit(collage, cell, state.fit === 'fit' ? 'fill' : 'fit')));
          seal();
        }}
      >
        {t('cc_fit')}
      </button>
      <label className="px-collage-toolbar__zoom">
        <span>{t('cc_zoom')}</span>
        <input
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.05}
          value={state.zoom}
          onChange={(e) => edit((doc, collage) => zoomed(doc, cell, Number(e.target.value) / (collage.cells[cell]?.zoom ?? 1)), `collage:cell:${cell}:slider`)}
          onPointerUp={seal}
          onKeyUp={seal}
          onBlur={seal}
        />
      </label>
      <button
        type="button"
        className="px-btn px-btn--small"
        data-testid="cell-edit-photo"
        onClick={() => {
          if (!state.layerId) return;
          startCellEdit(editor, state.layerId);
          onClose();
        }}
      >
        {te('ce_edit_photo')}
      </button>
      <button
        type="button"
        className="px-btn px-btn--small px-btn--danger"
        onClick={() => {
          seal();
          edit((doc) => removePhoto(doc, cell));
          seal();
          onClose();
        }}
      >
        {t('cc_remove')}
      </button>
    </div>
  );
}
