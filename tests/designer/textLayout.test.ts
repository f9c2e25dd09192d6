// The one text layout (engine and PDF), with a stand-in measure: every letter is 10 px wide at the layer's
// size. Wrapping, broken long words, list markers with their hanging indent, letter spacing, the box's
// padding for the styles, and the arc of curved text.
import { describe, expect, it } from 'vitest';
import { curvePlace, layoutText, listMarker, rowMiddle, rowStart, spacedWidth, wrapParagraph, type LaidOutText } from '../../src/lib/shared/designer/textLayout';

const measure = (s: string): number => Array.from(s).length * 10;

function text(value: string, extra: Partial<LaidOutText> = {}): LaidOutText {
  // fontSize 20: the letters' inset is ceil(20 × 0.15) = 3 px on every side.
  return { text: value, fontSize: 20, lineHeight: 1.5, ...extra };
}

describe('text layout', () => {
  it('puts each paragraph on its own line in a box as wide as the longest, with room around it', () => {
    const box = layoutText(text('Hello\nHi'), measure);
    expect(box.lines).toEqual(['Hello', 'Hi']);
    expect(box.rows.map((r) => r.width)).toEqual([50, 20]);
    expect(box.padding).toBe(3);
    expect(box.width).toBe(50 + 6);
    expect(box.height).toBe(2 * 30 + 6);
    expect(box.curve).toBeNull();
    expect(rowMiddle(box, 1)).toBe(3 + 1.5 * 30);
  });

  it('wraps a text box at spaces, no line wider than the box, the box as wide as asked', () => {
    const box = layoutText(text('aa bb cc dd', { boxWidth: 50 }), measure);
    expect(box.lines).toEqual(['aa bb', 'cc dd']);
    expect(box.width).toBe(50 + 6);
    expect(box.height).toBe(2 * 30 + 6);
    // A box too narrow for any pair of words: one word a line.
    expect(layoutText(text('aa bb cc', { boxWidth: 40 }), measure).lines).toEqual(['aa', 'bb', 'cc']);
    // No box or a box of no width: no wrapping.
    expect(layoutText(text('aa bb cc', { boxWidth: 0 }), measure).lines).toEqual(['aa bb cc']);
  });

  it('breaks a word longer than the box between letters, at least one letter a line', () => {
    expect(layoutText(text('abcdefghij', { boxWidth: 35 }), measure).lines).toEqual(['abc', 'def', 'ghi', 'j']);
    expect(layoutText(text('go abcdefgh', { boxWidth: 45 }), measure).lines).toEqual(['go', 'abcd', 'efgh']);
    expect(wrapParagraph('abc', 5, (s) => measure(s))).toEqual(['a', 'b', 'c']);
  });

  it('counts letter spacing between letters, not after the last one, in widths and wrapping', () => {
    // 0.1 em at 20 px = 2 px between letters.
    expect(spacedWidth('abcd', measure, 2)).toBe(46);
    expect(spacedWidth('', measure, 2)).toBe(0);
    expect(spacedWidth('a', measure, 2)).toBe(10);
    const spaced = layoutText(text('abcd', { letterSpacing: 0.1 }), measure);
    expect(spaced.rows[0]?.width).toBe(46);
    expect(spaced.width).toBe(46 + 6);
    // "ab cd" is 50 px without spacing (fits a 50 px box) and 58 px with it (does not).
    expect(layoutText(text('ab cd', { boxWidth: 50 }), measure).lines).toEqual(['ab cd']);
    expect(layoutText(text('ab cd', { boxWidth: 50, letterSpacing: 0.1 }), measure).lines).toEqual(['ab', 'cd']);
  });

  it('puts a bullet before each paragraph, hanging its lines past the marker and half an em', () => {
    const box = layoutText(text('One\nTwo', { list: 'bullet' }), measure);
    expect(box.rows.map((r) => r.marker)).toEqual(['•', '•']);
    // The bullet (10 px) and half an em (10 px).
    expect(box.indent).toBe(20);
    expect(box.width).toBe(30 + 20 + 6);
    // The letters start after the indent; the marker hangs in it, at the padding.
    expect(rowStart(box, 30, 'left')).toBe(3 + 20);
    expect(rowStart(box, 30, 'left') - box.indent).toBe(3);
    expect(listMarker(undefined, 0)).toBeNull();
  });

  it('numbers a list, the indent as wide as the widest number, wrapped lines hanging under the first', () => {
    const items = Array.from({ length: 12 }, (_, i) => (i === 11 ? 'last one here' : `item ${i + 1}`)).join('\n');
    const box = layoutText(text(items, { list: 'number', boxWidth: 120 }), measure);
    const markers = box.rows.map((r) => r.marker).filter((m) => m !== null);
    expect(markers).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}.`));
    // "12." is 30 px, plus half an em.
    expect(box.indent).toBe(40);
    // The last item wraps in the 80 px left past the indent: its second line has no marker and starts at
    // the same place as its first.
    expect(box.lines.slice(-2)).toEqual(['last one', 'here']);
    expect(box.rows.at(-1)?.marker).toBeNull();
    for (const row of box.rows) expect(box.indent + row.width).toBeLessThanOrEqual(120);
    expect(box.width).toBe(120 + 6);
  });

  it('aligns a row left after the indent, right against the padding, or centred between them', () => {
    const box = layoutText(text('abcdef\nab'), measure);
    expect(box.width).toBe(66);
    expect(rowStart(box, 20, 'left')).toBe(3);
    expect(rowStart(box, 20, 'right')).toBe(66 - 3 - 20);
    expect(rowStart(box, 20, 'center')).toBe((3 + 63 - 20) / 2);
  });

  it('grows the box for an outline, a shadow or a background, and keeps the background inside it', () => {
    const plain = layoutText(text('Hi'), measure);
    const outlined = layoutText(text('Hi', { outline: { color: '#000000ff', width: 0.1 } }), measure);
    expect(outlined.padding).toBe(3 + 2);
    expect(outlined.width).toBe(plain.width + 4);
    const shadowed = layoutText(text('Hi', { shadow: { color: '#000000ff', blur: 0.1, offsetX: 0.05, offsetY: -0.1 } }), measure);
    // blur 2 px × 1.5 + the larger offset, 2 px.
    expect(shadowed.padding).toBe(3 + 5);
    const boxed = layoutText(text('Hi', { background: { color: '#000000ff', padding: 0.5, radius: 0 } }), measure);
    expect(boxed.padding).toBe(3 + 10);
    expect(boxed.padding - boxed.inset - 10).toBe(0);
  });

  it('curves a single line into an arc: the letters spread symmetrically, the box grows to hold it', () => {
    const arc = layoutText(text('abcd', { curve: 50 }), measure);
    const curve = arc.curve!;
    expect(curve).not.toBeNull();
    expect(curve.sign).toBe(1);
    // Half a circle as long as the line (40 px).
    expect(curve.radius).toBeCloseTo(40 / Math.PI, 6);
    const angles = curve.letters.map((l) => l.angle);
    expect(angles[0]).toBeCloseTo(-(angles[3] ?? 0), 9);
    expect(angles[0]).toBeCloseTo(-15 / curve.radius, 9);
    expect(curve.letters.map((l) => l.width)).toEqual([10, 10, 10, 10]);
    // A longer line on an arc of the same bend: taller than straight, narrower.
    const long = layoutText(text('abcdefghijkl', { curve: 50 }), measure);
    const flat = layoutText(text('abcdefghijkl'), measure);
    expect(long.height).toBeGreaterThan(flat.height * 1.5);
    expect(long.width).toBeLessThan(flat.width);
    // A letter at the arc's top sits on the middle of the box's first line.
    // (in the box's middle, which is rounded up to whole pixels).
    const top = curvePlace(curve, 0);
    expect(Math.abs(top.x - arc.width / 2)).toBeLessThanOrEqual(0.5);
    expect(top).toMatchObject({ y: arc.padding + 15, rotation: 0 });
    // A full circle: a square box.
    const circle = layoutText(text('abcdefgh', { curve: 100 }), measure);
    expect(circle.width).toBe(circle.height);
    // Bent the other way: the ends go up, the letters turn the other way.
    const up = layoutText(text('abcd', { curve: -50 }), measure).curve!;
    expect(up.sign).toBe(-1);
    expect(curvePlace(up, angles[0] ?? 0).rotation).toBeCloseTo(-(angles[0] ?? 0), 9);
  });

  it('curves a spaced line with the spacing in the arc, and leaves several lines, lists and tiny curves straight', () => {
    const spaced = layoutText(text('abcd', { curve: 50, letterSpacing: 0.1 }), measure).curve!;
    expect(spaced.radius).toBeCloseTo(46 / Math.PI, 6);
    expect(layoutText(text('ab\ncd', { curve: 50 }), measure).curve).toBeNull();
    expect(layoutText(text('aa bb', { curve: 50, boxWidth: 30 }), measure).curve).toBeNull();
    expect(layoutText(text('abcd', { curve: 50, list: 'bullet' }), measure).curve).toBeNull();
    expect(layoutText(text('abcd', { curve: 0.3 }), measure).curve).toBeNull();
    expect(layoutText(text('   ', { curve: 50 }), measure).curve).toBeNull();
    // Out of range: a full circle at most.
    expect(layoutText(text('abcd', { curve: 500 }), measure).curve?.radius).toBeCloseTo(40 / (2 * Math.PI), 6);
  });
});
