// The compatibility rules of spec shell-auth-platform §4.10, applied to what the user agent says and what
// the worker measured on an OffscreenCanvas. Pure, no DOM: the worker, its client and the tests call it.
//
// How results become messages (the spec lists the messages, not the mapping; these are our decisions):
// - Windows XP, Vista or older → old_windows; macOS below 10.10 → old_mac; Android 7 or lower →
//   cannot_run_app (there is no "old Android" message and an update is rarely possible).
// - A browser below Chromium 71, Firefox 65 or Safari 12.1 (every iOS browser is WebKit), EdgeHTML, IE or
//   Android's pre-Chrome browser → old_browser.
// - No OffscreenCanvas in a worker: the "missing high-performance canvas" of subscription-navigation §8.
//   The editor falls back to the main thread, so it is a performance_warning, not a refusal.
// - No WebGL context → restart_browser (a crashed GPU process is the usual cause), plus update_driver on
//   a computer (a blocked driver is the other one).
// - MAX_TEXTURE_SIZE below 4096 or a draw that does not read back → cannot_run_app, plus update_driver on
//   a computer.
// - A phone or tablet GPU outside the allowed list (gpu.ts) → cannot_run_app.
// - A software renderer on a computer (SwiftShader, llvmpipe, WARP, or a context that exists only with a
//   major performance caveat) → performance_warning and update_driver; the app still runs.
// - try_mobile_app is added on Android in the plain browser when the browser itself is the problem (too
//   old, no WebGL, no OffscreenCanvas): the Play Store app runs in an up-to-date Chrome. On iOS the app
//   uses the same WebKit as Safari, so it would not help.
// - Nothing to report → meets_requirements.
import { classifyRenderer, isSoftwareRenderer } from './gpu';
import { compareVersions, parseUserAgent, type UserAgentFacts } from './userAgent';
import {
  COMPAT_MESSAGES,
  type CompatInput,
  type CompatMessage,
  type CompatResult,
  type CompatTest,
  type CompatTestName,
  type GlFacts,
} from './types';

export * from './types';
export { classifyRenderer, isSoftwareRenderer } from './gpu';
export { compareVersions, describeUserAgent, parseUserAgent } from './userAgent';
export type { UserAgentFacts } from './userAgent';

export const IMAGE_PADDING = 8;
export const BASE_TEXTURE_SIZE = 4096;
export const BASE_IMAGE_SIZE = BASE_TEXTURE_SIZE - IMAGE_PADDING;
export const LARGE_IMAGE_SIZE = 8192;
/** "More than 79 combined texture units" (spec §4.10). */
export const LARGE_IMAGE_MIN_TEXTURE_UNITS = 80;
/** devicePixelRatio from which a screen counts as retina (the usual `min-resolution: 1.5dppx`). */
export const RETINA_MIN_PIXEL_RATIO = 1.5;

export const MINIMUM_BROWSERS = {
  chromium: [71],
  firefox: [65],
  webkit: [12, 1],
} as const;

export type OldPlatform = 'windows' | 'mac' | 'android';

/** Android 7 or lower, Mac OS below 10.10, Windows XP, Vista and earlier (spec §4.10). */
export function oldPlatform(facts: UserAgentFacts): OldPlatform | null {
  if (facts.os === 'windows' && (facts.windowsRelease === 'xp' || facts.windowsRelease === 'vista' || facts.windowsRelease === 'older')) {
    return 'windows';
  }
  if (facts.os === 'mac' && facts.osVersion.length > 0 && compareVersions(facts.osVersion, [10, 10]) < 0) return 'mac';
  if (facts.os === 'android' && facts.osVersion.length > 0 && compareVersions(facts.osVersion, [8]) < 0) return 'android';
  return null;
}

/** Chromium 71, Firefox 65, Safari 12.1. Browsers we cannot identify are left to the WebGL tests. */
export function meetsMinimumBrowser(facts: UserAgentFacts): boolean {
  switch (facts.engine) {
    case 'chromium':
      return compareVersions(facts.engineVersion, MINIMUM_BROWSERS.chromium) >= 0;
    case 'firefox':
      return compareVersions(facts.engineVersion, MINIMUM_BROWSERS.firefox) >= 0;
    case 'webkit':
      return facts.engineVersion.length === 0 || compareVersions(facts.engineVersion, MINIMUM_BROWSERS.webkit) >= 0;
    case 'edge_legacy':
    case 'ie':
    case 'android_stock':
      return false;
    case 'other':
      return true;
  }
}

/** 4096 − 8 to start with; 8192 when the texture size is above 8192 and there are more than 79 units. */
export function maxImageSize(gl: Pick<GlFacts, 'maxTextureSize' | 'maxCombinedTextureUnits'>): number {
  if (gl.maxTextureSize > LARGE_IMAGE_SIZE && gl.maxCombinedTextureUnits >= LARGE_IMAGE_MIN_TEXTURE_UNITS) return LARGE_IMAGE_SIZE;
  return BASE_IMAGE_SIZE;
}

