// Walking a layout tree: its split nodes in depth-first order (the order CollageState.weights follows) and
// the weights in force — the user's, when they fit the tree, else the layout's own.
import type { LayoutNode } from './layouts';
import { COLLAGE_LIMITS } from './types';

export type SplitNode = Exclude<LayoutNode, number>;

/** The split nodes in depth-first (pre-)order. */
export function splitNodes(tree: LayoutNode): SplitNode[] {
  const out: SplitNode[] = [];
  const visit = (node: LayoutNode): void => {
    if (typeof node === 'number') return;
    out.push(node);
    node.children.forEach(visit);
  };
  visit(tree);
  return out;
}

/** Tolerance for weights that went through JSON or float sums. */
const EPSILON = 1e-6;

/** True when `weights` has the tree's shape: one row per split, one positive finite weight per part, summing to 1. */
export function weightsFit(tree: LayoutNode, weights: unknown): weights is number[][] {
  const splits = splitNodes(tree);
  if (!Array.isArray(weights) || weights.length !== splits.length) return false;
  return splits.every((split, i) => {
    const row: unknown = weights[i];
    if (!Array.isArray(row) || row.length !== split.children.length) return false;
    if (!row.every((w) => typeof w === 'number' && Number.isFinite(w) && w >= COLLAGE_LIMITS.minWeight - EPSILON)) return false;
    return Math.abs((row as number[]).reduce((a, b) => a + b, 0) - 1) <= EPSILON;
  });
}

/** The weights to lay out with, one row per split node. */
export function effectiveWeights(tree: LayoutNode, weights: readonly number[][] | undefined): number[][] {
  if (weights !== undefined && weightsFit(tree, weights)) return weights.map((row) => [...row]);
  return splitNodes(tree).map((split) => [...split.weights]);
}

/** Cell sizes of the tree on a width × 1 box without gaps (float), for scoring layouts. */
export function unitCellSizes(tree: LayoutNode, aspect: number): { width: number; height: number }[] {
  const out: { width: number; height: number }[] = [];
  const visit = (node: LayoutNode, width: number, height: number): void => {
    if (typeof node === 'number') {
      out[node] = { width, height };
      return;
    }
    node.children.forEach((child, i) => {
      const w = node.weights[i] ?? 0;
      if (node.dir === 'row') visit(child, width * w, height);
      else visit(child, width, height * w);
    });
  };
  visit(tree, aspect, 1);
  return out;
}
