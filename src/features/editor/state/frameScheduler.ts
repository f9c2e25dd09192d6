// What the preview shows, as frame requests for the engine queue: the document (the crop tool shows the
// picture before its crop) and the view (viewport, zoom and pan, compare, background, drag resolution).
// A request is made only when one of them changed; the queue draws the newest one (the one "latest frame
// wins" layer) and its frames land in `frame`. Text boxes are measured again when a text changed.
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { createStore, type Store } from '../../../lib/store';
import type { Size } from '../../../lib/shared/editor/geometry';
import { sameView, type RenderInfo, type ViewOptions } from '../engineClient';
import type { EngineJobs } from './engineJobs';
import type { EngineQueue, FrameRequest } from './engineQueue';
import type { EditorUi } from './uiState';

export type LayerBoxes = ReadonlyMap<string, Size>;

export class FrameScheduler {
  readonly frame: Store<RenderInfo | null> = createStore<RenderInfo | null>(null);
  readonly boxes: Store<LayerBoxes> = createStore<LayerBoxes>(new Map());
  /** The stage's size in CSS px (the view the engine draws into). */
  readonly viewportSize: Store<{ width: number; height: number }> = createStore({ width: 0, height: 0 });
  private background: string;
  private lastRequest: FrameRequest | null = null;
  private measuredTexts = '';

  constructor(
    private readonly queue: EngineQueue,
    private readonly jobs: EngineJobs,
    private readonly read: () => { document: EditorDocument | null; ui: EditorUi },
    background: string,
  ) {
    this.background = background;
    queue.setSource(() => this.lastRequest);
  }

  setViewport(width: number, height: number): void {
    const next = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
    const now = this.viewportSize.get();
    if (now.width !== next.width || now.height !== next.height) this.viewportSize.set(next);
    this.refresh();
  }

  setBackground(color: string): void {
    this.background = color;
    this.refresh();
  }

  /** A new document: its text boxes are measured afresh. */
  forgetTexts(): void {
    this.measuredTexts = '';
    this.boxes.set(new Map());
  }

  /** Asks for a frame when what the preview shows changed. */
  refresh(): void {
    const { document: doc, ui } = this.read();
    const viewport = this.viewportSize.get();
    if (!doc || viewport.width < 2) return;
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

  onFrame(info: RenderInfo, request: FrameRequest): void {
    this.frame.set(info);
    const texts = JSON.stringify(request.document.layers.filter((l) => l.kind === 'text').map((l) => (l.kind === 'text' ? [l.id, l.text, l.fontFamily, l.fontSize, l.bold, l.italic, l.lineHeight, l.letterSpacing, l.outline, l.shadow, l.background, l.boxWidth, l.curve, l.list] : null)));
    if (texts !== this.measuredTexts) {
      this.measuredTexts = texts;
      void this.jobs
        .measureLayers(request.document)
        .then((boxes) => this.boxes.set(new Map(boxes.map((b) => [b.id, { width: b.width, height: b.height }]))))
        .catch(() => undefined);
    }
  }
}
