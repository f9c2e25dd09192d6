import { describe, expect, it, vi } from 'vitest';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { EngineQueue, type FrameRequest } from '../../src/features/editor/state/engineQueue';
import type { EditorEngineClient, JobOptions, RenderInfo } from '../../src/features/editor/engineClient';

/** An engine that draws when told to: each render waits for `release()`. */
function fakeEngine() {
  const log: string[] = [];
  let shown: EditorDocument | null = null;
  const pending: Array<{ resolve: () => void; options: JobOptions }> = [];
  const info = (): RenderInfo => ({ backend: 'cpu', ms: 1, pictureWidth: 10, pictureHeight: 10, renderScale: 1, frameWidth: 10, frameHeight: 10, view: { scale: 1, offsetX: 0, offsetY: 0 }, contextLost: false });
  const engine = {
    info: { backend: 'cpu' },
    render: (doc: EditorDocument, _view: unknown, options: JobOptions = {}) =>
      new Promise<RenderInfo>((resolve, reject) => {
        shown = doc;
        const drawn = shown;
        log.push(`render:${drawn?.canvas.width}`);
        options.onProgress?.(0.5);
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        pending.push({ resolve: () => resolve(info()), options });
      }),
    dispose: vi.fn(),
  } as unknown as EditorEngineClient;
  const release = async (): Promise<void> => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()?.resolve();
  };
  return { engine, log, release, pending };
}

const doc = (width: number): EditorDocument => createPhotoDocument({ imageId: 'i', width, height: 10 });
const view = { width: 100, height: 100 };

describe('the engine queue', () => {
  it('draws the newest state once after a burst of changes during a frame (a slider drag)', async () => {
    const { engine, log, release } = fakeEngine();
    const frames: number[] = [];
    const queue = new EngineQueue(engine, { onFrame: (_info, r) => frames.push(r.document.canvas.width), onProgress: () => undefined, onError: (e) => { throw e; } });
    let wanted: FrameRequest = { document: doc(1), view, slow: false };
    queue.setSource(() => wanted);
    for (const w of [2, 3, 4, 5]) {
      wanted = { document: doc(w), view, slow: false };
      queue.requestFrame();
    }
    await release();
    await release();
    await vi.waitFor(() => expect(frames).toEqual([1, 5]));
    expect(log.filter((l) => l.startsWith('render'))).toEqual(['render:1', 'render:5']);
  });

  it('cancels a slow frame (an artsy look) when a newer one is asked for, and clears its progress', async () => {
    const { engine, release, pending } = fakeEngine();
    const progress: Array<number | null> = [];
    const frames: number[] = [];
    const queue = new EngineQueue(engine, { onFrame: (_i, r) => frames.push(r.document.canvas.width), onProgress: (p) => progress.push(p), onError: (e) => { throw e; } });
    let wanted: FrameRequest = { document: doc(1), view, slow: true };
    queue.setSource(() => wanted);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(progress).toEqual([0.5]);
    wanted = { document: doc(2), view, slow: false };
    queue.requestFrame();
    expect(pending[0]?.options.signal?.aborted).toBe(true);
    pending.shift();
    await release();
    await vi.waitFor(() => expect(frames).toEqual([2]));
    expect(progress).toEqual([0.5, null]);
  });

  it('never runs two engine tasks at once, and lets the preview interrupt background work', async () => {
    const { engine, release } = fakeEngine();
    const queue = new EngineQueue(engine, { onFrame: () => undefined, onProgress: () => undefined, onError: () => undefined });
    let running = 0;
    let most = 0;
    const task = async (): Promise<void> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    };
    await Promise.all([queue.run(task), queue.run(task), queue.run(task)]);
    expect(most).toBe(1);

    let seen: AbortSignal | null = null;
    const background = queue.runBackground(
      (_e, signal) =>
        new Promise<string>((resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await vi.waitFor(() => expect(seen).not.toBeNull());
    queue.setSource(() => ({ document: doc(3), view, slow: false }));
    await expect(background).rejects.toMatchObject({ name: 'AbortError' });
    await release();
  });
});
