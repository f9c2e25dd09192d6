// What the engine asks of a renderer; the WebGL2 one and the CPU one both provide it.
import type { Size } from '../../src/lib/shared/editor/geometry';
import type { EditorDocument, Operation } from '../../src/lib/shared/editor/types';
import type { BackendKind } from './api';
import type { Job } from './jobs';
import type { Raster } from './raster';
import type { ViewGeometry, ViewState } from './view';

export interface ViewResult {
  geometry: ViewGeometry;
  picture: Size;
  contextLost: boolean;
  /** ms by step of the frame (the engine adds its own). */
  steps?: Record<string, number>;
}

export interface Backend {
  readonly kind: BackendKind;
  readonly renderer: string;
  readonly maxTextureSize: number;
  /** The document at `scale`, read back (export, tests, bench). */
  renderPixels(doc: EditorDocument, scale: number, job: Job): Promise<Raster>;
  /** The document at `scale`, then each variant's operations on that picture, read back (thumbnails). */
  renderVariants(doc: EditorDocument, scale: number, variants: Operation[][], job: Job): Promise<Raster[]>;
  /** Draws the view; resolves once the frame is done. `job` gives progress for slow operations. */
  renderView(doc: EditorDocument, view: ViewState, job: Job | null): Promise<ViewResult>;
  /** Forget cached renders (fonts changed, images replaced). */
  invalidate(): void;
  /** Frees buffers kept for repeated full-size renders (called after a while without any). */
  releaseMemory(): void;
  dispose(): void;
}
