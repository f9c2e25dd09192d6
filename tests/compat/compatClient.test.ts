// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPAT_COOKIE,
  RENDERER_OVERRIDE_COOKIE,
  createCompatClient,
  type CompatClientOptions,
  type CompatConnection,
} from '../../src/lib/compat/compatClient';
import { decodeCompatCookie, encodeCompatCookie } from '../../src/lib/compat/compatCookie';
import { getCookie, setCookie } from '../../src/lib/cookies';
import { recentReports } from '../../src/lib/report';
import { evaluateCompat, type CompatEnvironment, type CompatInput, type GlFacts } from '../../workers/compat/rules';
import { RENDERER, UA } from './userAgents';

const GPU: GlFacts = {
  offscreenCanvas: true,
  webglVersion: 2,
  maxTextureSize: 16384,
  maxCombinedTextureUnits: 96,
  renderer: RENDERER.nvidiaAngle,
  vendor: 'Google Inc. (NVIDIA)',
  majorPerformanceCaveat: false,
  renderOk: true,
  halfFloatRender: true,
};

/** Stands in for the worker boundary only: the real rules judge what a GPU would have measured. */
function fakeWorker(facts: GlFacts = GPU) {
  const inputs: CompatInput[] = [];
  const terminate = vi.fn();
  const connect = vi.fn((): CompatConnection => ({
    api: {
      run: async (input: CompatInput) => {
        inputs.push(input);
        return evaluateCompat(input, facts);
      },
    },
    terminate,
  }));
  return { connect, inputs, terminate };
}

let env: CompatEnvironment;
const options = (extra: CompatClientOptions): CompatClientOptions => ({ environment: () => env, appVersion: '3.4.0+abc', ...extra });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  clearCookies();
  env = { userAgent: UA.windows10Chrome, maxTouchPoints: 0, devicePixelRatio: 2, appPlatform: 'browser' };
});
afterEach(() => vi.restoreAllMocks());

describe('the result is remembered in a cookie for 365 days', () => {
  it('runs the worker once and writes a small cookie that expires in a year', async () => {
    const writes: string[] = [];
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    });
    const worker = fakeWorker();
    const client = createCompatClient(options({ connect: worker.connect }));
    const [first, second] = await Promise.all([client.getCompatibility(), client.getCompatibility()]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ supported: true, messages: ['meets_requirements'], maxImageSize: 8192, resolutionScale: 2 });
    expect(worker.connect).toHaveBeenCalledTimes(1);
    expect(worker.terminate).toHaveBeenCalledTimes(1);

    const write = writes.find((w) => w.startsWith(`${COMPAT_COOKIE}=`))!;
    expect(write).toContain('path=/');
    expect(write).toContain('SameSite=Lax');
    const expires = Date.parse(/expires=([^;]+)/.exec(write)![1]!);
    expect(Math.abs(expires - (Date.now() + 365 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(getCookie(COMPAT_COOKIE)!.length).toBeLessThan(200);
  });

  it('lets the next session start from the cookie without running the worker', async () => {
    const first = await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    const worker = fakeWorker();
    const next = createCompatClient(options({ connect: worker.connect }));
    expect(next.cachedCompatibility()).toEqual(first);
    expect(await next.getCompatibility()).toEqual(first);
    expect(worker.connect).not.toHaveBeenCalled();
  });

  it('knows nothing before the first run', () => {
    expect(createCompatClient(options({ connect: fakeWorker().connect })).cachedCompatibility()).toBeNull();
  });

  it('runs again after a new app major version, not after a minor one', async () => {
    await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    const minor = fakeWorker();
    await createCompatClient(options({ connect: minor.connect, appVersion: '3.9.1+def' })).getCompatibility();
    expect(minor.connect).not.toHaveBeenCalled();
    const major = fakeWorker();
    await createCompatClient(options({ connect: major.connect, appVersion: '4.0.0+xyz' })).getCompatibility();
    expect(major.connect).toHaveBeenCalledTimes(1);
  });

  it('runs again when the browser (user agent) changed', async () => {
    await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    env = { ...env, userAgent: UA.windows11Edge };
    const worker = fakeWorker();
    await createCompatClient(options({ connect: worker.connect })).getCompatibility();
    expect(worker.connect).toHaveBeenCalledTimes(1);
  });

  it('does not remember advice the user can act on, so the next load checks again', async () => {
    const software = fakeWorker({ ...GPU, renderer: RENDERER.swiftShader });
    const first = await createCompatClient(options({ connect: software.connect })).getCompatibility();
    expect(first.messages).toEqual(['update_driver', 'performance_warning']);
    expect(getCookie(COMPAT_COOKIE)).toBeUndefined();
    const updated = fakeWorker();
    expect((await createCompatClient(options({ connect: updated.connect })).getCompatibility()).messages).toEqual(['meets_requirements']);
    expect(updated.connect).toHaveBeenCalledTimes(1);
  });

  it('remembers a refusal no restart or driver can fix', async () => {
    env = { ...env, userAgent: UA.android14Samsung };
    await createCompatClient(options({ connect: fakeWorker({ ...GPU, renderer: RENDERER.maliG52 }).connect })).getCompatibility();
    const again = fakeWorker();
    const result = await createCompatClient(options({ connect: again.connect })).getCompatibility();
    expect(again.connect).not.toHaveBeenCalled();
    expect(result).toMatchObject({ supported: false, messages: ['cannot_run_app'] });
  });

  it('ignores a damaged cookie', async () => {
    setCookie(COMPAT_COOKIE, '1.3.garbage', 365);
    const worker = fakeWorker();
    const result = await createCompatClient(options({ connect: worker.connect })).getCompatibility();
    expect(worker.connect).toHaveBeenCalledTimes(1);
    expect(result.supported).toBe(true);
  });

  it('recomputes the resolution scale for the screen the page is on now', async () => {
    await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    env = { ...env, devicePixelRatio: 1 };
    expect(createCompatClient(options({ connect: fakeWorker().connect })).cachedCompatibility()?.resolutionScale).toBe(1);
  });

  it('forgets the result and runs again on refresh', async () => {
    const worker = fakeWorker();
    const client = createCompatClient(options({ connect: worker.connect }));
    await client.getCompatibility();
    await client.refreshCompatibility();
    expect(worker.connect).toHaveBeenCalledTimes(2);
  });
});

