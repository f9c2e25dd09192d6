// Types of the editor worker's Comlink API, shared with its one main-thread client
// (src/features/editor/engineClient.ts). Types only: importing this pulls no worker code into the page.
import type { EditorDocument } from '../../src/lib/shared/editor/types';

export type BackendKind = 'webgl2' | 'cpu';
/** How runs of colour-only steps are applied on the GPU: through a baked 3D table, or as shader code. */
export type ColourPath = 'lut' | 'direct';

export interface EngineOptions {
  /** Largest image side (the compatibility check's maxImageSize); larger imports are scaled down. */
  maxImageSize: number;
  /** The compatibility check's resolution scale (device pixels per CSS pixel to render at). */
  pixelRatio: number;
  /** Use the CPU renderer even where WebGL2 works (tests; a user's choice after GPU trouble). */
  forceCpu?: boolean;
  colourPath?: ColourPath;
  /**
   * How a drag frame of colour steps applies them at view size: 'table' (default) through their lookup table
   * baked on the GPU, 'code' as their shader code a pixel (no table; measured ~2× slower in SwiftShader).
   */
  dragColour?: DragColour;
  /**
   * Device pixels a drag frame's view is drawn with, at most (default 400 000; the bench compares
   * other budgets). The frame after the drag is drawn at the view's full resolution whatever this is.
   */
  dragViewPixels?: number;
}

export type DragColour = 'table' | 'code';

export interface EngineInfo {
  backend: BackendKind;
  /** WebGL renderer string, or 'cpu'. */
  renderer: string;
  maxTextureSize: number;
  maxImageSize: number;
  colourPath: ColourPath;
}

export interface ImageInfo {
  id: string;
  /** Size kept by the engine (after any scaling down). */
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  /** True when the image was larger than maxImageSize: show the notice `editor_notice_image_scaled`. */
  scaledDown: boolean;
}

export type CompareMode = 'off' | 'split' | 'before';

export interface ViewOptions {
  /** Size of the canvas element in CSS pixels. */
  width: number;
  height: number;
  /** Overrides the engine's pixelRatio. */
  pixelRatio?: number;
  /** 1 fits the whole picture in the view; 2 shows it twice as large. */
  zoom?: number;
  /** The picture point (fractions 0..1) at the view's centre. */
  centerX?: number;
  centerY?: number;
  /** split: before left of comparePosition, after right of it. before: the original only. */
  compare?: CompareMode;
  comparePosition?: number;
  /** Colour around the picture, #rrggbb(aa). */
  background?: string;
  /**
   * During a slider drag or gesture: render at most ~2 megapixels and draw the view with at most
   * ~0.4 megapixels (stretched to the canvas's box), so frames stay smooth; the next frame without it
   * is drawn at full resolution.
   */
  interactive?: boolean;
}

export interface RenderInfo {
  backend: BackendKind;
  /** Time the worker spent on this frame, including waiting for the GPU. */
  ms: number;
  /** Picture size at full resolution (what export at scale 1 gives). */
  pictureWidth: number;
  pictureHeight: number;
  /** Resolution the preview was rendered at (1 = full). */
  renderScale: number;
  /** Device pixels of the drawn view (fewer than the view's CSS size × pixel ratio in a drag frame). */
  frameWidth: number;
  frameHeight: number;
  /** CSS px: screenX = offsetX + pictureX · scale (pictureX in full-resolution picture pixels). */
  view: { scale: number; offsetX: number; offsetY: number };
  /** The GPU context is lost right now; the engine redraws by itself once it is back. */
  contextLost: boolean;
  /** Where the worker's time went, ms by step (queue wait, document check, table, view draw, GPU wait…): for the benchmark. */
  steps?: Record<string, number>;
}

export type ExportType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ExportOptions {
  type: ExportType;
  /** 0..1, for JPEG and WebP. */
  quality?: number;
  /** Output size; give one side to keep the aspect ratio. Default: full resolution. */
  width?: number;
  height?: number;
  /** 'reference': render with the CPU reference instead of the engine (the e2e pixel check). */
  renderer?: 'engine' | 'reference';
  /**
   * At the photo's original size (issue 18: a photo larger than the device's image size, kept in the
   * worker at full size): in tiles where the edits allow, otherwise reduced (ExportResult.reduced says
   * why). width and height are then ignored.
   */
  fullSize?: boolean;
}

