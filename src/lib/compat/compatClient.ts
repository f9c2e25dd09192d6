// The main thread's one door to the compatibility worker (the one Comlink `wrap`). It runs the tests once,
// remembers the result in a cookie for 365 days (spec §4.10, §9) and passes in the admin renderer
// override cookie (spec §6). Components call getCompatibility()/cachedCompatibility(), never Comlink.
import { wrap } from 'comlink';
import { deleteCookie, getCookie, setCookie } from '../cookies';
import { platform } from '../platform';
import { report } from '../report';
import { WEBGL_COOKIE_DAYS } from '../shared/constants';
import {
  compatNeedsAttention,
  evaluateCompat,
  NO_GL,
  type CompatEnvironment,
  type CompatInput,
  type CompatMessage,
  type CompatResult,
} from '../../../workers/compat/rules';
import type { CompatWorkerApi } from '../../../workers/compat/compat.worker';
import { decodeCompatCookie, encodeCompatCookie, type CompatCacheKey } from './compatCookie';

/** The remembered result (format in compatCookie.ts). */
export const COMPAT_COOKIE = 'webgl_compat';
/** Set by an admin to test the app as if it ran on another GPU: the renderer string to pretend. */
export const RENDERER_OVERRIDE_COOKIE = 'admin_renderer';
/**
 * Results the user can fix without a browser update (which would change the user agent and so the cache
 * key) are not remembered: after restarting the browser or updating the driver, the next load checks again.
 */
const FIXABLE_MESSAGES: ReadonlySet<CompatMessage> = new Set(['restart_browser', 'update_driver']);
/** A worker that has not answered by then is treated as a GPU that hangs: WebGL failed. */
export const COMPAT_TIMEOUT_MS = 15_000;

export interface CompatConnection {
  /** The worker's API as seen through Comlink (every call answers with a promise). */
  api: { run(input: CompatInput): Promise<CompatResult> };
  /** Rejects when the worker cannot start (no module workers, a script error). */
  failed?: Promise<never>;
  terminate(): void;
}

export interface CompatClientOptions {
  /** Starts the worker; null when Worker or OffscreenCanvas is missing. */
  connect?: () => CompatConnection | null;
  environment?: () => CompatEnvironment;
  appVersion?: string;
  timeoutMs?: number;
}

export interface CompatClient {
  /** The result: from the cookie when it is still valid, else from one run of the worker (memoised). */
  getCompatibility(): Promise<CompatResult>;
  /** The result known right now without running anything: this session's, else the cookie's, else null. */
  cachedCompatibility(): CompatResult | null;
  /** Forgets the remembered result and runs the tests again (after an override change, a driver update). */
  refreshCompatibility(): Promise<CompatResult>;
}

function connectWorker(): CompatConnection | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  const worker = new Worker(new URL('../../../workers/compat/compat.worker.ts', import.meta.url), { type: 'module', name: 'pixloom-compat' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'compat worker failed to start')));
  });
  failed.catch(() => undefined);
  return { api: wrap<CompatWorkerApi>(worker), failed, terminate: () => worker.terminate() };
}

function browserEnvironment(): CompatEnvironment {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    devicePixelRatio: typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1,
    appPlatform: platform(),
  };
}

const BUILD_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0';

type Outcome = { result: CompatResult; cacheable: boolean };

export function createCompatClient(options: CompatClientOptions = {}): CompatClient {
  const connect = options.connect ?? connectWorker;
  const environment = options.environment ?? browserEnvironment;
  const appVersion = options.appVersion ?? BUILD_VERSION;
  const timeoutMs = options.timeoutMs ?? COMPAT_TIMEOUT_MS;
  let pending: Promise<CompatResult> | undefined;
  let known: CompatResult | undefined;

  const currentInput = (): { input: CompatInput; key: CompatCacheKey } => {
    const env = environment();
    const rendererOverride = getCookie(RENDERER_OVERRIDE_COOKIE)?.trim() ?? '';
    return {
      input: { ...env, ...(rendererOverride ? { rendererOverride } : {}) },
      key: { appVersion, userAgent: env.userAgent, rendererOverride },
    };
  };

  const fromCookie = (): CompatResult | null => {
    const { input, key } = currentInput();
    return decodeCompatCookie(getCookie(COMPAT_COOKIE), key, input);
  };

  async function runWorker(input: CompatInput): Promise<Outcome> {
    let connection: CompatConnection | null;
    try {
      connection = connect();
    } catch {
      connection = null;
    }
    // No worker or no OffscreenCanvas: nothing heavy runs; the rules report the missing canvas.
    if (!connection) return { result: evaluateCompat(input, NO_GL), cacheable: true };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const answer = await Promise.race([connection.api.run(input), timeout, ...(connection.failed ? [connection.failed] : [])]);
      if (answer === 'timeout') {
        // A busy or slow device is not an unsupported one: the editor has a CPU fallback, so don't hide
        // the app on a check that could not finish; warn, don't remember, and check again next time.
        report('warning', 'compatibility check timed out; treating the device as slow, not unsupported', { timeoutMs });
        return { result: evaluateCompat(input, NO_GL), cacheable: false };
      }
      return { result: answer, cacheable: true };
    } catch (error) {
      report('warning', 'compatibility worker failed; reporting without GPU tests', String(error));
      return { result: evaluateCompat(input, { ...NO_GL, error: String(error) }), cacheable: false };
    } finally {
      clearTimeout(timer);
      connection.terminate();
    }
  }

  function getCompatibility(): Promise<CompatResult> {
    if (pending) return pending;
    const cached = fromCookie();
    if (cached) {
      known = cached;
      pending = Promise.resolve(cached);
      return pending;
    }
    const { input, key } = currentInput();
    pending = runWorker(input).then(({ result, cacheable }) => {
      known = result;
      if (cacheable && !result.messages.some((message) => FIXABLE_MESSAGES.has(message))) setCookie(COMPAT_COOKIE, encodeCompatCookie(result, key), WEBGL_COOKIE_DAYS);
      // subscription-navigation §8: what is not shown to the user is at least logged.
      if (compatNeedsAttention(result)) report('warning', 'compatibility check', { messages: result.messages, tests: result.tests, renderer: result.renderer });
      return result;
    });
    return pending;
  }

  return {
    getCompatibility,
    cachedCompatibility: () => known ?? fromCookie(),
    refreshCompatibility: () => {
      pending = undefined;
      known = undefined;
      deleteCookie(COMPAT_COOKIE);
      return getCompatibility();
    },
  };
}

let shared: CompatClient | undefined;
function client(): CompatClient {
  shared ??= createCompatClient();
  return shared;
}

/** The device's compatibility result (memoised; runs the worker at most once per session and key). */
export function getCompatibility(): Promise<CompatResult> {
  return client().getCompatibility();
}

/** The result without waiting: this session's, else a still-valid cookie's, else null. */
export function cachedCompatibility(): CompatResult | null {
  return client().cachedCompatibility();
}

export function refreshCompatibility(): Promise<CompatResult> {
  return client().refreshCompatibility();
}

/** `graphic_info` for api payloads (spec §7): the renderer the check saw, when known. */
export function graphicInfo(): string {
  return cachedCompatibility()?.renderer ?? '';
}

export { compatNeedsAttention, compatPresentation } from '../../../workers/compat/rules';
export type { CompatMessage, CompatPresentation, CompatResult, CompatTest, CompatTestName } from '../../../workers/compat/rules';
