// restoreDocument: the one door every loaded document passes (STYLE.md rule 3) — from Dexie, the server, a
// share, an import, or the worker's own input. It migrates old versions, then validates and repairs: what
// can be kept is kept (clamped, defaulted), what cannot is dropped and listed in `repairs`.
import { restoreCollage } from '../collage/restore';
import { dissolveLonelyGroups, restoreDesigner, restoreGradient, restoreGroupId, restoreShapeMask, restoreTextLayout } from '../designer/restore';
import { isBrushOperation } from './brushCatalogue';
import { isOperationType } from './catalogue';
import { isId, newId } from './ids';
import { groupedLayers } from './layers';
import { guessVersion, MIGRATIONS } from './migrations';
import { normaliseColor, normaliseParams } from './params';
import { restoreMask, type LayerMask } from './masks';
import { restoreAdjustment, restoreLayerOperations, restoreLayerBase, restoreShape } from './restoreLayers';
import { restoreClip, restoreFrame, restorePattern } from './restorePlacement';
import { BRUSH_LIMITS, restoreStroke, type BrushStroke } from './strokes';
import { restoreTextStyle } from './textStyle';
import { DOCUMENT_LIMITS, DOCUMENT_VERSION, SECTIONS, TEXT_ALIGNS, type Canvas, type EditorDocument, type Layer, type Operation, type Section, type TextAlign, type Transform } from './types';

export type RestoreFailure = 'not_a_document' | 'newer_version';

export type RestoreResult =
  | { ok: true; document: EditorDocument; repairs: string[]; migratedFrom: number | null }
  | { ok: false; reason: RestoreFailure };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));
const side = (value: unknown): number | null => {
  const n = typeof value === 'number' ? Math.round(value) : NaN;
  return Number.isFinite(n) && n >= DOCUMENT_LIMITS.minSide ? Math.min(n, DOCUMENT_LIMITS.maxSide) : null;
};

function restoreTransform(raw: unknown, fallback: Transform, repairs: string[], where: string): Transform {
  if (!isObject(raw)) {
    repairs.push(`${where}.transform`);
    return fallback;
  }
  const scale = (v: unknown, f: number): number => {
    const n = finite(v, f);
    const sign = n < 0 ? -1 : 1;
    return sign * clamp(Math.abs(n), DOCUMENT_LIMITS.minScale, DOCUMENT_LIMITS.maxScale);
  };
  const t: Transform = {
    x: finite(raw.x, fallback.x),
    y: finite(raw.y, fallback.y),
    scaleX: scale(raw.scaleX, fallback.scaleX),
    scaleY: scale(raw.scaleY, fallback.scaleY),
    rotation: finite(raw.rotation, 0) % 360,
  };
  if (t.x !== raw.x || t.y !== raw.y || t.scaleX !== raw.scaleX || t.scaleY !== raw.scaleY || t.rotation !== raw.rotation) repairs.push(`${where}.transform`);
  return t;
}

/** The optional `mask` field: present only when there is a mask (so a document without masks is unchanged). */
const maskField = (mask: LayerMask | undefined): { mask?: LayerMask } => (mask ? { mask } : {});

/** Text and shape layers carry no mask: a stored one is dropped (and noted). */
function dropMask(raw: unknown, repairs: string[], where: string): undefined {
  if (raw !== undefined) repairs.push(where);
  return undefined;
}

