// Draws the rendered picture into the page's canvas: zoomed and panned, over a checkerboard where it is
// transparent, with the before/after split. Display only: nothing here is part of an export. During a
// drag the colour steps can be applied right here, through their lookup table, to the composed picture
// (one pass at view size a frame instead of a picture-size pass and then this one).
import { PRELUDE } from '../kernels/math';
import type { PointStep } from '../kernels/types';
import type { ViewGeometry, ViewState } from '../view';
import type { GlContext, GlTexture } from './glContext';

type ShaderColour = { kind: 'none' } | { kind: 'lut' } | { kind: 'code'; steps: readonly PointStep[] };

const pParams = (code: string, base: number): string => code.replace(/\bP(\d+)\b/g, (_, n: string) => `u_p[${base + Number(n)}]`);

/** The colour steps' own code (drag frames without a table): the same statements and clamps as a fused pass. */
function colourCode(steps: readonly PointStep[]): { code: string; slots: number } {
  let slot = 0;
  const parts = steps.map((step) => {
    const part = `{ ${pParams(step.def.glsl, slot)} }\n    c = clamp(c, 0.0, 1.0);`;
    slot += step.def.slots;
    return part;
  });
  return { code: `{ vec3 c = clamp(col.rgb, 0.0, 1.0);\n    ${parts.join('\n    ')}\n    col = vec4(c, clamp(col.a, 0.0, 1.0)); }`, slots: slot };
}

interface ShaderShape {
  colour: ShaderColour;
  /** Draws "before" too (the split or before-only view): without it, one texture read a pixel. */
  compare: boolean;
  /** The picture has no transparency: no checkerboard to mix under it. */
  opaque: boolean;
}

const viewShader = ({ colour, compare, opaque }: ShaderShape): string => {
  const code = colour.kind === 'code' ? colourCode(colour.steps) : null;
  const read = (s: string): string => `texture(${s}, t)`;
  return `${PRELUDE}
uniform sampler2D u_in0;
${compare ? 'uniform sampler2D u_in1;' : ''}
${colour.kind === 'lut' ? 'uniform sampler3D u_lut0;' : ''}
${code && code.slots > 0 ? `uniform vec4 u_p[${code.slots}];` : ''}
uniform vec4 u_view;
uniform vec2 u_picture;
uniform vec4 u_background;
uniform vec2 u_compare;
${opaque ? '' : 'uniform float u_checker;'}
out vec4 o_color;
void main() {
  vec2 s = vec2(gl_FragCoord.x, u_view.w - gl_FragCoord.y);
  vec2 t = (s - u_view.xy) / u_view.z / u_picture;
  if (t.x < 0.0 || t.y < 0.0 || t.x > 1.0 || t.y > 1.0) { o_color = u_background; return; }
  ${compare ? `bool before = u_compare.x > 1.5 || (u_compare.x > 0.5 && t.x < u_compare.y);
  vec4 col = before ? ${read('u_in1')} : ${read('u_in0')};` : `vec4 col = ${read('u_in0')};`}
  ${colour.kind === 'lut' ? '{ vec3 n = vec3(textureSize(u_lut0, 0)); col.rgb = texture(u_lut0, clamp(col.rgb, 0.0, 1.0) * ((n - 1.0) / n) + 0.5 / n).rgb; col.a = clamp(col.a, 0.0, 1.0); }' : ''}
  ${code ? code.code : ''}
  ${opaque ? 'vec3 rgb = col.rgb;' : `float k = mod(floor(s.x / u_checker) + floor(s.y / u_checker), 2.0);
  vec3 rgb = mix(mix(vec3(0.8), vec3(0.62), k), col.rgb, col.a);`}
  ${compare ? 'if (u_compare.x > 0.5 && u_compare.x < 1.5 && abs(s.x - (u_view.x + u_compare.y * u_picture.x * u_view.z)) < 1.0) rgb = vec3(1.0);' : ''}
  o_color = vec4(rgb, 1.0);
}
`;
};

/** Colour steps applied to `after` on the way (drag frames): through their table, or as their code. */
export type ViewColour = { lut: WebGLTexture } | { steps: readonly PointStep[] };

const COMPARE_CODE = { off: 0, split: 1, before: 2 } as const;

/**
 * `colour`: colour steps to apply to `after` on the way (the drag path); `before` is then not drawn.
 * `opaque`: the picture has no transparent pixel (the checkerboard under it is skipped).
 * `scissor`: redraw only [x, y, width, height] of the canvas (GL pixels, from the bottom); the rest keeps
 * the last frame (the canvas keeps its drawing buffer).
 */
export function drawView(ctx: GlContext, canvas: OffscreenCanvas, view: ViewState, geometry: ViewGeometry, picture: { width: number; height: number }, after: GlTexture, before: GlTexture | null, colour: ViewColour | null = null, opaque = false, scissor?: readonly [number, number, number, number]): void {
  const { gl } = ctx;
  const lut = colour && 'lut' in colour ? colour.lut : null;
  const steps = colour && 'steps' in colour ? colour.steps : null;
  // Without "before" on show, one texture read a pixel (software GPUs run both sides of a choice).
  const compare = before !== null && view.compare !== 'off';
  const shaderColour: ShaderColour = steps ? { kind: 'code', steps } : lut ? { kind: 'lut' } : { kind: 'none' };
  // The program depends on which steps run (cached by its source); their values are uniforms.
  const program = ctx.program(viewShader({ colour: shaderColour, compare, opaque }));
  const params = steps ? new Float32Array(steps.flatMap((step) => step.values)) : null;
  if (canvas.width !== geometry.canvasWidth) canvas.width = geometry.canvasWidth;
  if (canvas.height !== geometry.canvasHeight) canvas.height = geometry.canvasHeight;
  for (const t of [after, before]) {
    if (!t) continue;
    gl.bindTexture(gl.TEXTURE_2D, t.texture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  }
  ctx.draw({
    program,
    target: null,
    width: geometry.canvasWidth,
    height: geometry.canvasHeight,
    inputs: compare ? [after, before ?? after] : [after],
    luts: lut ? [lut] : [],
    scissor,
    setUniforms: (g, p) => {
      g.uniform4f(p.uniform('u_view'), geometry.originX, geometry.originY, geometry.displayScale, geometry.canvasHeight);
      g.uniform2f(p.uniform('u_picture'), picture.width, picture.height);
      g.uniform4fv(p.uniform('u_background'), view.background);
      g.uniform2f(p.uniform('u_compare'), before ? COMPARE_CODE[view.compare] : 0, view.comparePosition);
      if (params && params.length > 0) g.uniform4fv(p.uniform('u_p'), params);
      // Checker squares keep their size on screen when a drag frame has fewer device pixels.
      if (!opaque) g.uniform1f(p.uniform('u_checker'), (8 * geometry.pixelRatio) / view.pixelRatio);
    },
  });
}
