// A handle on every border between cells: dragging it moves the border (the weights of its split), one
// undo step a drag; focused, the arrow keys across it move it (Shift: five times as far), one step a held
// key. A 'row' split's borders are vertical lines (they move left and right), a 'column' split's horizontal.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { collageBorders, moveBorder, type CollageBorder } from '../../../../lib/shared/collage/geometry';
import type { CollageState } from '../../../../lib/shared/collage/types';
import { useEditor } from '../../EditorContext';
import { toView, type DrawnView } from '../../state/viewMath';
import { throttle } from '../pointerThrottle';
import { canvasSize, withCollage } from './collageEdits';

/** A handle is at least this many screen px across, however thin the gap. */
const GRAB_PX = 12;
/** One arrow press moves a border by this fraction of the canvas's side across it. */
export const KEY_BORDER_STEP = 0.01;

type Drag = { id: string; pointer: number; x0: number; y0: number; start: CollageState; scale: number; vertical: boolean; key: string };
let dragCount = 0;

export function BorderHandles({ drawn, collage, canvas }: { drawn: DrawnView; collage: CollageState; canvas: { width: number; height: number } }) {
  const { t } = useTranslation('collageCanvas');
  const editor = useEditor();
  const drag = useRef<Drag | null>(null);
  const borders = useMemo(() => collageBorders(collage, canvas), [collage, canvas]);

  const move = useMemo(
    () =>
      throttle((x: number, y: number) => {
        const d = drag.current;
        const doc = editor.document;
        if (!d || !doc) return;
        const delta = (d.vertical ? x - d.x0 : y - d.y0) / d.scale;
        editor.commit(withCollage(doc, moveBorder(d.start, canvasSize(doc), d.id, delta)), d.key);
      }),
    [editor],
  );
  const end = (e: React.PointerEvent) => {
    if (drag.current?.pointer !== e.pointerId) return;
    move.flush();
    drag.current = null;
    editor.setInteractive(false);
    editor.seal();
  };
  const nudge = (border: CollageBorder, e: React.KeyboardEvent) => {
    const vertical = border.dir === 'row';
    const sign = e.key === (vertical ? 'ArrowLeft' : 'ArrowUp') ? -1 : e.key === (vertical ? 'ArrowRight' : 'ArrowDown') ? 1 : 0;
    const doc = editor.document;
    if (!sign || !doc?.collage || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    const step = (vertical ? doc.canvas.width : doc.canvas.height) * KEY_BORDER_STEP * (e.shiftKey ? 5 : 1);
    editor.commit(withCollage(doc, moveBorder(doc.collage, canvasSize(doc), border.id, sign * step)), `collage:border:${border.id}:keys`);
  };

  return (
    <>
      {borders.map((border, i) => {
        const vertical = border.dir === 'row';
        const [x, y] = toView(drawn, border.rect.x, border.rect.y);
        const w = Math.max(border.rect.width * drawn.scale, vertical ? GRAB_PX : 0);
        const h = Math.max(border.rect.height * drawn.scale, vertical ? 0 : GRAB_PX);
        const left = x + (border.rect.width * drawn.scale - w) / 2;
        const top = y + (border.rect.height * drawn.scale - h) / 2;
        const centre = vertical ? (border.rect.x + border.rect.width / 2) / canvas.width : (border.rect.y + border.rect.height / 2) / canvas.height;
        return (
          <div
            key={border.id}
            className={`px-collage-border ${vertical ? 'is-vertical' : 'is-horizontal'}`}
            style={{ left, top, width: w, height: h }}
            role="separator"
            tabIndex={0}
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-label={t('cc_border', { n: i + 1 })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(centre * 100)}
            data-testid="collage-border"
            data-border={border.id}
            onPointerDown={(e) => {
              if (e.pointerType === 'mouse' && e.button !== 0) return;
              if (drag.current) return;
              e.stopPropagation();
              e.currentTarget.setPointerCapture?.(e.pointerId);
              editor.seal();
              drag.current = { id: border.id, pointer: e.pointerId, x0: e.clientX, y0: e.clientY, start: collage, scale: drawn.scale, vertical, key: `collage:border:${border.id}:drag:${++dragCount}` };
              editor.setInteractive(true);
            }}
            onPointerMove={(e) => drag.current?.pointer === e.pointerId && move(e.clientX, e.clientY)}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={(e) => nudge(border, e)}
            onKeyUp={() => editor.seal()}
          />
        );
      })}
    </>
  );
}
