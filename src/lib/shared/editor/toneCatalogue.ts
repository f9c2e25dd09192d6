// The tone and colour operations (curves, levels, HSL per colour range, colour balance, split toning):
// their parameters as the document stores them. All are adjustments of the colour alone, so the engine
// folds them into the fused point pass and its 3D lookup table. Labels live in locales/<lang>/editorTone.json.
import type { NumberParamSpec, OperationSpec, ParamSpec } from './catalogue';
import { IDENTITY_CURVE } from './curves';

const num = (min: number, max: number, def: number, step = 1): NumberParamSpec => ({ kind: 'number', min, max, step, default: def });

/** Curves: the RGB master curve, then one per channel. */
export const CURVE_CHANNELS = ['rgb', 'red', 'green', 'blue'] as const;
export type CurveChannel = (typeof CURVE_CHANNELS)[number];

/** Levels fields, each per channel ("rgbInBlack", "redGamma"…); black and white points in 0..255. */
export const LEVELS_FIELDS = ['InBlack', 'InWhite', 'Gamma', 'OutBlack', 'OutWhite'] as const;
export type LevelsField = (typeof LEVELS_FIELDS)[number];

/** The eight colour ranges of the HSL panel, with the hue (degrees) each is centred on. */
export const HSL_RANGES = ['red', 'orange', 'yellow', 'green', 'aqua', 'blue', 'purple', 'magenta'] as const;
export type HslRange = (typeof HSL_RANGES)[number];
export const HSL_CENTRES: readonly number[] = [0, 30, 60, 120, 180, 240, 270, 300];
export const HSL_FIELDS = ['Hue', 'Saturation', 'Luminance'] as const;

export const BALANCE_TONES = ['shadows', 'midtones', 'highlights'] as const;
export const BALANCE_AXES = ['CyanRed', 'MagentaGreen', 'YellowBlue'] as const;

export const levelsParam = (channel: CurveChannel, field: LevelsField): string => `${channel}${field}`;
export const hslParam = (range: HslRange, field: (typeof HSL_FIELDS)[number]): string => `${range}${field}`;
export const balanceParam = (tone: (typeof BALANCE_TONES)[number], axis: (typeof BALANCE_AXES)[number]): string => `${tone}${axis}`;

function levelsParams(): Record<string, ParamSpec> {
  const params: Record<string, ParamSpec> = {};
  for (const channel of CURVE_CHANNELS) {
    params[levelsParam(channel, 'InBlack')] = num(0, 254, 0);
    params[levelsParam(channel, 'InWhite')] = num(1, 255, 255);
    params[levelsParam(channel, 'Gamma')] = num(0.1, 9.99, 1, 0.01);
    params[levelsParam(channel, 'OutBlack')] = num(0, 255, 0);
    params[levelsParam(channel, 'OutWhite')] = num(0, 255, 255);
  }
  return params;
}

function hslParams(): Record<string, ParamSpec> {
  const params: Record<string, ParamSpec> = {};
  for (const range of HSL_RANGES) for (const field of HSL_FIELDS) params[hslParam(range, field)] = num(-100, 100, 0);
  return params;
}

function balanceParams(): Record<string, ParamSpec> {
  const params: Record<string, ParamSpec> = {};
  for (const tone of BALANCE_TONES) for (const axis of BALANCE_AXES) params[balanceParam(tone, axis)] = num(-100, 100, 0);
  params.preserveLuminosity = { kind: 'boolean', default: true };
  return params;
}

export const TONE_TYPES = ['curves', 'levels', 'hsl', 'color-balance', 'split-toning'] as const;
export type ToneType = (typeof TONE_TYPES)[number];

export const TONE_SPECS: readonly OperationSpec[] = [
  {
    type: 'curves',
    category: 'adjust',
    deepLink: 'curves',
    labelKey: 'tone_curves',
    params: Object.fromEntries(CURVE_CHANNELS.map((channel) => [channel, { kind: 'curve', default: IDENTITY_CURVE } satisfies ParamSpec])),
  },
  { type: 'levels', category: 'adjust', deepLink: 'levels', labelKey: 'tone_levels', params: levelsParams() },
  { type: 'hsl', category: 'adjust', deepLink: 'hsl', labelKey: 'tone_hsl', params: hslParams() },
  { type: 'color-balance', category: 'adjust', deepLink: 'color-balance', labelKey: 'tone_color_balance', params: balanceParams() },
  {
    type: 'split-toning',
    category: 'adjust',
    deepLink: 'split-toning',
    labelKey: 'tone_split_toning',
    params: { highlightHue: num(0, 360, 45), highlightSaturation: num(0, 100, 0), shadowHue: num(0, 360, 220), shadowSaturation: num(0, 100, 0), balance: num(-100, 100, 0) },
  },
];

export function isToneType(type: string): type is ToneType {
  return (TONE_TYPES as readonly string[]).includes(type);
}
