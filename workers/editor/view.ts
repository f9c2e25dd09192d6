// Where the picture sits in the view, shared by the GPU and CPU views, and the resolution the preview
// is rendered at: just enough for the pixels shown, in quarter-octave steps so small zoom changes reuse
// the last render, and at most ~2 megapixels while the user drags. While the user drags, the view itself
// is drawn with fewer device pixels too (at most INTERACTIVE_VIEW_PIXELS; the page's CSS stretches the
// canvas to its box): a drag frame costs what shading its pixels costs, and the frame after the release
// is drawn at full resolution again.
import type { Size } from '../../src/lib/shared/editor/geometry';
import { colorToRgba } from '../../src/lib/shared/editor/params';
import type { CompareMode, ViewOptions } from './api';

export interface ViewState {
  width: number;
  height: number;
  pixelRatio: number;
  zoom: number;
  centerX: number;
  centerY: number;
  compare: CompareMode;
  comparePosition: number;
  background: [number, number, number, number];
  interactive: boolean;
  /** Device pixels of a drag frame's view, at most (the engine's option). */
  dragPixels: number;
}

export const INTERACTIVE_PIXELS = 2_000_000;
/** Device pixels of a drag frame's view, at most, by default (a 1366×850 view: about 790×490). */
export const INTERACTIVE_VIEW_PIXELS = 400_000;

export function defaultView(pixelRatio: number, dragPixels = INTERACTIVE_VIEW_PIXELS): ViewState {
  return { width: 300, height: 150, pixelRatio, zoom: 1, centerX: 0.5, centerY: 0.5, compare: 'off', comparePosition: 0.5, background: [0.11, 0.114, 0.149, 1], interactive: false, dragPixels };
}

const finite = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export function mergeView(current: ViewState, options: ViewOptions): ViewState {
  return {
    width: Math.max(1, finite(options.width, current.width)),
    height: Math.max(1, finite(options.height, current.height)),
    pixelRatio: Math.min(4, Math.max(0.25, finite(options.pixelRatio, current.pixelRatio))),
    zoom: Math.min(64, Math.max(0.05, finite(options.zoom, current.zoom))),
    centerX: Math.min(1, Math.max(0, finite(options.centerX, current.centerX))),
    centerY: Math.min(1, Math.max(0, finite(options.centerY, current.centerY))),
    compare: options.compare ?? current.compare,
    comparePosition: Math.min(1, Math.max(0, finite(options.comparePosition, current.comparePosition))),
    background: options.background ? colorToRgba(options.background) : current.background,
    interactive: options.interactive ?? current.interactive,
    dragPixels: current.dragPixels,
  };
}

export interface ViewGeometry {
  /** Device pixels per CSS px of this frame (below the view's own while the user drags). */
  pixelRatio: number;
  canvasWidth: number;
  canvasHeight: number;
  /** Device pixels per full-resolution picture pixel. */
  displayScale: number;
  /** Device position of the picture's top-left corner. */
  originX: number;
  originY: number;
  renderScale: number;
}

export function viewGeometry(view: ViewState, picture: Size, maxSide: number): ViewGeometry {
  let pixelRatio = view.pixelRatio;
  let canvasWidth = Math.max(1, Math.round(view.width * pixelRatio));
  let canvasHeight = Math.max(1, Math.round(view.height * pixelRatio));
  /** The view's box in device pixels: the picture is fitted and centred in it. */
  let boxHeight = canvasHeight;
  const reduced = view.interactive ? Math.sqrt(view.dragPixels / (view.width * view.height)) : Infinity;
  if (reduced < pixelRatio) {
    // A whole number of device pixels across (what the page is told matches what it stretches), rounded
    // down both ways so the frame stays within its budget.
    canvasWidth = Math.max(1, Math.floor(view.width * reduced));
    pixelRatio = canvasWidth / view.width;
    // Placed in the whole box (under a device pixel taller): in CSS px, where the still frame puts it.
    boxHeight = view.height * pixelRatio;
    canvasHeight = Math.max(1, Math.floor(boxHeight));
  }
  const fit = Math.min(canvasWidth / picture.width, boxHeight / picture.height);
  const displayScale = fit * view.zoom;
  let renderScale = Math.min(1, Math.pow(2, Math.ceil(Math.log2(displayScale) * 4) / 4));
  if (view.interactive) renderScale = Math.min(renderScale, Math.sqrt(INTERACTIVE_PIXELS / (picture.width * picture.height)));
  renderScale = Math.min(renderScale, maxSide / Math.max(picture.width, picture.height));
  return {
    pixelRatio,
    canvasWidth,
    canvasHeight,
    displayScale,
    originX: canvasWidth / 2 - view.centerX * picture.width * displayScale,
    originY: boxHeight / 2 - view.centerY * picture.height * displayScale,
    renderScale,
  };
}
