// The perspective tool's handles on the canvas: in four-corner mode a quad with a grid inside it (drawn in
// perspective, so the user sees when its lines follow the subject's) and the outside dimmed; in guides mode
// two (or four) lines, each drawn long across the picture so its lean shows. Every handle is a button:
// drag it, or focus it and move it with the arrow keys (one screen pixel, Shift ten, at least one picture
// pixel — as the crop box moves). The rest of the overlay lets pointers through, so the picture still pans
// and zooms under it. Nothing touches the document until the panel's "Apply".
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyHomography, rectangleQuad, solveHomography, type Point, type Quad } from '../../../../lib/shared/editor/homography';
import { throttle } from '../../canvas/pointerThrottle';
import { useEditor, useSlice } from '../../EditorContext';
import { toView, type DrawnView } from '../../state/viewMath';
import { handlePoint, moveHandle, perspectiveDraft, visibleHandles, type HandleId, type PerspectiveDraft } from './perspectiveState';
import './perspective.css';

/** Grid lines inside the quad, each way. */
const GRID = 4;
const KEY_STEPS: Readonly<Record<string, [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function gridLines(quad: Quad): Array<[Point, Point]> {
  let at: (u: number, v: number) => Point;
  try {
    // The unit square onto the quad: grid lines spaced as the subject's would be, seen in perspective.
    const h = solveHomography(rectangleQuad(1, 1), quad);
    at = (u, v) => applyHomography(h, u, v);
  } catch {
    // A degenerate quad (the user is dragging through one): plain interpolation until it is a quad again.
    at = (u, v) => {
      const top = { x: quad[0].x + (quad[1].x - quad[0].x) * u, y: quad[0].y + (quad[1].y - quad[0].y) * u };
      const bottom = { x: quad[3].x + (quad[2].x - quad[3].x) * u, y: quad[3].y + (quad[2].y - quad[3].y) * u };
      return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
    };
  }
  const lines: Array<[Point, Point]> = [];
  for (let i = 1; i < GRID; i++) {
    lines.push([at(i / GRID, 0), at(i / GRID, 1)]);
    lines.push([at(0, i / GRID), at(1, i / GRID)]);
  }
  return lines;
}

/** A segment extended across a box of `reach` (CSS px) both ways: the whole line the guide stands for. */
function extended(a: Point, b: Point, reach: number): [Point, Point] {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const dx = ((b.x - a.x) / len) * reach;
  const dy = ((b.y - a.y) / len) * reach;
  return [
    { x: a.x - dx, y: a.y - dy },
    { x: b.x + dx, y: b.y + dy },
  ];
}

const points = (ps: readonly Point[]): string => ps.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

export function PerspectiveOverlay({ drawn, pictureWidth, pictureHeight }: { drawn: DrawnView; pictureWidth: number; pictureHeight: number }) {
  const { t } = useTranslation('toolPerspective');
  const editor = useEditor();
  const store = perspectiveDraft(editor);
  const draft = useSlice(store, (d) => d);
  const host = useRef<HTMLDivElement>(null);
  // The grab: which handle, and where on it the pointer took it (so it does not jump under the pointer).
  const grab = useRef<{ id: HandleId; pointer: number; dx: number; dy: number } | null>(null);
  const drag = useMemo(
    () =>
      throttle((id: HandleId, fx: number, fy: number) => {
        moveHandle(editor, id, { x: fx, y: fy });
      }),
    [editor],
  );

  // Fractions of the picture → view (CSS px) and back.
  const view = (p: Point): Point => {
    const [x, y] = toView(drawn, p.x * pictureWidth, p.y * pictureHeight);
    return { x, y };
  };
  const fraction = (clientX: number, clientY: number): Point => {
    const rect = host.current?.getBoundingClientRect();
    const x = clientX - (rect?.left ?? 0) - (grab.current?.dx ?? 0);
    const y = clientY - (rect?.top ?? 0) - (grab.current?.dy ?? 0);
    return { x: (x - drawn.offsetX) / drawn.scale / pictureWidth, y: (y - drawn.offsetY) / drawn.scale / pictureHeight };
  };

  const handles = visibleHandles(draft);
  const reach = (pictureWidth + pictureHeight) * drawn.scale;
  return (
    <div ref={host} className="px-persp-layer" role="group" aria-label={t('toolPerspective_canvas')} aria-describedby="px-persp-keys" data-testid="perspective-overlay" data-mode={draft.mode}>
      <svg className="px-persp-svg" aria-hidden="true">
        {draft.mode === 'corners' ? <Corners quad={draft.corners.map(view) as unknown as Quad} /> : <Guides draft={draft} view={view} reach={reach} />}
      </svg>
      {handles.map((id) => {
        const at = view(handlePoint(draft, id));
        return (
          <button
            key={id}
            type="button"
            className={`px-persp-handle px-persp-handle--${id[0] === 'c' ? 'corner' : 'guide'}`}
            style={{ left: at.x, top: at.y }}
            aria-label={t(`toolPerspective_handle_${id}`)}
            data-handle={id}
            data-testid={`perspective-handle-${id}`}
            onPointerDown={(e) => {
              if (e.button !== 0) return;
              // The stage under it pans on a drag: this drag is the handle's.
              e.stopPropagation();
              e.preventDefault();
              e.currentTarget.focus();
              e.currentTarget.setPointerCapture?.(e.pointerId);
              const rect = host.current?.getBoundingClientRect();
              grab.current = { id, pointer: e.pointerId, dx: e.clientX - (rect?.left ?? 0) - at.x, dy: e.clientY - (rect?.top ?? 0) - at.y };
            }}
            onPointerMove={(e) => {
              const g = grab.current;
              if (!g || g.pointer !== e.pointerId) return;
              const f = fraction(e.clientX, e.clientY);
              drag(g.id, f.x, f.y);
            }}
            onPointerUp={(e) => {
              if (grab.current?.pointer !== e.pointerId) return;
              drag.flush();
              grab.current = null;
            }}
            onPointerCancel={(e) => {
              if (grab.current?.pointer !== e.pointerId) return;
              drag.cancel();
              grab.current = null;
            }}
            onKeyDown={(e) => {
              const step = KEY_STEPS[e.key];
              if (!step || e.ctrlKey || e.metaKey || e.altKey) return;
              e.preventDefault();
              e.stopPropagation();
              // One screen pixel (ten with Shift) in picture pixels, never less than one picture pixel.
              const px = Math.max(1, 1 / drawn.scale) * (e.shiftKey ? 10 : 1);
              const p = handlePoint(store.get(), id);
              moveHandle(editor, id, { x: p.x + (step[0] * px) / pictureWidth, y: p.y + (step[1] * px) / pictureHeight });
            }}
          >
            <span className="px-persp-handle__dot" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

function Corners({ quad }: { quad: Quad }) {
  // Unique per overlay (the mask is found by its id in the page), in characters a url(#…) reference takes as they are.
  const mask = `px-persp-mask${useId().replace(/[^\w-]/g, '')}`;
  return (
    <>
      {/* Everything outside the quad dimmed (a full-size rectangle with the quad cut out of it), so what
          stays after "Apply" stands out. */}
      <defs>
        <mask id={mask}>
          <rect width="100%" height="100%" fill="#fff" />
          <polygon points={points(quad)} fill="#000" />
        </mask>
      </defs>
      <rect className="px-persp-shade" width="100%" height="100%" mask={`url(#${mask})`} />
      {gridLines(quad).map(([a, b], i) => (
        <line key={i} className="px-persp-grid" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      ))}
      <polygon className="px-persp-outline" points={points(quad)} />
    </>
  );
}

function Guides({ draft, view, reach }: { draft: PerspectiveDraft; view: (p: Point) => Point; reach: number }) {
  const lines = draft.level ? [...draft.verticals, ...draft.horizontals] : draft.verticals;
  return (
    <>
      {lines.map((line, i) => {
        const a = view(line.from);
        const b = view(line.to);
        const [ea, eb] = extended(a, b, reach);
        return (
          <g key={i}>
            <line className="px-persp-guide-long" x1={ea.x} y1={ea.y} x2={eb.x} y2={eb.y} />
            <line className="px-persp-guide" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
          </g>
        );
      })}
    </>
  );
}