/**
 * 1 for Windows 7, small textures (a texture cannot hold a 2× canvas of a large screen: below 8192) or a
 * non-retina screen; otherwise the device pixel ratio on iOS and 2 elsewhere.
 */
export function resolutionScale(facts: UserAgentFacts, maxTextureSize: number, devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  if (facts.os === 'windows' && facts.windowsRelease === '7') return 1;
  if (maxTextureSize < LARGE_IMAGE_SIZE) return 1;
  if (ratio < RETINA_MIN_PIXEL_RATIO) return 1;
  return facts.os === 'ios' ? ratio : 2;
}

const REQUIRED_TESTS: ReadonlySet<CompatTestName> = new Set(['platform', 'browser', 'webgl', 'texture_size', 'render', 'mobile_gpu']);

export function evaluateCompat(input: CompatInput, gl: GlFacts): CompatResult {
  const facts = parseUserAgent(input.userAgent, input.maxTouchPoints);
  const tests: CompatTest[] = [];
  const messages = new Set<CompatMessage>();
  const add = (name: CompatTestName, hasPassed: boolean): boolean => {
    tests.push({ name, hasPassed });
    return hasPassed;
  };
  const desktop = !facts.isMobile;
  const androidBrowser = facts.os === 'android' && !facts.isPixloomApp && (input.appPlatform ?? 'browser') === 'browser';
  const browserProblem = (): void => {
    if (androidBrowser) messages.add('try_mobile_app');
  };

  const old = oldPlatform(facts);
  if (!add('platform', old === null)) messages.add(old === 'windows' ? 'old_windows' : old === 'mac' ? 'old_mac' : 'cannot_run_app');
  if (!add('browser', meetsMinimumBrowser(facts))) {
    messages.add('old_browser');
    browserProblem();
  }

  const override = input.rendererOverride?.trim() ?? '';
  const renderer = override || gl.renderer;
  if (!add('offscreen_canvas', gl.offscreenCanvas)) {
    messages.add('performance_warning');
    browserProblem();
  } else if (!add('webgl', gl.webglVersion > 0)) {
    messages.add('restart_browser');
    if (desktop) messages.add('update_driver');
    browserProblem();
  } else {
    if (!add('texture_size', gl.maxTextureSize >= BASE_TEXTURE_SIZE)) {
      messages.add('cannot_run_app');
      if (desktop) messages.add('update_driver');
    }
    if (!add('render', gl.renderOk)) {
      messages.add('cannot_run_app');
      if (desktop) messages.add('update_driver');
    }
    if (facts.isMobile) {
      const verdict = classifyRenderer(renderer);
      if (!add('mobile_gpu', verdict.allowedOnMobile)) messages.add('cannot_run_app');
      else if (verdict.family === 'unknown') messages.add('performance_warning');
    } else {
      // An admin override stands for the whole GPU, so the measured caveat no longer applies.
      const software = isSoftwareRenderer(renderer) || (!override && gl.majorPerformanceCaveat);
      if (!add('hardware_acceleration', !software)) {
        messages.add('performance_warning');
        messages.add('update_driver');
      }
    }
  }

  const supported = tests.every((test) => test.hasPassed || !REQUIRED_TESTS.has(test.name));
  if (!supported && messages.size === 0) messages.add('cannot_run_app');
  if (messages.size === 0) messages.add('meets_requirements');
  const usable = gl.webglVersion > 0;
  return {
    supported,
    tests,
    messages: COMPAT_MESSAGES.filter((message) => messages.has(message)),
    maxImageSize: usable ? maxImageSize(gl) : BASE_IMAGE_SIZE,
    maxTextureSize: usable ? gl.maxTextureSize : 0,
    resolutionScale: resolutionScale(facts, usable ? gl.maxTextureSize : 0, input.devicePixelRatio),
    renderer,
    rendererOverridden: override !== '',
    isMobile: facts.isMobile,
    webglVersion: gl.webglVersion,
    halfFloatRender: usable && gl.halfFloatRender,
  };
}

/** Anything besides "meets the requirements": an unsupported device, or a warning worth reading. */
export function compatNeedsAttention(result: CompatResult): boolean {
  return !result.supported || result.messages.some((message) => message !== 'meets_requirements');
}

export type CompatPresentation = 'none' | 'dialog' | 'log_only' | 'unsupported_page';

/**
 * How the shell presents a result at start-up. An unsupported device gets the full page that hides the
 * app (§4.10). A device that runs the app with a failed test or no high-performance canvas gets the warning
 * dialog on a computer; on a phone or tablet it is only logged (subscription-navigation §8).
 */
export function compatPresentation(result: CompatResult): CompatPresentation {
  if (!result.supported) return 'unsupported_page';
  if (!compatNeedsAttention(result)) return 'none';
  return result.isMobile ? 'log_only' : 'dialog';
}
