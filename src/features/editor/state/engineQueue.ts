// One engine, one task at a time. The worker exports and makes thumbnails of its current job document,
// so a thumbnail job of the picture without a look and an export must not interleave their setDocument
// calls, nor run during a frame. Every engine use goes through this queue; the preview asks for frames,
// and only the newest waiting frame is drawn — the editor's one "latest frame wins" layer (a slider drag
// asks for many, the engine draws what it can). A slow frame (an artsy look) reports progress and is
// cancelled when a newer one is asked for.
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { isAbortError, type EditorEngineClient, type RenderInfo, type ViewOptions } from '../engineClient';

export interface FrameRequest {
  document: EditorDocument;
  view: ViewOptions;
  /** Report progress (the document holds a slow operation and the frame is not a drag preview). */
  slow: boolean;
}

export interface FrameCallbacks {
  onFrame(info: RenderInfo, request: FrameRequest): void;
  onProgress(fraction: number | null): void;
  onError(error: unknown): void;
}

export class EngineQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private wanted: (() => FrameRequest | null) | null = null;
  private drawing = false;
  private dirty = false;
  private slowController: AbortController | null = null;
  private readonly background = new Set<AbortController>();
  private disposed = false;

  constructor(
    readonly engine: EditorEngineClient,
    private readonly callbacks: FrameCallbacks,
  ) {}

  /** Runs `task` when every earlier task has finished; tasks never overlap. */
  run<T>(task: (engine: EditorEngineClient) => Promise<T>): Promise<T> {
    const next = this.tail.then(
      () => task(this.engine),
      () => task(this.engine),
    );
    this.tail = next.catch(() => undefined);
    return next;
  }

  /**
   * Runs a task that may wait (look thumbnails, the project thumbnail): a frame asked for while it runs
   * cancels it (it rejects with an AbortError), so the picture answers the user first.
   */
  runBackground<T>(task: (engine: EditorEngineClient, signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const onAbort = (): void => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) controller.abort();
    this.background.add(controller);
    return this.run((engine) => {
      if (controller.signal.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      return task(engine, controller.signal);
    }).finally(() => {
      this.background.delete(controller);
      signal?.removeEventListener('abort', onAbort);
    });
  }

  /** Sets what the preview should show; `read` is called when a frame starts, so it sees the latest. */
  setSource(read: () => FrameRequest | null): void {
    this.wanted = read;
    this.requestFrame();
  }

  /** Something the preview shows changed: draw it (once, however often this is called meanwhile). */
  requestFrame(): void {
    if (this.disposed) return;
    this.dirty = true;
    // A slow frame of an older state is of no use any more; background work waits for the picture.
    this.slowController?.abort();
    for (const controller of this.background) controller.abort();
    if (!this.drawing) void this.drawLoop();
  }

  private async drawLoop(): Promise<void> {
    this.drawing = true;
    try {
      while (this.dirty && !this.disposed) {
        this.dirty = false;
        const request = this.wanted?.() ?? null;
        if (!request) continue;
        await this.run((engine) => this.drawFrame(engine, request));
      }
    } finally {
      this.drawing = false;
    }
  }

  private async drawFrame(engine: EditorEngineClient, request: FrameRequest): Promise<void> {
    const controller = request.slow ? new AbortController() : null;
    this.slowController = controller;
    try {
      // One call a frame: the client sends the document and view only where they changed.
      const info = controller
        ? await engine.render(request.document, request.view, { signal: controller.signal, onProgress: (f) => this.callbacks.onProgress(f) })
        : await engine.render(request.document, request.view);
      if (!this.disposed) this.callbacks.onFrame(info, request);
    } catch (error) {
      if (!isAbortError(error) && !this.disposed) this.callbacks.onError(error);
    } finally {
      if (controller) {
        this.slowController = null;
        this.callbacks.onProgress(null);
      }
    }
  }

  dispose(): void {
    this.disposed = true;
    this.slowController?.abort();
    this.engine.dispose();
  }
}
