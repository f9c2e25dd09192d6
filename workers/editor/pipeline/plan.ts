// The render plan, shared by both backends so they do the same work in the same order: the enabled
// operations become passes. Each pass is a stage (or a plain read) followed by the point steps after it,
// fused into that stage's last shader pass; consecutive fill-free geometry merges into one resampling.
import { composeAffine, type Affine } from '../../../src/lib/shared/editor/geometry';
import type { Operation } from '../../../src/lib/shared/editor/types';
import type { PointStep, Stage } from '../kernels/types';
import { AFFINE, affineParams } from '../ops/geometry';
import { builderFor } from '../ops/registry';

export interface PlanPass {
  /** null: read the input as it is, then run the tail. */
  stage: Stage | null;
  tail: PointStep[];
  width: number;
  height: number;
}

export interface Plan {
  passes: PlanPass[];
  width: number;
  height: number;
}

interface PendingGeometry {
  map: Affine;
  fill: string | null;
  width: number;
  height: number;
}

const isIdentity = (m: Affine): boolean => m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1 && m.e === 0 && m.f === 0;

function geometryPass(g: PendingGeometry): PlanPass {
  return {
    stage: { label: 'geometry', passes: [{ def: AFFINE, inputs: ['in'], width: g.width, height: g.height, params: affineParams(g.map, g.fill) }] },
    tail: [],
    width: g.width,
    height: g.height,
  };
}

/** The passes that render `operations` over a picture of `width` × `height` at `scale`. */
export function buildPlan(operations: readonly Operation[], width: number, height: number, scale: number): Plan {
  const passes: PlanPass[] = [];
  // Held in an object so the closure and the loop see one variable (and TypeScript agrees).
  const pending: { geometry: PendingGeometry | null } = { geometry: null };
  let size = { width, height };
  const flushGeometry = (): void => {
    if (pending.geometry) passes.push(geometryPass(pending.geometry));
    pending.geometry = null;
  };
  for (const op of operations) {
    if (!op.enabled) continue;
    const build = builderFor(op.type);
    if (!build) continue;
    for (const step of build(op.params, { scale, width: size.width, height: size.height, strokes: op.strokes })) {
      if (step.kind === 'geometry') {
        const sameSize = step.width === size.width && step.height === size.height;
        size = { width: step.width, height: step.height };
        if (isIdentity(step.map) && sameSize && step.fill === null) continue;
        const previous = pending.geometry;
        if (previous && previous.fill === null && step.fill === null) {
          // Output → this step's input → the previous step's input: one resampling instead of two.
          pending.geometry = { map: composeAffine(previous.map, step.map), fill: null, width: step.width, height: step.height };
        } else {
          flushGeometry();
          pending.geometry = { map: step.map, fill: step.fill, width: step.width, height: step.height };
        }
        continue;
      }
      flushGeometry();
      if (step.kind === 'stage') {
        const last = step.stage.passes[step.stage.passes.length - 1];
        if (!last) continue;
        size = { width: last.width, height: last.height };
        passes.push({ stage: step.stage, tail: [], width: size.width, height: size.height });
        continue;
      }
      const current = passes[passes.length - 1];
      if (current) current.tail.push(step.step);
      else passes.push({ stage: null, tail: [step.step], width: size.width, height: size.height });
    }
  }
  flushGeometry();
  return { passes, width: size.width, height: size.height };
}

/** Total of full-size pictures the plan draws, for progress: a heavy pass weighs more. */
export function planWeight(plan: Plan): number {
  let total = 0;
  for (const pass of plan.passes) {
    if (!pass.stage) total += 1;
    else for (const kp of pass.stage.passes) total += (kp.heavy ? 8 : 1) * ((kp.width * kp.height) / Math.max(1, pass.width * pass.height));
  }
  return Math.max(total, 1);
}
