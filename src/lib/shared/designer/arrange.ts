// Arranging several layers of a design (issue 16): align, distribute, group and ungroup, z-order,
// duplicate, delete, lock and hide. Pure edits of the document, one undo step each for the caller.
//
// Rules every function keeps:
// - a group (layers sharing `layer.group`) acts as one unit: naming one member names them all, it aligns and
//   distributes by its union box, it moves in the stack as one block;
// - a locked layer is never moved, reordered, regrouped, duplicated or deleted (a group with a locked member
//   is locked as a whole); only `setLayersLocked` and `setLayersVisible` change locked layers;
// - nothing to do returns the very same document object, so the history records no step.
import { newId } from '../editor/ids';
import { groupedLayers, isOneStack } from '../editor/layers';
import { DOCUMENT_LIMITS, type EditorDocument, type Layer } from '../editor/types';
import { expandToGroups, layerBounds, unionBox, type Box, type MeasuredBoxes } from './boxes';

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type AlignTarget = 'selection' | 'canvas';
export type DistributeAxis = 'horizontal' | 'vertical';
export type OrderMove = 'forward' | 'backward' | 'front' | 'back';

export const ALIGN_EDGES: readonly AlignEdge[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];
export const ORDER_MOVES: readonly OrderMove[] = ['forward', 'backward', 'front', 'back'];

/** Where copies (duplicates, pastes into the same design) land from their originals, document pixels. */
export const COPY_OFFSET = 20;

/** One thing the arranging moves: a layer alone, or every member of a group. */
export interface ArrangeUnit {
  ids: string[];
  /** A member is locked: the unit stays where it is. */
  locked: boolean;
}

/** The units the selection `ids` names (groups completed), in stack order bottom → top. */
export function unitsOf(doc: EditorDocument, ids: readonly string[]): ArrangeUnit[] {
  const wanted = new Set(expandToGroups(doc, ids));
  const units: ArrangeUnit[] = [];
  const byGroup = new Map<string, ArrangeUnit>();
  for (const layer of doc.layers) {
    if (!wanted.has(layer.id)) continue;
    const known = layer.group ? byGroup.get(layer.group) : undefined;
    if (known) {
      known.ids.push(layer.id);
      known.locked ||= layer.locked;
      continue;
    }
    const unit: ArrangeUnit = { ids: [layer.id], locked: layer.locked };
    if (layer.group) byGroup.set(layer.group, unit);
    units.push(unit);
  }
  return units;
}

function boundsOf(doc: EditorDocument, ids: readonly string[], measured: MeasuredBoxes): Box | null {
  const wanted = new Set(ids);
  return unionBox(doc.layers.filter((l) => wanted.has(l.id)).map((l) => layerBounds(l, measured)));
}

/** Moves the layers `ids` by (dx, dy); the same document when nothing moves. */
function shift(doc: EditorDocument, moves: ReadonlyMap<string, { dx: number; dy: number }>): EditorDocument {
  let changed = false;
  const layers = doc.layers.map((layer) => {
    const move = moves.get(layer.id);
    if (!move || layer.locked || (Math.abs(move.dx) < 1e-9 && Math.abs(move.dy) < 1e-9)) return layer;
    changed = true;
    return { ...layer, transform: { ...layer.transform, x: layer.transform.x + move.dx, y: layer.transform.y + move.dy } };
  });
  return changed ? { ...doc, layers } : doc;
}

function edgeDelta(box: Box, target: Box, edge: AlignEdge): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: target.x - box.x, dy: 0 };
    case 'center':
      return { dx: target.x + target.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: target.x + target.width - (box.x + box.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - box.y };
    case 'middle':
      return { dx: 0, dy: target.y + target.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: target.y + target.height - (box.y + box.height) };
  }
}

/**
 * Lines the selected units up on one edge (or centre line) of the selection's bounds (locked layers count
 * for the bounds but stay) or of the canvas. Boxes are the layers' on-canvas bounds (rotation included).
 */
