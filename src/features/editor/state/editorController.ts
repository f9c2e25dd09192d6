// The editor outside React, one object for the components: the history of documents (historyState), the
// UI state the preview depends on (uiState), the frame scheduler that turns both into preview frames
// (frameScheduler), and engine jobs on other documents (engineJobs), all over one engine queue. React
// components read slices of its stores through useSlice; the preview is driven from here directly, so a
// slider drag redraws the canvas without re-rendering the page.
import { outputSize, type Size } from '../../../lib/shared/editor/geometry';
import type { History } from '../../../lib/shared/editor/history';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { createStore, type Store } from '../../../lib/store';
import { report } from '../../../lib/report';
import type { EngineInfo, ExportOptions, ExportPlan, ExportResult, ImageInfo, JobOptions, PixelsResult, RenderInfo, Thumbnail } from '../engineClient';
import { EngineJobs } from './engineJobs';
import type { EngineQueue } from './engineQueue';
import { FrameScheduler, type LayerBoxes } from './frameScheduler';
import { HistoryState } from './historyState';
import { cropDraftFor, UiState, type CropDraft, type EditorUi } from './uiState';
import { INITIAL_BRUSH, type BrushUi } from '../panels/brush/brushState';

export type { CropDraft, EditorUi } from './uiState';
export type { LayerBoxes } from './frameScheduler';
export { canRedoNow, canUndoNow } from './historyState';

export interface PictureSource {
  /** The name the picture came with (file name, sample, photo title). */
  name: string;
  imageId: string;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  scaledDown: boolean;
}

export const CANVAS_BACKGROUND = { dark: '#15161d', light: '#e9eaf0' } as const;

export class EditorController {
  private readonly edits = new HistoryState();
  private readonly uiState = new UiState();
  private readonly jobs: EngineJobs;
  private readonly frames: FrameScheduler;
  readonly history: Store<History | null> = this.edits.store;
  readonly ui: Store<EditorUi> = this.uiState.store;
  readonly textFocus = this.uiState.textFocus;
  readonly toolFocus = this.uiState.toolFocus;
  readonly progress: Store<number | null> = createStore<number | null>(null);
  /** The retouch tools' settings (tool, brush, parameters, clone source). */
  readonly brush: Store<BrushUi> = createStore<BrushUi>(INITIAL_BRUSH);
  /** The document with the stroke being drawn, previewed live until the stroke is committed. */
  private brushDraft: EditorDocument | null = null;
  readonly source: Store<PictureSource | null> = createStore<PictureSource | null>(null);
  readonly queue: EngineQueue;
  readonly frame: Store<RenderInfo | null>;
  readonly boxes: Store<LayerBoxes>;
  readonly viewportSize: Store<{ width: number; height: number }>;
  /** Several stores change together (a new document): one frame for the lot, not one per store. */
  private settling = false;
  private readonly cleanups: Array<() => void> = [];

  constructor(queueFactory: (callbacks: ConstructorParameters<typeof EngineQueue>[1]) => EngineQueue) {
    this.queue = queueFactory({
      onFrame: (info, request) => this.frames.onFrame(info, request),
      onProgress: (fraction) => this.progress.set(fraction),
      onError: (error) => report('error', 'editor render failed', { error: String(error) }),
    });
    this.jobs = new EngineJobs(this.queue);
    this.frames = new FrameScheduler(this.queue, this.jobs, () => ({ document: this.previewDocument(), ui: this.ui.get() }), CANVAS_BACKGROUND.dark);
    this.frame = this.frames.frame;
    this.boxes = this.frames.boxes;
    this.viewportSize = this.frames.viewportSize;
    const changed = (): void => {
      if (!this.settling) this.frames.refresh();
    };
    this.cleanups.push(this.history.subscribe(changed), this.ui.subscribe(changed));
  }

  get engineInfo(): EngineInfo {
    return this.queue.engine.info;
  }

  get document(): EditorDocument | null {
    return this.edits.document;
  }

  // ---- documents and history ----

  /** Starts editing `document` (a new picture or a project, with its saved history when it has one): fitted view. */
  load(document: EditorDocument, source: PictureSource | null, history?: History): void {
    this.settling = true;
    try {
      this.source.set(source);
      this.uiState.reset();
      this.frames.forgetTexts();
      this.edits.start(document, history);
    } finally {
      this.settling = false;
    }
    this.frames.refresh();
    this.jobs.keepOnly(document);
  }

