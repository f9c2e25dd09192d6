// The crop box as the user drags it: a rectangle in fractions of the picture entering the crop (the
// crop operation's own parameters), kept inside the picture, at least a few pixels large and, with a
// ratio chosen, at that aspect ratio in pixels (not in fractions: a 3:2 picture's "1:1" box is not 1×1).
import type { CropRatio } from '../../../lib/shared/editor/catalogue';
import type { Size } from '../../../lib/shared/editor/geometry';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CropHandle = 'move' | 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export const FULL_RECT: CropRect = { x: 0, y: 0, width: 1, height: 1 };
/** Smallest crop side in picture pixels while dragging. */
export const MIN_CROP_PX = 8;

/** Width ÷ height in pixels of a ratio, or null for a free crop. */
export function ratioValue(ratio: CropRatio, picture: Size): number | null {
  if (ratio === 'free') return null;
  if (ratio === 'original') return picture.width / picture.height;
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? w / h : null;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** The largest rectangle of `aspect` (pixels) inside `around`, centred in it. */
export function fitAspect(around: CropRect, aspect: number, picture: Size): CropRect {
  const aw = around.width * picture.width;
  const ah = around.height * picture.height;
  const w = Math.min(aw, ah * aspect);
  const h = w / aspect;
  const x = around.x * picture.width + (aw - w) / 2;
  const y = around.y * picture.height + (ah - h) / 2;
  return { x: x / picture.width, y: y / picture.height, width: w / picture.width, height: h / picture.height };
}

/** The box a ratio button gives: the largest box of that ratio in the whole picture, centred. */
export function rectForRatio(ratio: CropRatio, picture: Size, current: CropRect = FULL_RECT): CropRect {
  const aspect = ratioValue(ratio, picture);
  if (aspect === null) return current;
  return fitAspect(FULL_RECT, aspect, picture);
}

/**
 * The box after dragging `handle` by (dx, dy) picture pixels from `start`. Edges stop at the picture's
 * border and at the minimum size; with an aspect ratio the opposite corner (or edge centre) stays put.
 */
export function dragCrop(start: CropRect, handle: CropHandle, dx: number, dy: number, ratio: CropRatio, picture: Size): CropRect {
  const W = picture.width;
  const H = picture.height;
  let left = start.x * W;
  let top = start.y * H;
  let right = (start.x + start.width) * W;
  let bottom = (start.y + start.height) * H;
  const min = Math.min(MIN_CROP_PX, W, H);

  if (handle === 'move') {
    const w = right - left;
    const h = bottom - top;
    left = clamp(left + dx, 0, W - w);
    top = clamp(top + dy, 0, H - h);
    return { x: left / W, y: top / H, width: w / W, height: h / H };
  }

  const movesW = handle.includes('w');
  const movesE = handle.includes('e');
  const movesN = handle.includes('n');
  const movesS = handle.includes('s');
  if (movesW) left = clamp(left + dx, 0, right - min);
  if (movesE) right = clamp(right + dx, left + min, W);
  if (movesN) top = clamp(top + dy, 0, bottom - min);
  if (movesS) bottom = clamp(bottom + dy, top + min, H);

  const aspect = ratioValue(ratio, picture);
  if (aspect !== null) {
    let w = right - left;
    let h = bottom - top;
    const horizontal = movesW || movesE;
    const vertical = movesN || movesS;
    // A corner follows the larger of the two moves (in pixels of width); an edge drives the other side.
    const changeW = Math.abs(w - start.width * W);
    const changeH = Math.abs(h - start.height * H) * aspect;
    if (horizontal && (!vertical || changeW >= changeH)) h = w / aspect;
    else w = h * aspect;
    // The anchor: the side opposite each moved edge, the centre line for an untouched axis.
    const anchorX = movesW ? right : movesE ? left : (left + right) / 2;
    const anchorY = movesN ? bottom : movesS ? top : (top + bottom) / 2;
    const roomX = movesW ? anchorX : movesE ? W - anchorX : 2 * Math.min(anchorX, W - anchorX);
    const roomY = movesN ? anchorY : movesS ? H - anchorY : 2 * Math.min(anchorY, H - anchorY);
    const scale = Math.min(1, roomX / w, roomY / h);
    w = Math.max(min, w * scale);
    h = Math.max(min, h * scale);
    left = movesW ? anchorX - w : movesE ? anchorX : anchorX - w / 2;
    top = movesN ? anchorY - h : movesS ? anchorY : anchorY - h / 2;
    right = left + w;
    bottom = top + h;
  }
  return { x: left / W, y: top / H, width: (right - left) / W, height: (bottom - top) / H };
}

/** The box moved by keyboard: arrows move it, with Shift they grow or shrink its bottom-right corner. */
export function nudgeCrop(rect: CropRect, key: string, resize: boolean, ratio: CropRatio, picture: Size, stepPx = 10): CropRect | null {
  const d: Record<string, [number, number]> = { ArrowLeft: [-stepPx, 0], ArrowRight: [stepPx, 0], ArrowUp: [0, -stepPx], ArrowDown: [0, stepPx] };
  const delta = d[key];
  if (!delta) return null;
  return dragCrop(rect, resize ? 'se' : 'move', delta[0], delta[1], ratio, picture);
}

/** The rectangle in whole pixels, as the crop will cut it (for the size readout). */
export function cropPixelSize(rect: CropRect, picture: Size): Size {
  return { width: Math.max(1, Math.round(rect.width * picture.width)), height: Math.max(1, Math.round(rect.height * picture.height)) };
}

export function isFullRect(rect: CropRect): boolean {
  const eps = 1e-4;
  return rect.x < eps && rect.y < eps && rect.width > 1 - eps && rect.height > 1 - eps;
}