export function alignLayers(doc: EditorDocument, ids: readonly string[], edge: AlignEdge, measured: MeasuredBoxes, relativeTo: AlignTarget): EditorDocument {
  const units = unitsOf(doc, ids);
  const target = relativeTo === 'canvas' ? { x: 0, y: 0, width: doc.canvas.width, height: doc.canvas.height } : boundsOf(doc, units.flatMap((u) => u.ids), measured);
  if (!target) return doc;
  const moves = new Map<string, { dx: number; dy: number }>();
  for (const unit of units) {
    if (unit.locked) continue;
    const box = boundsOf(doc, unit.ids, measured);
    if (!box) continue;
    const delta = edgeDelta(box, target, edge);
    for (const id of unit.ids) moves.set(id, delta);
  }
  return shift(doc, moves);
}

/**
 * Spaces three or more units evenly along the axis: the first and last (by their centres) stay, the others
 * move so the gaps between neighbouring boxes are equal. Locked units stay and are left out of the spacing.
 */
export function distributeLayers(doc: EditorDocument, ids: readonly string[], axis: DistributeAxis, measured: MeasuredBoxes): EditorDocument {
  const horizontal = axis === 'horizontal';
  const boxed = unitsOf(doc, ids)
    .map((unit) => ({ unit, box: boundsOf(doc, unit.ids, measured) }))
    .filter((u): u is { unit: ArrangeUnit; box: Box } => u.box !== null);
  const start = (b: Box): number => (horizontal ? b.x : b.y);
  const size = (b: Box): number => (horizontal ? b.width : b.height);
  const sorted = boxed.sort((a, b) => start(a.box) + size(a.box) / 2 - (start(b.box) + size(b.box) / 2));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || sorted.length < 3) return doc;
  const inner = sorted.slice(1, -1).filter((u) => !u.unit.locked);
  const line = [first, ...inner, last];
  if (line.length < 3) return doc;
  const span = start(last.box) + size(last.box) - start(first.box);
  const gap = (span - line.reduce((sum, u) => sum + size(u.box), 0)) / (line.length - 1);
  const moves = new Map<string, { dx: number; dy: number }>();
  let at = start(first.box) + size(first.box) + gap;
  for (const u of inner) {
    const d = at - start(u.box);
    for (const id of u.unit.ids) moves.set(id, horizontal ? { dx: d, dy: 0 } : { dx: 0, dy: d });
    at += size(u.box) + gap;
  }
  return shift(doc, moves);
}

/** Removes the group of layers left alone in it (a group needs two members). */
function dissolveLonely(layers: Layer[]): Layer[] {
  const counts = new Map<string, number>();
  for (const layer of layers) if (layer.group) counts.set(layer.group, (counts.get(layer.group) ?? 0) + 1);
  return layers.map((layer) => ((counts.get(layer.group ?? '') ?? 0) === 1 ? withoutGroup(layer) : layer));
}

function withoutGroup(layer: Layer): Layer {
  const { group: _dropped, ...rest } = layer;
  return rest as Layer;
}

/** Keeps the section's stack rules (the photo editor's picture group under its graphic group). */
function restack(doc: EditorDocument, layers: Layer[]): Layer[] {
  return groupedLayers(layers, isOneStack(doc));
}

/**
 * Makes the selected unlocked layers (groups completed) one new group: they get a fresh group id (an older
 * group they were in is merged into it) and gather in the stack just under the topmost of them, keeping their
 * order. Fewer than two layers, or a group exactly like the one they already form: nothing changes.
 */
export function groupLayers(doc: EditorDocument, ids: readonly string[]): { document: EditorDocument; groupId: string | null } {
  const members = unitsOf(doc, ids).filter((u) => !u.locked).flatMap((u) => u.ids);
  const picked = new Set(members);
  if (picked.size < 2) return { document: doc, groupId: null };
  const groups = new Set(doc.layers.filter((l) => picked.has(l.id)).map((l) => l.group));
  const only = [...groups][0];
  if (groups.size === 1 && only && doc.layers.filter((l) => l.group === only).length === picked.size) return { document: doc, groupId: only };
  const groupId = newId('group');
  const top = Math.max(...doc.layers.map((l, i) => (picked.has(l.id) ? i : -1)));
  const below = doc.layers.slice(0, top + 1).filter((l) => !picked.has(l.id));
  const above = doc.layers.slice(top + 1);
  const grouped = doc.layers.filter((l) => picked.has(l.id)).map((l) => ({ ...l, group: groupId }));
  return { document: { ...doc, layers: restack(doc, dissolveLonely([...below, ...grouped, ...above])) }, groupId };
}

