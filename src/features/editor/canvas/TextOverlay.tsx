// Text on the canvas: a box around each text (drawn by the engine underneath), with handles on the
// selected one — drag it to move, a corner to resize, the knob above it to turn (Shift: 15° steps; near a
// right angle it snaps). Double-click edits the text in the panel. From the keyboard: Tab to a text,
// arrows move it (Shift: 10 px), Enter edits it.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLayer } from '../../../lib/shared/editor/edits';
import type { ImageLayer, ShapeLayer, TextLayer, Transform } from '../../../lib/shared/editor/types';
import { layerDisplayName } from '../panels/layers/layerNames';
import { useEditor, useSlice } from '../EditorContext';
import { openCategory } from '../panels/ToolPanel';
import { toPicture, toView, type DrawnView } from '../state/viewMath';
import { throttle } from './pointerThrottle';

type Gesture = { kind: 'move' | 'scale' | 'rotate'; id: string; pointer: number; startX: number; startY: number; start: Transform; key: string; origin: DOMRect; scale: number; offsetX: number; offsetY: number };

let gestureCount = 0;

/** A layer placed by hand on the canvas: a text, a shape, or a freestyle collage's photo. */
type Placed = TextLayer | ShapeLayer | ImageLayer;

/** Angle snapping: within 3° of a right angle it sticks; with Shift it moves in 15° steps. */
export function snapAngle(degrees: number, fine: boolean): number {
  const normal = ((((degrees + 180) % 360) + 360) % 360) - 180;
  if (fine) return Math.round(normal / 15) * 15;
  const right = Math.round(normal / 90) * 90;
  return Math.abs(normal - right) < 3 ? right : Math.round(normal * 10) / 10;
}

