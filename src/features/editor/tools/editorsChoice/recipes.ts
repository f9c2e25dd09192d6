// Editor's choice (issue 17): twelve curated one-click recipes, each a named set of the catalogue's own
// operations with settings. A recipe's operations carry a marker in their ids (`choice-<recipe>_…`), so the
// document itself says which recipe is applied — through undo, reloads and autosave — and choosing another
// one replaces exactly those operations. The intensity scales every setting between neutral (0) and the
// recipe's own value (100).
import { operationSpec } from '../../../../lib/shared/editor/catalogue';
import { newId } from '../../../../lib/shared/editor/ids';
import { normaliseParams } from '../../../../lib/shared/editor/params';
import { DOCUMENT_LIMITS, type EditorDocument, type Operation, type OperationParams } from '../../../../lib/shared/editor/types';

export interface Recipe {
  id: string;
  /** Key of its name (locales/<lang>/toolPicks.json). */
  labelKey: string;
  /** Catalogue operations with their settings at full intensity (number settings only). */
  steps: ReadonlyArray<readonly [type: string, params: Readonly<Record<string, number>>]>;
}

const recipe = (id: string, steps: Recipe['steps']): Recipe => ({ id, labelKey: `picks_recipe_${id.replace(/-/g, '_')}`, steps });

export const RECIPES: readonly Recipe[] = [
  recipe('crisp-bright', [['brightness', { amount: 8 }], ['contrast', { amount: 18 }], ['clarity', { amount: 25 }], ['vibrance', { amount: 20 }], ['sharpen', { amount: 30 }]]),
  recipe('moody-film', [['contrast', { amount: 15 }], ['saturation', { amount: -25 }], ['shadows', { amount: -15 }], ['split-toning', { highlightHue: 40, highlightSaturation: 25, shadowHue: 210, shadowSaturation: 30 }], ['faded', { amount: 35 }], ['film-grain', { amount: 40 }]]),
  recipe('golden-warmth', [['warmth', { amount: 35 }], ['vibrance', { amount: 15 }], ['highlights', { amount: -10 }], ['golden-hour', { amount: 55 }]]),
  recipe('clean-portrait', [['brightness', { amount: 6 }], ['contrast', { amount: -6 }], ['clarity', { amount: -15 }], ['vibrance', { amount: 10 }], ['warmth', { amount: 8 }], ['hsl', { orangeLuminance: 15, orangeSaturation: -10 }]]),
  recipe('faded-matte', [['contrast', { amount: -15 }], ['saturation', { amount: -15 }], ['shadows', { amount: 20 }], ['faded', { amount: 70 }]]),
  recipe('punchy-travel', [['contrast', { amount: 25 }], ['clarity', { amount: 30 }], ['vibrance', { amount: 45 }], ['saturation', { amount: 10 }], ['hsl', { blueSaturation: 20, aquaSaturation: 20 }]]),
  recipe('soft-pastel', [['brightness', { amount: 12 }], ['contrast', { amount: -20 }], ['saturation', { amount: -30 }], ['tint', { amount: 6 }], ['faded', { amount: 35 }]]),
  recipe('teal-orange', [['contrast', { amount: 12 }], ['split-toning', { highlightHue: 30, highlightSaturation: 35, shadowHue: 190, shadowSaturation: 40 }], ['cinematic', { amount: 50 }]]),
  recipe('classic-bw', [['contrast', { amount: 25 }], ['clarity', { amount: 20 }], ['black-and-white', { amount: 100 }], ['film-grain', { amount: 20 }]]),
  recipe('summer-glow', [['brightness', { amount: 10 }], ['warmth', { amount: 20 }], ['tint', { amount: 5 }], ['vibrance', { amount: 25 }], ['highlights', { amount: -15 }], ['golden-hour', { amount: 30 }]]),
  recipe('cool-morning', [['brightness', { amount: 8 }], ['contrast', { amount: -5 }], ['saturation', { amount: -10 }], ['highlights', { amount: 10 }], ['cooler', { amount: 50 }]]),
  recipe('dramatic-sky', [['highlights', { amount: -40 }], ['clarity', { amount: 35 }], ['hsl', { blueSaturation: 25, blueLuminance: -20 }], ['vignette', { amount: -25 }], ['dramatic', { amount: 50 }]]),
];