/** Dissolves the groups the selection names (those without a locked member); their layers stay where they are. */
export function ungroupLayers(doc: EditorDocument, ids: readonly string[]): EditorDocument {
  const units = unitsOf(doc, ids).filter((u) => !u.locked && u.ids.length > 1);
  const freed = new Set(units.flatMap((u) => u.ids));
  if (freed.size === 0) return doc;
  return { ...doc, layers: doc.layers.map((l) => (freed.has(l.id) && l.group ? withoutGroup(l) : l)) };
}

/** The stack as blocks: a group's layers next to each other are one block, any other layer its own. */
function blocksOf(layers: readonly Layer[]): Layer[][] {
  const blocks: Layer[][] = [];
  for (const layer of layers) {
    const last = blocks[blocks.length - 1];
    if (last && layer.group && last[0]?.group === layer.group) last.push(layer);
    else blocks.push([layer]);
  }
  return blocks;
}

/**
 * Moves the selected units one step up or down the stack (past the next block, a whole group), or to the
 * top or bottom, keeping their order among themselves. Locked units stay.
 */
export function orderLayers(doc: EditorDocument, ids: readonly string[], how: OrderMove): EditorDocument {
  const moving = new Set(
    unitsOf(doc, ids)
      .filter((u) => !u.locked)
      .flatMap((u) => u.ids),
  );
  if (moving.size === 0) return doc;
  // A group scattered in the stack (an older template) is gathered first under its topmost member.
  let layers = doc.layers;
  for (const group of new Set(layers.filter((l) => moving.has(l.id) && l.group).map((l) => l.group))) {
    const top = Math.max(...layers.map((l, i) => (l.group === group ? i : -1)));
    const members = layers.filter((l) => l.group === group);
    const rest = layers.filter((l) => l.group !== group);
    const at = rest.length - (layers.length - 1 - top);
    layers = [...rest.slice(0, at), ...members, ...rest.slice(at)];
  }
  const blocks = blocksOf(layers);
  const selected = (b: Layer[]): boolean => b.some((l) => moving.has(l.id));
  let next: Layer[][];
  if (how === 'front') next = [...blocks.filter((b) => !selected(b)), ...blocks.filter(selected)];
  else if (how === 'back') next = [...blocks.filter(selected), ...blocks.filter((b) => !selected(b))];
  else {
    next = [...blocks];
    const swap = (i: number, j: number): void => {
      const a = next[i];
      const b = next[j];
      if (a && b) [next[i], next[j]] = [b, a];
    };
    if (how === 'forward') {
      for (let i = next.length - 2; i >= 0; i--) if (selected(next[i] ?? []) && !selected(next[i + 1] ?? [])) swap(i, i + 1);
    } else {
      for (let i = 1; i < next.length; i++) if (selected(next[i] ?? []) && !selected(next[i - 1] ?? [])) swap(i, i - 1);
    }
  }
  const out = restack(doc, next.flat());
  return out.every((l, i) => l === doc.layers[i]) ? doc : { ...doc, layers: out };
}

/** A copy of a layer with fresh ids (its own and its operations'), unlocked, in `group` (or none). */
export function copyLayer(layer: Layer, group: string | undefined, dx = 0, dy = 0, imageId?: string): Layer {
  const copy = JSON.parse(JSON.stringify(layer)) as Layer;
  copy.id = newId('layer');
  copy.locked = false;
  copy.transform = { ...layer.transform, x: layer.transform.x + dx, y: layer.transform.y + dy };
  if (group) copy.group = group;
  else delete copy.group;
  if (copy.kind === 'adjustment' || (copy.kind === 'image' && copy.operations)) {
    const ops = copy.kind === 'adjustment' ? copy.operations : (copy.operations ?? []);
    for (const op of ops) op.id = newId('op');
  }
  if (copy.kind === 'image' && imageId) copy.imageId = imageId;
  return copy;
}

/**
 * Copies of the selected unlocked layers (groups completed), COPY_OFFSET down and right, just above the
 * topmost of them; each copied group becomes a new group of its own. `ids`: the copies, bottom → top.
 */
