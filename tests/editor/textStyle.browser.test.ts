// Styled text (issue 14): outline, shadow, background box and letter spacing each put ink where a user
// expects it, and the GPU draws styled text exactly as the CPU reference does (one drawing function).
import { describe, expect, it } from 'vitest';
import { addImageLayer, addTextLayer, createDocument } from '../../src/lib/shared/editor/edits';
import type { TextLayer } from '../../src/lib/shared/editor/types';
import { measureText, rasterizeText } from '../../workers/editor/text';
import type { Raster } from '../../workers/editor/raster';
import { createRenderers } from './support/renderers';
import { difference, testPicture } from './support/pictures';

function textLayer(style: Partial<TextLayer> = {}): TextLayer {
  const doc = addTextLayer(createDocument({ width: 400, height: 200 }), { text: 'Hill', fontFamily: 'sans-serif', fontSize: 60, color: '#ffffffff', ...style }).document;
  const layer = doc.layers[0];
  if (layer?.kind !== 'text') throw new Error('no text layer');
  return layer;
}

function draw(layer: TextLayer): Raster {
  return rasterizeText(layer, measureText(layer), 1);
}

/** Bounding box [x0, y0, x1, y1] (inclusive) of pixels for which `test(r, g, b, a)` holds, or null. */
function inkBox(r: Raster, test: (red: number, green: number, blue: number, alpha: number) => boolean): [number, number, number, number] | null {
  let box: [number, number, number, number] | null = null;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      if (!test(r.data[i] ?? 0, r.data[i + 1] ?? 0, r.data[i + 2] ?? 0, r.data[i + 3] ?? 0)) continue;
      box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
    }
  }
  return box;
}

const white = (r: number, g: number, b: number, a: number): boolean => a > 200 && r > 200 && g > 200 && b > 200;
const red = (r: number, g: number, b: number, a: number): boolean => a > 200 && r > 200 && g < 60 && b < 60;
const blue = (r: number, g: number, b: number, a: number): boolean => a > 100 && b > 150 && r < 60 && g < 60;
const anyInk = (_r: number, _g: number, _b: number, a: number): boolean => a > 128;
const width = (box: [number, number, number, number] | null): number => (box ? box[2] - box[0] + 1 : 0);

describe('an outline', () => {
  it('rings the letters in its colour, outside them, and grows the ink by its width on each side', () => {
    const plain = draw(textLayer());
    const outlined = draw(textLayer({ outline: { color: '#ff0000ff', width: 0.1 } }));
    expect(inkBox(plain, red)).toBeNull();
    const letters = inkBox(outlined, white);
    const ink = inkBox(outlined, anyInk);
    expect(inkBox(outlined, red)).not.toBeNull();
    // 0.1 em of a 60 px font: 6 px beyond the letters on each side.
    expect(width(ink) - width(letters)).toBeGreaterThanOrEqual(10);
    expect(width(ink) - width(letters)).toBeLessThanOrEqual(14);
    // The white fill is still there, as wide as without an outline.
    expect(Math.abs(width(letters) - width(inkBox(plain, white)))).toBeLessThanOrEqual(2);
  });
});

describe('a shadow', () => {
  it('falls in its colour at its offset, below and to the right of the letters', () => {
    const layer = textLayer({ shadow: { color: '#0000ffff', blur: 0, offsetX: 0.1, offsetY: 0.15 } });
    const r = draw(layer);
    const letters = inkBox(r, white);
    const shadow = inkBox(r, blue);
    if (!letters || !shadow) throw new Error('no letters or no shadow');
    expect(shadow[2] - letters[2]).toBeGreaterThanOrEqual(5);
    expect(shadow[2] - letters[2]).toBeLessThanOrEqual(7);
    expect(shadow[3] - letters[3]).toBeGreaterThanOrEqual(8);
    expect(shadow[3] - letters[3]).toBeLessThanOrEqual(10);
    // Blur spreads it: a blurred shadow reaches further than a sharp one, and the raster has room for it.
    const blurred = draw(textLayer({ shadow: { color: '#0000ffff', blur: 0.3, offsetX: 0.1, offsetY: 0.15 } }));
    const reach = inkBox(blurred, (_r, _g, b, a) => a > 8 && b > 100);
    expect(width(reach)).toBeGreaterThan(width(shadow) + 6);
    expect(reach?.[2]).toBeLessThan(blurred.width - 1);
    expect(reach?.[3]).toBeLessThan(blurred.height - 1);
  });
});

describe('a background box', () => {
  it('fills a rounded box around the lines, padded, leaving its corners clear', () => {
    const layer = textLayer({ background: { color: '#ff0000ff', padding: 0.25, radius: 0.3 } });
    const box = measureText(layer);
    const r = draw(layer);
    const fill = inkBox(r, red);
    const letters = inkBox(r, white);
    if (!fill || !letters) throw new Error('no box or no letters');
    // The box holds the letters with room to spare on every side (15 px of padding).
    expect(letters[0] - fill[0]).toBeGreaterThanOrEqual(15);
    expect(fill[2] - letters[2]).toBeGreaterThanOrEqual(15);
    expect(fill[3] - fill[1] + 1).toBeGreaterThan(box.height - box.padding * 2 + 2 * 14);
    // Rounded: the box's very corner pixel is not filled.
    const corner = (fill[1] * r.width + fill[0]) * 4;
    expect(r.data[corner + 3]).toBeLessThan(128);
  });
});

describe('letter spacing', () => {
  it('widens the line by the spacing between each pair of letters, not after the last', () => {
    const plain = width(inkBox(draw(textLayer()), white));
    const spaced = textLayer({ letterSpacing: 0.2 });
    const ink = width(inkBox(draw(spaced), white));
    // "Hill": three gaps of 12 px.
    expect(ink - plain).toBeGreaterThanOrEqual(34);
    expect(ink - plain).toBeLessThanOrEqual(38);
    // Centred in its box: as much room left as right.
    const r = draw(spaced);
    const letters = inkBox(r, white);
    if (!letters) throw new Error('no letters');
    expect(Math.abs(letters[0] - (r.width - 1 - letters[2]))).toBeLessThanOrEqual(3);
  });
});

describe('styled text on WebGL2 matches the CPU reference', () => {
  it('outline, shadow, background and spacing, turned and scaled, over a photo', async () => {
    const r = createRenderers();
    const picture = testPicture(200, 140, { seed: 3 });
    r.images.set('photo', picture);
    let doc = addImageLayer(createDocument({ width: 200, height: 140 }), { imageId: 'photo', width: 200, height: 140 }).document;
    doc = addTextLayer(doc, {
      text: 'Styled\ntext',
      fontFamily: 'serif',
      fontSize: 30,
      color: '#ffdd00ee',
      letterSpacing: 0.08,
      lineHeight: 1.4,
      outline: { color: '#112233ff', width: 0.08 },
      shadow: { color: '#000000aa', blur: 0.2, offsetX: 0.1, offsetY: 0.1 },
      background: { color: '#3366ff88', padding: 0.3, radius: 0.4 },
      transform: { x: 100, y: 70, scaleX: 1.2, scaleY: 1.2, rotation: -12 },
      opacity: 0.9,
    }).document;
    const cpu = await r.cpu(doc);
    expect(difference(cpu, picture).max, 'the text drew nothing').toBeGreaterThan(100);
    for (const path of ['direct', 'lut'] as const) {
      const gpu = await r.gpu(doc, path);
      expect(difference(gpu, cpu).max, path).toBeLessThanOrEqual(3);
    }
  });
});