  /** Back to the empty editor. */
  close(): void {
    this.edits.clear();
    this.source.set(null);
    this.frame.set(null);
    this.uiState.clear();
  }

  /** Records an edit; edits with the same merge key in a row (one drag) are one undo step. */
  commit(document: EditorDocument, mergeKey?: string): void {
    this.edits.commit(document, mergeKey);
  }

  /** Ends a gesture: the next edit is a step of its own. */
  seal(): void {
    this.edits.seal();
  }

  undo(): boolean {
    if (!this.edits.undo()) return false;
    this.afterHistoryJump();
    return true;
  }

  redo(): boolean {
    if (!this.edits.redo()) return false;
    this.afterHistoryJump();
    return true;
  }

  /** The history panel: to any step (0 is the document as opened), keeping the rest for redo. */
  jumpTo(index: number): boolean {
    if (!this.edits.jump(index)) return false;
    this.afterHistoryJump();
    return true;
  }

  private afterHistoryJump(): void {
    const doc = this.document;
    if (doc) this.uiState.followDocument(doc);
  }

  cropDraftFor(doc: EditorDocument, previous?: Pick<CropDraft, 'rect' | 'ratio'>): CropDraft {
    return cropDraftFor(doc, previous);
  }

  setUi(patch: Partial<EditorUi> | ((ui: EditorUi) => Partial<EditorUi>)): void {
    this.uiState.set(patch);
  }

  focusText(layerId: string): void {
    this.uiState.focusText(layerId);
  }

  focusTool(tool: string): void {
    this.uiState.focusTool(tool);
  }

  setInteractive(interactive: boolean): void {
    if (this.ui.get().interactive !== interactive) this.setUi({ interactive });
  }

  // ---- the preview ----

  setViewport(width: number, height: number): void {
    this.frames.setViewport(width, height);
  }

  getViewport(): { width: number; height: number } {
    return this.viewportSize.get();
  }

  setBackground(color: string): void {
    this.frames.setBackground(color);
  }

  /** The document the preview shows: the crop tool shows the picture before its crop; a brush, its stroke. */
  previewDocument(): EditorDocument | null {
    return this.ui.get().crop?.base ?? this.brushDraft ?? this.document;
  }

  /** Shows `doc` (the document with the stroke being drawn) instead of the present one; null ends it. */
  setBrushDraft(doc: EditorDocument | null): void {
    if (doc === this.brushDraft) return;
    this.brushDraft = doc;
    this.frames.refresh();
  }

  // ---- engine jobs on a given document ----

  pictureSize(doc: EditorDocument | null = this.document): Size | null {
    return doc ? outputSize(doc, 1) : null;
  }

  exportImage(doc: EditorDocument, options: ExportOptions, job: JobOptions): Promise<ExportResult> {
    return this.jobs.exportImage(doc, options, job);
  }

  /** What an export with these options gives (size; reduced and why) before it runs. */
  planExport(doc: EditorDocument, options: ExportOptions): Promise<ExportPlan> {
    return this.jobs.planExport(doc, options);
  }

  /** Thumbnails wait for the preview: a new frame cancels them (AbortError), the caller tries again. */
  thumbnails(doc: EditorDocument, size: number, types: readonly string[], job: JobOptions = {}): Promise<Thumbnail[]> {
    return this.jobs.thumbnails(doc, size, types, job);
  }

  /** A small JPEG of the picture for the project list; waits for the preview like the look thumbnails. */
  projectThumbnail(doc: EditorDocument, side: number, signal?: AbortSignal): Promise<Blob> {
    return this.jobs.projectThumbnail(doc, side, signal);
  }

  referencePixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.jobs.referencePixels(doc, size);
  }

  renderPixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.jobs.renderPixels(doc, size);
  }

  /** Hands a picture to the engine (between frames, never during one). */
  loadImage(id: string, source: Blob | ImageBitmap): Promise<ImageInfo> {
    return this.jobs.loadImage(id, source);
  }

  removeImage(id: string): Promise<void> {
    return this.jobs.removeImage(id);
  }

  dispose(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.queue.dispose();
  }
}
