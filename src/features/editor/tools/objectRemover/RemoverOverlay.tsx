// Painting over the object to remove, on the canvas: each stroke (pointer down to up) is recorded in the
// view's picture pixels as a BrushStroke (the stroke model of every brush), and every stroke so far is shown
// as a translucent red area over the picture. Nothing touches the document until the panel's "Remove".
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRUSH_LIMITS, DEFAULT_BRUSH, type BrushStroke } from '../../../../lib/shared/editor/strokes';
import { useEditor, useSlice } from '../../EditorContext';
import { pointerPressure } from '../../panels/brush/brushState';
import { toPicture, toView, type DrawnView } from '../../state/viewMath';
import { addRemoverStroke, removerPaint } from './removerState';
import './objectRemover.css';

function pathOf(points: readonly number[], drawn: DrawnView): string {
  let d = '';
  for (let i = 0; i + 1 < points.length; i += 3) {
    const [x, y] = toView(drawn, points[i] as number, points[i + 1] as number);
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  // A click paints a dot: a zero-length line with round caps.
  if (points.length === 3) {
    const [x, y] = toView(drawn, points[0] as number, points[1] as number);
    d += `L${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return d;
}

export function RemoverOverlay({ drawn }: { drawn: DrawnView }) {
  const { t } = useTranslation('toolInpaint');
  const editor = useEditor();
  const paint = useSlice(removerPaint(editor), (p) => p);
  const host = useRef<HTMLDivElement>(null);
  const live = useRef<{ pointer: number; stroke: BrushStroke } | null>(null);
  const [, redraw] = useState(0);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);

  const local = (clientX: number, clientY: number): { x: number; y: number } => {
    const rect = host.current?.getBoundingClientRect();
    return { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) };
  };

  const finish = (e: React.PointerEvent, keep: boolean): void => {
    const s = live.current;
    if (!s || s.pointer !== e.pointerId) return;
    live.current = null;
    if (keep) addRemoverStroke(editor, s.stroke);
    redraw((n) => n + 1);
  };

  const shown = live.current ? [...paint.strokes, live.current.stroke] : paint.strokes;
  const diameter = Math.max(4, paint.size * drawn.scale);
  return (
    <div
      ref={host}
      className="px-ed-brush-layer px-inpaint-layer"
      role="application"
      aria-label={t('toolInpaint_canvas')}
      data-testid="remover-layer"
      onPointerDown={(e) => {
        if (e.button !== 0 || live.current) return;
        e.stopPropagation();
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        const v = local(e.clientX, e.clientY);
        const [x, y] = toPicture(drawn, v.x, v.y);
        live.current = { pointer: e.pointerId, stroke: { ...DEFAULT_BRUSH, hardness: 1, size: paint.size, points: [x, y, pointerPressure(e.pointerType, e.pressure)] } };
        redraw((n) => n + 1);
      }}
      onPointerMove={(e) => {
        setCursor(local(e.clientX, e.clientY));
        const s = live.current;
        if (!s || s.pointer !== e.pointerId) return;
        const events = typeof e.nativeEvent.getCoalescedEvents === 'function' ? e.nativeEvent.getCoalescedEvents() : [];
        const points = s.stroke.points.slice();
        for (const ev of events.length > 0 ? events : [e.nativeEvent]) {
          if (points.length >= BRUSH_LIMITS.maxPoints * 3) break;
          const v = local(ev.clientX, ev.clientY);
          const [x, y] = toPicture(drawn, v.x, v.y);
          // Closer than a screen pixel to the last point adds nothing.
          if (Math.hypot(x - (points[points.length - 3] as number), y - (points[points.length - 2] as number)) * drawn.scale < 1) continue;
          points.push(x, y, pointerPressure(ev.pointerType, ev.pressure));
        }
        s.stroke = { ...s.stroke, points };
        redraw((n) => n + 1);
      }}
      onPointerUp={(e) => finish(e, true)}
      onPointerCancel={(e) => finish(e, false)}
      onPointerLeave={() => setCursor(null)}
    >
      <svg className="px-inpaint-paint" aria-hidden="true" data-testid="remover-paint" data-strokes={paint.strokes.length}>
        <g opacity={0.5}>
          {shown.map((stroke, i) => (
            <path key={i} d={pathOf(stroke.points, drawn)} fill="none" stroke="#ff2d2d" strokeWidth={Math.max(1, stroke.size * drawn.scale)} strokeLinecap="round" strokeLinejoin="round" />
          ))}
        </g>
      </svg>
      {cursor && <div className="px-ed-brush-cursor" aria-hidden="true" style={{ left: cursor.x - diameter / 2, top: cursor.y - diameter / 2, width: diameter, height: diameter }} />}
    </div>
  );
}
