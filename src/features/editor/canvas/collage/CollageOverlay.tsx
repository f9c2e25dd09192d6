// The collage's cells and borders over the canvas (a document whose section is 'collage'), placed from
// the layout's cell rectangles in document pixels through the view's scale and offset. A cell is
// selected by a press or by focus; its menu opens on a click, a long press or Enter. Photos are added
// through `onAddPhotos` (the "+" of an empty cell, Replace, files dropped on a cell), which the collage
// screens wire to their photo picker.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellRects } from '../../../../lib/shared/collage/geometry';
import { useEditor, useSlice } from '../../EditorContext';
import { layerDisplayName } from '../../panels/layers/layerNames';
import type { DrawnView } from '../../state/viewMath';
import { BorderHandles } from './BorderHandles';
import { CellToolbar } from './CellToolbar';
import { CollageCell } from './CollageCell';
import { cellLayer } from './collageEdits';
import { onCellKey } from './cellKeys';
import { useCellGestures } from './useCellGestures';
import { useCellWheel } from './useCellWheel';
import './collageCanvas.css';

export interface CollageOverlayProps {
  drawn: DrawnView;
  /** Adds photos to `cell` (replacing its photo): `files` dropped on it, or none to open the picker. */
  onAddPhotos?: (cell: number, files?: File[]) => void;
}

type Menu = { open: boolean; focus: boolean };
const CLOSED: Menu = { open: false, focus: false };
/** Screen px the menu needs above a cell; with less room it goes below. */
const MENU_ROOM = 52;

/** The dropped files that may be pictures (HEIC included: the photo loader names its problem). */
function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/') || /\.(jpe?g|jfif|png|webp|avif|gif|bmp|heic|heif)$/i.test(f.name));
}

const hasFiles = (e: React.DragEvent): boolean => Array.from(e.dataTransfer.types).includes('Files');

export function CollageOverlay({ drawn, onAddPhotos }: CollageOverlayProps) {
  const { t } = useTranslation('editorLayers');
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const editLayerId = useSlice(editor.ui, (ui) => ui.editLayerId);
  const [selected, setSelected] = useState<number | null>(null);
  const [menu, setMenu] = useState<Menu>(CLOSED);
  const [swap, setSwap] = useState<{ from: number | null; target: number | null }>({ from: null, target: null });
  const [fileOver, setFileOver] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const cellEls = useRef(new Map<number, HTMLDivElement>());
  const collage = doc?.collage;
  const canvas = doc?.canvas;
  const rects = useMemo(() => (collage && canvas ? cellRects(collage, canvas) : []), [collage, canvas]);
  const current = selected !== null && selected < rects.length ? selected : null;

  const select = (cell: number, openMenu?: boolean, focus = false): void => {
    setSelected(cell);
    if (openMenu) setMenu({ open: true, focus });
    else if (openMenu === false || cell !== current) setMenu(CLOSED);
    // The photo's layer is the editor's selected layer, so the adjustment panels work on it.
    const layer = editor.document ? cellLayer(editor.document, cell) : null;
    if (layer && editor.ui.get().selectedLayerId !== layer.id) editor.setUi({ selectedLayerId: layer.id });
  };
  const closeMenu = (): void => {
    if (menu.open) setMenu(CLOSED);
    else setSelected(null);
    if (current !== null) cellEls.current.get(current)?.focus();
  };
  const gestures = useCellGestures({ editor, drawn, root, select, showSwap: (from, target) => setSwap((now) => (now.from === from && now.target === target ? now : { from, target })) });
  useCellWheel(root, editor, drawn, current, collage !== undefined);

  // A photo removed or the layout changed under an open menu: nothing is left for the menu to act on.
  const selectedPhoto = current !== null && doc ? cellLayer(doc, current) !== null : false;
  useEffect(() => {
    if (!selectedPhoto) setMenu(CLOSED);
  }, [selectedPhoto]);

  if (!doc || !collage) return null;
  const rect = current !== null ? rects[current] : undefined;
  const [menuLeft, cellTop] = rect ? [drawn.offsetX + rect.x * drawn.scale, drawn.offsetY + rect.y * drawn.scale] : [0, 0];
  const below = cellTop < MENU_ROOM;
  const keyActions = { openMenu: (cell: number) => select(cell, true, true), closeMenu, addPhotos: (cell: number) => onAddPhotos?.(cell) };

  return (
    <div ref={root} className="px-collage" data-testid="collage-overlay">
      {rects.map((r, cell) => {
        const layer = cellLayer(doc, cell);
        return (
          <CollageCell
            key={cell}
            cell={cell}
            count={rects.length}
            rect={r}
            drawn={drawn}
            photo={layer ? layerDisplayName(layer, t) : null}
            selected={cell === current}
            dragging={swap.from === cell}
            dropTarget={swap.target === cell || fileOver === cell}
            editing={layer !== null && layer.id === editLayerId}
            cellRef={(el) => (el ? cellEls.current.set(cell, el) : cellEls.current.delete(cell))}
            onAdd={onAddPhotos && (() => onAddPhotos(cell))}
            handlers={{
              onPointerDown: gestures.onPointerDown(cell),
              onPointerMove: gestures.onPointerMove,
              onPointerUp: gestures.onPointerUp,
              onPointerCancel: gestures.onPointerCancel,
              onFocus: () => cell !== current && select(cell, false),
              onContextMenu: (e) => {
                // The cell's own menu, not the browser's (a long press on a phone, a right click).
                e.preventDefault();
                select(cell, true);
              },
              onKeyDown: (e) => onCellKey(editor, cell, drawn, e, keyActions),
              onKeyUp: () => editor.seal(),
              onDragOver: (e) => {
                if (!hasFiles(e) || !onAddPhotos) return;
                e.preventDefault();
                e.stopPropagation();
                e.dataTransfer.dropEffect = 'copy';
                setFileOver(cell);
              },
              onDragLeave: () => setFileOver((over) => (over === cell ? null : over)),
              onDrop: (e) => {
                if (!hasFiles(e) || !onAddPhotos) return;
                // The editor's own drop zone (open a photo) must not take these files too.
                e.preventDefault();
                e.stopPropagation();
                setFileOver(null);
                const files = imageFiles(e.dataTransfer.files);
                if (files.length > 0) onAddPhotos(cell, files);
              },
            }}
          />
        );
      })}
      <BorderHandles drawn={drawn} collage={collage} canvas={doc.canvas} />
      {current !== null && rect && menu.open && (
        <CellToolbar
          key={current}
          cell={current}
          left={menuLeft}
          top={below ? cellTop + rect.height * drawn.scale + 8 : cellTop - 8}
          below={below}
          autoFocus={menu.focus}
          onReplace={onAddPhotos && ((cell) => onAddPhotos(cell))}
          onClose={closeMenu}
        />
      )}
    </div>
  );
}
