// PATTERN: a canvas pattern (Canvas.pattern) drawn premultiplied for "over" blending onto the canvas
// background: each pattern of the catalogue (src/lib/shared/collage/patterns.ts) is a kernel of its own,
// GLSL and its CPU twin (patternsGeometric.ts, patternsTexture.ts).
//
// K0 = (pattern index, repeat size in output px, 0, 0); K1 = the pattern colour, premultiplied.
import { CANVAS_PATTERNS } from '../../../src/lib/shared/collage/patterns';
import { clamp01 } from '../kernels/math';
import type { KernelDef } from '../kernels/types';
import { PATTERN_GLSL } from './patternMath';
import { GEOMETRIC_PATTERNS, type PatternKernel } from './patternsGeometric';
import { TEXTURE_PATTERNS } from './patternsTexture';

const KERNELS = new Map<string, PatternKernel>([...GEOMETRIC_PATTERNS, ...TEXTURE_PATTERNS].map((k) => [k.id, k]));

/** The kernels in catalogue order (a catalogue entry without one draws nothing). */
export const PATTERN_KERNELS: readonly (PatternKernel | undefined)[] = CANVAS_PATTERNS.map((p) => KERNELS.get(p.id));

/**
 * PATTERN for the pattern at `index`: one shader a pattern (a shader holding all of them branched on a
 * uniform costs software WebGL about ten times as much a pixel).
 */
function patternDef(index: number): KernelDef {
  const kernel = PATTERN_KERNELS[index];
  return {
    id: `pattern-${kernel?.id ?? 'none'}`,
    inputs: 0,
    functions: PATTERN_GLSL,
    glsl: `vec2 p = pos / K0.y;
  float w = 1.0 / K0.y;
  float ink = 0.0;
  { ${kernel?.glsl ?? ''} }
  src = K1 * clamp(ink, 0.0, 1.0);`,
    cpu(x, y, out, _inputs, k) {
      const cell = k[1] ?? 1;
      const px = x + 0.5;
      const py = y + 0.5;
      const width = k[2] ?? 1;
      const height = k[3] ?? 1;
      const ink = kernel ? clamp01(kernel.cpu(px / cell, py / cell, 1 / cell, px / width, py / height, width, height)) : 0;
      for (let c = 0; c < 4; c++) out[c] = (k[4 + c] ?? 0) * ink;
    },
  };
}

const DEFS = PATTERN_KERNELS.map((_, i) => patternDef(i));
const NONE = patternDef(-1);

/** The kernel that draws the pattern of these parameters (pipeline/pattern.ts: K0.x is its index). */
export function patternKernel(params: readonly number[]): KernelDef {
  return DEFS[Math.trunc(params[0] ?? -1)] ?? NONE;
}
