// PATTERN: a canvas pattern (Canvas.pattern) drawn premultiplied for "over" blending onto the canvas
// background. One shader holds every pattern of the catalogue (src/lib/shared/collage/patterns.ts), picked
// by its index; the CPU reference picks the same pattern's twin.
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

const branches = PATTERN_KERNELS.map((k, i) => (k ? `if (id == ${i}) { ${k.glsl} }` : '')).filter((b) => b !== '');

export const PATTERN: KernelDef = {
  id: 'pattern',
  inputs: 0,
  functions: PATTERN_GLSL,
  glsl: `int id = int(K0.x + 0.5);
  vec2 p = pos / K0.y;
  float w = 1.0 / K0.y;
  float ink = 0.0;
  ${branches.join('\n  else ')}
  src = K1 * clamp(ink, 0.0, 1.0);`,
  cpu(x, y, out, _inputs, k) {
    const kernel = PATTERN_KERNELS[Math.trunc((k[0] ?? 0) + 0.5)];
    const cell = k[1] ?? 1;
    const px = x + 0.5;
    const py = y + 0.5;
    const width = k[2] ?? 1;
    const height = k[3] ?? 1;
    const ink = kernel ? clamp01(kernel.cpu(px / cell, py / cell, 1 / cell, px / width, py / height, width, height)) : 0;
    for (let c = 0; c < 4; c++) out[c] = (k[4 + c] ?? 0) * ink;
  },
};
