// A template opens with its pictures (issue 16): each is fetched and handed to the engine, which names it,
// so the document's imageIds become the engine's (and a picture the engine scaled down keeps its size on the
// canvas); the bytes become the project's assets. A template that cannot load says why — offline included.
// Replacing an open design with a template is one undo step, its pictures kept with the project.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { DOCUMENT_VERSION, type EditorDocument, type ImageLayer } from '../../src/lib/shared/editor/types';
import type { EditorController } from '../../src/features/editor/state/editorController';

const mocks = vi.hoisted(() => ({ loadTemplate: vi.fn(), fetchImage: vi.fn() }));
vi.mock('../../src/lib/shared/designer/templates', () => {
  class TemplateError extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  }
  return { loadTemplate: mocks.loadTemplate, TemplateError };
});
vi.mock('../../src/features/editor/open/sources', () => ({ fetchImage: mocks.fetchImage }));

const { applyTemplate, prepareTemplate, TemplateOpenError, templateProblemMessage } = await import('../../src/features/editor/designer/useDesignerStart');
const { TemplateError } = (await import('../../src/lib/shared/designer/templates')) as unknown as { TemplateError: new (code: string) => Error };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = (): Blob => new Blob([PNG], { type: 'image/png' });

const photo = (id: string, imageId: string, width: number, height: number, scale: number): ImageLayer => ({
  kind: 'image', id, name: 'Photo', imageId, width, height, transform: { x: 540, y: 540, scaleX: scale, scaleY: scale, rotation: 0 }, opacity: 1, visible: true, blendMode: 'normal', locked: false,
});

