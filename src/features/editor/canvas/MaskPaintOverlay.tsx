// Painting a layer's mask on the canvas: each stroke (pointer down to up) is recorded as a BrushStroke — its
// points in document pixels with the pen's pressure (a mouse paints at MOUSE_PRESSURE) — and added to the
// mask as one undo step, revealing or hiding. While drawing, the stroke's path is shown over the picture.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMaskPart } from '../../../lib/shared/editor/masks';
import { BRUSH_LIMITS, DEFAULT_BRUSH, MOUSE_PRESSURE, type BrushStroke } from '../../../lib/shared/editor/strokes';
import { useEditor } from '../EditorContext';
import { commitStep } from '../panels/layers/commitLayers';
import type { MaskPaint } from '../state/uiState';
import type { DrawnView } from '../state/viewMath';
import '../panels/select/select.css';

/** The stroke a recorded path becomes: the brush's settings and the points (thinned to the limit). */
export function paintStroke(paint: MaskPaint, points: readonly number[]): BrushStroke {
  const count = Math.floor(points.length / 3);
  let kept = points.slice(0, count * 3);
  if (count > BRUSH_LIMITS.maxPoints) {
    const every = Math.ceil(count / BRUSH_LIMITS.maxPoints);
    kept = [];
    for (let i = 0; i < count; i += every) kept.push(points[i * 3] as number, points[i * 3 + 1] as number, points[i * 3 + 2] as number);
  }
  return { ...DEFAULT_BRUSH, size: paint.size, hardness: paint.hardness, points: kept };
}

export function MaskPaintOverlay({ drawn, paint }: { drawn: DrawnView; paint: MaskPaint }) {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const host = useRef<HTMLDivElement>(null);
  const stroke = useRef<{ pointer: number; points: number[] } | null>(null);
  const [path, setPath] = useState<number[] | null>(null);

  const point = (e: React.PointerEvent): [number, number, number] => {
    const rect = host.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    // A mouse reports 0.5 while a button is down, a pen its pressure; 0 (no pressure support) paints as a mouse.
    const pressure = e.pointerType === 'pen' && e.pressure > 0 ? e.pressure : MOUSE_PRESSURE;
    return [(e.clientX - rect.left - drawn.offsetX) / drawn.scale, (e.clientY - rect.top - drawn.offsetY) / drawn.scale, pressure];
  };

  const finish = (e: React.PointerEvent): void => {
    const s = stroke.current;
    if (!s || s.pointer !== e.pointerId) return;
    stroke.current = null;
    setPath(null);
    const recorded = paintStroke(paint, s.points);
    commitStep(editor, (doc) => addMaskPart(doc, paint.layerId, { type: 'stroke', reveal: paint.reveal, stroke: recorded }));
  };

  const X = (x: number): number => drawn.offsetX + x * drawn.scale;
  const Y = (y: number): number => drawn.offsetY + y * drawn.scale;
  let d = '';
  if (path) for (let i = 0; i + 1 < path.length; i += 3) d += `${i === 0 ? 'M' : 'L'}${X(path[i] as number)},${Y(path[i + 1] as number)}`;

  return (
    <div
      ref={host}
      className="px-sel-layer is-enabled px-mask-paint"
      data-testid="mask-paint-overlay"
      data-reveal={paint.reveal}
      role="application"
      aria-label={t(paint.reveal ? 'masks_paint_reveal_label' : 'masks_paint_hide_label')}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.stopPropagation();
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        const p = point(e);
        stroke.current = { pointer: e.pointerId, points: [...p] };
        setPath([...p]);
      }}
      onPointerMove={(e) => {
        const s = stroke.current;
        if (!s || s.pointer !== e.pointerId) return;
        const p = point(e);
        const lx = s.points[s.points.length - 3] as number;
        const ly = s.points[s.points.length - 2] as number;
        if (Math.hypot(p[0] - lx, p[1] - ly) * drawn.scale < 1) return;
        s.points.push(...p);
        setPath(s.points.slice());
      }}
      onPointerUp={finish}
      onPointerCancel={finish}
    >
      <svg className="px-sel-svg" aria-hidden="true">
        {d && <path className={`px-mask-paint__path ${paint.reveal ? '' : 'is-hide'}`} d={d} strokeWidth={Math.max(1, paint.size * drawn.scale)} />}
      </svg>
    </div>
  );
}
