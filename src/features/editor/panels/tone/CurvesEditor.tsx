// The curves editor: an SVG square (input → across, output ↑) per channel. Click the background to add a
// point there (and drag it on), drag a point to move it, double-click it or press Delete to remove it
// (the end points stay); Tab goes from point to point and the arrow keys move the focused one (Shift: ten
// times as far). A drag, or a run of arrow keys, is one undo step.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURVE_MIN_GAP, curveTangents, evaluateCurve, formatCurve, parseCurve, type CurvePoint } from '../../../../lib/shared/editor/curves';
import { CURVE_CHANNELS, type CurveChannel } from '../../../../lib/shared/editor/toneCatalogue';
import { stringParam } from '../../../../lib/shared/editor/params';
import { useEditor } from '../../EditorContext';
import { ChannelSwitch } from './ChannelSwitch';
import { useToneOp, type ToneOp } from './useToneOp';
// Its own styles: a layer's settings show it where the Adjust panel (which loads them too) never opened.
import './tone.css';

const SIZE = 256;
const STEP = 1 / 255;

/**
 * Edits the picture's own curves step, or, given `target`, another curves operation (an adjustment layer's,
 * where a curve made through a selection lives).
 */
export function CurvesEditor({ target }: { target?: ToneOp } = {}) {
  const { t } = useTranslation('editorTone');
  const editor = useEditor();
  const own = useToneOp('curves');
  const op = target ?? own;
  const [channel, setChannel] = useState<CurveChannel>('rgb');
  const [focused, setFocused] = useState<number | null>(null);
  const drag = useRef<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const pointRefs = useRef<Array<SVGGElement | null>>([]);
  const points = parseCurve(stringParam(op.params, channel));
  const tangents = curveTangents(points);
  const channelName = t(`tone_channel_${channel}`);

  const save = (next: CurvePoint[], key: string): void => op.set({ [channel]: formatCurve(next) }, `${channel}:${key}`);
  const end = (): void => {
    drag.current = null;
    editor.setInteractive(false);
    editor.seal();
  };
  /** Moves point i to (x, y), kept between its neighbours so the order never changes. */
  const moved = (i: number, x: number, y: number): CurvePoint[] => {
    const lo = i === 0 ? 0 : (points[i - 1]?.x ?? 0) + CURVE_MIN_GAP;
    const hi = i === points.length - 1 ? 1 : (points[i + 1]?.x ?? 1) - CURVE_MIN_GAP;
    return points.map((p, k) => (k === i ? { x: Math.min(hi, Math.max(lo, x)), y: Math.min(1, Math.max(0, y)) } : p));
  };
  const at = (e: PointerEvent): { x: number; y: number } => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return { x: 0, y: 0 };
    return { x: (e.clientX - box.left) / box.width, y: 1 - (e.clientY - box.top) / box.height };
  };
  const remove = (i: number): void => {
    if (i === 0 || i === points.length - 1) return;
    editor.seal();
    save(
      points.filter((_, k) => k !== i),
      'remove',
    );
    editor.seal();
    setFocused(null);
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>): void => {
    if (e.button !== 0) return;
    const target = (e.target as Element).closest('[data-point]');
    const { x, y } = at(e);
    let index = target ? Number(target.getAttribute('data-point')) : -1;
    editor.seal();
    if (index < 0) {
      if (points.length >= 16) return;
      const next = [...points, { x, y }].sort((a, b) => a.x - b.x);
      const clean = parseCurve(formatCurve(next));
      index = clean.findIndex((p) => Math.abs(p.x - Math.round(x * 10000) / 10000) < 1e-6);
      if (index < 0) return;
      save(clean, 'drag');
    }
    drag.current = index;
    setFocused(index);
    editor.setInteractive(true);
    svg.current?.setPointerCapture?.(e.pointerId);
    pointRefs.current[index]?.focus();
    e.preventDefault();
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>): void => {
    const i = drag.current;
    if (i === null) return;
    const { x, y } = at(e);
    save(moved(i, x, y), 'drag');
  };
  const onKey = (i: number, e: KeyboardEvent): void => {
    const p = points[i];
    if (!p) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      remove(i);
      return;
    }
    const step = (e.shiftKey ? 10 : 1) * STEP;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const d = Object.hasOwn(delta, e.key) ? delta[e.key] : undefined;
    if (!d) return;
    e.preventDefault();
    save(moved(i, p.x + d[0], p.y + d[1]), 'keys');
  };

  const samples = Array.from({ length: 65 }, (_, k) => {
    const x = k / 64;
    return `${x * SIZE},${(1 - evaluateCurve(points, tangents, x)) * SIZE}`;
  });
  return (
    <div className="px-ed-curves" data-testid="curves-editor">
      <ChannelSwitch value={channel} channels={CURVE_CHANNELS} onChange={(c) => { setChannel(c); setFocused(null); }} testId="curves-channel" />
      <svg
        ref={svg}
        className={`px-ed-curves__plot px-ed-curves__plot--${channel}`}
        viewBox={`-6 -6 ${SIZE + 12} ${SIZE + 12}`}
        role="group"
        aria-label={t('tone_curve_editor', { channel: channelName })}
        data-testid="curves-plot"
        data-curve={formatCurve(points)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <rect x={0} y={0} width={SIZE} height={SIZE} className="px-ed-curves__bg" />
        {[0.25, 0.5, 0.75].map((g) => (
          <g key={g} className="px-ed-curves__grid">
            <line x1={g * SIZE} y1={0} x2={g * SIZE} y2={SIZE} />
            <line x1={0} y1={g * SIZE} x2={SIZE} y2={g * SIZE} />
          </g>
        ))}
        <line x1={0} y1={SIZE} x2={SIZE} y2={0} className="px-ed-curves__diagonal" />
        <polyline points={samples.join(' ')} className="px-ed-curves__line" />
        {points.map((p, i) => (
          <g
            key={i}
            ref={(el) => {
              pointRefs.current[i] = el;
            }}
            data-point={i}
            role="button"
            tabIndex={0}
            aria-label={t('tone_curve_point', { index: i + 1, x: Math.round(p.x * 255), y: Math.round(p.y * 255) })}
            className={`px-ed-curves__point ${focused === i ? 'is-focused' : ''}`}
            onFocus={() => setFocused(i)}
            onBlur={end}
            onKeyDown={(e) => onKey(i, e)}
            onDoubleClick={() => remove(i)}
            data-testid="curves-point"
          >
            <circle cx={p.x * SIZE} cy={(1 - p.y) * SIZE} r={12} className="px-ed-curves__hit" />
            <circle cx={p.x * SIZE} cy={(1 - p.y) * SIZE} r={5} />
          </g>
        ))}
      </svg>
      <button
        type="button"
        className="px-btn px-btn--ghost px-btn--small"
        disabled={points.length === 2 && points[0]?.x === 0 && points[0]?.y === 0 && points[1]?.x === 1 && points[1]?.y === 1}
        onClick={() => {
          editor.seal();
          op.set({ [channel]: '0,0 1,1' }, `${channel}:reset`);
          editor.seal();
        }}
      >
        {t('tone_curve_reset')}
      </button>
    </div>
  );
}
