// Pointer gestures on the designer's canvas. A press picks the topmost layer under it (its whole group;
// Shift adds or removes it); a drag moves the selection, snapping to the canvas and the other layers (Alt
// or Cmd/Ctrl held: free); a drag from empty canvas draws a marquee; the frame's handles resize (the dragged
// edges snapping the same way) and its knob turns; two fingers pinch and turn the selection (with nothing to pinch, they zoom the view). Each gesture
// is one undo step (one merge key, sealed at both ends), its edits throttled to one a frame at interactive
// quality, always recomputed from the document as it was when the gesture began, so nothing drifts.
import { useMemo, useRef, useState } from 'react';
import { expandToGroups, layerBounds, selectionBounds, unionBox, type Box } from '../../../../lib/shared/designer/boxes';
import { snapBox, snapFrame, type Guide } from '../../../../lib/shared/designer/snap';
import { hitLayer, layerFrame, moveLayers, resizeFrame, rotateLayers, scaleLayers, setLayerFrame, type Frame, type Handle, type Point } from '../../../../lib/shared/designer/transform';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { selectedIdsOf, selectionPatch } from '../../state/selection';
import type { EditorController } from '../../state/editorController';
import { drawnFor, toPicture, zoomAt, type DrawnView } from '../../state/viewMath';
import { snapAngle } from '../TextOverlay';
import { throttle } from '../pointerThrottle';

/** Screen px within which a dragged selection (or a dragged edge of it) snaps. */
export const SNAP_PX = 6;
/** Screen px a press may wander before it is a drag. */
const SLOP = 4;

type Mode = 'press' | 'move' | 'marquee' | 'resize' | 'rotate' | 'pinch' | 'zoom' | 'done';

interface Gesture {
  mode: Mode;
  pointer: number;
  x0: number;
  y0: number;
  origin: DOMRect;
  view: DrawnView;
  start: EditorDocument;
  /** The layers the gesture moves (the selection), or, for a marquee, the selection it adds to. */
  ids: string[];
  /** Whether a drag moves `ids` (a press on a layer or inside the selection) rather than drawing a marquee. */
  movable: boolean;
  /** The layer pressed: a release without a drag picks it (its group) alone out of a larger selection. */
  pick: string | null;
  key: string;
  box: Box | null;
  handle?: Handle;
  frame?: Frame | null;
  pinch?: { distance: number; angle: number };
}

/** What the overlay draws while a gesture runs. */
export interface GestureView {
  guides: Guide[];
  marquee: Box | null;
  /** The size or angle tooltip, at a point of the view. */
  tip: ({ width: number; height: number } | { angle: number }) & { x: number; y: number } | null;
}

const IDLE: GestureView = { guides: [], marquee: null, tip: null };
let gestureCount = 0;

const intersects = (a: Box, b: Box): boolean => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

export interface GestureHost {
  editor: EditorController;
  drawn: DrawnView;
  /** The element the view coordinates are relative to (the editor's overlay). */
  root: () => HTMLElement | null;
  /** Whether the single selected text's side handles set its wrap width. */
  wraps: (handle: Handle) => boolean;
}

