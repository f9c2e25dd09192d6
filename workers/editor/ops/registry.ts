// Every catalogue operation's builder, by type.
import { ADJUST_BUILDERS } from './adjust';
import { ARTSY_BUILDERS } from './artsy';
import { BRUSH_BUILDERS } from './brushOps';
import { CLASSIC_LOOK_BUILDERS } from './classicLooks';
import { CONVOLVE_BUILDERS } from './convolve';
import { GEOMETRY_BUILDERS } from './geometry';
import { LOOK_BUILDERS, POSTERIZE_BUILDER } from './looks';
import { REPLACE_COLOUR_BUILDERS } from './replaceColour';
import { SAMPLING_BUILDERS } from './sampling';
import { SKIN_BUILDERS } from './skin';
import { TONE_COLOUR_BUILDERS } from './toneColour';
import { TONE_CURVE_BUILDERS } from './toneCurves';
import type { OpBuilder } from './types';

export const OP_BUILDERS: Readonly<Record<string, OpBuilder>> = {
  ...GEOMETRY_BUILDERS,
  ...ADJUST_BUILDERS,
  ...TONE_CURVE_BUILDERS,
  ...TONE_COLOUR_BUILDERS,
  ...REPLACE_COLOUR_BUILDERS,
  ...CONVOLVE_BUILDERS,
  ...LOOK_BUILDERS,
  posterize: POSTERIZE_BUILDER,
  ...SAMPLING_BUILDERS,
  ...ARTSY_BUILDERS,
  ...CLASSIC_LOOK_BUILDERS,
  ...SKIN_BUILDERS,
  ...BRUSH_BUILDERS,
};

export function builderFor(type: string): OpBuilder | undefined {
  return Object.hasOwn(OP_BUILDERS, type) ? OP_BUILDERS[type] : undefined;
}
