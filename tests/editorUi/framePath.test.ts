// The editor's frame path with the real controller, queue and engine client over a counting stand-in for
// the worker: a slider drag is one Comlink call a frame, carrying the document only (the view stays).
import { describe, expect, it, vi } from 'vitest';
import type { Remote } from 'comlink';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { EditorEngineClient, type RenderInfo, type ViewOptions } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { setAdjustment } from '../../src/features/editor/state/actions';
import type { EditorEngineApi } from '../../workers/editor/api';

interface Call {
  method: string;
  document?: EditorDocument | null;
  view?: ViewOptions | null;
}

function countingWorker() {
  const calls: Call[] = [];
  const frame: RenderInfo = { backend: 'cpu', ms: 1, pictureWidth: 600, pictureHeight: 400, renderScale: 1, frameWidth: 600, frameHeight: 400, view: { scale: 1, offsetX: 0, offsetY: 0 }, contextLost: false };
  const api = new Proxy({} as Record<string, unknown>, {
    get: (_target, method: string) =>
      async (...args: unknown[]) => {
        if (method === 'render') {
          calls.push({ method, document: args[0] as EditorDocument | null, view: args[1] as ViewOptions | null });
          return { ...frame };
        }
        calls.push({ method });
        if (method === 'measureLayers') return [];
        if (method === 'setDocument') return { repairs: [] };
        return undefined;
      },
  }) as unknown as Remote<EditorEngineApi>;
  const client = new EditorEngineClient({ terminate: () => undefined } as unknown as Worker, api, { backend: 'cpu', renderer: 'cpu', maxTextureSize: 4096, maxImageSize: 4088, colourPath: 'direct' });
  return { client, calls };
}

describe('the editor frame path', () => {
  it('draws each step of a slider drag with one call to the worker, sending only what changed', async () => {
    const { client, calls } = countingWorker();
    const editor = new EditorController((callbacks) => new EngineQueue(client, callbacks));
    const frames: RenderInfo[] = [];
    editor.frame.subscribe(() => frames.push(editor.frame.get() as RenderInfo));
    editor.setViewport(1366, 850);
    editor.load(createPhotoDocument({ imageId: 'img', width: 600, height: 400 }), null);
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    // The first frame brings the document and the view; the text boxes are measured once (a job).
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toEqual(['render', 'setDocument', 'measureLayers']));
    expect(calls[0]?.document).toBe(editor.document);
    expect(calls[0]?.view).toMatchObject({ width: 1366, height: 850, interactive: false });

    calls.length = 0;
    editor.setInteractive(true);
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    const steps = [10, 20, 30, 40, 50];
    for (const [i, amount] of steps.entries()) {
      editor.commit(setAdjustment(editor.document!, 'brightness', { amount }).document, 'adjust:brightness:amount');
      await vi.waitFor(() => expect(frames).toHaveLength(3 + i));
    }
    expect(calls.map((c) => c.method)).toEqual(Array(1 + steps.length).fill('render'));
    // Pressing the slider changes the view only; every step then sends its document and no view.
    expect(calls[0]).toMatchObject({ document: null, view: { interactive: true } });
    for (const [i, call] of calls.slice(1).entries()) {
      expect(call.view).toBeNull();
      expect(call.document?.operations[0]?.params.amount).toBe(steps[i]);
    }
    editor.dispose();
  });

  it('a burst of edits while a frame is drawn ends in one more frame, of the newest document', async () => {
    const { client, calls } = countingWorker();
    const editor = new EditorController((callbacks) => new EngineQueue(client, callbacks));
    let frames = 0;
    editor.frame.subscribe(() => void (frames += 1));
    editor.setViewport(800, 600);
    editor.load(createPhotoDocument({ imageId: 'img', width: 600, height: 400 }), null);
    for (const amount of [5, 10, 15, 20]) editor.commit(setAdjustment(editor.document!, 'contrast', { amount }).document, 'adjust:contrast:amount');
    await vi.waitFor(() => expect(frames).toBe(2));
    const renders = calls.filter((c) => c.method === 'render');
    expect(renders).toHaveLength(2);
    expect(renders[1]?.document).toBe(editor.document);
    editor.dispose();
  });
});
