// @vitest-environment jsdom
// The sky replacer's and the portrait tools' panels against the editor state, with the tools worker and the
// picture reads stubbed: a result is committed as one undo step, "nothing found" is said and changes
// nothing, and another try right after the first replaces it instead of stacking on it.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorTools from '../../locales/en/editorTools.json';
import editorUi from '../../locales/en/editorUi.json';
import toolSky from '../../locales/en/toolSky.json';
import { EditorContext } from '../../src/features/editor/EditorContext';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';
import type * as PixelsModule from '../../src/features/editor/tools/shared/pixels';
import type * as SkiesModule from '../../src/features/editor/tools/skyReplacer/skies';

const worker = vi.hoisted(() => ({ api: {} as Record<string, (...args: unknown[]) => unknown> }));
const reads = vi.hoisted(() => ({ imageIds: [] as string[] }));

vi.mock('../../src/features/editor/tools/shared/toolsWorker', () => ({
  runToolJob: (job: (api: unknown, progress: undefined) => Promise<unknown>) => job(worker.api, undefined),
  sendPixels: <T,>(p: T) => p,
}));
vi.mock('../../src/features/editor/tools/shared/pixels', async (original) => {
  const real = await original<typeof PixelsModule>();
  let n = 0;
  return {
    ...real,
    layerSourcePixels: async (_editor: unknown, layer: ImageLayer) => {
      reads.imageIds.push(layer.imageId);
      return { width: 4, height: 4, data: new Uint8ClampedArray(64) };
    },
    // The layer shows a new picture, one undo step (as the real one does, without the engine).
    swapLayerImage: async (editor: EditorController, layerId: string) => {
      const doc = editor.document!;
      editor.seal();
      editor.commit({ ...doc, layers: doc.layers.map((l) => (l.id === layerId && l.kind === 'image' ? { ...l, imageId: `result-${++n}` } : l)) });
      editor.seal();
      return true;
    },
  };
});
vi.mock('../../src/features/editor/tools/skyReplacer/skies', async (original) => ({
  ...(await original<typeof SkiesModule>()),
  loadSkyPixels: async () => ({ width: 2, height: 2, data: new Uint8ClampedArray(16) }),
  loadOwnSkyPixels: async (file: File) => {
    if (file.type !== 'image/png') throw new Error('not a picture');
    return { width: 3, height: 2, data: new Uint8ClampedArray(24) };
  },
}));
vi.mock('../../src/features/messages', () => ({ allowPlusFeature: () => true }));

const { default: SkyPanel } = await import('../../src/features/editor/tools/skyReplacer/Panel');
const { default: PortraitPanel } = await import('../../src/features/editor/tools/portrait/Panel');

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { toolSky, editorTools, editorUi } }, ns: ['toolSky', 'editorTools', 'editorUi'], defaultNS: 'toolSky', fallbackNS: ['editorTools', 'editorUi'], interpolation: { escapeValue: false } });
});
beforeEach(() => {
  reads.imageIds = [];
  worker.api = {};
});
afterEach(cleanup);

function mount(panel: React.ReactNode, doc: EditorDocument = createPhotoDocument({ imageId: 'photo', width: 600, height: 400 }), tool?: string): EditorController {
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => undefined,
    run: () => new Promise(() => undefined),
    runBackground: () => new Promise(() => undefined),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.load(doc, null);
  if (tool) editor.setUi({ tool });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={editor}>{panel}</EditorContext.Provider>
    </I18nextProvider>,
  );
  return editor;
}

const pixelsOut = { width: 4, height: 4, data: new Uint8ClampedArray(64) };
const imageOf = (editor: EditorController): string => (editor.document!.layers[0] as ImageLayer).imageId;