/** An export smaller than asked for: the device's image size, and the edits that keep it from tiles. */
export interface ExportReduction {
  /** The size asked for (the photo's original size for a full-size export). */
  requestedWidth: number;
  requestedHeight: number;
  /** Operation types, or 'layers' (layers, text, a collage or design), that need the whole picture at once. */
  causes: string[];
}

export interface ExportResult {
  blob: Blob;
  width: number;
  height: number;
  /** Set when the result is smaller than asked for. */
  reduced?: ExportReduction;
  /** Rendered in this many full-size tiles (0: in one piece). */
  tiles?: number;
}

/** What an export with these options will give, before it runs (the export dialog's note). */
export interface ExportPlan {
  width: number;
  height: number;
  reduced?: ExportReduction;
  tiles: number;
}

export interface PixelOptions {
  width?: number;
  height?: number;
  renderer?: 'engine' | 'reference';
}

/** Straight (not premultiplied) RGBA, rows top to bottom. */
export interface PixelsResult {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** Worker time for the render and readback. */
  ms: number;
}

export interface ThumbnailOptions {
  /** Side of the square thumbnails in pixels. */
  size: number;
  /** Operation types (effects, artsy) to preview on the current picture, at their default amount. */
  types: readonly string[];
}

export interface Thumbnail {
  type: string;
  blob: Blob;
}

/** A layer's box in document pixels before its transform (text boxes are measured by the engine). */
export interface LayerBox {
  id: string;
  width: number;
  height: number;
}

/** Counts per bin (0 = darkest) of the rendered picture, from a reduced copy of the render. */
export interface Histogram {
  bins: number;
  /** Pixels counted (fully transparent ones are left out). */
  pixels: number;
  luminance: number[];
  red: number[];
  green: number[];
  blue: number[];
}

export type EngineEvent = { type: 'contextlost' } | { type: 'contextrestored' } | { type: 'fallback'; backend: BackendKind };

export type ProgressCallback = (fraction: number) => void;

export interface EditorEngineApi {
  init(canvas: OffscreenCanvas | null, options: EngineOptions, onEvent?: (event: EngineEvent) => void): Promise<EngineInfo>;
  addImage(id: string, bitmap: ImageBitmap): Promise<ImageInfo>;
  /**
   * Decodes the file here, in the worker (createImageBitmap, EXIF orientation applied), so the page never
   * holds its pixels; a photo above maxImageSize is kept at full size for full-size exports. Refuses what
   * the device cannot decode with an Error whose message starts with `image_too_large` and names the limit.
   */
  addImageFile(id: string, file: Blob): Promise<ImageInfo>;
  addImagePixels(id: string, width: number, height: number, data: Uint8ClampedArray): Promise<ImageInfo>;
  removeImage(id: string): void;
  loadFont(family: string, data: ArrayBuffer, descriptors?: FontFaceDescriptors): Promise<void>;
  /**
   * Sets the document of the jobs below (export, pixels, thumbnails, text boxes; restored inside the
   * worker); returns what had to be repaired. The preview's document is the frames' own (render()).
   */
  setDocument(document: EditorDocument): { repairs: string[] };
  /**
   * Draws one preview frame. `document` and `view` are sent only when they changed since the last frame
   * (null: the worker's copy is still right), so a frame is one message with what changed. Pass a job id
   * and a callback for progress (slow artsy previews) and cancel().
   */
  render(document: EditorDocument | null, view: ViewOptions | null, jobId?: number, onProgress?: ProgressCallback): Promise<RenderInfo>;
  exportImage(options: ExportOptions, jobId: number, onProgress?: ProgressCallback): Promise<ExportResult>;
  /** The size an export with these options gives, and whether it is reduced and why (nothing is rendered). */
  planExport(options: ExportOptions): Promise<ExportPlan>;
  renderPixels(options: PixelOptions, jobId: number, onProgress?: ProgressCallback): Promise<PixelsResult>;
  thumbnails(options: ThumbnailOptions, jobId: number, onProgress?: ProgressCallback): Promise<Thumbnail[]>;
  /** The histogram of the last frame's document, rendered small; null before the first frame. */
  histogram(): Promise<Histogram | null>;
  /** Text boxes once the shipped fonts they use have loaded. */
  measureLayers(): Promise<LayerBox[]>;
  cancel(jobId: number): void;
  /** Test hook: loses the WebGL context (WEBGL_lose_context); `restore` brings it back. */
  simulateContextLoss(restoreAfterMs: number): boolean;
  dispose(): void;
}
