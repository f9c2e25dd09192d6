// Copy and paste of layers between designs (issue 16): a copy keeps the selection with its groups and the
// pictures' bytes from the project on the device; a paste into another design (another project, after the
// switch) gets fresh layer, group and image ids, its pictures loaded into the engine and kept as the target's
// assets; into the same design it lands 20 px further each time; another user of the device never sees it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupLayers } from '../../src/lib/shared/designer/arrange';
import { clipOf, pasteLayers, readClipLayers } from '../../src/lib/shared/designer/clipboard';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, ImageLayer, Layer, ShapeLayer } from '../../src/lib/shared/editor/types';
import { db } from '../../src/lib/db/db';
import { currentUser, type User } from '../../src/lib/user';
import { patchAutosave } from '../../src/features/projects/state';
import { copyLayers, hasCopiedLayers, pasteCopiedLayers } from '../../src/features/editor/designer/arrange/clipboardActions';
import { readClip } from '../../src/features/editor/designer/arrange/clipboardStore';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { selectionPatch } from '../../src/features/editor/state/selection';

const T = (x: number, y: number) => ({ x, y, scaleX: 1, scaleY: 1, rotation: 0 });
const base = { name: '', opacity: 1, visible: true, blendMode: 'normal' as const, locked: false };
const shape = (id: string, x: number, y: number): ShapeLayer => ({ ...base, id, kind: 'shape', shape: 'star', width: 100, height: 100, fill: '#ffcc00ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, points: 5, transform: T(x, y) });
const photo = (id: string, imageId: string): ImageLayer => ({ ...base, id, kind: 'image', imageId, width: 300, height: 200, transform: T(400, 300) });

function design(layers: Layer[], width = 800, height = 600): EditorDocument {
  return { ...newDesignerDocument({ format: 'custom', width, height }), layers };
}

/** A controller whose engine takes pictures at once and remembers them. */
function editorOn(doc: EditorDocument): { editor: EditorController; loaded: Map<string, Blob> } {
  const loaded = new Map<string, Blob>();
  const engine = {
    loadImage: async (id: string, blob: Blob) => {
      loaded.set(id, blob);
      return { width: 300, height: 200 };
    },
  };
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => undefined,
    run: (job: (e: typeof engine) => unknown) => Promise.resolve(job(engine)),
    runBackground: () => new Promise(() => undefined),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.load(doc, null);
  return { editor, loaded };
}

const PIXELS = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4]);

beforeEach(async () => {
  currentUser.set({ email: 'ann@example.com' } as User);
  await db().projectAssets.put({ id: 'proj-a/img-a', projectId: 'proj-a', assetId: 'img-a', type: 'image/png', bytes: PIXELS.slice().buffer });
});
afterEach(async () => {
  patchAutosave({ projectId: null });
  currentUser.set(null);
  await db().projectAssets.clear();
});

describe('what a copy holds and what a paste does', () => {
  it('completes groups, renews every id and centres copies that would land off the canvas', () => {
    const source = groupLayers(design([photo('p', 'img-a'), shape('s', 100, 100), shape('t', 700, 500)]), ['p', 's']).document;
    const clip = clipOf(source, ['s']);
    expect(clip?.layers.map((l) => l.id)).toEqual(['p', 's']);
    expect(clip?.imageIds).toEqual(['img-a']);
    const small = design([shape('x', 50, 50)], 200, 100);
    const layers = readClipLayers(JSON.parse(JSON.stringify(clip?.layers)), small);
    const { document, ids } = pasteLayers(small, layers, { images: new Map([['img-a', 'img-new']]), offset: 0 });
    expect(ids).toHaveLength(2);
    const [p, s] = ids.map((id) => document.layers.find((l) => l.id === id)!);
    expect(document.layers[0]?.id).toBe('x');
    expect(p?.kind === 'image' && p.imageId).toBe('img-new');
    expect(p?.group).toBeTruthy();
    expect(p?.group).not.toBe(source.layers[0]?.group);
    expect(s?.group).toBe(p?.group);
    // The pair's bounds (100..550 × 50..400) overlap the 200 × 100 canvas: they keep their place.
    expect(s?.transform.x).toBe(100);
    // A picture without bytes drops its layer; a lone star far off the small canvas is brought to its centre.
    const far = pasteLayers(small, readClipLayers([shape('far', 700, 500)], small), { images: new Map(), offset: 0 });
    expect(far.document.layers[1]?.transform).toMatchObject({ x: 100, y: 50 });
    expect(pasteLayers(small, layers.slice(0, 1), { images: new Map(), offset: 0 }).document).toBe(small);
  });

  it('drops what a stored copy cannot hold', () => {
    const layers = readClipLayers([{ kind: 'nonsense' }, shape('ok', 10, 10), 'x'], design([]));
    expect(layers.map((l) => l.id)).toEqual(['ok']);
    expect(readClipLayers({ layers: [] }, design([]))).toEqual([]);
  });
});