describe('the sky replacer panel', () => {
  it('asks for a picture when none is open', () => {
    mount(<SkyPanel />, { ...createPhotoDocument({ imageId: 'photo', width: 10, height: 10 }), layers: [] });
    expect(screen.getByText('Open a picture to use this tool.')).toBeTruthy();
  });

  it('replaces the sky in one undo step with the chosen sky and sliders', async () => {
    const replaceSky = vi.fn(async () => ({ pixels: pixelsOut, skyShare: 0.4 }));
    worker.api = { replaceSky };
    const editor = mount(<SkyPanel />);
    fireEvent.click(screen.getByTestId('sky-sunset'));
    expect(screen.getByTestId('sky-sunset').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('sky-blend').querySelector('input')!, { target: { value: '80' } });
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    expect(replaceSky).toHaveBeenCalledWith(expect.anything(), expect.anything(), { blend: 0.8, feather: 0.3 }, undefined);
    expect(editor.history.get()!.past).toHaveLength(1);
    expect(imageOf(editor)).not.toBe('photo');
    expect(screen.getByTestId('sky-notice').textContent).toContain('Undo');
  });

  it('says so when the picture has no sky, and changes nothing', async () => {
    worker.api = { replaceSky: async () => ({ pixels: null, skyShare: 0 }) };
    const editor = mount(<SkyPanel />);
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    expect(screen.getByTestId('sky-notice').textContent).toMatch(/No sky was found/);
    expect(editor.history.get()!.past).toHaveLength(0);
  });

  it('another sky right after the first starts from the original photo and takes the first one’s place', async () => {
    worker.api = { replaceSky: async () => ({ pixels: pixelsOut, skyShare: 0.4 }) };
    const editor = mount(<SkyPanel />);
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    const first = imageOf(editor);
    fireEvent.click(screen.getByTestId('sky-night'));
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    expect(reads.imageIds).toEqual(['photo', 'photo']);
    expect(editor.history.get()!.past).toHaveLength(1);
    expect(imageOf(editor)).not.toBe(first);
    // Undo goes straight back to the photo.
    editor.undo();
    expect(imageOf(editor)).toBe('photo');
  });
});

describe('a sky of the user’s own', () => {
  it('is picked from a file and used as the sky; a file that is no picture is said so', async () => {
    URL.createObjectURL = () => 'blob:own';
    URL.revokeObjectURL = () => undefined;
    const replaceSky = vi.fn(async () => ({ pixels: pixelsOut, skyShare: 0.4 }));
    worker.api = { replaceSky };
    const editor = mount(<SkyPanel />);
    const input = screen.getByTestId('sky-own-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'clouds.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('sky-own').getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    expect((replaceSky.mock.calls[0] as unknown[])[1]).toMatchObject({ width: 3, height: 2 });
    expect(editor.history.get()!.past).toHaveLength(1);
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await act(async () => fireEvent.click(screen.getByTestId('sky-replace')));
    expect(screen.getByTestId('sky-notice').textContent).toMatch(/could not be opened/);
    expect(replaceSky).toHaveBeenCalledTimes(1);
  });
});

describe('the portrait panel', () => {
  it('says no face was found and changes nothing', async () => {
    worker.api = { detectFaces: async () => [], enhancePortrait: vi.fn() };
    const editor = mount(<PortraitPanel />, undefined, 'portrait-enhancer');
    await act(async () => fireEvent.click(screen.getByTestId('portrait-enhance')));
    expect(screen.getByTestId('portrait-notice').textContent).toMatch(/No face was found/);
    expect(worker.api.enhancePortrait).not.toHaveBeenCalled();
    expect(editor.history.get()!.past).toHaveLength(0);
  });

  it('enhances the faces found, in one undo step', async () => {
    const face = { x: 1, y: 1, width: 2, height: 2, score: 0.9 };
    const enhancePortrait = vi.fn(async () => pixelsOut);
    worker.api = { detectFaces: async () => [face], enhancePortrait };
    const editor = mount(<PortraitPanel />, undefined, 'portrait-enhancer');
    await act(async () => fireEvent.click(screen.getByTestId('portrait-enhance')));
    expect(enhancePortrait).toHaveBeenCalledWith(expect.anything(), [face], { smoothing: 0.5, brightness: 0.4, detail: 0.3 }, undefined);
    expect(editor.history.get()!.past).toHaveLength(1);
    expect(screen.getByTestId('portrait-notice').textContent).toContain('1');
  });

  it('is the relight when opened as the relight: lights from the chosen side', async () => {
    const relight = vi.fn(async () => ({ pixels: pixelsOut }));
    worker.api = { segmentSubject: async () => ({ width: 4, height: 4, data: new Uint8Array(16) }), relight };
    const editor = mount(<PortraitPanel />, undefined, 'portrait-relight');
    fireEvent.click(screen.getByTestId('relight-right'));
    expect(screen.getByTestId('relight-right').getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByTestId('relight-apply')));
    expect(relight).toHaveBeenCalledWith(expect.anything(), expect.anything(), { direction: 'right', intensity: 0.5, warmth: 0.2, dim: 0 }, undefined);
    expect(editor.history.get()!.past).toHaveLength(1);
  });

  it('says no person was found when the mask is empty', async () => {
    worker.api = { segmentSubject: async () => ({ width: 4, height: 4, data: new Uint8Array(16) }), relight: async () => ({ pixels: null }) };
    const editor = mount(<PortraitPanel />, undefined, 'portrait-relight');
    await act(async () => fireEvent.click(screen.getByTestId('relight-apply')));
    expect(screen.getByTestId('relight-notice').textContent).toMatch(/No person was found/);
    expect(editor.history.get()!.past).toHaveLength(0);
  });
});
