// Draws the rendered picture into the page's canvas: zoomed and panned, over a checkerboard where it is
// transparent, with the before/after split. Display only: nothing here is part of an export. During a
// drag the colour steps can be applied right here, through their lookup table, to the composed picture
// (one pass at view size a frame instead of a picture-size pass and then this one).
import { PRELUDE } from '../kernels/math';
import type { ViewGeometry, ViewState } from '../view';
import type { GlContext, GlTexture } from './glContext';

const viewShader = (lut: boolean): string => `${PRELUDE}
uniform sampler2D u_in0;
uniform sampler2D u_in1;
${lut ? 'uniform sampler3D u_lut0;' : ''}
uniform vec4 u_view;
uniform vec2 u_picture;
uniform vec4 u_background;
uniform vec2 u_compare;
out vec4 o_color;
void main() {
  vec2 s = vec2(gl_FragCoord.x, u_view.w - gl_FragCoord.y);
  vec2 t = (s - u_view.xy) / u_view.z / u_picture;
  if (t.x < 0.0 || t.y < 0.0 || t.x > 1.0 || t.y > 1.0) { o_color = u_background; return; }
  bool before = u_compare.x > 1.5 || (u_compare.x > 0.5 && t.x < u_compare.y);
  vec4 c = before ? texture(u_in1, t) : texture(u_in0, t);
  ${lut ? '{ vec3 n = vec3(textureSize(u_lut0, 0)); c.rgb = texture(u_lut0, clamp(c.rgb, 0.0, 1.0) * ((n - 1.0) / n) + 0.5 / n).rgb; c.a = clamp(c.a, 0.0, 1.0); }' : ''}
  float k = mod(floor(s.x / 8.0) + floor(s.y / 8.0), 2.0);
  vec3 rgb = mix(mix(vec3(0.8), vec3(0.62), k), c.rgb, c.a);
  if (u_compare.x > 0.5 && u_compare.x < 1.5 && abs(s.x - (u_view.x + u_compare.y * u_picture.x * u_view.z)) < 1.0) rgb = vec3(1.0);
  o_color = vec4(rgb, 1.0);
}
`;

const VIEW_SHADER = viewShader(false);
const VIEW_LUT_SHADER = viewShader(true);

const COMPARE_CODE = { off: 0, split: 1, before: 2 } as const;

/** `lut`: a colour table to apply to `after` on the way (the drag path); `before` is then not drawn. */
export function drawView(ctx: GlContext, canvas: OffscreenCanvas, view: ViewState, geometry: ViewGeometry, picture: { width: number; height: number }, after: GlTexture, before: GlTexture | null, lut: WebGLTexture | null = null): void {
  const { gl } = ctx;
  if (canvas.width !== geometry.canvasWidth) canvas.width = geometry.canvasWidth;
  if (canvas.height !== geometry.canvasHeight) canvas.height = geometry.canvasHeight;
  for (const t of [after, before]) {
    if (!t) continue;
    gl.bindTexture(gl.TEXTURE_2D, t.texture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  }
  ctx.draw({
    program: ctx.program(lut ? VIEW_LUT_SHADER : VIEW_SHADER),
    target: null,
    width: geometry.canvasWidth,
    height: geometry.canvasHeight,
    inputs: [after, before ?? after],
    luts: lut ? [lut] : [],
    setUniforms: (g, p) => {
      g.uniform4f(p.uniform('u_view'), geometry.originX, geometry.originY, geometry.displayScale, geometry.canvasHeight);
      g.uniform2f(p.uniform('u_picture'), picture.width, picture.height);
      g.uniform4fv(p.uniform('u_background'), view.background);
      g.uniform2f(p.uniform('u_compare'), before ? COMPARE_CODE[view.compare] : 0, view.comparePosition);
    },
  });
}
