// The small notation the layout catalogue (layouts.ts) is written in, parsed once when the module loads:
//   node   := '.' | split
//   split  := ('r' | 'c') '(' child (' ' child)* ')'
//   child  := [weight '*'] node
// 'r' lays its children side by side (a row: the borders between them are vertical lines), 'c' stacks them
// (a column). A child's weight defaults to 1; weights are normalised to sum 1 per split. Cells are numbered
// in the order they are written, so `r(. c(. .))` is a big cell 0 on the left of cells 1 and 2.
import type { LayoutNode } from './layouts';

interface Cursor {
  text: string;
  at: number;
  cells: number;
}

function fail(cursor: Cursor, what: string): never {
  throw new Error(`layout "${cursor.text}": ${what} at ${cursor.at}`);
}

function parseNode(cursor: Cursor): LayoutNode {
  const ch = cursor.text[cursor.at];
  if (ch === '.') {
    cursor.at += 1;
    return cursor.cells++;
  }
  if ((ch !== 'r' && ch !== 'c') || cursor.text[cursor.at + 1] !== '(') fail(cursor, 'expected "." or a split');
  cursor.at += 2;
  const weights: number[] = [];
  const children: LayoutNode[] = [];
  for (;;) {
    const weight = /^(\d+(?:\.\d+)?)\*/.exec(cursor.text.slice(cursor.at));
    if (weight) cursor.at += weight[0].length;
    const value = weight ? Number(weight[1]) : 1;
    if (!(value > 0)) fail(cursor, 'a weight must be positive');
    weights.push(value);
    children.push(parseNode(cursor));
    const next = cursor.text[cursor.at];
    cursor.at += 1;
    if (next === ')') break;
    if (next !== ' ') fail(cursor, 'expected " " or ")"');
  }
  if (children.length < 2) fail(cursor, 'a split needs two parts');
  const total = weights.reduce((a, b) => a + b, 0);
  return { dir: ch === 'r' ? 'row' : 'column', weights: weights.map((w) => w / total), children };
}

/** The tree and its cell count; throws on a malformed definition (the catalogue is ours, so that is a bug). */
export function parseLayout(text: string): { tree: LayoutNode; cells: number } {
  const cursor: Cursor = { text, at: 0, cells: 0 };
  const tree = parseNode(cursor);
  if (cursor.at !== text.length) fail(cursor, 'trailing text');
  return { tree, cells: cursor.cells };
}
