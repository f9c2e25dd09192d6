import { describe, expect, it } from 'vitest';
import { customSize, exportFileName, fileNameBase, photoTitle, presetSize } from '../../src/features/editor/export/exportNaming';

const day = new Date(2025, 2, 7, 23, 30);

describe('export file names', () => {
  it('pixloom-<project name>-<yyyy-mm-dd>.<ext>, the project name first, else the original file name', () => {
    expect(exportFileName({ projectName: 'Summer trip', originalName: 'IMG_1234.JPG', type: 'image/jpeg', date: day })).toBe('pixloom-summer-trip-2025-03-07.jpg');
    expect(exportFileName({ projectName: null, originalName: 'IMG_1234.JPG', type: 'image/png', date: day })).toBe('pixloom-img_1234-2025-03-07.png');
    expect(exportFileName({ projectName: '', originalName: '', type: 'image/webp', date: day })).toBe('pixloom-photo-2025-03-07.webp');
  });

  it('drops characters file systems refuse, control characters and repeated dashes; keeps other scripts', () => {
    expect(fileNameBase('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(fileNameBase('  ..hidden name.png ')).toBe('hidden-name');
    expect(fileNameBase('tab\there\u0007bell')).toBe('tab-herebell');
    expect(fileNameBase('猫の写真.jpg')).toBe('猫の写真');
    expect(fileNameBase('صورة القطة.png')).toBe('صورة-القطة');
  });

  it('keeps names short and does not repeat the product name', () => {
    const long = exportFileName({ projectName: 'x'.repeat(200), type: 'image/jpeg', date: day });
    expect(long.length).toBeLessThanOrEqual('pixloom-'.length + 60 + '-2025-03-07.jpg'.length);
    expect(exportFileName({ projectName: 'pixloom-export', type: 'image/jpeg', date: day })).toBe('pixloom-export-2025-03-07.jpg');
  });

  it('titles a saved photo after the project, else the file, without the extension', () => {
    expect(photoTitle('Trip', 'a.jpg')).toBe('Trip');
    expect(photoTitle(null, 'cat.png')).toBe('cat');
    expect(photoTitle(null, null)).toBe('');
  });
});

describe('export sizes keep the aspect ratio', () => {
  const picture = { width: 600, height: 400 };
  it('presets are percentages of the picture', () => {
    expect(presetSize(picture, 100)).toEqual(picture);
    expect(presetSize(picture, 50)).toEqual({ width: 300, height: 200 });
    expect(presetSize({ width: 3, height: 1 }, 25)).toEqual({ width: 1, height: 1 });
  });

  it('a custom width or height sets the other side, within the largest size', () => {
    expect(customSize(picture, 'width', 900, 8192)).toEqual({ width: 900, height: 600 });
    expect(customSize(picture, 'height', 100, 8192)).toEqual({ width: 150, height: 100 });
    expect(customSize(picture, 'width', 9000, 4088)).toEqual({ width: 4088, height: 2725 });
  });
});
