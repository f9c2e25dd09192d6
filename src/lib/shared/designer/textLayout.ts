// THE layout of a text layer (issues 14 and 16), pure: paragraphs split on "\n", list markers hanging in an
// indent, box wrap at spaces (a word wider than the box breaks between letters), each line's width with the
// letter spacing between its letters, the box with room for italics and the styles' reach, and a single line
// along an arc (TextLayer.curve). Widths come from the caller's `measure`, so the engine (its 2D canvas, in
// the worker) and the PDF export (the embedded font's widths) lay a text out the same way, each with the
// metrics of what it draws with. Document pixels, before the layer's transform.
import type { TextAlign, TextLayer, TextList } from '../editor/types';
import { resolveTextStyle, styleReach } from '../editor/textStyleResolved';

/** Width of `text` at the layer's font size, WITHOUT letter spacing (the layout adds it between letters). */
export type Measure = (text: string) => number;

/** One drawn line: its text, its list marker, its width. */
export interface TextRow {
  text: string;
  /** The list marker ("•", "3.") of a paragraph's first line; null on other lines and outside lists. */
  marker: string | null;
  /** Width of the letters, document pixels (with the spacing between them, not after the last one). */
  width: number;
}

/** A letter on the arc: its text, the angle of its middle, and its own width (without spacing). */
export interface CurveLetter {
  text: string;
  /** Radians from the arc's top (or bottom), clockwise on the page for a downward curve. */
  angle: number;
  width: number;
}

/** Single-line text on an arc (TextLayer.curve): each letter's angle and the arc's centre in the box. */
export interface TextCurve {
  radius: number;
  /** +1: the ends bend down (text on top of a circle); -1: up. */
  sign: 1 | -1;
  centreX: number;
  centreY: number;
  letters: CurveLetter[];
}

export interface TextBox {
  width: number;
  height: number;
  /** The drawn lines' texts (a wrapped paragraph gives several). */
  lines: string[];
  rows: TextRow[];
  /** The hanging indent of a list's lines (0 outside lists), document pixels. */
  indent: number;
  /** Line advance, document pixels. */
  lineHeight: number;
  /** Set when the text is drawn along an arc. */
  curve: TextCurve | null;
  /** Space kept on each side of the lines: for italics and overhanging glyphs, and the styles' reach. */
  padding: number;
  /** The part of `padding` the letters need; the background box starts at `padding - inset - background padding`. */
  inset: number;
}

export type LaidOutText = Pick<TextLayer, 'text' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'outline' | 'shadow' | 'background' | 'boxWidth' | 'curve' | 'list'>;

/** A list item's marker: a bullet, or its (1-based) number; null outside lists. */
export function listMarker(list: TextList | undefined, index: number): string | null {
  if (list === 'bullet') return '•';
  if (list === 'number') return `${index + 1}.`;
  return null;
}

/** Width of `text` with `spacing` between its letters (not after the last one). */
export function spacedWidth(text: string, measure: Measure, spacing: number): number {
  const count = Array.from(text).length;
  return count === 0 ? 0 : measure(text) + spacing * (count - 1);
}

/**
 * Greedy wrapping of a paragraph into lines at most `room` wide (measured by `width`), breaking at spaces;
 * a word wider than the room alone is broken between letters (at least one letter a line).
 */
export function wrapParagraph(paragraph: string, room: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (width(candidate) <= room) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    if (width(word) <= room) {
      current = word;
      continue;
    }
    for (const letter of Array.from(word)) {
      if (current !== '' && width(current + letter) > room) {
        lines.push(current);
        current = '';
      }
      current += letter;
    }
  }
  lines.push(current);
  return lines;
}

/** The bounds of an annular sector of half-angle `half` (radians) between radii `inner` and `outer`, centred on its top. */
function arcBounds(half: number, inner: number, outer: number): { left: number; right: number; top: number; bottom: number } {
  const side = half >= Math.PI / 2 ? outer : outer * Math.sin(half);
  const endY = (r: number): number => -r * Math.cos(half);
  const bottom = half >= Math.PI ? outer : Math.max(endY(inner), endY(outer), -inner);
  return { left: -side, right: side, top: -outer, bottom };
}

/** Space around the letters for italics and overhanging glyphs, document pixels. */
export const textInset = (fontSize: number): number => Math.ceil(fontSize * 0.15);