export function useDesignerGestures(host: GestureHost) {
  const hostRef = useRef(host);
  hostRef.current = host;
  const gesture = useRef<Gesture | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number; shift: boolean; free: boolean }>());
  const [view, setView] = useState<GestureView>(IDLE);

  const step = useMemo(
    () =>
      throttle(() => {
        const g = gesture.current;
        const { editor } = hostRef.current;
        if (g?.mode === 'zoom') {
          zoomView(editor, g, [...pointers.current.values()]);
          return;
        }
        const p = g ? pointers.current.get(g.pointer) : undefined;
        if (!g || !p || !editor.document) return;
        const measured = editor.boxes.get();
        const at = (x: number, y: number): Point => {
          const [px, py] = toPicture(g.view, x - g.origin.left, y - g.origin.top);
          return { x: px, y: py };
        };
        const viewPoint = (x: number, y: number) => ({ x: x - g.origin.left, y: y - g.origin.top });
        // What the selection snaps to: the other visible layers' bounds (and, in snap.ts, the canvas).
        const targets = (): Box[] => {
          const moving = new Set(g.ids);
          return g.start.layers.filter((l) => !moving.has(l.id) && l.visible).map((l) => layerBounds(l, measured)).filter((b): b is Box => b !== null);
        };
        const now = at(p.x, p.y);
        const first = at(g.x0, g.y0);
        if (g.mode === 'press' && Math.hypot(p.x - g.x0, p.y - g.y0) > SLOP) {
          g.mode = g.movable ? 'move' : 'marquee';
          if (g.mode === 'move') editor.setInteractive(true);
        }
        if (g.mode === 'move' && g.box) {
          let dx = now.x - first.x;
          let dy = now.y - first.y;
          let guides: Guide[] = [];
          if (!p.free) {
            const snap = snapBox({ ...g.box, x: g.box.x + dx, y: g.box.y + dy }, targets(), g.start.canvas, SNAP_PX / g.view.scale);
            dx += snap.dx;
            dy += snap.dy;
            guides = snap.guides;
          }
          editor.commit(moveLayers(g.start, g.ids, dx, dy), g.key);
          setView({ guides, marquee: null, tip: null });
        } else if (g.mode === 'marquee') {
          const box = { x: Math.min(now.x, first.x), y: Math.min(now.y, first.y), width: Math.abs(now.x - first.x), height: Math.abs(now.y - first.y) };
          const touched = g.start.layers.filter((l) => l.visible && !g.ids.includes(l.id)).filter((l) => {
            const b = layerBounds(l, measured);
            return b !== null && intersects(b, box);
          });
          editor.setUi(selectionPatch([...g.ids, ...expandToGroups(g.start, touched.map((l) => l.id))]));
          setView({ guides: [], marquee: box, tip: null });
        } else if (g.mode === 'resize' && g.handle && g.frame) {
          const corner = g.handle.length === 2;
          const keepAspect = corner !== p.shift;
          let next = resizeFrame(g.frame, g.handle, now, keepAspect, 1 / g.view.scale);
          let guides: Guide[] = [];
          if (!p.free) {
            const snap = snapFrame(next, g.handle, targets(), g.start.canvas, SNAP_PX / g.view.scale, { keepAspect, min: 1 / g.view.scale });
            next = snap.frame;
            guides = snap.guides;
          }
          // One layer resizes along its own turned axes; several scale inside their common box.
          const doc = g.box
            ? scaleLayers(g.start, g.ids, g.box, { x: next.centre.x - next.width / 2, y: next.centre.y - next.height / 2, width: next.width, height: next.height }, measured)
            : setLayerFrame(g.start, g.ids[0]!, next, measured, hostRef.current.wraps(g.handle));
          editor.commit(doc, g.key);
          setView({ guides, marquee: null, tip: { width: Math.round(next.width), height: Math.round(next.height), ...viewPoint(p.x, p.y) } });
        } else if (g.mode === 'rotate' && g.frame) {
          const c = g.frame.centre;
          const raw = ((Math.atan2(now.y - c.y, now.x - c.x) - Math.atan2(first.y - c.y, first.x - c.x)) * 180) / Math.PI;
          const angle = snapAngle(g.frame.rotation + raw, p.shift);
          editor.commit(rotateLayers(g.start, g.ids, c, angle - g.frame.rotation), g.key);
          setView({ guides: [], marquee: null, tip: { angle: Math.round(angle), ...viewPoint(p.x, p.y) } });
        } else if (g.mode === 'pinch' && g.box && g.pinch) {
          const [a, b] = [...pointers.current.values()];
          if (!a || !b) return;
          const factor = Math.max(0.05, Math.hypot(a.x - b.x, a.y - b.y) / g.pinch.distance);
          const turn = ((Math.atan2(b.y - a.y, b.x - a.x) - g.pinch.angle) * 180) / Math.PI;
          const centre = { x: g.box.x + g.box.width / 2, y: g.box.y + g.box.height / 2 };
          const to = { x: centre.x - (g.box.width * factor) / 2, y: centre.y - (g.box.height * factor) / 2, width: g.box.width * factor, height: g.box.height * factor };
          editor.commit(rotateLayers(scaleLayers(g.start, g.ids, g.box, to, measured), g.ids, centre, snapAngle(turn, false)), g.key);
        }
      }),
    [],
  );

  const begin = (e: React.PointerEvent<HTMLElement>, fields: Pick<Gesture, 'mode' | 'ids' | 'box'> & Partial<Gesture>): void => {
    const { editor, drawn, root } = hostRef.current;
    const origin = root()?.getBoundingClientRect();
    if (!editor.document || !origin) return;
    editor.seal();
    gesture.current = { pointer: e.pointerId, x0: e.clientX, y0: e.clientY, origin, view: { ...drawn }, start: editor.document, key: `designer:gesture:${++gestureCount}`, movable: false, pick: null, ...fields };
    if (fields.mode === 'resize' || fields.mode === 'rotate') editor.setInteractive(true);
  };

  const track = (e: React.PointerEvent<HTMLElement>): void => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY, shift: e.shiftKey, free: e.altKey || e.metaKey || e.ctrlKey });
  };

  /** A press on the canvas (the picture's area): pick, start a move or a marquee; a second finger pinches. */
  const onCanvasDown = (e: React.PointerEvent<HTMLElement>): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const { editor, drawn, root } = hostRef.current;
    const doc = editor.document;
    const origin = root()?.getBoundingClientRect();
    if (!doc || !origin) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    track(e);
    const g = gesture.current;
    if (g) {
      // A second finger: the gesture so far stays, the rest pinches the selection about its centre.
      const [a, b] = [...pointers.current.values()];
      if (pointers.current.size === 2 && a && b && (g.ids.length === 0 || g.mode === 'marquee')) {
        // Nothing to pinch (or a marquee being drawn): two fingers zoom the view, as on the other canvases.
        step.cancel();
        g.mode = 'zoom';
        g.pinch = { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), angle: 0 };
        editor.setUi(selectionPatch(g.ids));
        setView(IDLE);
      } else if (pointers.current.size === 2 && a && b && g.ids.length > 0) {
        step.flush();
        const box = selectionBounds(editor.document!, g.ids, editor.boxes.get());
        g.mode = 'pinch';
        g.start = editor.document!;
        g.box = box;
        g.pinch = { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), angle: Math.atan2(b.y - a.y, b.x - a.x) };
        editor.setInteractive(true);
      }
      return;
    }
    const [x, y] = toPicture(drawn, e.clientX - origin.left, e.clientY - origin.top);
    const measured = editor.boxes.get();
    const selected = [...selectedIdsOf(editor.ui.get())];
    const hit = hitLayer(doc, x, y, measured);
    const picked = hit ? expandToGroups(doc, [hit.id]) : [];
    if (e.shiftKey) {
      if (hit) {
        const has = picked.every((id) => selected.includes(id));
        editor.setUi(selectionPatch(has ? selected.filter((id) => !picked.includes(id)) : [...selected, ...picked]));
        begin(e, { mode: 'done', ids: [], box: null });
      } else {
        begin(e, { mode: 'press', ids: selected, box: null });
      }
      return;
    }
    const box = selectionBounds(doc, selected, measured);
    const insideSelection = box !== null && selected.length > 1 && x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
    if (hit && selected.includes(hit.id)) {
      begin(e, { mode: 'press', ids: selected, movable: true, pick: hit.id, box });
    } else if (hit) {
      editor.setUi(selectionPatch(picked));
      begin(e, { mode: 'press', ids: picked, movable: true, box: selectionBounds(doc, picked, measured) });
    } else if (insideSelection) {
      begin(e, { mode: 'press', ids: selected, movable: true, box });
    } else {
      if (selected.length > 0) editor.setUi(selectionPatch([]));
      begin(e, { mode: 'press', ids: [], box: null });
    }
  };

  /** A press on a handle of the selection frame: resize (a compass handle) or turn (the knob). */
  const onHandleDown = (handle: Handle | 'rotate', ids: readonly string[], frame: Frame, axisAligned: boolean) => (e: React.PointerEvent<HTMLElement>): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    track(e);
    if (gesture.current) return;
    const box = axisAligned ? { x: frame.centre.x - frame.width / 2, y: frame.centre.y - frame.height / 2, width: frame.width, height: frame.height } : null;
    if (handle === 'rotate') begin(e, { mode: 'rotate', ids: [...ids], box, frame });
    else begin(e, { mode: 'resize', ids: [...ids], box, frame, handle });
  };

  const onPointerMove = (e: React.PointerEvent<HTMLElement>): void => {
    if (!pointers.current.has(e.pointerId)) return;
    track(e);
    step();
  };

  const onPointerUp = (e: React.PointerEvent<HTMLElement>): void => {
    if (!pointers.current.has(e.pointerId)) return;
    track(e);
    step.flush();
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other does nothing more until it lifts too.
      if (g.mode === 'pinch' || g.mode === 'zoom') g.mode = 'done';
      return;
    }
    gesture.current = null;
    const { editor } = hostRef.current;
    if (g.mode === 'press' && g.pick !== null && e.type !== 'pointercancel') {
      // A click on a layer of a larger selection picks that layer (its group) alone.
      const doc = editor.document;
      const alone = doc ? expandToGroups(doc, [g.pick]) : [];
      if (doc && alone.length < g.ids.length) editor.setUi(selectionPatch(alone));
    }
    setView(IDLE);
    editor.setInteractive(false);
    editor.seal();
  };

  /** Whether a gesture runs (the overlay keeps its hover outline off meanwhile). */
  const busy = (): boolean => gesture.current !== null;

  return { view, busy, onCanvasDown, onHandleDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}

