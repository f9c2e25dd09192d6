import { describe, expect, it } from 'vitest';
import { GALLERY_ROW_HEIGHT, galleryContentWidth, justifiedRows, type Box } from '../../src/app/ui/justified';

function rows(boxes: Box[]): Box[][] {
  const byTop = new Map<number, Box[]>();
  for (const box of boxes) byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
  return [...byTop.values()];
}

describe('content width: min(1232, window width) minus 96 (768 and up), 64 (361 and up), else 32', () => {
  it.each([
    [1920, 1136],
    [1366, 1136],
    [1232, 1136],
    [1000, 904],
    [768, 672],
    [767, 703],
    [361, 297],
    [360, 328],
    [320, 288],
  ])('a %i px window gives %i px', (windowWidth, expected) => {
    expect(galleryContentWidth(windowWidth)).toBe(expected);
  });
});

describe('justified rows of height 200', () => {
  const photos = [
    { width: 1500, height: 1000 },
    { width: 1000, height: 1000 },
    { width: 660, height: 1000 },
    { width: 2000, height: 1000 },
    { width: 1330, height: 1000 },
    { width: 1500, height: 1000 },
    { width: 800, height: 1200 },
    { width: 1600, height: 900 },
    { width: 1000, height: 1000 },
    { width: 400, height: 300 },
  ];

  it('gives one box per photo, in order, reading left to right and top to bottom', () => {
    const { boxes } = justifiedRows(photos, { containerWidth: 1136 });
    expect(boxes).toHaveLength(photos.length);
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      expect(b.top > a.top || (b.top === a.top && b.left > a.left)).toBe(true);
    }
  });

  it('fills each full row to the content width and keeps rows near 200 px tall', () => {
    const width = 1136;
    const { boxes } = justifiedRows(photos, { containerWidth: width });
    const all = rows(boxes);
    for (const row of all.slice(0, -1)) {
      const last = row[row.length - 1]!;
      expect(last.left + last.width).toBeCloseTo(width, 0);
      expect(row[0]!.height).toBeGreaterThanOrEqual(GALLERY_ROW_HEIGHT * 0.75);
      expect(row[0]!.height).toBeLessThanOrEqual(GALLERY_ROW_HEIGHT * 1.25);
    }
  });

  it('keeps each photo’s shape within its row', () => {
    const { boxes } = justifiedRows(photos, { containerWidth: 1136 });
    boxes.forEach((box, i) => {
      const photo = photos[i]!;
      expect(box.width / box.height).toBeCloseTo(photo.width / photo.height, 1);
    });
  });

  it('does not stretch a short last row across the page', () => {
    const { boxes } = justifiedRows([{ width: 1000, height: 1000 }], { containerWidth: 1136 });
    expect(boxes[0]!.width).toBeLessThan(400);
  });

  it('narrows the grid with the window and grows it in height', () => {
    const wide = justifiedRows(photos, { containerWidth: 1136 });
    const narrow = justifiedRows(photos, { containerWidth: 328 });
    expect(narrow.height).toBeGreaterThan(wide.height);
    for (const box of narrow.boxes) expect(box.left + box.width).toBeLessThanOrEqual(328 + 0.5);
  });

  it('never lets a very tall photo shrink below 40 px or a panorama overflow the row', () => {
    const { boxes } = justifiedRows([{ width: 10, height: 4000 }, { width: 20000, height: 100 }], { containerWidth: 600 });
    expect(boxes[0]!.width).toBeGreaterThanOrEqual(40 * 0.75);
    expect(boxes[1]!.left + boxes[1]!.width).toBeLessThanOrEqual(600 + 0.5);
  });

  it('lays out nothing for no photos or no width', () => {
    expect(justifiedRows([], { containerWidth: 1136 })).toEqual({ boxes: [], height: 0 });
    expect(justifiedRows(photos, { containerWidth: 0 })).toEqual({ boxes: [], height: 0 });
  });
});
