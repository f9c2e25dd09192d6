// The editor's state outside React: the history of documents, the UI state the preview depends on
// (open tool, crop box, compare, zoom), and the engine behind its queue. React components read slices of
// it through useStore; the preview is driven from here directly, so a slider drag redraws the canvas
// without re-rendering the page.
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import { outputSize, type Size } from '../../../lib/shared/editor/geometry';
import { canRedo, canUndo, commit as commitHistory, createHistory, redo as redoHistory, seal as sealHistory, undo as undoHistory, type History } from '../../../lib/shared/editor/history';
import type { ToolCategory } from '../../../lib/shared/editor/tools';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { createStore, type Store } from '../../../lib/store';
import type { CropRatio } from '../../../lib/shared/editor/catalogue';
import type { EngineInfo, ExportOptions, ExportResult, ImageInfo, JobOptions, PixelsResult, RenderInfo, Thumbnail, ViewOptions } from '../engineClient';
import { cropBase } from './actions';
import type { CropRect } from './cropMath';
import type { EngineQueue, FrameRequest } from './engineQueue';
import { report } from '../../../lib/report';
import { FIT, type ViewPosition } from './viewMath';

export interface CropDraft {
  /** The crop step being edited, or null for a new one. */
  editId: string | null;
  /** The picture entering the crop (what the crop tool shows). */
  base: EditorDocument;
  rect: CropRect;
  ratio: CropRatio;
}

export interface EditorUi {
  /** The open panel; null when none is open (the mobile sheet closed). */
  category: ToolCategory | null;
  /** The tool inside the panel the user is on (crop, straighten, an adjustment, a look…). */
  tool: string | null;
  selectedLayerId: string | null;
  compare: boolean;
  comparePosition: number;
  position: ViewPosition;
  /** A drag is going on: preview at reduced resolution. */
  interactive: boolean;
  crop: CropDraft | null;
  /** The look chosen in this visit of the effects or artsy panel (a new choice replaces it). */
  lookId: string | null;
}

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

export type LayerBoxes = ReadonlyMap<string, Size>;

const INITIAL_UI: EditorUi = {
  category: 'geometry',
  tool: null,
  selectedLayerId: null,
  compare: false,
  comparePosition: 0.5,
  position: FIT,
  interactive: false,
  crop: null,
  lookId: null,
};

export const CANVAS_BACKGROUND = { dark: '#15161d', light: '#e9eaf0' } as const;

const sameView = (a: ViewOptions | null, b: ViewOptions): boolean =>
  !!a && a.width === b.width && a.height === b.height && a.zoom === b.zoom && a.centerX === b.centerX && a.centerY === b.centerY && a.compare === b.compare && a.comparePosition === b.comparePosition && a.background === b.background && a.interactive === b.interactive;

export class EditorController {
  readonly history: Store<History | null> = createStore<History | null>(null);
  readonly ui: Store<EditorUi> = createStore<EditorUi>(INITIAL_UI);
  readonly frame: Store<RenderInfo | null> = createStore<RenderInfo | null>(null);
  readonly progress: Store<number | null> = createStore<number | null>(null);
  readonly boxes: Store<LayerBoxes> = createStore<LayerBoxes>(new Map());
  readonly source: Store<PictureSource | null> = createStore<PictureSource | null>(null);
  /** The text whose field should take the keyboard focus (after adding it, a double-click); taken once. */
  readonly textFocus: Store<string | null> = createStore<string | null>(null);
  /** Bumped with a tool id to scroll its controls into view and focus them (deep links, search). */
  readonly toolFocus: Store<{ tool: string; nonce: number } | null> = createStore<{ tool: string; nonce: number } | null>(null);
  readonly queue: EngineQueue;
  /** The stage's size in CSS px (the view the engine draws into). */
  readonly viewportSize: Store<{ width: number; height: number }> = createStore({ width: 0, height: 0 });
  private background: string = CANVAS_BACKGROUND.dark;
  private lastRequest: FrameRequest | null = null;
  private measuredTexts = '';
  /** Several stores change together (a new document): one frame for the lot, not one per store. */
  private settling = false;
  private readonly cleanups: Array<() => void> = [];
  /** Pictures handed to the engine; the ones a newly loaded document does not use are freed. */
  private readonly loadedImages = new Set<string>();

  constructor(queueFactory: (callbacks: ConstructorParameters<typeof EngineQueue>[1]) => EngineQueue) {
    this.queue = queueFactory({
      onFrame: (info, request) => this.onFrame(info, request),
      onProgress: (fraction) => this.progress.set(fraction),
      onError: (error) => report('error', 'editor render failed', { error: String(error) }),
    });
    this.queue.setSource(() => this.lastRequest);
    const changed = (): void => {
      if (!this.settling) this.refresh();
    };
    this.cleanups.push(this.history.subscribe(changed), this.ui.subscribe(changed));
  }

