// A mask's image part (a raster mask, e.g. the background remover's subject): stored documents keep only
// whole, valid parts; the rasterizer stretches the engine's picture over the part's box at any render
// scale; the raster cache tells pictures (and a picture not loaded yet) apart; the picture is an asset the
// document needs.
import { describe, expect, it } from 'vitest';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { addMask, documentImageIds, maskNeedsPixels, newMask, restoreMask, type ImageMaskPart, type LayerMask } from '../../src/lib/shared/editor/masks';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { ImageStore } from '../../workers/editor/images';
import { maskKey } from '../../workers/editor/mask/apply';
import { maskCoverage } from '../../workers/editor/mask/rasterize';
import type { Raster } from '../../workers/editor/raster';

const part = (over: Partial<ImageMaskPart> = {}): ImageMaskPart => ({ type: 'image', imageId: 'img_mask', x: 10, y: 10, width: 40, height: 40, mode: 'add', ...over });
const maskOf = (p: unknown): LayerMask | undefined => restoreMask({ base: 'hide', parts: [p] }, [], 'mask');

/** A greyscale picture: 255 in its left half, 0 in its right half. */
function halves(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(x < width / 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], (y * width + x) * 4);
  return { width, height, data };
}

describe('restoring an image part', () => {
  it('keeps a valid part as it is', () => {
    expect(maskOf(part())?.parts).toEqual([part()]);
    expect(maskOf(part({ mode: 'subtract', x: -5.5 }))?.parts).toEqual([part({ mode: 'subtract', x: -5.5 })]);
  });

  it.each([
    ['an unknown mode', { mode: 'xor' }],
    ['no mode', { mode: undefined }],
    ['a box that is not finite', { width: Infinity }],
    ['a box coordinate that is not a number', { x: '10' }],
    ['an empty box', { height: 0 }],
    ['no image id', { imageId: '' }],
    ['an image id that is not a string', { imageId: 42 }],
  ])('drops a part with %s (and notes it)', (_why, over) => {
    const repairs: string[] = [];
    const mask = restoreMask({ base: 'hide', parts: [{ ...part(), ...over }] }, repairs, 'mask');
    expect(mask?.parts).toEqual([]);
    expect(repairs).toContain('mask.parts[0]');
  });

  it('survives restoreDocument on an image layer', () => {
    const doc = createPhotoDocument({ imageId: 'img_photo', width: 60, height: 60 });
    const layerId = doc.layers[0]!.id;
    const masked = addMask(doc, layerId, newMask('hide', [part()]));
    const restored = restoreDocument(JSON.parse(JSON.stringify(masked)));
    expect(restored.ok && restored.document.layers[0]?.mask?.parts).toEqual([part()]);
    expect(restored.ok && restored.repairs).toEqual([]);
  });
});

describe('rasterizing an image part', () => {
  const images = new ImageStore();
  images.set('img_mask', halves(8, 8));

  it('stretches the picture over its box; nothing outside it', () => {
    const c = maskCoverage(newMask('hide', [part()]), 60, 60, 1, null, images);
    const at = (x: number, y: number): number => c[y * 60 + x] as number;
    expect(at(15, 30)).toBe(1); // left half of the box
    expect(at(45, 30)).toBe(0); // right half
    expect(at(5, 30)).toBe(0); // left of the box
    expect(at(15, 55)).toBe(0); // below it
    // Bilinear across the picture's edge (box x 30 = picture x 4): a ramp, not a step.
    expect(at(29, 30)).toBeGreaterThan(0.5);
    expect(at(30, 30)).toBeLessThan(0.5);
    expect(at(29, 30)).toBeLessThan(1);
    expect(at(30, 30)).toBeGreaterThan(0);
  });

  it('samples at the render scale (a half-size preview covers the same part of the canvas)', () => {
    const c = maskCoverage(newMask('hide', [part()]), 30, 30, 0.5, null, images);
    const at = (x: number, y: number): number => c[y * 30 + x] as number;
    expect(at(7, 15)).toBe(1); // document (15, 30)
    expect(at(22, 15)).toBe(0); // document (45, 30)
    expect(at(2, 15)).toBe(0); // document (5, 30), outside the box
  });

  it('a small preview of a large mask picture reads a reduced copy, still the same shape', () => {
    const big = new ImageStore();
    big.set('img_mask', halves(512, 512));
    const c = maskCoverage(newMask('hide', [part()]), 15, 15, 0.25, null, big);
    expect(c[7 * 15 + 3]).toBeCloseTo(1, 5); // document (14, 30)
    expect(c[7 * 15 + 11]).toBeCloseTo(0, 5); // document (46, 30)
  });

  it('combines like a selection (subtract cuts it out of a shown layer)', () => {
    const c = maskCoverage(newMask('reveal', [part({ mode: 'subtract' })]), 60, 60, 1, null, images);
    expect(c[30 * 60 + 15]).toBe(0);
    expect(c[30 * 60 + 45]).toBe(1);
  });

  it('covers nothing while its picture is not loaded', () => {
    const c = maskCoverage(newMask('hide', [part({ imageId: 'img_missing' })]), 60, 60, 1, null, images);
    expect(c.every((v) => v === 0)).toBe(true);
  });
});

describe('the raster cache and the document’s assets', () => {
  it('the key names the picture and its version: another picture, or one loaded since, is another raster', () => {
    const images = new ImageStore();
    const mask = newMask('hide', [part()]);
    const before = maskKey(mask, 60, 60, 1, undefined, images);
    images.set('img_mask', halves(8, 8));
    const loaded = maskKey(mask, 60, 60, 1, undefined, images);
    expect(loaded).not.toBe(before);
    expect(maskKey(newMask('hide', [part({ imageId: 'img_other' })]), 60, 60, 1, undefined, images)).not.toBe(loaded);
    expect(maskKey(mask, 60, 60, 1, undefined, images)).toBe(loaded);
  });

  it('an image part reads its own picture, not the layer’s pixels', () => {
    expect(maskNeedsPixels(newMask('hide', [part()]))).toBe(false);
  });

  it('the mask’s picture is one of the document’s images (saved and kept loaded with it)', () => {
    const doc = createPhotoDocument({ imageId: 'img_photo', width: 60, height: 60 });
    const masked = addMask(doc, doc.layers[0]!.id, newMask('hide', [part()]));
    expect(documentImageIds(masked)).toEqual(['img_photo', 'img_mask']);
  });
});
