// Thin WebGL2 plumbing: RGBA8 textures (rows top to bottom, so a texture reads back in image order),
// a pool to reuse them, programs compiled once, a full-screen triangle per pass, GPU fences, and
// readback through a pixel-pack buffer. Everything here is lost with the context and rebuilt by reset().

export interface GlTexture {
  texture: WebGLTexture;
  width: number;
  height: number;
}

export interface GlProgram {
  program: WebGLProgram;
  uniform(name: string): WebGLUniformLocation | null;
}

/** One slice of a 3D texture as a render target (lookup-table baking). */
export interface LayerTarget {
  texture3d: WebGLTexture;
  layer: number;
}

export interface DrawCall {
  program: GlProgram;
  /** null: the canvas itself. */
  target: GlTexture | LayerTarget | null;
  width: number;
  height: number;
  inputs?: readonly GlTexture[];
  /** 3D lookup tables, bound after the inputs. */
  luts?: readonly WebGLTexture[];
  setUniforms?: (gl: WebGL2RenderingContext, program: GlProgram) => void;
  /** [x, y, width, height] in target pixels. */
  scissor?: readonly [number, number, number, number];
  /** Premultiplied "over": ONE, ONE_MINUS_SRC_ALPHA. */
  blend?: boolean;
}

const VERTEX_SHADER = `#version 300 es
void main() {
  vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
`;

export const MAX_INPUTS = 4;

export class GlContext {
  readonly gl: WebGL2RenderingContext;
  readonly maxTextureSize: number;
  private programs = new Map<string, GlProgram>();
  private pool = new Map<string, GlTexture[]>();
  private vao: WebGLVertexArrayObject | null = null;
  private fbo: WebGLFramebuffer | null = null;
  private pbo: WebGLBuffer | null = null;
  private pboSize = 0;

  /** Render targets one draw can write (WebGL2 guarantees 4). */
  readonly maxDrawBuffers: number;

  constructor(gl: WebGL2RenderingContext) {
    this.gl = gl;
    this.maxTextureSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
    this.maxDrawBuffers = Math.max(1, Math.min(gl.getParameter(gl.MAX_DRAW_BUFFERS) as number, gl.getParameter(gl.MAX_COLOR_ATTACHMENTS) as number) || 1);
    this.reset();
  }