  get engineInfo(): EngineInfo {
    return this.queue.engine.info;
  }

  get document(): EditorDocument | null {
    return this.history.get()?.present ?? null;
  }

  // ---- documents and history ----

  /** Starts editing `document` (a new picture or a project): empty history, fitted view. */
  load(document: EditorDocument, source: PictureSource | null): void {
    this.settling = true;
    try {
      this.source.set(source);
      this.ui.set((ui) => ({ ...INITIAL_UI, category: ui.category ?? INITIAL_UI.category }));
      this.measuredTexts = '';
      this.boxes.set(new Map());
      this.history.set(createHistory(document));
    } finally {
      this.settling = false;
    }
    this.refresh();
    const used = new Set(document.layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])));
    for (const id of [...this.loadedImages]) if (!used.has(id)) void this.removeImage(id).catch(() => undefined);
  }

  /** Back to the empty editor. */
  close(): void {
    this.history.set(null);
    this.source.set(null);
    this.frame.set(null);
    this.ui.set(INITIAL_UI);
  }

  /** Records an edit; edits with the same merge key in a row (one drag) are one undo step. */
  commit(document: EditorDocument, mergeKey?: string): void {
    const history = this.history.get();
    if (!history) return;
    this.history.set(commitHistory(history, document, mergeKey ? { mergeKey } : {}));
  }

  /** Ends a gesture: the next edit is a step of its own. */
  seal(): void {
    const history = this.history.get();
    if (history) this.history.set(sealHistory(history));
  }

  undo(): boolean {
    const history = this.history.get();
    if (!history || !canUndo(history)) return false;
    this.history.set(undoHistory(history));
    this.afterHistoryJump();
    return true;
  }

  redo(): boolean {
    const history = this.history.get();
    if (!history || !canRedo(history)) return false;
    this.history.set(redoHistory(history));
    this.afterHistoryJump();
    return true;
  }

  /** After undo or redo the open crop starts again from the document, a vanished selection is dropped. */
  private afterHistoryJump(): void {
    const doc = this.document;
    if (!doc) return;
    this.ui.set((ui) => {
      const selected = ui.selectedLayerId && doc.layers.some((l) => l.id === ui.selectedLayerId) ? ui.selectedLayerId : null;
      const lookId = ui.lookId && doc.operations.some((op) => op.id === ui.lookId) ? ui.lookId : null;
      const crop = ui.crop ? this.cropDraftFor(doc, ui.crop) : null;
      return { ...ui, selectedLayerId: selected, lookId, crop };
    });
  }

  cropDraftFor(doc: EditorDocument, previous?: Pick<CropDraft, 'rect' | 'ratio'>): CropDraft {
    const { base, editId, params } = cropBase(doc);
    const rect = previous?.rect ?? { x: Number(params.x), y: Number(params.y), width: Number(params.width), height: Number(params.height) };
    const ratio = (previous?.ratio ?? params.ratio) as CropRatio;
    return { editId, base, rect, ratio };
  }

  setUi(patch: Partial<EditorUi> | ((ui: EditorUi) => Partial<EditorUi>)): void {
    this.ui.set((ui) => ({ ...ui, ...(typeof patch === 'function' ? patch(ui) : patch) }));
  }

  focusText(layerId: string): void {
    this.textFocus.set(layerId);
  }

  focusTool(tool: string): void {
    this.toolFocus.set((f) => ({ tool, nonce: (f?.nonce ?? 0) + 1 }));
  }

  setInteractive(interactive: boolean): void {
    if (this.ui.get().interactive !== interactive) this.setUi({ interactive });
  }

  // ---- the preview ----

  setViewport(width: number, height: number): void {
    const next = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
    const now = this.viewportSize.get();
    if (now.width !== next.width || now.height !== next.height) this.viewportSize.set(next);
    this.refresh();
  }

  getViewport(): { width: number; height: number } {
    return this.viewportSize.get();
  }

  setBackground(color: string): void {
    this.background = color;
    this.refresh();
  }

  /** The document the preview shows: the crop tool shows the picture before its crop. */
  previewDocument(): EditorDocument | null {
    const ui = this.ui.get();
    return ui.crop?.base ?? this.document;
  }

  private refresh(): void {
    const doc = this.previewDocument();
    const viewport = this.viewportSize.get();
    if (!doc || viewport.width < 2) return;
    const ui = this.ui.get();
    const view: ViewOptions = {
      width: viewport.width,
      height: viewport.height,
      zoom: ui.position.zoom,
      centerX: ui.position.centerX,
      centerY: ui.position.centerY,
      compare: ui.compare && !ui.crop ? 'split' : 'off',
      comparePosition: ui.comparePosition,
      background: this.background,
      interactive: ui.interactive,
    };
    const last = this.lastRequest;
    if (last && last.document === doc && sameView(last.view, view)) return;
    const slow = !ui.interactive && doc.operations.some((op) => op.enabled && operationSpec(op.type)?.slow === true);
    this.lastRequest = { document: doc, view, slow };
    this.queue.requestFrame();
  }

  private onFrame(info: RenderInfo, request: FrameRequest): void {
    this.frame.set(info);
    // Text boxes follow the text: measured again when a text, font or size changed.
    const texts = JSON.stringify(request.document.layers.filter((l) => l.kind === 'text').map((l) => (l.kind === 'text' ? [l.id, l.text, l.fontFamily, l.fontSize, l.bold, l.italic, l.lineHeight] : null)));
    if (texts !== this.measuredTexts) {
      this.measuredTexts = texts;
      void this.withDocument(request.document, (engine) => engine.measureLayers())
        .then((boxes) => this.boxes.set(new Map(boxes.map((b) => [b.id, { width: b.width, height: b.height }]))))
        .catch(() => undefined);
    }
  }

  // ---- engine jobs on a given document ----

  pictureSize(doc: EditorDocument | null = this.document): Size | null {
    return doc ? outputSize(doc, 1) : null;
  }

  /**
   * Runs an engine job on `doc` (not necessarily what the preview shows), then gives the worker the
   * preview's document back, so a redraw after a lost GPU context draws the right picture.
   */
  private withDocument<T>(doc: EditorDocument, job: (engine: EditorController['queue']['engine']) => Promise<T>): Promise<T> {
    return this.queue.run(async (engine) => {
      await engine.setDocument(doc);
      try {
        return await job(engine);
      } finally {
        const shown = this.lastRequest?.document;
        if (shown && shown !== doc) await engine.setDocument(shown).catch(() => undefined);
      }
    });
  }

  exportImage(doc: EditorDocument, options: ExportOptions, job: JobOptions): Promise<ExportResult> {
    return this.withDocument(doc, (engine) => engine.exportImage(options, job));
  }

  /** Thumbnails wait for the preview: a new frame cancels them (AbortError), the caller tries again. */
  thumbnails(doc: EditorDocument, size: number, types: readonly string[], job: JobOptions = {}): Promise<Thumbnail[]> {
    return this.queue.runBackground(async (engine, signal) => {
      await engine.setDocument(doc);
      try {
        return await engine.thumbnails({ size, types }, { signal, onProgress: job.onProgress });
      } finally {
        const shown = this.lastRequest?.document;
        if (shown && shown !== doc) await engine.setDocument(shown).catch(() => undefined);
      }
    }, job.signal);
  }

  /** A small JPEG of the picture for the project list; waits for the preview like the look thumbnails. */
  projectThumbnail(doc: EditorDocument, side: number, signal?: AbortSignal): Promise<Blob> {
    const size = outputSize(doc, 1);
    const scale = Math.min(1, side / Math.max(size.width, size.height));
    const width = Math.max(1, Math.round(size.width * scale));
    return this.queue.runBackground(async (engine, abort) => {
      await engine.setDocument(doc);
      try {
        return (await engine.exportImage({ type: 'image/jpeg', quality: 0.8, width }, { signal: abort })).blob;
      } finally {
        const shown = this.lastRequest?.document;
        if (shown && shown !== doc) await engine.setDocument(shown).catch(() => undefined);
      }
    }, signal);
  }

  referencePixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.withDocument(doc, (engine) => engine.referencePixels(size));
  }

  renderPixels(doc: EditorDocument, size: { width?: number; height?: number }): Promise<PixelsResult> {
    return this.withDocument(doc, (engine) => engine.renderPixels(size));
  }

  /** Hands a picture to the engine (between frames, never during one). */
  loadImage(id: string, source: Blob | ImageBitmap): Promise<ImageInfo> {
    this.loadedImages.add(id);
    return this.queue.run((engine) => engine.loadImage(id, source));
  }

  removeImage(id: string): Promise<void> {
    this.loadedImages.delete(id);
    return this.queue.run((engine) => engine.removeImage(id));
  }

  dispose(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.queue.dispose();
  }
}

export function canUndoNow(history: History | null): boolean {
  return !!history && canUndo(history);
}

export function canRedoNow(history: History | null): boolean {
  return !!history && canRedo(history);
}
