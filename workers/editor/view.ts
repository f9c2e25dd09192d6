// Where the picture sits in the view, shared by the GPU and CPU views, and the resolution the preview
// is rendered at: just enough for the pixels shown, in quarter-octave steps so small zoom changes reuse
// the last render, and at most ~2 megapixels while the user drags.
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
}

export const INTERACTIVE_PIXELS = 2_000_000;

export function defaultView(pixelRatio: number): ViewState {
  return { width: 300, height: 150, pixelRatio, zoom: 1, centerX: 0.5, centerY: 0.5, compare: 'off', comparePosition: 0.5, background: [0.11, 0.114, 0.149, 1], interactive: false };
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
  };
}

export interface ViewGeometry {
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
  const canvasWidth = Math.max(1, Math.round(view.width * view.pixelRatio));
  const canvasHeight = Math.max(1, Math.round(view.height * view.pixelRatio));
  const fit = Math.min(canvasWidth / picture.width, canvasHeight / picture.height);
  const displayScale = fit * view.zoom;
  let renderScale = Math.min(1, Math.pow(2, Math.ceil(Math.log2(displayScale) * 4) / 4));
  if (view.interactive) renderScale = Math.min(renderScale, Math.sqrt(INTERACTIVE_PIXELS / (picture.width * picture.height)));
  renderScale = Math.min(renderScale, maxSide / Math.max(picture.width, picture.height));
  return {
    canvasWidth,
    canvasHeight,
    displayScale,
    originX: canvasWidth / 2 - view.centerX * picture.width * displayScale,
    originY: canvasHeight / 2 - view.centerY * picture.height * displayScale,
    renderScale,
  };
}
