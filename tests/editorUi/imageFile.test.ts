import { describe, expect, it } from 'vitest';
import { checkImageFile, fileProblem, firstImageFile, imageFiles, isHeifHeader } from '../../src/features/editor/open/imageFile';

const ftyp = (brand: string): Uint8Array<ArrayBuffer> => new Uint8Array([0, 0, 0, 24, ...'ftyp'.split('').map((c) => c.charCodeAt(0)), ...brand.split('').map((c) => c.charCodeAt(0))]);
const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

describe('opening files: what the editor refuses (spec §5)', () => {
  it('refuses HEIC by type, by extension, and by its bytes under another name', () => {
    expect(fileProblem({ name: 'IMG_0001.HEIC', type: '', size: 10 }, jpegHead)).toBe('heic');
    expect(fileProblem({ name: 'photo', type: 'image/heif', size: 10 }, jpegHead)).toBe('heic');
    expect(fileProblem({ name: 'renamed.jpg', type: 'image/jpeg', size: 10 }, ftyp('heic'))).toBe('heic');
    expect(isHeifHeader(ftyp('mif1'))).toBe(true);
  });

  it('does not take AVIF (the same container) for HEIC', () => {
    expect(isHeifHeader(ftyp('avif'))).toBe(false);
    expect(fileProblem({ name: 'a.avif', type: 'image/avif', size: 10 }, ftyp('avif'))).toBeNull();
  });

  it('refuses what is not an image and empty files; lets images through', () => {
    expect(fileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 }, jpegHead)).toBe('not_image');
    expect(fileProblem({ name: 'notes.txt', type: '', size: 10 }, jpegHead)).toBe('not_image');
    expect(fileProblem({ name: 'empty.png', type: 'image/png', size: 0 }, new Uint8Array())).toBe('empty');
    expect(fileProblem({ name: 'cat.jpg', type: 'image/jpeg', size: 10 }, jpegHead)).toBeNull();
    expect(fileProblem({ name: 'cat.webp', type: '', size: 10 }, jpegHead)).toBeNull();
  });

  it('reads the first bytes of a Blob', async () => {
    await expect(checkImageFile(new Blob([ftyp('heix')], { type: 'image/jpeg' }), 'x.jpg')).resolves.toBe('heic');
    await expect(checkImageFile(new Blob([jpegHead], { type: 'image/jpeg' }), 'x.jpg')).resolves.toBeNull();
  });

  it('takes the first image of a drop or paste', () => {
    const text = new File(['a'], 'a.txt', { type: 'text/plain' });
    const image = new File(['b'], 'b.png', { type: 'image/png' });
    const heic = new File(['c'], 'c.heic', { type: '' });
    expect(firstImageFile([text, image])).toBe(image);
    expect(firstImageFile([text, heic])).toBe(heic);
    expect(firstImageFile([text])).toBeNull();
    expect(firstImageFile(null)).toBeNull();
    // The collage maker takes every image dropped, in order.
    expect(imageFiles([image, text, heic])).toEqual([image, heic]);
    expect(imageFiles(undefined)).toEqual([]);
  });
});