  /** After a context loss every object is gone: forget them and make the few fixed ones again. */
  reset(): void {
    const gl = this.gl;
    this.programs.clear();
    this.pool.clear();
    this.pboSize = 0;
    this.vao = gl.createVertexArray();
    this.fbo = gl.createFramebuffer();
    this.pbo = gl.createBuffer();
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    gl.pixelStorei(gl.PACK_ALIGNMENT, 1);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.DITHER);
  }

  isLost(): boolean {
    return this.gl.isContextLost();
  }

  createTexture(width: number, height: number, data?: ArrayBufferView | null, linear = false): GlTexture {
    const gl = this.gl;
    const texture = gl.createTexture();
    if (!texture) throw new Error('Could not create a texture');
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, width, height);
    const filter = linear ? gl.LINEAR : gl.NEAREST;
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    if (data) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, data);
    return { texture, width, height };
  }

  /** A texture of this size from the pool, or a new one. Its content is undefined. */
  acquire(width: number, height: number): GlTexture {
    const list = this.pool.get(`${width}x${height}`);
    return list?.pop() ?? this.createTexture(width, height);
  }

  release(texture: GlTexture | null | undefined): void {
    if (!texture) return;
    const key = `${texture.width}x${texture.height}`;
    const list = this.pool.get(key) ?? [];
    list.push(texture);
    this.pool.set(key, list);
  }

  /** Frees pooled textures (after an export, so full-size buffers do not stay allocated). */
  trimPool(): void {
    for (const list of this.pool.values()) for (const t of list) this.gl.deleteTexture(t.texture);
    this.pool.clear();
  }

  deleteTexture(texture: GlTexture | null | undefined): void {
    if (texture) this.gl.deleteTexture(texture.texture);
  }

  program(fragmentSource: string): GlProgram {
    const cached = this.programs.get(fragmentSource);
    if (cached) return cached;
    const gl = this.gl;
    const program = gl.createProgram();
    if (!program) throw new Error('Could not create a program');
    for (const [type, source] of [
      [gl.VERTEX_SHADER, VERTEX_SHADER],
      [gl.FRAGMENT_SHADER, fragmentSource],
    ] as const) {
      const shader = gl.createShader(type);
      if (!shader) throw new Error('Could not create a shader');
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost()) {
        throw new Error(`Shader compile failed: ${gl.getShaderInfoLog(shader) ?? ''}\n${source}`);
      }
      gl.attachShader(program, shader);
      gl.deleteShader(shader);
    }
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) throw new Error(`Program link failed: ${gl.getProgramInfoLog(program) ?? ''}`);
    const locations = new Map<string, WebGLUniformLocation | null>();
    const entry: GlProgram = {
      program,
      uniform(name) {
        if (!locations.has(name)) locations.set(name, gl.getUniformLocation(program, name));
        return locations.get(name) ?? null;
      },
    };
    this.programs.set(fragmentSource, entry);
    return entry;
  }

  bindTarget(target: GlTexture | LayerTarget | null): void {
    const gl = this.gl;
    if (!target) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      return;
    }
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    if ('texture3d' in target) gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, target.texture3d, 0, target.layer);
    else gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, target.texture, 0);
  }

  draw(call: DrawCall): void {
    const gl = this.gl;
    this.bindTarget(call.target);
    gl.viewport(0, 0, call.width, call.height);
    if (call.scissor) {
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(call.scissor[0], call.scissor[1], call.scissor[2], call.scissor[3]);
    } else gl.disable(gl.SCISSOR_TEST);
    if (call.blend) {
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    } else gl.disable(gl.BLEND);
    gl.useProgram(call.program.program);
    (call.inputs ?? []).forEach((input, i) => {
      gl.activeTexture(gl.TEXTURE0 + i);
      gl.bindTexture(gl.TEXTURE_2D, input.texture);
      gl.uniform1i(call.program.uniform(`u_in${i}`), i);
    });
    (call.luts ?? []).forEach((lut, i) => {
      gl.activeTexture(gl.TEXTURE0 + MAX_INPUTS + i);
      gl.bindTexture(gl.TEXTURE_3D, lut);
      gl.uniform1i(call.program.uniform(`u_lut${i}`), MAX_INPUTS + i);
    });
    call.setUniforms?.(gl, call.program);
    gl.bindVertexArray(this.vao);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }

  /** One draw into `count` consecutive slices of a 3D texture (multiple render targets). */
  drawLayers(program: GlProgram, texture3d: WebGLTexture, first: number, count: number, width: number, height: number, setUniforms: (gl: WebGL2RenderingContext, program: GlProgram) => void): void {
    const gl = this.gl;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    const attachments: number[] = [];
    for (let k = 0; k < count; k++) {
      gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + k, texture3d, 0, first + k);
      attachments.push(gl.COLOR_ATTACHMENT0 + k);
    }
    gl.drawBuffers(attachments);
    gl.viewport(0, 0, width, height);
    gl.disable(gl.SCISSOR_TEST);
    gl.disable(gl.BLEND);
    gl.useProgram(program.program);
    setUniforms(gl, program);
    gl.bindVertexArray(this.vao);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    // Back to the one attachment every other draw uses.
    for (let k = 1; k < count; k++) gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0 + k, null, 0, 0);
    gl.drawBuffers([gl.COLOR_ATTACHMENT0]);
  }

  clear(target: GlTexture | null, width: number, height: number, rgba: readonly number[]): void {
    const gl = this.gl;
    this.bindTarget(target);
    gl.viewport(0, 0, width, height);
    gl.disable(gl.SCISSOR_TEST);
    gl.clearColor(rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }

  /** Resolves once the GPU has finished what was issued, without blocking the worker meanwhile. */
  async waitForGpu(): Promise<void> {
    const gl = this.gl;
    const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (!sync) return;
    gl.flush();
    try {
      for (;;) {
        const status = gl.clientWaitSync(sync, 0, 0);
        if (status !== gl.TIMEOUT_EXPIRED) return;
        // Sync status only changes between tasks; a short sleep leaves the CPU to software renderers.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    } finally {
      gl.deleteSync(sync);
    }
  }

  /** The texture's pixels, rows top to bottom, into `out` (or a new array) through a pixel-pack buffer. */
  async readPixels(texture: GlTexture, out?: Uint8Array): Promise<Uint8Array> {
    const gl = this.gl;
    const bytes = texture.width * texture.height * 4;
    const target = out && out.length === bytes ? out : new Uint8Array(bytes);
    this.bindTarget(texture);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    if (this.pboSize < bytes) {
      gl.bufferData(gl.PIXEL_PACK_BUFFER, bytes, gl.STREAM_READ);
      this.pboSize = bytes;
    }
    gl.readPixels(0, 0, texture.width, texture.height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    await this.waitForGpu();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, target, 0, bytes);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    return target;
  }

  /** Drops the readback buffer's storage (it can be as big as the largest export). */
  shrinkReadback(): void {
    const gl = this.gl;
    if (this.pboSize === 0) return;
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, 4, gl.STREAM_READ);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    this.pboSize = 0;
  }
}
