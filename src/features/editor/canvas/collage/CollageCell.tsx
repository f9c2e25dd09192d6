// One cell of the collage over the canvas: a focusable, button-like box that names its place and its
// photo, outlined when selected or when a swap or a dropped file would land on it. An empty cell has a
// "+" button beside it in the focus order (not inside it: one control may not hold another).
import { useTranslation } from 'react-i18next';
import type { Rect } from '../../../../lib/shared/collage/geometry';
import { toView, type DrawnView } from '../../state/viewMath';

export interface CollageCellProps {
  cell: number;
  count: number;
  rect: Rect;
  drawn: DrawnView;
  /** The photo's name; null for an empty cell. */
  photo: string | null;
  selected: boolean;
  dragging: boolean;
  dropTarget: boolean;
  /** Its photo is being edited with the editor's tools (cell-edit mode): outlined so it is clear which. */
  editing?: boolean;
  cellRef(el: HTMLDivElement | null): void;
  handlers: Pick<React.HTMLAttributes<HTMLDivElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onKeyDown' | 'onKeyUp' | 'onFocus' | 'onDragOver' | 'onDragLeave' | 'onDrop' | 'onContextMenu'>;
  onAdd?: () => void;
}

export function CollageCell({ cell, count, rect, drawn, photo, selected, dragging, dropTarget, editing = false, cellRef, handlers, onAdd }: CollageCellProps) {
  const { t } = useTranslation('collageCanvas');
  const [left, top] = toView(drawn, rect.x, rect.y);
  const width = rect.width * drawn.scale;
  const height = rect.height * drawn.scale;
  const label = photo === null ? t('cc_cell_empty', { n: cell + 1, count }) : t('cc_cell_photo', { n: cell + 1, count, name: photo });
  const classes = ['px-collage-cell', selected && 'is-selected', dragging && 'is-dragging', dropTarget && 'is-drop-target', photo === null && 'is-empty', editing && 'is-editing'].filter(Boolean).join(' ');
  return (
    <>
      <div
        ref={cellRef}
        className={classes}
        style={{ left, top, width, height }}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={label}
        data-testid="collage-cell"
        data-cell={cell}
        data-editing={editing ? 'true' : undefined}
        {...handlers}
      />
      {photo === null && onAdd && (
        <button
          type="button"
          className="px-collage-add"
          style={{ left: left + width / 2, top: top + height / 2 }}
          aria-label={t('cc_add', { n: cell + 1 })}
          title={t('cc_add', { n: cell + 1 })}
          data-testid="collage-add"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onAdd}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
    </>
  );
}