describe('the device clipboard', () => {
  it('copies from one project and pastes into another with its picture, then offsets pastes into the same design', async () => {
    patchAutosave({ projectId: 'proj-a' });
    const a = editorOn(design([photo('p', 'img-a'), shape('s', 100, 100)]));
    a.editor.setUi(selectionPatch(['p', 's']));
    expect(await copyLayers(a.editor)).toBe(true);

    // Another project opens: the copy is still there.
    patchAutosave({ projectId: 'proj-b' });
    const b = editorOn(design([shape('mine', 10, 10)]));
    const kept: Array<{ imageId: string; blob: Blob }> = [];
    expect(await pasteCopiedLayers(b.editor, (imageId, blob) => kept.push({ imageId, blob }))).toBe(true);
    const doc = b.editor.document!;
    expect(doc.layers).toHaveLength(3);
    const pastedPhoto = doc.layers[1] as ImageLayer;
    expect(pastedPhoto.kind).toBe('image');
    expect(pastedPhoto.id).not.toBe('p');
    expect(pastedPhoto.imageId).not.toBe('img-a');
    expect(pastedPhoto.transform).toMatchObject({ x: 400, y: 300 });
    expect(b.loaded.has(pastedPhoto.imageId)).toBe(true);
    expect(kept.map((k) => k.imageId)).toEqual([pastedPhoto.imageId]);
    expect(new Uint8Array(await kept[0]!.blob.arrayBuffer())).toEqual(PIXELS);
    expect(b.editor.ui.get().selectedIds).toEqual([pastedPhoto.id, doc.layers[2]!.id]);
    // One undo step.
    b.editor.undo();
    expect(b.editor.document?.layers.map((l) => l.id)).toEqual(['mine']);

    // Back in the first design: each paste lands 20 px further.
    patchAutosave({ projectId: 'proj-a' });
    expect(await pasteCopiedLayers(a.editor, () => undefined)).toBe(true);
    expect(await pasteCopiedLayers(a.editor, () => undefined)).toBe(true);
    const stars = a.editor.document!.layers.filter((l) => l.kind === 'shape');
    expect(stars.map((l) => l.transform.x)).toEqual([100, 120, 140]);
  });

  it('belongs to the user who copied', async () => {
    const a = editorOn(design([shape('s', 100, 100)]));
    expect(await copyLayers(a.editor, ['s'])).toBe(true);
    expect(await readClip('ann@example.com')).not.toBeNull();
    currentUser.set({ email: 'bob@example.com' } as User);
    expect(await hasCopiedLayers()).toBe(false);
    const b = editorOn(design([]));
    expect(await pasteCopiedLayers(b.editor)).toBe(false);
    expect(b.editor.document?.layers).toEqual([]);
  });

  it('copies nothing without a selection', async () => {
    const a = editorOn(design([shape('s', 100, 100)]));
    expect(await copyLayers(a.editor)).toBe(false);
  });
});
