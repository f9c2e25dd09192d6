// The operation catalogue: every operation's id, category, deep-link type, translation key and parameters
// (range, step, default). The worker implements each id on the GPU and on the CPU; panels list them from
// here; `restoreDocument` clamps loaded parameters to these ranges. Ids are stored in documents: renaming
// one needs a migration (migrations.ts).
import { BRUSH_SPECS } from './brushCatalogue';
import { TONE_SPECS } from './toneCatalogue';

/** 'retouch': the brush operations (brushCatalogue.ts), painted with strokes. */
export type OperationCategory = 'geometry' | 'adjust' | 'effect' | 'artsy' | 'retouch';

export interface NumberParamSpec {
  kind: 'number';
  min: number;
  max: number;
  step: number;
  default: number;
}
export interface BooleanParamSpec {
  kind: 'boolean';
  default: boolean;
}
export interface ChoiceParamSpec {
  kind: 'choice';
  values: readonly string[];
  default: string;
}
/** #rrggbbaa */
export interface ColorParamSpec {
  kind: 'color';
  default: string;
}
/** A tone curve stored as "x,y x,y …" (curves.ts): 2–16 points in 0..1, sorted, endpoints included. */
export interface CurveParamSpec {
  kind: 'curve';
  default: string;
}
export type ParamSpec = NumberParamSpec | BooleanParamSpec | ChoiceParamSpec | ColorParamSpec | CurveParamSpec;

export interface OperationSpec {
  type: string;
  category: OperationCategory;
  /** The create-route deep-link type that opens this tool (spec §2.2). */
  deepLink: string;
  /** Key of the tool's name in locales/<lang>/editor.json. */
  labelKey: string;
  params: Readonly<Record<string, ParamSpec>>;
  /** Slow at full resolution: the engine reports progress while it renders it. */
  slow?: boolean;
  /**
   * The special tool (specialTools.ts) whose own panel edits this operation. Such an operation is no tool
   * of its own: no slider in its category's panel, no second entry in the search; its deep link opens that tool.
   */
  tool?: string;
}

const num = (min: number, max: number, def: number, step = 1): NumberParamSpec => ({ kind: 'number', min, max, step, default: def });
const signed = (): NumberParamSpec => num(-100, 100, 0);
const amount = (def = 100): NumberParamSpec => num(0, 100, def);

export const CROP_RATIOS = ['free', 'original', '1:1', '4:3', '3:4', '3:2', '2:3', '16:9', '9:16', '5:4', '4:5'] as const;
export type CropRatio = (typeof CROP_RATIOS)[number];

/** Largest side the resize tool accepts; the engine may lower it to the device's texture size. */
const MAX_RESIZE = 8192;

const GEOMETRY: OperationSpec[] = [
  {
    type: 'crop',
    category: 'geometry',
    deepLink: 'crop',
    labelKey: 'tool_crop',
    // The kept rectangle as fractions of the picture entering the crop, so it survives a rescale.
    params: { x: num(0, 1, 0, 0.0001), y: num(0, 1, 0, 0.0001), width: num(0.001, 1, 1, 0.0001), height: num(0.001, 1, 1, 0.0001), ratio: { kind: 'choice', values: CROP_RATIOS, default: 'free' } },
  },
  { type: 'rotate', category: 'geometry', deepLink: 'rotate', labelKey: 'tool_rotate', params: { turns: num(0, 3, 1) } },
  { type: 'flip', category: 'geometry', deepLink: 'flip', labelKey: 'tool_flip', params: { horizontal: { kind: 'boolean', default: true }, vertical: { kind: 'boolean', default: false } } },
  { type: 'straighten', category: 'geometry', deepLink: 'straighten', labelKey: 'tool_straighten', params: { angle: num(-45, 45, 0, 0.1) } },
  // 0 on a side means "keep the aspect ratio from the other side"; both 0 leaves the size unchanged.
  { type: 'resize', category: 'geometry', deepLink: 'resize', labelKey: 'tool_resize', params: { width: num(0, MAX_RESIZE, 0), height: num(0, MAX_RESIZE, 0) } },
  {
    type: 'expand',
    category: 'geometry',
    deepLink: 'expand',
    labelKey: 'tool_expand',
    // Percent of the picture's width (left, right) or height (top, bottom) added on each side.
    params: { top: num(0, 100, 10), right: num(0, 100, 10), bottom: num(0, 100, 10), left: num(0, 100, 10), color: { kind: 'color', default: '#ffffffff' } },
  },
];

