// Zoom and pan of the picture in the editor's view, as the engine takes them: zoom 1 fits the picture,
// centerX/centerY are the picture point (fractions) at the view's centre. The engine reports where it
// drew the picture (RenderInfo.view: screen = offset + picture pixel · scale), which is what the pointer
// maths starts from.

export interface ViewPosition {
  zoom: number;
  centerX: number;
  centerY: number;
}

export interface DrawnView {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 32;
/** One press of + or −, one wheel notch: a quarter octave would feel slow, a factor 1.25 does not. */
export const ZOOM_STEP = 1.25;
/** Pixels of scrolling per wheel line (deltaMode 1) and page (deltaMode 2), as browsers scroll them. */
const WHEEL_LINE_PX = 16;
const WHEEL_PAGE_PX = 800;

/**
 * The zoom factor of one wheel event: proportional (in octaves) to its deltaY, so a trackpad pinch's many
 * small ctrl+wheel deltas zoom smoothly, and bounded to one ZOOM_STEP either way, so a mouse notch (±100
 * px, or ±3 lines, more with acceleration) held with Ctrl never jumps the zoom tenfold.
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0, ctrlKey = false): number {
  if (!Number.isFinite(deltaY) || deltaY === 0) return 1;
  const px = deltaY * (deltaMode === 1 ? WHEEL_LINE_PX : deltaMode === 2 ? WHEEL_PAGE_PX : 1);
  // A pinch reports a few px per event: follow it more keenly than a scroll.
  const steps = clamp(-px / (ctrlKey ? 25 : 100), -1, 1);
  return Math.pow(ZOOM_STEP, steps);
}

/** "Fit": the whole picture with a little room around it (zoom 1 would touch the edges). */
export const FIT: ViewPosition = { zoom: 0.94, centerX: 0.5, centerY: 0.5 };

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** Picture pixel under a point of the view (CSS px). */
export function toPicture(drawn: DrawnView, x: number, y: number): [number, number] {
  return [(x - drawn.offsetX) / drawn.scale, (y - drawn.offsetY) / drawn.scale];
}

/** View point (CSS px) of a picture pixel. */
export function toView(drawn: DrawnView, px: number, py: number): [number, number] {
  return [drawn.offsetX + px * drawn.scale, drawn.offsetY + py * drawn.scale];
}

/**
 * Zooms by `factor` keeping the picture point under (x, y) where it is (wheel, pinch); without a point,
 * around the view's centre (buttons, keys).
 */
export function zoomAt(position: ViewPosition, drawn: DrawnView, viewport: Viewport, picture: Viewport, factor: number, point?: { x: number; y: number }): ViewPosition {
  const zoom = clamp(position.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const applied = zoom / position.zoom;
  if (!point || applied === 1) return { ...position, zoom };
  const scale = drawn.scale * applied;
  const [px, py] = toPicture(drawn, point.x, point.y);
  // Where the picture's origin must go so that (px, py) stays under the pointer.
  const offsetX = point.x - px * scale;
  const offsetY = point.y - py * scale;
  const centerX = (viewport.width / 2 - offsetX) / scale / picture.width;
  const centerY = (viewport.height / 2 - offsetY) / scale / picture.height;
  return { zoom, centerX: clamp(centerX, 0, 1), centerY: clamp(centerY, 0, 1) };
}

/** Pans by a drag of (dx, dy) CSS px: the picture follows the pointer. */
export function panBy(position: ViewPosition, drawn: DrawnView, picture: Viewport, dx: number, dy: number): ViewPosition {
  return {
    ...position,
    centerX: clamp(position.centerX - dx / drawn.scale / picture.width, 0, 1),
    centerY: clamp(position.centerY - dy / drawn.scale / picture.height, 0, 1),
  };
}

/** The zoom shown to the user: picture pixels to screen pixels, in percent. */
export function zoomPercent(drawn: DrawnView | null, devicePixelRatio = 1): number {
  if (!drawn) return 100;
  return Math.round(drawn.scale * devicePixelRatio * 100);
}

/**
 * Where the engine will draw the picture for a view position (what RenderInfo.view will say): used for
 * gestures, so several wheel steps before the next frame still zoom around the pointer.
 */
export function drawnFor(position: ViewPosition, viewport: Viewport, picture: Viewport): DrawnView {
  const fit = Math.min(viewport.width / picture.width, viewport.height / picture.height);
  const scale = fit * position.zoom;
  return { scale, offsetX: viewport.width / 2 - position.centerX * picture.width * scale, offsetY: viewport.height / 2 - position.centerY * picture.height * scale };
}