describe('the admin renderer override cookie', () => {
  it('is passed to the worker and wins over the detected renderer', async () => {
    env = { ...env, userAgent: UA.android14Samsung };
    setCookie(RENDERER_OVERRIDE_COOKIE, RENDERER.adreno530, 1);
    const worker = fakeWorker({ ...GPU, renderer: RENDERER.adreno740Angle });
    const result = await createCompatClient(options({ connect: worker.connect })).getCompatibility();
    expect(worker.inputs[0]?.rendererOverride).toBe(RENDERER.adreno530);
    expect(result).toMatchObject({ supported: false, renderer: RENDERER.adreno530, rendererOverridden: true });
  });

  it('invalidates the remembered result when it changes', async () => {
    await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    setCookie(RENDERER_OVERRIDE_COOKIE, RENDERER.swiftShader, 1);
    const worker = fakeWorker();
    const client = createCompatClient(options({ connect: worker.connect }));
    expect(client.cachedCompatibility()).toBeNull();
    const result = await client.getCompatibility();
    expect(worker.connect).toHaveBeenCalledTimes(1);
    expect(result.messages).toEqual(['update_driver', 'performance_warning']);
  });
});

describe('without a worker', () => {
  it('runs nothing heavy when Worker or OffscreenCanvas is missing and reports the missing canvas', async () => {
    const result = await createCompatClient(options({ connect: () => null })).getCompatibility();
    expect(result).toMatchObject({ supported: true, webglVersion: 0, messages: ['performance_warning'], maxImageSize: 4088 });
    expect(result.tests.find((t) => t.name === 'offscreen_canvas')?.hasPassed).toBe(false);
  });

  it('treats a worker that never answers as a slow device, not an unsupported one, and does not remember it', async () => {
    const terminate = vi.fn();
    const connect = (): CompatConnection => ({ api: { run: () => new Promise(() => undefined) }, terminate });
    const result = await createCompatClient(options({ connect, timeoutMs: 20 })).getCompatibility();
    expect(result).toMatchObject({ supported: true, messages: ['performance_warning'] });
    expect(terminate).toHaveBeenCalled();
    expect(getCookie(COMPAT_COOKIE)).toBeUndefined();
  });

  it('falls back when the worker cannot start', async () => {
    const failed = Promise.reject(new Error('module workers unsupported'));
    failed.catch(() => undefined);
    const connect = (): CompatConnection => ({ api: { run: () => new Promise(() => undefined) }, failed: failed as Promise<never>, terminate: vi.fn() });
    const result = await createCompatClient(options({ connect })).getCompatibility();
    expect(result.messages).toEqual(['performance_warning']);
    expect(getCookie(COMPAT_COOKIE)).toBeUndefined();
  });
});

describe('logging', () => {
  it('logs a result that needs attention, so a phone that shows no dialog still leaves a trace', async () => {
    env = { ...env, userAgent: UA.ios17Safari, maxTouchPoints: 5 };
    const before = recentReports().length;
    await createCompatClient(options({ connect: () => null })).getCompatibility();
    const entry = recentReports().at(-1);
    expect(recentReports().length).toBe(before + 1);
    expect(entry).toMatchObject({ level: 'warning', message: 'compatibility check', details: { messages: ['performance_warning'] } });
  });

  it('logs nothing when the device meets the requirements', async () => {
    const before = recentReports().length;
    await createCompatClient(options({ connect: fakeWorker().connect })).getCompatibility();
    expect(recentReports().length).toBe(before);
  });
});

describe('the cookie format', () => {
  const key = { appVersion: '3.0.0', userAgent: UA.android14Samsung, rendererOverride: '' };
  const environment = { userAgent: UA.android14Samsung, maxTouchPoints: 5, devicePixelRatio: 3 };

  it('round-trips a result, dots in the renderer included', () => {
    const result = evaluateCompat(environment, { ...GPU, renderer: 'ANGLE (ARM, Mali-G78 MP20, OpenGL ES 3.2)' });
    expect(decodeCompatCookie(encodeCompatCookie(result, key), key, environment)).toEqual(result);
    const refused = evaluateCompat(environment, { ...GPU, renderer: RENDERER.maliG52, maxTextureSize: 2048 });
    expect(decodeCompatCookie(encodeCompatCookie(refused, key), key, environment)).toEqual(refused);
  });

  it('cuts a long renderer', () => {
    const result = evaluateCompat(environment, { ...GPU, renderer: `Mali-G710 ${'x'.repeat(300)}` });
    expect(decodeCompatCookie(encodeCompatCookie(result, key), key, environment)?.renderer).toHaveLength(96);
  });

  it.each(['', '2.3.a.b.1.4088.16384.11111111.1.r', '1.3', '1.3.x.y.z.4088.16384.1111.1.r'])('rejects %j', (value) => {
    expect(decodeCompatCookie(value, key, environment)).toBeNull();
  });
});
