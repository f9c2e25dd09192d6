// @vitest-environment jsdom
// The background remover's result: the model's coverage masks the photo in ONE undo step, and the render
// (CPU reference) is transparent where the background was and opaque on the subject; the photo itself is
// untouched. Backdrops replace one another behind the subject.
import { describe, expect, it } from 'vitest';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { commitSubjectMask, coverageToPixels } from '../../src/features/editor/tools/backgroundRemover/subjectMask';
import { backdropLayer, currentBackdrop, setBackdrop } from '../../src/features/editor/tools/backgroundRemover/backdrop';
import type { Coverage } from '../../src/features/editor/tools/shared/toolsWorker';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import type { Raster } from '../../workers/editor/raster';

const SIZE = 64;

function controller(): EditorController {
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => undefined,
    run: () => Promise.reject(new Error('no engine in this test')),
    runBackground: () => Promise.reject(new Error('no engine in this test')),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.setViewport(800, 600);
  editor.load(createPhotoDocument({ imageId: 'img_photo', width: SIZE, height: SIZE }), null);
  return editor;
}

/** The model's answer for a round subject in the middle of the picture. */
function discCoverage(): Coverage {
  const data = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) data[y * SIZE + x] = Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2) < SIZE / 4 ? 255 : 0;
  return { width: SIZE, height: SIZE, data };
}

/** A photo with a plain background and a differently coloured subject (so refine edge has an edge to find). */
function photo(): Raster {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) data.set(Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2) < SIZE / 4 ? [220, 60, 40, 255] : [40, 120, 220, 255], (y * SIZE + x) * 4);
  return { width: SIZE, height: SIZE, data };
}

function render(doc: EditorDocument): Promise<Raster> {
  const images = new ImageStore();
  images.set('img_photo', photo());
  const mask = coverageToPixels(discCoverage());
  images.set('img_subject', mask);
  return renderDocumentCpu(doc, 1, images, null, UNTRACKED);
}

const alpha = (r: Raster, x: number, y: number): number => r.data[(y * r.width + x) * 4 + 3] as number;

describe('removing the background', () => {
  it('is one undo step whose render has transparent corners and an opaque subject', async () => {
    const editor = controller();
    const layerId = editor.document!.layers[0]!.id;
    expect(commitSubjectMask(editor, layerId, { imageId: 'img_subject', width: SIZE, height: SIZE, blob: new Blob() })).toBe(true);
    expect(editor.history.get()?.past).toHaveLength(1);
    const doc = editor.document!;
    expect(doc.layers[0]).toMatchObject({ imageId: 'img_photo', mask: { base: 'hide', parts: [{ type: 'image', imageId: 'img_subject', x: 0, y: 0, width: SIZE, height: SIZE, mode: 'add' }] } });

    const out = await render(doc);
    for (const [x, y] of [[0, 0], [SIZE - 1, 0], [0, SIZE - 1], [SIZE - 1, SIZE - 1]] as const) expect(alpha(out, x, y)).toBe(0);
    expect(alpha(out, SIZE / 2, SIZE / 2)).toBe(255);
    expect(Array.from(out.data.slice(((SIZE / 2) * SIZE + SIZE / 2) * 4, ((SIZE / 2) * SIZE + SIZE / 2) * 4 + 3))).toEqual([220, 60, 40]);

    editor.undo();
    expect(editor.document?.layers[0]?.mask).toBeUndefined();
  });

  it('follows a mirrored layer: the picture is flipped to match the layer as drawn', () => {
    const coverage: Coverage = { width: 2, height: 1, data: new Uint8Array([255, 0]) };
    expect(Array.from(coverageToPixels(coverage, true).data)).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it('refuses a locked layer', () => {
    const editor = controller();
    const doc = editor.document!;
    editor.commit({ ...doc, layers: doc.layers.map((l) => ({ ...l, locked: true })) });
    expect(commitSubjectMask(editor, doc.layers[0]!.id, { imageId: 'img_subject', width: SIZE, height: SIZE, blob: new Blob() })).toBe(false);
  });
});

describe('the backdrop behind the subject', () => {
  it('a colour fills the canvas; a blurred copy or a picture is one layer right below the subject, replaced by the next choice', async () => {
    const editor = controller();
    const subjectId = editor.document!.layers[0]!.id;
    commitSubjectMask(editor, subjectId, { imageId: 'img_subject', width: SIZE, height: SIZE, blob: new Blob() });
    const masked = editor.document!;

    const coloured = setBackdrop(masked, subjectId, { kind: 'colour', colour: '#00ff00ff' });
    expect(currentBackdrop(coloured, subjectId)).toBe('colour');
    const out = await render(coloured);
    expect(Array.from(out.data.slice(0, 4))).toEqual([0, 255, 0, 255]);

    const blurred = setBackdrop(coloured, subjectId, { kind: 'blur', amount: 50 });
    expect(currentBackdrop(blurred, subjectId)).toBe('blur');
    expect(blurred.canvas.background).toBe('#00000000');
    expect(blurred.layers).toHaveLength(2);
    expect(backdropLayer(blurred, subjectId)).toMatchObject({ kind: 'image', imageId: 'img_photo', operations: [{ type: 'blur', params: { amount: 50 } }] });
    expect(backdropLayer(blurred, subjectId)?.mask).toBeUndefined();
    expect(alpha(await render(blurred), 0, 0)).toBe(255);

    const pictured = setBackdrop(blurred, subjectId, { kind: 'image', imageId: 'img_sky', width: 32, height: 16 });
    expect(pictured.layers).toHaveLength(2);
    expect(backdropLayer(pictured, subjectId)).toMatchObject({ imageId: 'img_sky', transform: { x: SIZE / 2, y: SIZE / 2, scaleX: 4, scaleY: 4 } });

    const none = setBackdrop(pictured, subjectId, { kind: 'none' });
    expect(none.layers.map((l) => l.id)).toEqual([subjectId]);
    expect(currentBackdrop(none, subjectId)).toBe('none');
  });
});