export function TextOverlay({ drawn }: { drawn: DrawnView }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const layers = useSlice(editor.history, (h) => h?.present.layers ?? null);
  const freestyle = useSlice(editor.history, (h) => h?.present.collage?.layout === 'freestyle');
  const boxes = useSlice(editor.boxes, (b) => b);
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const gesture = useRef<Gesture | null>(null);

  const move = useMemo(
    () =>
      throttle((clientX: number, clientY: number, shift: boolean) => {
        const g = gesture.current;
        const doc = editor.document;
        if (!g || !doc) return;
        const view = { scale: g.scale, offsetX: g.offsetX, offsetY: g.offsetY };
        const [px, py] = toPicture(view, clientX - g.origin.left, clientY - g.origin.top);
        const [sx, sy] = toPicture(view, g.startX - g.origin.left, g.startY - g.origin.top);
        let transform: Transform;
        if (g.kind === 'move') {
          transform = { ...g.start, x: g.start.x + (px - sx), y: g.start.y + (py - sy) };
        } else if (g.kind === 'scale') {
          const factor = Math.hypot(px - g.start.x, py - g.start.y) / Math.max(1e-6, Math.hypot(sx - g.start.x, sy - g.start.y));
          const f = Math.min(100 / Math.abs(g.start.scaleX), Math.max(0.02 / Math.abs(g.start.scaleX), factor));
          transform = { ...g.start, scaleX: g.start.scaleX * f, scaleY: g.start.scaleY * f };
        } else {
          const angle = (Math.atan2(py - g.start.y, px - g.start.x) - Math.atan2(sy - g.start.y, sx - g.start.x)) * (180 / Math.PI);
          transform = { ...g.start, rotation: snapAngle(g.start.rotation + angle, shift) };
        }
        editor.commit(updateLayer(doc, g.id, { transform }), g.key);
      }),
    [editor],
  );

  if (!layers) return null;
  // Shapes move, scale and turn the same way (layers panel, issue 14); their box is their own size. So do
  // the photos of a freestyle collage (issue 15), which have no cells to hold them.
  const texts = layers.filter((l): l is Placed => (l.kind === 'text' || l.kind === 'shape' || (freestyle && l.kind === 'image' && !l.clip)) && l.visible);

  const begin = (layer: Placed, kind: Gesture['kind']) => (e: React.PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    const origin = (e.currentTarget.closest('.px-ed-overlay') as HTMLElement | null)?.getBoundingClientRect();
    if (!origin) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    editor.seal();
    if (selectedId !== layer.id) editor.setUi({ selectedLayerId: layer.id });
    gesture.current = { kind, id: layer.id, pointer: e.pointerId, startX: e.clientX, startY: e.clientY, start: layer.transform, key: `text:${layer.id}:gesture:${++gestureCount}`, origin, ...drawn };
    editor.setInteractive(true);
  };
  const onMove = (e: React.PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointer === e.pointerId) move(e.clientX, e.clientY, e.shiftKey);
  };
  const end = (e: React.PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointer !== e.pointerId) return;
    move.flush();
    gesture.current = null;
    editor.setInteractive(false);
    editor.seal();
  };
  const nudge = (layer: Placed, dx: number, dy: number): void => {
    const doc = editor.document;
    if (!doc) return;
    editor.commit(updateLayer(doc, layer.id, { transform: { ...layer.transform, x: layer.transform.x + dx, y: layer.transform.y + dy } }), `text:${layer.id}:nudge`);
  };

  return (
    <>
      {texts.map((layer) => {
        const box = layer.kind === 'text' ? boxes.get(layer.id) : { width: layer.width, height: layer.height };
        if (!box) return null;
        const [cx, cy] = toView(drawn, layer.transform.x, layer.transform.y);
        const w = box.width * Math.abs(layer.transform.scaleX) * drawn.scale;
        const h = box.height * Math.abs(layer.transform.scaleY) * drawn.scale;
        const selected = layer.id === selectedId;
        const handlers = { onPointerMove: onMove, onPointerUp: end, onPointerCancel: end };
        return (
          <div
            key={layer.id}
            className={`px-ed-textbox ${selected ? 'is-selected' : ''}`}
            style={{ left: cx - w / 2, top: cy - h / 2, width: w, height: h, transform: `rotate(${layer.transform.rotation}deg)` }}
            tabIndex={0}
            role="button"
            aria-pressed={selected}
            aria-label={layer.kind === 'text' ? t('eui_text_on_canvas', { text: layer.text.slice(0, 60) }) : t('layers_select', { name: layerDisplayName(layer, t) })}
            data-testid="text-box"
            data-layer={layer.id}
            onPointerDown={begin(layer, 'move')}
            {...handlers}
            onFocus={() => !selected && editor.setUi({ selectedLayerId: layer.id })}
            onDoubleClick={() => {
              if (layer.kind !== 'text') return;
              openCategory(editor, 'text', 'text');
              editor.setUi({ selectedLayerId: layer.id });
              editor.focusText(layer.id);
            }}
            onKeyDown={(e) => {
              const step = e.shiftKey ? 10 : 1;
              const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
              const d = moves[e.key];
              if (d) {
                e.preventDefault();
                nudge(layer, d[0], d[1]);
              } else if ((e.key === 'Enter' || e.key === 'F2') && layer.kind === 'text') {
                e.preventDefault();
                openCategory(editor, 'text', 'text');
                editor.setUi({ selectedLayerId: layer.id });
                editor.focusText(layer.id);
              }
            }}
            onKeyUp={() => editor.seal()}
          >
            {selected && (
              <>
                {(['nw', 'ne', 'se', 'sw'] as const).map((corner) => (
                  <span key={corner} className={`px-ed-textbox__handle px-ed-textbox__handle--${corner}`} data-handle={corner} onPointerDown={begin(layer, 'scale')} {...handlers} />
                ))}
                <span className="px-ed-textbox__rotate" data-handle="rotate" title={t('editor_text_rotation')} onPointerDown={begin(layer, 'rotate')} {...handlers} />
              </>
            )}
          </div>
        );
      })}
    </>
  );
}
