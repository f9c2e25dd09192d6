// Replace colour (issue 17): what a user sees happen to a picture's colours, on the CPU reference.
import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../src/lib/shared/editor/params';
import { toolForDeepLink, EDITOR_TOOLS } from '../../src/lib/shared/editor/tools';
import { featureForTool } from '../../src/lib/shared/features';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { luma } from '../../workers/editor/kernels/math';
import { hueOf } from '../../workers/editor/ops/toneColour';
import { builderFor } from '../../workers/editor/ops/registry';

type Params = Record<string, string | number>;

/** Runs the operation's point steps over one 0..255 colour, as the renderer does (clamped after each). */
function apply(rgb: [number, number, number], params: Params): [number, number, number] {
  const steps = builderFor('replace-color')!({ ...defaultParams('replace-color'), ...params }, { scale: 1, width: 10, height: 10 });
  const c = new Float64Array(rgb.map((v) => v / 255));
  for (const step of steps) {
    if (step.kind !== 'point') throw new Error('replace colour is a point step');
    step.step.def.cpu(c, new Float64Array(step.step.values), 0, { x: 0, y: 0, width: 1, height: 1 });
    for (let i = 0; i < 3; i++) c[i] = Math.min(1, Math.max(0, c[i]!));
  }
  return [c[0]! * 255, c[1]! * 255, c[2]! * 255];
}
const hue = (c: [number, number, number]): number => hueOf(c[0] / 255, c[1] / 255, c[2] / 255);
const lightness = (c: [number, number, number]): number => luma(c[0] / 255, c[1] / 255, c[2] / 255);
const RED_TO_BLUE = { from: '#d23c32ff', to: '#2f6fd6ff', tolerance: 30, softness: 30 };

describe('replace colour', () => {
  it('turns the picked colour into the new one, keeping its lightness', () => {
    const out = apply([210, 60, 50], RED_TO_BLUE);
    expect(hue(out)).toBeGreaterThan(200);
    expect(hue(out)).toBeLessThan(230);
    expect(Math.abs(lightness(out) - lightness([210, 60, 50]))).toBeLessThan(0.02);
  });

  it('takes darker and lighter shades of the colour along, so texture stays', () => {
    const dark = apply([120, 34, 28], RED_TO_BLUE);
    const light = apply([240, 100, 90], RED_TO_BLUE);
    expect(hue(dark)).toBeGreaterThan(200);
    expect(hue(light)).toBeGreaterThan(200);
    expect(lightness(light)).toBeGreaterThan(lightness(dark));
  });

  it('leaves colours far from the picked one alone, and greys grey', () => {
    for (const rgb of [[40, 180, 60], [60, 90, 200], [128, 128, 128], [250, 250, 250], [0, 0, 0]] as Array<[number, number, number]>) {
      const out = apply(rgb, RED_TO_BLUE);
      for (let i = 0; i < 3; i++) expect(Math.abs(out[i]! - rgb[i]!), `${rgb.join(',')}`).toBeLessThan(1);
    }
  });

  it('reaches further with more tolerance and fades in between with softness', () => {
    const orange: [number, number, number] = [220, 120, 40];
    const tight = apply(orange, { ...RED_TO_BLUE, tolerance: 0, softness: 0 });
    const wide = apply(orange, { ...RED_TO_BLUE, tolerance: 100, softness: 0 });
    expect(Math.abs(tight[0] - orange[0])).toBeLessThan(1);
    expect(hue(wide)).toBeGreaterThan(180);
    const soft = apply(orange, { ...RED_TO_BLUE, tolerance: 20, softness: 100 });
    expect(soft[2]).toBeGreaterThan(orange[2] + 5);
    expect(hue(soft)).not.toBeCloseTo(hue(wide), 0);
  });

  it('does nothing when both colours are the same', () => {
    expect(builderFor('replace-color')!({ ...defaultParams('replace-color'), to: '#d23c32ff' }, { scale: 1, width: 1, height: 1 })).toEqual([]);
  });

  it('is edited in the Tools panel’s Replace color, which its deep link opens and the search counts it under', () => {
    expect(EDITOR_TOOLS.some((tool) => tool.id === 'replace-color')).toBe(false);
    expect(toolForDeepLink('replace-color')?.id).toBe('replace-color-tool');
    expect(featureForTool('replace-color')?.id).toBe('replace-color-tool');
  });

  it('is restored like every operation, its colours and ranges repaired', () => {
    const doc = createPhotoDocument({ imageId: 'img', width: 10, height: 10 });
    const raw = { ...doc, operations: [{ id: 'op_1', type: 'replace-color', enabled: true, params: { from: 'red?', to: '#00f', tolerance: 400, softness: -3 } }] };
    const restored = restoreDocument(raw);
    expect(restored.ok && restored.document.operations[0]?.params).toEqual({ from: '#d23c32ff', to: '#0000ffff', tolerance: 100, softness: 0 });
  });
});