function restoreLayer(raw: unknown, canvas: Canvas, repairs: string[], index: number): Layer | null {
  const where = `layers[${index}]`;
  if (!isObject(raw) || (raw.kind !== 'image' && raw.kind !== 'text' && raw.kind !== 'shape' && raw.kind !== 'adjustment')) {
    repairs.push(where);
    return null;
  }
  const center: Transform = { x: canvas.width / 2, y: canvas.height / 2, scaleX: 1, scaleY: 1, rotation: 0 };
  const base = {
    id: isId(raw.id) ? raw.id : newId('layer'),
    transform: restoreTransform(raw.transform, center, repairs, where),
    opacity: clamp(finite(raw.opacity, 1), 0, 1),
    visible: raw.visible !== false,
    ...restoreLayerBase(raw, repairs, where),
    ...maskField(raw.kind === 'image' || raw.kind === 'adjustment' ? restoreMask(raw.mask, repairs, `${where}.mask`) : dropMask(raw.mask, repairs, `${where}.mask`)),
    ...optional('group', restoreGroupId(raw.group, repairs, `${where}.group`)),
  };
  if (raw.kind === 'shape') return restoreShape(raw, base, repairs, where);
  if (raw.kind === 'adjustment') return restoreAdjustment(raw, base, repairs, where);
  if (raw.kind === 'image') {
    const width = side(raw.width);
    const height = side(raw.height);
    if (!isId(raw.imageId) || width === null || height === null) {
      repairs.push(where);
      return null;
    }
    const clip = restoreClip(raw.clip, repairs, `${where}.clip`);
    const frame = restoreFrame(raw.frame, repairs, `${where}.frame`);
    // An image layer's own operations are kept only when there are some, so a plain photo stays as it was.
    const operations = raw.operations === undefined ? [] : restoreLayerOperations(raw.operations, repairs, where);
    const shapeMask = restoreShapeMask(raw.shapeMask, repairs, `${where}.shapeMask`);
    return { ...base, kind: 'image', imageId: raw.imageId, width, height, ...(clip ? { clip } : {}), ...(frame ? { frame } : {}), ...(operations.length > 0 ? { operations } : {}), ...optional('shapeMask', shapeMask) };
  }
  if (typeof raw.text !== 'string') {
    repairs.push(where);
    return null;
  }
  const family = typeof raw.fontFamily === 'string' && raw.fontFamily.trim() !== '' ? raw.fontFamily.trim().slice(0, DOCUMENT_LIMITS.maxFontFamilyLength) : 'sans-serif';
  return {
    ...base,
    kind: 'text',
    text: raw.text.slice(0, DOCUMENT_LIMITS.maxTextLength),
    fontFamily: family,
    fontSize: clamp(finite(raw.fontSize, 64), DOCUMENT_LIMITS.minFontSize, DOCUMENT_LIMITS.maxFontSize),
    bold: raw.bold === true,
    italic: raw.italic === true,
    color: normaliseColor(raw.color) ?? '#ffffffff',
    align: TEXT_ALIGNS.includes(raw.align as TextAlign) ? (raw.align as TextAlign) : 'center',
    lineHeight: clamp(finite(raw.lineHeight, 1.2), 0.5, 5),
    ...restoreTextStyle(raw, repairs, where),
    ...restoreTextLayout(raw, repairs, where),
  };
}

/** `{ [key]: value }` when there is a value, else nothing (so absent optional fields stay absent). */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function restoreOperation(raw: unknown, repairs: string[], index: number): Operation | null {
  const where = `operations[${index}]`;
  if (!isObject(raw) || !isOperationType(raw.type)) {
    repairs.push(where);
    return null;
  }
  const { params, repaired } = normaliseParams(raw.type, raw.params);
  for (const name of repaired) repairs.push(`${where}.params.${name}`);
  const op: Operation = { id: isId(raw.id) ? raw.id : newId('op'), type: raw.type, params, enabled: raw.enabled !== false };
  if (isBrushOperation(raw.type)) op.strokes = restoreStrokes(raw.strokes, repairs, where);
  else if (raw.strokes !== undefined) repairs.push(`${where}.strokes`);
  return op;
}

/** A brush operation's strokes: each repaired by restoreStroke, at most BRUSH_LIMITS.maxStrokes. */
function restoreStrokes(raw: unknown, repairs: string[], where: string): BrushStroke[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    repairs.push(`${where}.strokes`);
    return [];
  }
  if (raw.length > BRUSH_LIMITS.maxStrokes) repairs.push(`${where}.strokes.length`);
  const strokes: BrushStroke[] = [];
  raw.slice(0, BRUSH_LIMITS.maxStrokes).forEach((s: unknown, i) => {
    const stroke = restoreStroke(s);
    if (!stroke) {
      repairs.push(`${where}.strokes[${i}]`);
      return;
    }
    const r = s as Record<string, unknown>;
    const changed = (['size', 'hardness', 'opacity', 'flow', 'spacing'] as const).some((k) => r[k] !== stroke[k]) || !Array.isArray(r.points) || r.points.length !== stroke.points.length;
    if (changed) repairs.push(`${where}.strokes[${i}]`);
    strokes.push(stroke);
  });
  return strokes;
}

