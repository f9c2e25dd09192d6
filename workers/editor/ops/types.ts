// How a document operation becomes work: a builder turns its parameters (at the render's scale and the
// picture's current size) into point steps and stages.
import type { Affine } from '../../../src/lib/shared/editor/geometry';
import type { BrushStroke } from '../../../src/lib/shared/editor/strokes';
import type { OperationParams } from '../../../src/lib/shared/editor/types';
import type { PointDef, PointStep, Stage } from '../kernels/types';

export interface BuildContext {
  /** Render scale: 1 for export, less for the screen. Sizes in parameters are full-resolution pixels. */
  scale: number;
  /** Size of the picture entering the operation, at this scale. */
  width: number;
  height: number;
  /** The operation's brush strokes (brush operations only), full-resolution pixels of its input. */
  strokes?: readonly BrushStroke[];
}

/** A geometry step: consecutive ones without a fill colour merge into one resampling pass. */
export interface GeometryStep {
  kind: 'geometry';
  map: Affine;
  width: number;
  height: number;
  fill: string | null;
}

export type Step = { kind: 'point'; step: PointStep } | { kind: 'stage'; stage: Stage } | GeometryStep;

export type OpBuilder = (params: OperationParams, ctx: BuildContext) => Step[];

export function point(def: PointDef, values: number[]): Step {
  const padded = values.slice(0, def.slots * 4);
  while (padded.length < def.slots * 4) padded.push(0);
  return { kind: 'point', step: { def, values: padded } };
}

export function stage(value: Stage): Step {
  return { kind: 'stage', stage: value };
}

/** A length given as a fraction of the picture's short side, in pixels of this render. */
export function relativeLength(ctx: BuildContext, fraction: number): number {
  return Math.min(ctx.width, ctx.height) * fraction;
}
