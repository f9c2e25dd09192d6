// The render plan: point operations fuse into one pass, geometry merges into one resampling, and every
// operation of the catalogue has an implementation.
import { describe, expect, it } from 'vitest';
import { isBrushOperation } from '../../src/lib/shared/editor/brushCatalogue';
import { OPERATION_SPECS } from '../../src/lib/shared/editor/catalogue';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { Operation } from '../../src/lib/shared/editor/types';
import { builderFor } from '../../workers/editor/ops/registry';
import { buildPlan } from '../../workers/editor/pipeline/plan';

const ops = (...list: Array<[string, Record<string, unknown>]>): Operation[] => list.map(([type, params], i) => ({ id: `o${i}`, type, enabled: true, params: { ...defaultParams(type), ...params } as Operation['params'] }));

const BENCH_CHAIN = ops(['brightness', { amount: 25 }], ['contrast', { amount: 15 }], ['saturation', { amount: 20 }], ['vibrance', { amount: 25 }], ['exposure', { amount: 0.3 }], ['hue', { amount: 18 }], ['sepia', { amount: 100 }]);

describe('the plan', () => {
  it('runs the seven point operations of the benchmark chain in one pass', () => {
    const plan = buildPlan(BENCH_CHAIN, 4000, 3000, 1);
    expect(plan.passes).toHaveLength(1);
    expect(plan.passes[0]?.stage).toBeNull();
    expect(plan.passes[0]?.tail.map((s) => s.def.id)).toEqual(['add', 'contrast', 'saturation', 'vibrance', 'exposure', 'matrix', 'look']);
    expect(plan.passes[0]?.tail.every((s) => s.def.lut)).toBe(true);
  });

  it('fuses point operations into the last pass of the stage before them', () => {
    const plan = buildPlan(ops(['blur', { amount: 50 }], ['contrast', { amount: 20 }], ['vignette', { amount: 30 }]), 400, 300, 1);
    expect(plan.passes).toHaveLength(1);
    expect(plan.passes[0]?.stage?.label).toBe('blur');
    expect(plan.passes[0]?.tail.map((s) => s.def.id)).toEqual(['contrast', 'vignette']);
  });

  it('merges consecutive crop, rotate, flip and straighten into one resampling', () => {
    const plan = buildPlan(ops(['crop', { width: 0.5 }], ['rotate', { turns: 1 }], ['flip', {}], ['straighten', { angle: 3 }]), 400, 300, 1);
    expect(plan.passes.map((p) => p.stage?.label)).toEqual(['geometry']);
    expect([plan.width, plan.height]).toEqual([300, 200]);
  });

  it('keeps an expand (with its fill colour) apart from the geometry after it', () => {
    const plan = buildPlan(ops(['expand', {}], ['rotate', { turns: 1 }]), 100, 100, 1);
    expect(plan.passes.map((p) => p.stage?.label)).toEqual(['geometry', 'geometry']);
  });

  it('skips operations that do nothing and disabled ones', () => {
    const list = ops(['brightness', { amount: 0 }], ['rotate', { turns: 0 }], ['sepia', { amount: 0 }], ['blur', { amount: 40 }]);
    list[3] = { ...(list[3] as Operation), enabled: false };
    expect(buildPlan(list, 100, 100, 1).passes).toEqual([]);
  });
});

/** Settings that make the tone operations (neutral by default) do something. */
const TONE_SETTINGS = { rgb: '0,0 0.5,0.7 1,1', rgbGamma: 1.4, blueSaturation: 40, midtonesCyanRed: 30, highlightSaturation: 50 };

describe('implementations', () => {
  it.each(OPERATION_SPECS.map((s) => s.type))('%s has a builder that produces work', (type) => {
    const build = builderFor(type);
    expect(build).toBeDefined();
    const params = { ...defaultParams(type), amount: type === 'exposure' ? 1 : 60, turns: 1, angle: 5, width: 50, height: 0, ...TONE_SETTINGS };
    // Brush operations paint where their strokes are: one stroke across the picture.
    const strokes = isBrushOperation(type) ? [{ size: 20, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.2, points: [10, 50, 0.5, 190, 50, 0.5] }] : undefined;
    expect(build?.({ ...defaultParams(type), ...Object.fromEntries(Object.entries(params).filter(([k]) => k in defaultParams(type))) }, { scale: 1, width: 200, height: 100, strokes }).length).toBeGreaterThan(0);
  });

  it('a brush operation without strokes, or with strokes off the picture, does no work', () => {
    const build = builderFor('dodge');
    expect(build?.(defaultParams('dodge'), { scale: 1, width: 200, height: 100, strokes: [] })).toEqual([]);
    expect(build?.(defaultParams('dodge'), { scale: 1, width: 200, height: 100, strokes: [{ size: 10, hardness: 1, opacity: 1, flow: 1, spacing: 0.2, points: [500, 500, 0.5] }] })).toEqual([]);
  });
});