function restoreCanvas(raw: unknown, layers: unknown, repairs: string[]): Canvas | null {
  const c = isObject(raw) ? raw : {};
  let width = side(c.width);
  let height = side(c.height);
  if (width === null || height === null) {
    // A canvas can be rebuilt from the first picture; without one there is nothing to show.
    const first = Array.isArray(layers) ? layers.find((l) => isObject(l) && l.kind === 'image') : undefined;
    width = isObject(first) ? side(first.width) : null;
    height = isObject(first) ? side(first.height) : null;
    if (width === null || height === null) return null;
    repairs.push('canvas');
  }
  const background = normaliseColor(c.background);
  if (background === null && c.background !== undefined) repairs.push('canvas.background');
  const pattern = restorePattern(c.pattern, repairs, 'canvas.pattern');
  const gradient = restoreGradient(c.gradient, repairs, 'canvas.gradient');
  return { width, height, background: background ?? '#00000000', ...(pattern ? { pattern } : {}), ...optional('gradient', gradient) };
}

function uniqueIds<T extends { id: string }>(items: T[], prefix: string, repairs: string[], where: string): T[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    if (!seen.has(item.id)) {
      seen.add(item.id);
      return item;
    }
    repairs.push(`${where}[${i}].id`);
    const id = newId(prefix);
    seen.add(id);
    return { ...item, id };
  });
}

/** Parses (when given text), migrates and repairs a stored document. */
export function restoreDocument(input: unknown): RestoreResult {
  let raw: unknown = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'not_a_document' };
    }
  }
  if (!isObject(raw)) return { ok: false, reason: 'not_a_document' };
  let version = typeof raw.version === 'number' && Number.isInteger(raw.version) ? raw.version : guessVersion(raw);
  if (version === null || version < 1) return { ok: false, reason: 'not_a_document' };
  if (version > DOCUMENT_VERSION) return { ok: false, reason: 'newer_version' };
  const migratedFrom = version < DOCUMENT_VERSION ? version : null;
  let doc: Json = raw;
  while (version < DOCUMENT_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) return { ok: false, reason: 'not_a_document' };
    doc = step(doc);
    version += 1;
  }

  const repairs: string[] = [];
  const canvas = restoreCanvas(doc.canvas, doc.layers, repairs);
  if (!canvas) return { ok: false, reason: 'not_a_document' };
  const section: Section = SECTIONS.includes(doc.section as Section) ? (doc.section as Section) : 'editor';
  if (section !== doc.section) repairs.push('section');

  const rawLayers = Array.isArray(doc.layers) ? doc.layers : [];
  if (!Array.isArray(doc.layers)) repairs.push('layers');
  if (rawLayers.length > DOCUMENT_LIMITS.maxLayers) repairs.push('layers.length');
  const layers = rawLayers.slice(0, DOCUMENT_LIMITS.maxLayers).map((l, i) => restoreLayer(l, canvas, repairs, i)).filter((l): l is Layer => l !== null);

  const rawOps = Array.isArray(doc.operations) ? doc.operations : [];
  if (!Array.isArray(doc.operations)) repairs.push('operations');
  if (rawOps.length > DOCUMENT_LIMITS.maxOperations) repairs.push('operations.length');
  const operations = rawOps.slice(0, DOCUMENT_LIMITS.maxOperations).map((o, i) => restoreOperation(o, repairs, i)).filter((o): o is Operation => o !== null);

  // Picture layers below graphic ones, as every edit keeps them (layers.ts); a designer's stack as it is.
  const finalLayers = dissolveLonelyGroups(groupedLayers(uniqueIds(layers, 'layer', repairs, 'layers'), section === 'designer'), repairs);
  // Only a collage has a layout; one stored on another section is dropped.
  const collage = section === 'collage' ? restoreCollage(doc.collage, finalLayers, repairs, canvas.width / canvas.height) : undefined;
  if (section !== 'collage' && doc.collage !== undefined) repairs.push('collage');
  // A designer document has its format, and no document operations (its photos carry their own).
  const designer = section === 'designer' ? restoreDesigner(doc.designer, repairs) : undefined;
  if (section !== 'designer' && doc.designer !== undefined) repairs.push('designer');
  if (section === 'designer' && operations.length > 0) repairs.push('operations');
  const document: EditorDocument = {
    version: DOCUMENT_VERSION,
    section,
    canvas,
    layers: finalLayers,
    operations: designer ? [] : uniqueIds(operations, 'op', repairs, 'operations'),
    ...(collage ? { collage } : {}),
    ...optional('designer', designer),
  };
  return { ok: true, document, repairs, migratedFrom };
}