const BY_ID = new Map(RECIPES.map((r) => [r.id, r]));

export function recipeById(id: string): Recipe | undefined {
  return BY_ID.get(id);
}

const MARK = 'choice-';

/** The recipe an operation belongs to (from its id's marker), if any. */
export function recipeOf(op: Operation): string | null {
  if (!op.id.startsWith(MARK)) return null;
  const rest = op.id.slice(MARK.length);
  const end = rest.lastIndexOf('_');
  return end > 0 ? rest.slice(0, end) : null;
}

/** The recipe applied to the document now (the last one whose operations are there), or null. */
export function appliedRecipe(doc: EditorDocument): Recipe | null {
  for (let i = doc.operations.length - 1; i >= 0; i--) {
    const id = recipeOf(doc.operations[i]!);
    const found = id === null ? undefined : BY_ID.get(id);
    if (found) return found;
  }
  return null;
}

/** The value a setting has when the recipe is off: 0 for a look's amount (its default is the full look). */
function neutralOf(type: string, name: string): number {
  const spec = operationSpec(type);
  const param = spec?.params[name];
  if (!spec || param?.kind !== 'number') return 0;
  return (spec.category === 'effect' || spec.category === 'artsy') && name === 'amount' ? 0 : param.default;
}

function scaled(type: string, params: Readonly<Record<string, number>>, intensity: number): OperationParams {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(params)) {
    const neutral = neutralOf(type, name);
    out[name] = neutral + (value - neutral) * (intensity / 100);
  }
  return normaliseParams(type, out).params;
}

/**
 * The intensity (0–100) the applied recipe's operations show, read back from its widest setting (the one
 * least blurred by rounding to the setting's steps).
 */
export function recipeIntensity(doc: EditorDocument, applied: Recipe): number {
  let best: { span: number; ratio: number } | null = null;
  for (const op of doc.operations) {
    if (recipeOf(op) !== applied.id) continue;
    const step = applied.steps.find(([type]) => type === op.type);
    for (const [name, full] of Object.entries(step?.[1] ?? {})) {
      const neutral = neutralOf(op.type, name);
      const now = op.params[name];
      const span = Math.abs(full - neutral);
      if (span > 0 && typeof now === 'number' && (!best || span > best.span)) best = { span, ratio: (now - neutral) / (full - neutral) };
    }
  }
  return best ? Math.round(Math.min(100, Math.max(0, best.ratio * 100))) : 100;
}

/** The document without any recipe's operations. */
export function withoutRecipe(doc: EditorDocument): EditorDocument {
  return doc.operations.some((op) => recipeOf(op) !== null) ? { ...doc, operations: doc.operations.filter((op) => recipeOf(op) === null) } : doc;
}

/** The recipe's operations at an intensity, with marked ids (fresh unless `ids` gives the ones to keep). */
export function recipeOperations(applied: Recipe, intensity: number, ids: readonly string[] = []): Operation[] {
  return applied.steps.map(([type, params], i) => ({ id: ids[i] ?? newId(`${MARK}${applied.id}`), type, params: scaled(type, params, intensity), enabled: true }));
}

/**
 * The document with `applied` in place of any recipe before it, at `intensity`. A recipe already there keeps
 * its operations' ids and places (an intensity change edits them); another goes on top of the edits.
 */
export function applyRecipe(doc: EditorDocument, applied: Recipe, intensity: number): EditorDocument {
  const mine = doc.operations.filter((op) => recipeOf(op) === applied.id);
  if (mine.length === applied.steps.length && mine.every((op, i) => op.type === applied.steps[i]?.[0])) {
    const next = recipeOperations(applied, intensity, mine.map((op) => op.id));
    const byId = new Map(next.map((op) => [op.id, op]));
    return { ...doc, operations: doc.operations.map((op) => byId.get(op.id) ?? op) };
  }
  const base = withoutRecipe(doc);
  const added = recipeOperations(applied, intensity);
  if (base.operations.length + added.length > DOCUMENT_LIMITS.maxOperations) return doc;
  return { ...base, operations: [...base.operations, ...added] };
}