/** The curve that applies (-100…100), 0 when absent or not a number. */
const curveOf = (layer: LaidOutText): number => Math.max(-100, Math.min(100, Number.isFinite(layer.curve) ? (layer.curve ?? 0) : 0));

/**
 * The layout of a text layer: its box, lines, list markers and arc. The engine draws and reports this box
 * (so the editor's overlays agree with the picture); the PDF places its letters in it.
 */
export function layoutText(layer: LaidOutText, measure: Measure): TextBox {
  const style = resolveTextStyle(layer);
  const spacing = style.letterSpacing;
  const width = (line: string): number => spacedWidth(line, measure, spacing);
  const inset = textInset(layer.fontSize);
  const padding = inset + styleReach(style);
  const lineHeight = layer.lineHeight * layer.fontSize;
  const paragraphs = layer.text.split('\n');
  const markers = paragraphs.map((_, i) => listMarker(layer.list, i));
  // A list's lines hang past the widest marker and a gap of half an em.
  const indent = layer.list ? Math.ceil(Math.max(...markers.map((m) => width(m ?? ''))) + layer.fontSize * 0.5) : 0;
  const boxWidth = layer.boxWidth !== undefined && Number.isFinite(layer.boxWidth) && layer.boxWidth > 0 ? layer.boxWidth : null;
  const room = boxWidth === null ? Infinity : Math.max(1, boxWidth - indent);
  const rows: TextRow[] = [];
  paragraphs.forEach((paragraph, p) => {
    const lines = boxWidth === null ? [paragraph] : wrapParagraph(paragraph, room, width);
    lines.forEach((text, i) => rows.push({ text, marker: i === 0 ? (markers[p] ?? null) : null, width: width(text) }));
  });
  const widest = Math.max(1, ...rows.map((r) => r.width));
  const contentWidth = boxWidth ?? widest + indent;
  const curveAmount = curveOf(layer);
  const only = rows[0];
  if (rows.length === 1 && only && !only.marker && Math.abs(curveAmount) >= 0.5 && only.text.trim() !== '') {
    // Along an arc as long as the line, bent by `curve` per cent of a full circle.
    const sweep = (Math.abs(curveAmount) / 100) * 2 * Math.PI;
    const letters = Array.from(only.text);
    const own = letters.map((letter) => measure(letter));
    const length = Math.max(1, own.reduce((a, b) => a + b + spacing, 0) - spacing);
    const radius = length / sweep;
    let along = -length / 2;
    const placed = letters.map((text, i) => {
      const w = own[i] ?? 0;
      const middle = along + w / 2;
      along += w + spacing;
      return { text, angle: middle / radius, width: w };
    });
    const b = arcBounds(sweep / 2, Math.max(0, radius - lineHeight / 2), radius + lineHeight / 2);
    const sign: 1 | -1 = curveAmount > 0 ? 1 : -1;
    // Upward (sign -1) the sector is mirrored top to bottom.
    const top = sign > 0 ? b.top : -b.bottom;
    return {
      width: Math.ceil(b.right - b.left + padding * 2),
      height: Math.ceil(b.bottom - b.top + padding * 2),
      lines: [only.text],
      rows,
      indent: 0,
      lineHeight,
      curve: { radius, sign, centreX: padding - b.left, centreY: padding - top, letters: placed },
      padding,
      inset,
    };
  }
  return {
    width: Math.ceil(contentWidth + padding * 2),
    height: Math.ceil(rows.length * lineHeight + padding * 2),
    lines: rows.map((r) => r.text),
    rows,
    indent,
    lineHeight,
    curve: null,
    padding,
    inset,
  };
}

/** Where the letters of a row `width` wide start in the box (its marker hangs `box.indent` before that). */
export function rowStart(box: TextBox, width: number, align: TextAlign): number {
  const left = box.padding + box.indent;
  const right = box.width - box.padding;
  return align === 'left' ? left : align === 'right' ? right - width : (left + right - width) / 2;
}

/** The middle of row `index` (the canvas' 'middle' baseline), from the box's top. */
export function rowMiddle(box: TextBox, index: number): number {
  return box.padding + (index + 0.5) * box.lineHeight;
}

/** Where a letter on the arc has its middle, and how far it is turned (clockwise, radians). */
export function curvePlace(curve: TextCurve, angle: number): { x: number; y: number; rotation: number } {
  return { x: curve.centreX + curve.radius * Math.sin(angle), y: curve.centreY - curve.sign * curve.radius * Math.cos(angle), rotation: curve.sign * angle };
}
