// The lines of a text layer for the PDF, laid out without the DOM (the engine measures with a 2D canvas in
// its worker, which Node and the page's PDF step don't share): paragraphs split on "\n", list markers, box
// wrap at spaces (a word wider than the box breaks between letters), and each line's width with the letter
// spacing between its letters. Widths come from the embedded font (`measure`), so the PDF's text fits the
// font it is drawn with. The box follows the engine's measureText: the lines plus `padding` on every side.
import type { TextLayer, TextList } from '../../../../lib/shared/editor/types';

/** Width of `text` at the layer's font size, without letter spacing. */
export type Measure = (text: string) => number;

export interface LaidLine {
  /** What is drawn (a list item's first line starts with its marker). */
  text: string;
  /** Space before the text: a list item's wrapped lines line up after the marker. */
  indent: number;
  /** Width of `text` with the spacing between its letters. */
  width: number;
}

export interface TextLayout {
  lines: LaidLine[];
  /** The layer's box, document pixels before its transform. */
  width: number;
  height: number;
  padding: number;
  /** Line advance, document pixels. */
  lineHeight: number;
}

/** The marker of the `index`th (0-based) list item. */
export function listMarker(list: TextList, index: number): string {
  return list === 'bullet' ? '•\u00a0' : `${index + 1}.\u00a0`;
}

const letters = (text: string): string[] => [...text];

/** Width of a line with `spacing` between its letters (not after the last one). */
export function spacedWidth(text: string, measure: Measure, spacing: number): number {
  const count = letters(text).length;
  return count === 0 ? 0 : measure(text) + spacing * (count - 1);
}

/** `paragraph` broken into lines no wider than `room` (greedy, at spaces; a too-long word breaks anywhere). */
export function wrapParagraph(paragraph: string, room: number, measure: Measure, spacing: number): string[] {
  const width = (s: string): number => spacedWidth(s, measure, spacing);
  if (width(paragraph) <= room) return [paragraph];
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string): void => {
    // A word wider than the box on its own: as many letters per line as fit (at least one).
    let rest = word;
    while (width(rest) > room) {
      const chars = letters(rest);
      let take = 1;
      while (take < chars.length && width(chars.slice(0, take + 1).join('')) <= room) take += 1;
      lines.push(chars.slice(0, take).join(''));
      rest = chars.slice(take).join('');
    }
    current = rest;
  };
  for (const word of paragraph.split(' ')) {
    if (current === '') {
      pushWord(word);
      continue;
    }
    const joined = `${current} ${word}`;
    if (width(joined) <= room) current = joined;
    else {
      lines.push(current);
      pushWord(word);
    }
  }
  lines.push(current);
  return lines;
}

export function layoutText(layer: Pick<TextLayer, 'text' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'boxWidth' | 'list'>, measure: Measure, padding: number): TextLayout {
  const spacing = (layer.letterSpacing ?? 0) * layer.fontSize;
  const lines: LaidLine[] = [];
  layer.text.split('\n').forEach((paragraph, index) => {
    const marker = layer.list ? listMarker(layer.list, index) : '';
    const indent = marker ? spacedWidth(marker, measure, spacing) + spacing : 0;
    const room = layer.boxWidth !== undefined ? Math.max(1, layer.boxWidth - indent) : Number.POSITIVE_INFINITY;
    wrapParagraph(paragraph, room, measure, spacing).forEach((line, i) => {
      const text = i === 0 ? marker + line : line;
      lines.push({ text, indent: i === 0 ? 0 : indent, width: spacedWidth(text, measure, spacing) });
    });
  });
  const lineHeight = layer.lineHeight * layer.fontSize;
  const widest = layer.boxWidth ?? Math.max(1, ...lines.map((l) => l.indent + l.width));
  return { lines, width: Math.ceil(widest + padding * 2), height: Math.ceil(lines.length * lineHeight + padding * 2), padding, lineHeight };
}

/** Where a line starts in its box (the engine's alignment: left after the padding, centred, or right). */
export function lineStart(layout: TextLayout, line: LaidLine, align: TextLayer['align']): number {
  const total = line.indent + line.width;
  const start = align === 'left' ? layout.padding : align === 'right' ? layout.width - layout.padding - total : (layout.width - total) / 2;
  return start + line.indent;
}

export interface CurvedGlyph {
  text: string;
  /** Centre of the glyph on the middle line, relative to the arc's bounds' centre. */
  x: number;
  y: number;
  /** Clockwise, radians. */
  angle: number;
  /** The glyph's advance. */
  advance: number;
}

/**
 * A single line on an arc: `curve` (-100…100) bends it, 100 = a full circle. Positive curves down at the
 * ends (text on the top of a circle), negative up. Glyphs are centred on the arc through the line's middle,
 * each turned to follow it; the result is centred on the arc's bounds (`size`, glyph height included).
 */
export function curveLine(text: string, curve: number, measure: Measure, spacing: number, glyphHeight: number): { glyphs: CurvedGlyph[]; width: number; height: number } {
  const chars = letters(text);
  const advances = chars.map((ch) => measure(ch));
  const total = advances.reduce((a, b) => a + b, 0) + spacing * Math.max(0, chars.length - 1);
  const sweep = (Math.min(100, Math.abs(curve)) / 100) * 2 * Math.PI;
  const radius = total / Math.max(sweep, 1e-6);
  const sign = curve >= 0 ? 1 : -1;
  let s = 0;
  const raw = chars.map((ch, i) => {
    const advance = advances[i] ?? 0;
    const phi = (s + advance / 2 - total / 2) / radius;
    s += advance + spacing;
    // Positive: on the top of a circle whose centre is below; negative: on the bottom of one above.
    return { text: ch, x: radius * Math.sin(phi), y: sign * radius * (1 - Math.cos(phi)), angle: sign * phi, advance };
  });
  const half = glyphHeight / 2;
  const xs = raw.flatMap((g) => [g.x - half, g.x + half]);
  const ys = raw.flatMap((g) => [g.y - half, g.y + half]);
  if (raw.length === 0) return { glyphs: [], width: 0, height: glyphHeight };
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  return {
    glyphs: raw.map((g) => ({ ...g, x: g.x - cx, y: g.y - cy })),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}