export function duplicateLayers(doc: EditorDocument, ids: readonly string[]): { document: EditorDocument; ids: string[] } {
  const picked = new Set(
    unitsOf(doc, ids)
      .filter((u) => !u.locked)
      .flatMap((u) => u.ids),
  );
  if (picked.size === 0 || doc.layers.length + picked.size > DOCUMENT_LIMITS.maxLayers) return { document: doc, ids: [] };
  const groups = new Map<string, string>();
  const copies = doc.layers
    .filter((l) => picked.has(l.id))
    .map((l) => {
      let group: string | undefined;
      if (l.group) {
        group = groups.get(l.group) ?? newId('group');
        groups.set(l.group, group);
      }
      return copyLayer(l, group, COPY_OFFSET, COPY_OFFSET);
    });
  const top = Math.max(...doc.layers.map((l, i) => (picked.has(l.id) ? i : -1)));
  const layers = dissolveLonely([...doc.layers.slice(0, top + 1), ...copies, ...doc.layers.slice(top + 1)]);
  return { document: { ...doc, layers: restack(doc, layers) }, ids: copies.map((c) => c.id) };
}

/** Removes the selected unlocked layers (groups completed); a group left with one layer is dissolved. */
export function deleteLayers(doc: EditorDocument, ids: readonly string[]): EditorDocument {
  const gone = new Set(
    unitsOf(doc, ids)
      .filter((u) => !u.locked)
      .flatMap((u) => u.ids),
  );
  if (gone.size === 0) return doc;
  return { ...doc, layers: dissolveLonely(doc.layers.filter((l) => !gone.has(l.id))) };
}

function setFlag(doc: EditorDocument, ids: readonly string[], flag: 'locked' | 'visible', value: boolean): EditorDocument {
  const named = new Set(expandToGroups(doc, ids));
  let changed = false;
  const layers = doc.layers.map((l) => {
    if (!named.has(l.id) || l[flag] === value) return l;
    changed = true;
    return { ...l, [flag]: value };
  });
  return changed ? { ...doc, layers } : doc;
}

/** Locks or unlocks the selected layers with their groups (the one edit a locked layer takes, with visibility). */
export function setLayersLocked(doc: EditorDocument, ids: readonly string[], locked: boolean): EditorDocument {
  return setFlag(doc, ids, 'locked', locked);
}

/** Hides or shows the selected layers with their groups (locked ones too: visibility is not an edit). */
export function setLayersVisible(doc: EditorDocument, ids: readonly string[], visible: boolean): EditorDocument {
  return setFlag(doc, ids, 'visible', visible);
}

/**
 * The layers panel's drag (and Alt+arrow) move: the layers `ids` (as given, groups not completed: a group
 * header passes all its members) go just above or below `targetId` in the stack. Next to a member of another
 * group they go beside that whole group; members taken out of their own group leave it. Locked layers stay.
 */
export function moveLayersTo(doc: EditorDocument, ids: readonly string[], targetId: string, place: 'above' | 'below'): EditorDocument {
  const moving = new Set(doc.layers.filter((l) => ids.includes(l.id) && !l.locked).map((l) => l.id));
  const target = doc.layers.find((l) => l.id === targetId);
  if (moving.size === 0 || !target || moving.has(targetId)) return doc;
  const moved = doc.layers.filter((l) => moving.has(l.id));
  const rest = doc.layers.filter((l) => !moving.has(l.id));
  const groups = new Set(moved.map((l) => l.group));
  const movedGroup = groups.size === 1 ? [...groups][0] : undefined;
  // Within its own group (the target a member too), a member keeps its group; beside another group the
  // move goes past that group as a whole.
  const inOwnGroup = movedGroup !== undefined && target.group === movedGroup;
  let anchor = rest.indexOf(target);
  if (target.group && !inOwnGroup) {
    const members = rest.map((l, i) => (l.group === target.group ? i : -1)).filter((i) => i >= 0);
    anchor = place === 'above' ? Math.max(...members) : Math.min(...members);
  }
  const wholeGroups = new Set([...groups].filter((g) => g && doc.layers.every((l) => l.group !== g || moving.has(l.id))));
  const placed = moved.map((l) => (l.group && !inOwnGroup && !wholeGroups.has(l.group) ? withoutGroup(l) : l));
  const at = place === 'above' ? anchor + 1 : anchor;
  const layers = restack(doc, dissolveLonely([...rest.slice(0, at), ...placed, ...rest.slice(at)]));
  return layers.every((l, i) => l === doc.layers[i]) ? doc : { ...doc, layers };
}