const ADJUST: OperationSpec[] = [
  { type: 'exposure', category: 'adjust', deepLink: 'exposure', labelKey: 'adjust_exposure', params: { amount: num(-2, 2, 0, 0.05) } },
  { type: 'brightness', category: 'adjust', deepLink: 'brightness', labelKey: 'adjust_brightness', params: { amount: signed() } },
  { type: 'contrast', category: 'adjust', deepLink: 'contrast', labelKey: 'adjust_contrast', params: { amount: signed() } },
  { type: 'highlights', category: 'adjust', deepLink: 'highlights', labelKey: 'adjust_highlights', params: { amount: signed() } },
  { type: 'shadows', category: 'adjust', deepLink: 'shadows', labelKey: 'adjust_shadows', params: { amount: signed() } },
  { type: 'saturation', category: 'adjust', deepLink: 'saturation', labelKey: 'adjust_saturation', params: { amount: signed() } },
  { type: 'vibrance', category: 'adjust', deepLink: 'vibrance', labelKey: 'adjust_vibrance', params: { amount: signed() } },
  { type: 'warmth', category: 'adjust', deepLink: 'warmth', labelKey: 'adjust_warmth', params: { amount: signed() } },
  { type: 'tint', category: 'adjust', deepLink: 'tint', labelKey: 'adjust_tint', params: { amount: signed() } },
  { type: 'hue', category: 'adjust', deepLink: 'hue', labelKey: 'adjust_hue', params: { amount: num(-180, 180, 0) } },
  { type: 'clarity', category: 'adjust', deepLink: 'clarity', labelKey: 'adjust_clarity', params: { amount: signed() } },
  { type: 'sharpen', category: 'adjust', deepLink: 'sharpen', labelKey: 'adjust_sharpen', params: { amount: amount(0) } },
  { type: 'blur', category: 'adjust', deepLink: 'blur', labelKey: 'adjust_blur', params: { amount: amount(0) } },
  { type: 'vignette', category: 'adjust', deepLink: 'vignette', labelKey: 'adjust_vignette', params: { amount: signed(), size: amount(50) } },
  { type: 'denoise', category: 'adjust', deepLink: 'denoise', labelKey: 'adjust_denoise', params: { amount: amount(0) } },
  // Skin smoothing starts on (its deep link applies it at once); radius in 1/300 of the short side.
  { type: 'perfectskin', category: 'adjust', deepLink: 'perfectskin', labelKey: 'adjust_perfectskin', slow: true, params: { amount: amount(60), radius: num(1, 10, 5) } },
  // Replace colour (issue 17): a colour-only adjustment like HSL, so it folds into the point pass and works in
  // adjustment layers; its panel is the Tools panel's "Replace color", not a slider of the Adjust panel.
  {
    type: 'replace-color',
    category: 'adjust',
    deepLink: 'replace-color',
    labelKey: 'picks_replace_color',
    tool: 'replace-color-tool',
    params: { from: { kind: 'color', default: '#d23c32ff' }, to: { kind: 'color', default: '#2f6fd6ff' }, tolerance: amount(30), softness: amount(40) },
  },
];