function templateDocument(): EditorDocument {
  return {
    version: DOCUMENT_VERSION,
    section: 'designer',
    canvas: { width: 1080, height: 1080, background: '#ffffffff' },
    operations: [],
    designer: { format: 'instagram-post', templateId: 'coffee' },
    layers: [
      photo('back', 'tpl-a', 1000, 800, 1),
      { kind: 'text', id: 'heading', name: 'Heading', text: 'Coffee', fontFamily: 'Inter', fontSize: 90, bold: true, italic: false, color: '#000000', align: 'center', lineHeight: 1.2, transform: { x: 540, y: 120, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 1, visible: true, blendMode: 'normal', locked: false },
      photo('front', 'tpl-b', 400, 400, 0.5),
    ],
  };
}

const SUMMARY = { id: 'coffee', category: 'instagram-post', format: 'instagram-post', width: 1080, height: 1080, plus: false, words: [], thumbnail: '/templates/coffee.webp', nameKey: 'tpl_coffee' };

/** An engine that takes pictures at their size, except that it halves the one named `big.png`. */
function fakeEditor(doc: EditorDocument | null = null) {
  let n = 0;
  const sizes = new Map([['a.png', [1000, 800]], ['big.png', [400, 400]]]);
  const history: EditorDocument[] = doc ? [doc] : [];
  const editor = {
    loadImage: vi.fn(async (_id: string, blob: Blob) => {
      const name = blob instanceof File ? blob.name : '';
      const [w, h] = sizes.get(name) ?? [10, 10];
      const half = name === 'big.png';
      return { width: half ? w! / 2 : w!, height: half ? h! / 2 : h!, originalWidth: w!, originalHeight: h!, scaledDown: half, n: n++ };
    }),
    get document() {
      return history[history.length - 1] ?? null;
    },
    commit: vi.fn((next: EditorDocument) => history.push(next)),
    seal: vi.fn(),
    setUi: vi.fn(),
  };
  return editor;
}

beforeEach(() => {
  mocks.loadTemplate.mockResolvedValue({ summary: SUMMARY, document: templateDocument(), images: [{ imageId: 'tpl-a', url: '/templates/coffee/a.png' }, { imageId: 'tpl-b', url: '/templates/coffee/big.png' }] });
  mocks.fetchImage.mockImplementation(async (url: string) => new File([png()], url.split('/').pop()!, { type: 'image/png' }));
});

describe('opening a template', () => {
  it('loads each picture into the engine and rewrites the imageIds to the engine’s', async () => {
    const editor = fakeEditor();
    const prepared = await prepareTemplate(editor as unknown as EditorController, 'coffee');
    const ids = editor.loadImage.mock.calls.map((call) => call[0]);
    expect(ids).toHaveLength(2);
    const [back, heading, front] = prepared.document.layers as [ImageLayer, unknown, ImageLayer];
    expect([back.imageId, front.imageId]).toEqual(ids);
    expect(heading).toMatchObject({ kind: 'text', text: 'Coffee' });
    expect(prepared.document.designer).toEqual({ format: 'instagram-post', templateId: 'coffee' });
    // The pictures' bytes, by the engine's names, for the project.
    expect([...prepared.assets.keys()]).toEqual(ids);
    expect((prepared.assets.get(ids[0]!) as File).name).toBe('a.png');
  });

  it('keeps a picture the engine scaled down at its size on the canvas', async () => {
    const prepared = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee');
    const front = prepared.document.layers[2] as ImageLayer;
    expect([front.width, front.height]).toEqual([200, 200]);
    expect([front.transform.scaleX, front.transform.scaleY]).toEqual([1, 1]);
    expect(front.width * front.transform.scaleX).toBe(400 * 0.5);
    const back = prepared.document.layers[0] as ImageLayer;
    expect([back.width, back.height, back.transform.scaleX]).toEqual([1000, 800, 1]);
  });

  it('says a template is not available offline when its picture cannot be fetched offline', async () => {
    mocks.fetchImage.mockRejectedValue(new Error('request_failed'));
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const error = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TemplateOpenError);
      expect(templateProblemMessage(error, (key) => key)).toBe('designer_start_error_offline');
    } finally {
      vi.unstubAllGlobals();
    }
    const online = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee').catch((e: unknown) => e);
    expect(templateProblemMessage(online, (key) => key)).toBe('designer_start_error_unreadable');
  });

  it('passes on the template’s own problem (gone, offline)', async () => {
    mocks.loadTemplate.mockRejectedValueOnce(new TemplateError('template_not_found'));
    const gone = await prepareTemplate(fakeEditor() as unknown as EditorController, 'nope').catch((e: unknown) => e);
    expect(templateProblemMessage(gone, (key) => key)).toBe('designer_start_error_not_found');
    mocks.loadTemplate.mockRejectedValueOnce(new TemplateError('template_offline'));
    const offline = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee').catch((e: unknown) => e);
    expect(templateProblemMessage(offline, (key) => key)).toBe('designer_start_error_offline');
  });

  it('refuses a template whose document is not a design or names a picture it does not ship', async () => {
    mocks.loadTemplate.mockResolvedValueOnce({ summary: SUMMARY, document: templateDocument(), images: [{ imageId: 'tpl-a', url: '/templates/coffee/a.png' }] });
    const missing = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee').catch((e: unknown) => e);
    expect((missing as InstanceType<typeof TemplateOpenError>).problem).toBe('template_unreadable');
    mocks.loadTemplate.mockResolvedValueOnce({ summary: SUMMARY, document: { ...templateDocument(), section: 'collage' }, images: [] });
    const notDesign = await prepareTemplate(fakeEditor() as unknown as EditorController, 'coffee').catch((e: unknown) => e);
    expect((notDesign as InstanceType<typeof TemplateOpenError>).problem).toBe('template_unreadable');
  });
});

describe('replacing an open design with a template', () => {
  it('is one undo step, with the pictures kept with the project', async () => {
    const blank = newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 });
    const editor = fakeEditor(blank);
    const prepared = await prepareTemplate(editor as unknown as EditorController, 'coffee');
    const addAsset = vi.fn();
    applyTemplate(editor as unknown as EditorController, prepared, addAsset);
    expect(editor.commit).toHaveBeenCalledTimes(1);
    expect(editor.commit).toHaveBeenCalledWith(prepared.document);
    // Sealed on both sides: nothing merges into this step.
    expect(editor.seal.mock.invocationCallOrder[0]).toBeLessThan(editor.commit.mock.invocationCallOrder[0]!);
    expect(editor.seal.mock.invocationCallOrder[1]).toBeGreaterThan(editor.commit.mock.invocationCallOrder[0]!);
    expect(addAsset.mock.calls.map((c) => [c[0], c[2]])).toEqual([...prepared.assets.keys()].map((id) => [id, prepared.document]));
    expect(editor.setUi).toHaveBeenCalledWith({ selectedIds: [], selectedLayerId: null });
  });
});