/** Two fingers zoom the view about their midpoint (the selection stays as it is). */
function zoomView(editor: EditorController, g: Gesture, points: ReadonlyArray<{ x: number; y: number }>): void {
  const [a, b] = points;
  const frame = editor.frame.get();
  if (!a || !b || !g.pinch || !frame) return;
  const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  const ui = editor.ui.get();
  const viewport = editor.getViewport();
  const picture = { width: frame.pictureWidth, height: frame.pictureHeight };
  const mid = { x: (a.x + b.x) / 2 - g.origin.left, y: (a.y + b.y) / 2 - g.origin.top };
  editor.setUi({ position: zoomAt(ui.position, drawnFor(ui.position, viewport, picture), viewport, picture, distance / g.pinch.distance, mid), interactive: true });
  g.pinch = { ...g.pinch, distance };
}

/** The frame the selection is drawn with: a single layer's own turned frame, several layers' common box. */
export function selectionFrame(doc: EditorDocument, ids: readonly string[], measured: ReturnType<EditorController['boxes']['get']>): { frame: Frame; axisAligned: boolean } | null {
  const wanted = new Set(ids);
  const layers = doc.layers.filter((l) => wanted.has(l.id));
  if (layers.length === 1) {
    const frame = layerFrame(layers[0]!, measured);
    return frame ? { frame, axisAligned: false } : null;
  }
  const box = unionBox(layers.map((l) => layerBounds(l, measured)));
  if (!box) return null;
  return { frame: { centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 }, width: box.width, height: box.height, rotation: 0 }, axisAligned: true };
}
