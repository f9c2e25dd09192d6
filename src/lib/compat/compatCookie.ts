// The compatibility result remembered in a cookie for 365 days (spec §4.10, §9), kept small: one line of
// dot-separated fields, only what the app needs at start-up without running the worker again.
//
//   1.<app major>.<ua hash>.<override hash>.<flags>.<max image size>.<max texture size>.<tests>.<messages>.<renderer>
//
// - app major, ua hash, override hash: the cache key. A new app major version, another user agent (a
//   browser update) or a changed admin renderer override makes the cookie stale.
// - flags (base 36): 1 supported, 2 renderer overridden, 4 mobile, 8 half-float render, 16·webglVersion.
// - tests: one character per COMPAT_TEST_NAMES entry: 1 passed, 0 failed, - not run.
// - messages (base 36): a bit per COMPAT_MESSAGES entry.
// - renderer: last, so it may contain dots; cut to RENDERER_MAX characters.
// The resolution scale is not stored: it is recomputed from the cached texture size and the screen the page
// is on now, so moving the browser to another monitor is honoured.
import {
  COMPAT_MESSAGES,
  COMPAT_TEST_NAMES,
  LARGE_IMAGE_SIZE,
  parseUserAgent,
  resolutionScale,
  type CompatEnvironment,
  type CompatResult,
  type CompatTest,
} from '../../../workers/compat/rules';

export const COMPAT_COOKIE_FORMAT = '1';
export const RENDERER_MAX = 96;

export interface CompatCacheKey {
  /** The app version; only its major part is compared. */
  appVersion: string;
  userAgent: string;
  rendererOverride: string;
}

/** FNV-1a, 32 bits, base 36: a short fingerprint, not a secret. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function appMajorVersion(version: string): string {
  const major = /^\s*v?(\d+)/.exec(version);
  return major?.[1] ?? '0';
}

function keyFields(key: CompatCacheKey): string[] {
  return [COMPAT_COOKIE_FORMAT, appMajorVersion(key.appVersion), shortHash(key.userAgent), shortHash(key.rendererOverride.trim())];
}

export function encodeCompatCookie(result: CompatResult, key: CompatCacheKey): string {
  const flags =
    (result.supported ? 1 : 0) |
    (result.rendererOverridden ? 2 : 0) |
    (result.isMobile ? 4 : 0) |
    (result.halfFloatRender ? 8 : 0) |
    (result.webglVersion << 4);
  const tests = COMPAT_TEST_NAMES.map((name) => {
    const test = result.tests.find((t) => t.name === name);
    return test ? (test.hasPassed ? '1' : '0') : '-';
  }).join('');
  const messages = COMPAT_MESSAGES.reduce((bits, message, index) => (result.messages.includes(message) ? bits | (1 << index) : bits), 0);
  const renderer = result.renderer.slice(0, RENDERER_MAX);
  return [...keyFields(key), flags.toString(36), String(result.maxImageSize), String(result.maxTextureSize), tests, messages.toString(36), renderer].join('.');
}

const BASE36 = /^[0-9a-z]+$/;

/** The cached result, or null when the cookie is missing, malformed or made for another key. */
export function decodeCompatCookie(value: string | undefined, key: CompatCacheKey, environment: CompatEnvironment): CompatResult | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length < 10) return null;
  const expected = keyFields(key);
  if (expected.some((field, index) => parts[index] !== field)) return null;
  const [flagText = '', sizeText = '', textureText = '', testText = '', messageText = ''] = parts.slice(4, 9);
  if (!BASE36.test(flagText) || !BASE36.test(messageText) || !/^\d{1,5}$/.test(sizeText) || !/^\d{1,6}$/.test(textureText)) return null;
  if (testText.length !== COMPAT_TEST_NAMES.length || !/^[01-]+$/.test(testText)) return null;
  const flags = Number.parseInt(flagText, 36);
  const messageBits = Number.parseInt(messageText, 36);
  const webglVersion = (flags >> 4) & 3;
  const maxImageSize = Number(sizeText);
  const maxTextureSize = Number(textureText);
  if (webglVersion > 2 || maxImageSize <= 0 || maxImageSize > LARGE_IMAGE_SIZE) return null;
  const tests: CompatTest[] = [];
  COMPAT_TEST_NAMES.forEach((name, index) => {
    const mark = testText[index];
    if (mark === '1' || mark === '0') tests.push({ name, hasPassed: mark === '1' });
  });
  const messages = COMPAT_MESSAGES.filter((_, index) => (messageBits & (1 << index)) !== 0);
  if (messages.length === 0) return null;
  const facts = parseUserAgent(environment.userAgent, environment.maxTouchPoints);
  return {
    supported: (flags & 1) !== 0,
    tests,
    messages,
    maxImageSize,
    maxTextureSize,
    resolutionScale: resolutionScale(facts, maxTextureSize, environment.devicePixelRatio),
    renderer: parts.slice(9).join('.'),
    rendererOverridden: (flags & 2) !== 0,
    isMobile: (flags & 4) !== 0,
    webglVersion: webglVersion as 0 | 1 | 2,
    halfFloatRender: (flags & 8) !== 0,
  };
}