/** The named looks; each is one operation with an amount (0 = untouched, 100 = full look). */
export const EFFECT_TYPES = [
  'black-and-white',
  'sepia',
  'vintage',
  'warmer',
  'cooler',
  'chromatic',
  'glitch-art',
  'lens-flare',
  'noir',
  'duotone',
  'cross-process',
  'lomo',
  'polaroid',
  'faded',
  'film-grain',
  'technicolor',
  'kodachrome',
  'cinematic',
  'dramatic',
  'negative',
  'posterize',
  'solarize',
  'pixelate',
  'emboss',
  'night-vision',
  'golden-hour',
] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

function effectSpec(type: EffectType): OperationSpec {
  const params: Record<string, ParamSpec> = { amount: amount() };
  // The flare's centre, as fractions of the picture.
  if (type === 'lens-flare') Object.assign(params, { x: num(0, 1, 0.25, 0.01), y: num(0, 1, 0.25, 0.01) });
  return { type, category: 'effect', deepLink: type, labelKey: `effect_${type.replace(/-/g, '_')}`, params };
}

export const ARTSY_TYPES = ['oil-painting', 'cartoonizer', 'poly-art', 'vector-art', 'comics', 'digital-art', 'fantasy-portrait'] as const;
export type ArtsyType = (typeof ARTSY_TYPES)[number];

const ARTSY: OperationSpec[] = [
  { type: 'oil-painting', category: 'artsy', deepLink: 'oil-painting', labelKey: 'artsy_oil_painting', slow: true, params: { amount: amount(), brush: num(1, 10, 4) } },
  { type: 'cartoonizer', category: 'artsy', deepLink: 'cartoonizer', labelKey: 'artsy_cartoonizer', slow: true, params: { amount: amount(), edges: amount(50), levels: num(2, 10, 6) } },
  { type: 'poly-art', category: 'artsy', deepLink: 'poly-art', labelKey: 'artsy_poly_art', slow: true, params: { amount: amount(), detail: num(10, 150, 50) } },
  { type: 'vector-art', category: 'artsy', deepLink: 'vector-art', labelKey: 'artsy_vector_art', slow: true, params: { amount: amount(), levels: num(2, 8, 4), edges: amount(40) } },
  { type: 'comics', category: 'artsy', deepLink: 'comics', labelKey: 'artsy_comics', slow: true, params: { amount: amount(), edges: amount(60), dots: amount(50) } },
  { type: 'digital-art', category: 'artsy', deepLink: 'digital-art', labelKey: 'artsy_digital_art', slow: true, params: { amount: amount(), smoothness: amount(50), glow: amount(40) } },
  // hue turns the teal/magenta grade around the colour wheel, in degrees.
  { type: 'fantasy-portrait', category: 'artsy', deepLink: 'fantasy-portrait', labelKey: 'artsy_fantasy_portrait', slow: true, params: { amount: amount(), glow: amount(60), hue: num(-180, 180, 0) } },
];

export const OPERATION_SPECS: readonly OperationSpec[] = [...GEOMETRY, ...ADJUST, ...TONE_SPECS, ...EFFECT_TYPES.map(effectSpec), ...ARTSY, ...BRUSH_SPECS];

const BY_TYPE = new Map(OPERATION_SPECS.map((spec) => [spec.type, spec]));

export const OPERATION_TYPES: readonly string[] = OPERATION_SPECS.map((spec) => spec.type);

export function operationSpec(type: string): OperationSpec | undefined {
  return BY_TYPE.get(type);
}

export function isOperationType(type: unknown): type is string {
  return typeof type === 'string' && BY_TYPE.has(type);
}

export function operationsInCategory(category: OperationCategory): OperationSpec[] {
  return OPERATION_SPECS.filter((spec) => spec.category === category);
}

/** Translation key of a parameter's label, e.g. `editor_param_amount`. */
export function paramLabelKey(name: string): string {
  return `editor_param_${name}`;
}

/** Crop ratios that have a name; the others show as written (4:3, 16:9…). */
export const CROP_RATIO_LABEL_KEYS: Readonly<Partial<Record<CropRatio, string>>> = {
  free: 'editor_crop_free',
  original: 'editor_crop_original',
  '1:1': 'editor_crop_square',
};
