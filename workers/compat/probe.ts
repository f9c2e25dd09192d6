// Measures the GPU on an OffscreenCanvas inside the worker: which WebGL version a context gets, its limits,
// the unmasked renderer, and whether a tiny draw reads back as drawn (in 8-bit and in half-float targets).
import { NO_GL, type GlFacts } from './types';

type GL = WebGL2RenderingContext | WebGLRenderingContext;

const UNMASKED_VENDOR_WEBGL = 0x9245;
const UNMASKED_RENDERER_WEBGL = 0x9246;
const HALF_FLOAT_OES = 0x8d61;
const HALF_FLOAT = 0x140b;
const RGBA16F = 0x881a;
const SIZE = 4;
// The colour the test draws; 8-bit targets store it as 255·c rounded.
const COLOUR = [1, 0.5, 0.25, 1] as const;

const VERTEX = 'attribute vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }';
const FRAGMENT = `precision mediump float; uniform vec4 c; void main() { gl_FragColor = c; }`;

function makeContext(canvas: OffscreenCanvas, caveatFails: boolean): { gl: GL; version: 1 | 2 } | null {
  const attributes: WebGLContextAttributes = {
    alpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    preserveDrawingBuffer: false,
    powerPreference: 'high-performance',
    failIfMajorPerformanceCaveat: caveatFails,
  };
  const gl2 = canvas.getContext('webgl2', attributes);
  if (gl2) return { gl: gl2, version: 2 };
  const gl1 = canvas.getContext('webgl', attributes);
  return gl1 ? { gl: gl1, version: 1 } : null;
}

function compile(gl: GL, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

function program(gl: GL): WebGLProgram | null {
  const vs = compile(gl, gl.VERTEX_SHADER, VERTEX);
  const fs = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT);
  const prog = gl.createProgram();
  if (!vs || !fs || !prog) return null;
  gl.attachShader(prog, vs);
  gl.attachShader(prog, fs);
  gl.bindAttribLocation(prog, 0, 'p');
  gl.linkProgram(prog);
  return gl.getProgramParameter(prog, gl.LINK_STATUS) ? prog : null;
}

/** Draws a full-target triangle in COLOUR into the bound framebuffer. */
function draw(gl: GL, prog: WebGLProgram): void {
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.useProgram(prog);
  gl.uniform4fv(gl.getUniformLocation(prog, 'c'), COLOUR);
  gl.viewport(0, 0, SIZE, SIZE);
  gl.clearColor(0, 0, 0, 0);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
}

function target(gl: GL, internalFormat: number, format: number, type: number): WebGLFramebuffer | null {
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, internalFormat, SIZE, SIZE, 0, format, type, null);
  const framebuffer = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  return gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE ? framebuffer : null;
}

function renderBytesOk(gl: GL, prog: WebGLProgram): boolean {
  if (!target(gl, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE)) return false;
  draw(gl, prog);
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  return pixels.every((value, i) => Math.abs(value - COLOUR[i % 4]! * 255) <= 2);
}

// The editor keeps intermediate results in half-float targets when it can; reading them back as floats
// (WebGL2 with EXT_color_buffer_float) proves the path end to end.
function renderHalfFloatOk(gl: GL, prog: WebGLProgram, version: 1 | 2): boolean {
  if (version === 2) {
    if (!gl.getExtension('EXT_color_buffer_float')) return false;
    if (!target(gl, RGBA16F, gl.RGBA, HALF_FLOAT)) return false;
    draw(gl, prog);
    const pixels = new Float32Array(SIZE * SIZE * 4);
    gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.FLOAT, pixels);
    return gl.getError() === gl.NO_ERROR && pixels.every((value, i) => Math.abs(value - COLOUR[i % 4]!) < 0.01);
  }
  if (!gl.getExtension('OES_texture_half_float') || !gl.getExtension('EXT_color_buffer_half_float')) return false;
  if (!target(gl, gl.RGBA, gl.RGBA, HALF_FLOAT_OES)) return false;
  draw(gl, prog);
  return gl.getError() === gl.NO_ERROR;
}

function readRenderer(gl: GL): { renderer: string; vendor: string } {
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  if (debug) return { renderer: text(gl.getParameter(UNMASKED_RENDERER_WEBGL)), vendor: text(gl.getParameter(UNMASKED_VENDOR_WEBGL)) };
  // Firefox and Safari report a sanitised renderer here without the extension.
  return { renderer: text(gl.getParameter(gl.RENDERER)), vendor: text(gl.getParameter(gl.VENDOR)) };
}

export function probeGl(): GlFacts {
  if (typeof OffscreenCanvas === 'undefined') return { ...NO_GL, error: 'no_offscreen_canvas' };
  try {
    // A context refused with failIfMajorPerformanceCaveat but given without it is a software path.
    const fast = makeContext(new OffscreenCanvas(SIZE, SIZE), true);
    const made = fast ?? makeContext(new OffscreenCanvas(SIZE, SIZE), false);
    if (!made) return { ...NO_GL, offscreenCanvas: true, error: 'no_webgl_context' };
    const { gl, version } = made;
    const prog = program(gl);
    const renderOk = prog !== null && renderBytesOk(gl, prog);
    const halfFloatRender = prog !== null && renderOk && renderHalfFloatOk(gl, prog, version);
    const facts: GlFacts = {
      offscreenCanvas: true,
      webglVersion: version,
      maxTextureSize: Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || 0,
      maxCombinedTextureUnits: Number(gl.getParameter(gl.MAX_COMBINED_TEXTURE_IMAGE_UNITS)) || 0,
      ...readRenderer(gl),
      majorPerformanceCaveat: fast === null,
      renderOk,
      halfFloatRender,
    };
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return facts;
  } catch (error) {
    return { ...NO_GL, offscreenCanvas: true, error: error instanceof Error ? error.message : String(error) };
  }
}
