// The perspective tool's handles while its panel is open: the mode, the four corners and the guide lines,
// as fractions of the picture the view shows (0..1; a little past the edges is allowed, for a document
// whose corner the photo cut off). Fractions, not pixels: a new picture size (after "Apply" in four-corner
// mode, an undo) leaves them where they were relative to the picture. Not part of the document: "Apply"
// turns them into one history step.
import { createStore, type Store } from '../../../../lib/store';
import type { Line, Point, Quad } from '../../../../lib/shared/editor/homography';
import type { EditorController } from '../../state/editorController';

export type PerspectiveMode = 'corners' | 'guides';

export interface PerspectiveDraft {
  mode: PerspectiveMode;
  /** Top-left, top-right, bottom-right, bottom-left. */
  corners: Quad;
  /** Lines that should be vertical (guides mode). */
  verticals: readonly [Line, Line];
  /** Lines that should be horizontal, used when `level` is on. */
  horizontals: readonly [Line, Line];
  /** Guides mode also levels the two horizontal lines. */
  level: boolean;
}

/** How far past the picture's edges a handle may go (fraction of its side). */
export const HANDLE_REACH = 0.25;

/** Inset of the starting corners: applying them as they are visibly changes the picture. */
const INSET = 0.08;

const p = (x: number, y: number): Point => ({ x, y });

// The starting guides lean the way a photographed facade does (tops closer together), near a quarter of
// the width in from each side — a visible correction if applied as they are, and easy to grab.
export const DEFAULT_DRAFT: PerspectiveDraft = {
  mode: 'corners',
  corners: [p(INSET, INSET), p(1 - INSET, INSET), p(1 - INSET, 1 - INSET), p(INSET, 1 - INSET)],
  verticals: [
    { from: p(0.27, 0.15), to: p(0.23, 0.85) },
    { from: p(0.73, 0.15), to: p(0.77, 0.85) },
  ],
  horizontals: [
    { from: p(0.15, 0.27), to: p(0.85, 0.25) },
    { from: p(0.15, 0.73), to: p(0.85, 0.75) },
  ],
  level: false,
};

/** A handle: a corner (0..3 in quad order) or one end ('a' = from, 'b' = to) of a guide. */
export type HandleId = `corner${0 | 1 | 2 | 3}` | `${'v' | 'h'}${0 | 1}${'a' | 'b'}`;

export const CORNER_HANDLES: readonly HandleId[] = ['corner0', 'corner1', 'corner2', 'corner3'];
export const VERTICAL_HANDLES: readonly HandleId[] = ['v0a', 'v0b', 'v1a', 'v1b'];
export const HORIZONTAL_HANDLES: readonly HandleId[] = ['h0a', 'h0b', 'h1a', 'h1b'];

/** The handles the draft's mode shows. */
export function visibleHandles(draft: PerspectiveDraft): readonly HandleId[] {
  if (draft.mode === 'corners') return CORNER_HANDLES;
  return draft.level ? [...VERTICAL_HANDLES, ...HORIZONTAL_HANDLES] : VERTICAL_HANDLES;
}

function guideOf(draft: PerspectiveDraft, id: HandleId): { lines: readonly [Line, Line]; index: 0 | 1; end: 'from' | 'to' } {
  return { lines: id[0] === 'v' ? draft.verticals : draft.horizontals, index: id[1] === '0' ? 0 : 1, end: id[2] === 'a' ? 'from' : 'to' };
}

export function handlePoint(draft: PerspectiveDraft, id: HandleId): Point {
  if (id.startsWith('corner')) return draft.corners[Number(id.slice(6)) as 0 | 1 | 2 | 3];
  const { lines, index, end } = guideOf(draft, id);
  return lines[index][end];
}

const clampReach = (v: number): number => Math.min(1 + HANDLE_REACH, Math.max(-HANDLE_REACH, v));

/** The draft with one handle at `point` (fractions, kept within HANDLE_REACH of the picture). */
export function withHandle(draft: PerspectiveDraft, id: HandleId, point: Point): PerspectiveDraft {
  const at = { x: clampReach(point.x), y: clampReach(point.y) };
  if (id.startsWith('corner')) {
    const corners = [...draft.corners] as [Point, Point, Point, Point];
    corners[Number(id.slice(6)) as 0 | 1 | 2 | 3] = at;
    return { ...draft, corners };
  }
  const { lines, index, end } = guideOf(draft, id);
  const next = [...lines] as [Line, Line];
  next[index] = { ...next[index], [end]: at };
  return id[0] === 'v' ? { ...draft, verticals: next } : { ...draft, horizontals: next };
}

const stores = new WeakMap<EditorController, Store<PerspectiveDraft>>();

export function perspectiveDraft(editor: EditorController): Store<PerspectiveDraft> {
  let store = stores.get(editor);
  if (!store) {
    store = createStore<PerspectiveDraft>(DEFAULT_DRAFT);
    stores.set(editor, store);
  }
  return store;
}

export function moveHandle(editor: EditorController, id: HandleId, point: Point): void {
  perspectiveDraft(editor).set((d) => withHandle(d, id, point));
}

/** Whether the current mode's handles stand where they started. */
export function isDefaultPlacement(draft: PerspectiveDraft): boolean {
  if (draft.mode === 'corners') return draft.corners === DEFAULT_DRAFT.corners;
  return draft.verticals === DEFAULT_DRAFT.verticals && (!draft.level || draft.horizontals === DEFAULT_DRAFT.horizontals);
}

/** The current mode's handles back where they started (the mode and the checkbox stay). */
export function resetHandles(editor: EditorController): void {
  perspectiveDraft(editor).set((d) => (d.mode === 'corners' ? { ...d, corners: DEFAULT_DRAFT.corners } : { ...d, verticals: DEFAULT_DRAFT.verticals, horizontals: DEFAULT_DRAFT.horizontals }));
}

/** Leaving the tool: every handle back where it started; the mode and the checkbox are the user's choice and stay. */
export function leavePerspective(editor: EditorController): void {
  perspectiveDraft(editor).set((d) => ({ ...DEFAULT_DRAFT, mode: d.mode, level: d.level }));
}

export function setPerspectiveMode(editor: EditorController, mode: PerspectiveMode): void {
  perspectiveDraft(editor).set((d) => (d.mode === mode ? d : { ...d, mode }));
}

export function setPerspectiveLevel(editor: EditorController, level: boolean): void {
  perspectiveDraft(editor).set((d) => (d.level === level ? d : { ...d, level }));
}
