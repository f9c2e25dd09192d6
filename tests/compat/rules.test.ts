import { describe, expect, it } from 'vitest';
import {
  BASE_IMAGE_SIZE,
  classifyRenderer,
  describeUserAgent,
  evaluateCompat,
  isSoftwareRenderer,
  maxImageSize,
  meetsMinimumBrowser,
  oldPlatform,
  parseUserAgent,
  resolutionScale,
  compatNeedsAttention,
  compatPresentation,
  type CompatInput,
  type CompatResult,
  type GlFacts,
} from '../../workers/compat/rules';
import { RENDERER, UA } from './userAgents';

/** A healthy desktop GPU as the worker would measure it. */
function gl(overrides: Partial<GlFacts> = {}): GlFacts {
  return {
    offscreenCanvas: true,
    webglVersion: 2,
    maxTextureSize: 16384,
    maxCombinedTextureUnits: 32,
    renderer: RENDERER.nvidiaAngle,
    vendor: 'Google Inc. (NVIDIA)',
    majorPerformanceCaveat: false,
    renderOk: true,
    halfFloatRender: true,
    ...overrides,
  };
}

function run(userAgent: string, facts: Partial<GlFacts> = {}, input: Partial<CompatInput> = {}): CompatResult {
  return evaluateCompat({ userAgent, maxTouchPoints: 0, devicePixelRatio: 2, ...input }, gl(facts));
}

function passed(result: CompatResult, name: string): boolean | undefined {
  return result.tests.find((test) => test.name === name)?.hasPassed;
}

describe('user agent facts', () => {
  it.each([
    [UA.windowsXpChrome, 'windows', 'xp'],
    [UA.windowsXp64Firefox, 'windows', 'xp'],
    [UA.windowsVistaFirefox, 'windows', 'vista'],
    [UA.windows7Chrome, 'windows', '7'],
    [UA.windows81Firefox, 'windows', '8.1'],
    [UA.windows10Chrome, 'windows', '10'],
    [UA.windows11Edge, 'windows', '10'],
    [UA.windows98Ie, 'windows', 'older'],
  ])('reads the Windows release of %s', (ua, os, release) => {
    const facts = parseUserAgent(ua);
    expect(facts.os).toBe(os);
    expect(facts.windowsRelease).toBe(release);
    expect(facts.isMobile).toBe(false);
  });

  it.each([
    [UA.mac109Safari, [10, 9, 5]],
    [UA.mac1010Firefox, [10, 10]],
    [UA.mac14Safari, [10, 15, 7]],
    [UA.mac14Firefox, [14, 4]],
  ])('reads the Mac OS version of %s', (ua, version) => {
    expect(parseUserAgent(ua)).toMatchObject({ os: 'mac', osVersion: version, isMobile: false });
  });

  it.each([
    [UA.android7Chrome, [7, 0]],
    [UA.android71Chrome, [7, 1, 1]],
    [UA.android8Chrome, [8, 0, 0]],
    [UA.android14ChromeReduced, [10]],
    [UA.android14Samsung, [14]],
    [UA.android14Firefox, [14]],
  ])('reads the Android version of %s', (ua, version) => {
    expect(parseUserAgent(ua)).toMatchObject({ os: 'android', osVersion: version, isMobile: true });
  });

  it.each([
    [UA.windows10Chrome, 'chromium', 'chrome', [124, 0, 0, 0]],
    [UA.windows11Edge, 'chromium', 'edge', [124, 0, 0, 0]],
    [UA.windows10Opera, 'chromium', 'opera', [124, 0, 0, 0]],
    [UA.android14Samsung, 'chromium', 'samsung', [117, 0, 0, 0]],
    [UA.android13WebView, 'chromium', 'webview', [120, 0, 6099, 230]],
    [UA.headlessChrome, 'chromium', 'chrome', [156, 0, 0, 0]],
    [UA.windows10Firefox125, 'firefox', 'firefox', [125, 0]],
    [UA.mac14Safari, 'webkit', 'safari', [17, 4, 1]],
    [UA.ios17Chrome, 'webkit', 'chrome', [17, 4]],
    [UA.ios17Firefox, 'webkit', 'firefox', [17, 4]],
    [UA.ios121Chrome, 'webkit', 'chrome', [12, 0]],
    [UA.windows10EdgeLegacy, 'edge_legacy', 'edge_legacy', [18, 19041]],
    [UA.windows10Ie11, 'ie', 'ie', [11, 0]],
    [UA.android44Stock, 'android_stock', 'android_stock', []],
  ])('names the engine and browser of %s', (ua, engine, browser, engineVersion) => {
    expect(parseUserAgent(ua)).toMatchObject({ engine, browser, engineVersion });
  });

  it('treats every iOS browser as WebKit with the Safari release of the iOS version', () => {
    expect(parseUserAgent(UA.ios17Safari)).toMatchObject({ os: 'ios', osVersion: [17, 4, 1], engineVersion: [17, 4, 1], isMobile: true });
    expect(parseUserAgent(UA.ipadOs17Safari)).toMatchObject({ os: 'ios', osVersion: [17, 4], isMobile: true });
  });

  it('tells iPadOS in desktop mode from a Mac by its touch points', () => {
    expect(parseUserAgent(UA.ipadOsDesktopMode, 5)).toMatchObject({ os: 'ios', isMobile: true, engineVersion: [17, 4] });
    expect(parseUserAgent(UA.ipadOsDesktopMode, 0)).toMatchObject({ os: 'mac', isMobile: false });
  });

  it('recognises the app wrappers and web views', () => {
    expect(parseUserAgent(UA.iosPixloomApp)).toMatchObject({ isPixloomApp: true, inAppWebView: true, browser: 'webview', engineVersion: [17, 4] });
    expect(parseUserAgent(UA.android13WebView)).toMatchObject({ inAppWebView: true, isPixloomApp: false });
    expect(parseUserAgent(UA.ios17Safari).inAppWebView).toBe(false);
  });

  it('describes the device for a support ticket', () => {
    expect(describeUserAgent(parseUserAgent(UA.windows7Chrome))).toBe('Windows 7 · Chrome 109.0');
    expect(describeUserAgent(parseUserAgent(UA.android14Samsung))).toBe('Android 14 · Samsung Internet 24.0');
  });
});

describe('old platforms: Android 7 or lower, Mac OS below 10.10, Windows XP, Vista and earlier', () => {
  it.each([
    [UA.windows98Ie, 'windows'],
    [UA.windowsXpChrome, 'windows'],
    [UA.windowsXp64Firefox, 'windows'],
    [UA.windowsVistaFirefox, 'windows'],
    [UA.mac109Safari, 'mac'],
    [UA.mac109Chrome, 'mac'],
    [UA.android44Stock, 'android'],
    [UA.android7Chrome, 'android'],
    [UA.android71Chrome, 'android'],
  ])('%s is an old platform', (ua, kind) => {
    expect(oldPlatform(parseUserAgent(ua))).toBe(kind);
  });

  it.each([
    UA.windows7Chrome,
    UA.windows81Firefox,
    UA.windows10Chrome,
    UA.windows11Edge,
    UA.mac1010Chrome,
    UA.mac1010Firefox,
    UA.mac14Safari,
    UA.android8Chrome,
    UA.android14ChromeReduced,
    UA.android14Samsung,
    UA.ios17Safari,
    UA.chromeOs,
    UA.linuxFirefox,
  ])('%s is not', (ua) => {
    expect(oldPlatform(parseUserAgent(ua))).toBeNull();
  });

  it('says which old platform in the messages', () => {
    expect(run(UA.windowsXpChrome).messages).toContain('old_windows');
    expect(run(UA.windowsVistaFirefox).messages).toContain('old_windows');
    expect(run(UA.mac109Chrome).messages).toContain('old_mac');
    const android = run(UA.android7Chrome, { renderer: RENDERER.adreno540 });
    expect(android.supported).toBe(false);
    expect(android.messages).toContain('cannot_run_app');
    expect(passed(android, 'platform')).toBe(false);
  });
});

describe('minimum browsers: Chromium 71, Firefox 65, Safari 12.1', () => {
  it.each([
    UA.windows10Chrome71,
    UA.windows10Firefox65,
    UA.mac1014Safari121,
    UA.ios122Safari,
    UA.ios17Chrome,
    UA.android14Samsung,
    UA.android13WebView,
    UA.windows11Edge,
    UA.windows10Opera,
  ])('%s meets them', (ua) => {
    expect(meetsMinimumBrowser(parseUserAgent(ua))).toBe(true);
  });

  it.each([
    UA.windows10Chrome70,
    UA.windows10Firefox64,
    UA.mac1014Safari120,
    UA.ios121Safari,
    // Chrome 72 on iOS 12.1 still runs WebKit 12.0.
    UA.ios121Chrome,
    UA.android8SamsungOld,
    UA.windows10EdgeLegacy,
    UA.windows10Ie11,
    UA.android44Stock,
  ])('%s does not', (ua) => {
    expect(meetsMinimumBrowser(parseUserAgent(ua))).toBe(false);
  });

  it('refuses an old browser with the old-browser message', () => {
    const result = run(UA.windows10Chrome70);
    expect(result.supported).toBe(false);
    expect(passed(result, 'browser')).toBe(false);
    expect(result.messages).toEqual(['old_browser']);
  });

  it('offers the mobile app to an old Android browser, not inside the app and not on iOS', () => {
    expect(run(UA.android8SamsungOld, { renderer: RENDERER.adreno540 }).messages).toEqual(['old_browser', 'try_mobile_app']);
    expect(run(UA.android8SamsungOld, { renderer: RENDERER.adreno540 }, { appPlatform: 'play_store' }).messages).toEqual(['old_browser']);
    expect(run(UA.ios121Safari, { renderer: RENDERER.appleGpu }).messages).toEqual(['old_browser']);
  });
});

describe('allowed mobile GPUs: Adreno 540+, Mali-G57+, PowerVR GE8320+', () => {
  it.each([
    RENDERER.adreno540,
    RENDERER.adreno610,
    RENDERER.adreno650,
    RENDERER.adreno740Angle,
    RENDERER.adreno830,
    RENDERER.maliG57,
    RENDERER.maliG68,
    RENDERER.maliG77,
    RENDERER.maliG78,
    RENDERER.maliG78Angle,
    RENDERER.maliG310,
    RENDERER.maliG610,
    RENDERER.maliG710,
    RENDERER.maliG715Immortalis,
    RENDERER.immortalisG720,
    RENDERER.maliG1Ultra,
    RENDERER.powervrGe8320,
    RENDERER.powervrGe8320Angle,
    RENDERER.powervrGe8322,
    RENDERER.powervrGm9446,
    RENDERER.powervrBxm,
    RENDERER.appleGpu,
    RENDERER.xclipse,
  ])('%s is allowed', (renderer) => {
    expect(classifyRenderer(renderer).allowedOnMobile).toBe(true);
    const result = run(UA.android14ChromeReduced, { renderer });
    expect(passed(result, 'mobile_gpu')).toBe(true);
    expect(result.supported).toBe(true);
  });

  it.each([
    RENDERER.adreno506,
    RENDERER.adreno530,
    RENDERER.mali400,
    RENDERER.maliT880,
    RENDERER.maliG31,
    RENDERER.maliG52,
    // Bifrost: larger numbers than 57, but the architecture before G57's.
    RENDERER.maliG72,
    RENDERER.maliG76,
    RENDERER.powervrSgx544,
    RENDERER.powervrG6200,
    RENDERER.powervrGe8100,
    RENDERER.powervrGe8300,
    RENDERER.powervrAxe1,
    RENDERER.tegra,
    RENDERER.swiftShaderAngle,
  ])('%s is not', (renderer) => {
    expect(classifyRenderer(renderer).allowedOnMobile).toBe(false);
    const result = run(UA.android14Samsung, { renderer });
    expect(passed(result, 'mobile_gpu')).toBe(false);
    expect(result.supported).toBe(false);
    expect(result.messages).toEqual(['cannot_run_app']);
  });

  it('names the family it judged', () => {
    expect(classifyRenderer(RENDERER.adreno650).family).toBe('adreno');
    expect(classifyRenderer(RENDERER.maliG710).family).toBe('mali');
    expect(classifyRenderer(RENDERER.powervrBxm).family).toBe('powervr');
    expect(classifyRenderer(RENDERER.appleGpu).family).toBe('apple');
  });

  it('judges a hidden renderer as allowed but warns about performance', () => {
    const result = run(UA.android14Firefox, { renderer: '' });
    expect(result.supported).toBe(true);
    expect(result.messages).toEqual(['performance_warning']);
  });

  it('applies only to phones and tablets', () => {
    const desktop = run(UA.windows10Chrome, { renderer: RENDERER.adreno530 });
    expect(passed(desktop, 'mobile_gpu')).toBeUndefined();
    expect(desktop.supported).toBe(true);
    const ios = run(UA.ios17Safari, { renderer: RENDERER.appleGpu });
    expect(passed(ios, 'mobile_gpu')).toBe(true);
  });
});

describe('software renderers on a computer: a performance warning, not a refusal', () => {
  it.each([RENDERER.swiftShaderAngle, RENDERER.swiftShader, RENDERER.llvmpipe, RENDERER.llvmpipeAngle, RENDERER.warp])('%s', (renderer) => {
    expect(isSoftwareRenderer(renderer)).toBe(true);
    const result = run(UA.windows10Chrome, { renderer });
    expect(result.supported).toBe(true);
    expect(passed(result, 'hardware_acceleration')).toBe(false);
    expect(result.messages).toEqual(['update_driver', 'performance_warning']);
  });

  it.each([RENDERER.nvidiaAngle, RENDERER.intelAngle, RENDERER.appleM1Angle])('%s is hardware', (renderer) => {
    expect(isSoftwareRenderer(renderer)).toBe(false);
    expect(passed(run(UA.mac14Chrome, { renderer }), 'hardware_acceleration')).toBe(true);
  });

  it('counts a context that exists only with a major performance caveat as software', () => {
    const result = run(UA.linuxFirefox, { renderer: 'Mesa Intel(R) HD Graphics', majorPerformanceCaveat: true });
    expect(passed(result, 'hardware_acceleration')).toBe(false);
    expect(result.messages).toContain('performance_warning');
  });
});

describe('image size: 4096 − 8, 8192 with a texture above 8192 and more than 79 texture units', () => {
  it.each([
    [4096, 32, BASE_IMAGE_SIZE],
    [8192, 96, BASE_IMAGE_SIZE],
    [16384, 79, BASE_IMAGE_SIZE],
    [16384, 80, 8192],
    [32768, 192, 8192],
  ])('texture %i with %i units gives %i', (maxTextureSize, maxCombinedTextureUnits, size) => {
    expect(maxImageSize({ maxTextureSize, maxCombinedTextureUnits })).toBe(size);
    expect(run(UA.windows10Chrome, { maxTextureSize, maxCombinedTextureUnits }).maxImageSize).toBe(size);
  });

  it('fails the texture test below 4096', () => {
    const result = run(UA.windows10Chrome, { maxTextureSize: 2048 });
    expect(passed(result, 'texture_size')).toBe(false);
    expect(result.supported).toBe(false);
    expect(result.messages).toEqual(['cannot_run_app', 'update_driver']);
    expect(passed(run(UA.windows10Chrome, { maxTextureSize: 4096 }), 'texture_size')).toBe(true);
  });
});

describe('resolution scale: 1 for Windows 7, small textures or non-retina; iOS pixel ratio; else 2', () => {
  const scale = (ua: string, texture: number, ratio: number, touch = 0): number =>
    resolutionScale(parseUserAgent(ua, touch), texture, ratio);

  it('is 1 on Windows 7 even on a retina screen', () => {
    expect(scale(UA.windows7Chrome, 16384, 2)).toBe(1);
    expect(scale(UA.windows10Chrome, 16384, 2)).toBe(2);
  });

  it('is 1 with textures too small for a doubled canvas', () => {
    expect(scale(UA.mac14Safari, 4096, 2)).toBe(1);
    expect(scale(UA.mac14Safari, 8192, 2)).toBe(2);
  });

  it('is 1 on a screen that is not retina', () => {
    expect(scale(UA.windows10Chrome, 16384, 1)).toBe(1);
    expect(scale(UA.windows10Chrome, 16384, 1.25)).toBe(1);
    expect(scale(UA.windows10Chrome, 16384, 1.5)).toBe(2);
  });

  it('follows the pixel ratio on iOS and is 2 elsewhere', () => {
    expect(scale(UA.ios17Safari, 16384, 3)).toBe(3);
    expect(scale(UA.ipadOsDesktopMode, 16384, 2, 5)).toBe(2);
    expect(scale(UA.android14Samsung, 16384, 3.5)).toBe(2);
    expect(run(UA.ios17Safari, { renderer: RENDERER.appleGpu }, { devicePixelRatio: 3 }).resolutionScale).toBe(3);
  });
});

describe('WebGL failures', () => {
  it('asks a computer to restart the browser or update the driver when no context can be made', () => {
    const result = run(UA.windows10Chrome, { webglVersion: 0, renderer: '', maxTextureSize: 0, renderOk: false, error: 'no_webgl_context' });
    expect(result.supported).toBe(false);
    expect(passed(result, 'webgl')).toBe(false);
    expect(result.tests.map((t) => t.name)).toEqual(['platform', 'browser', 'offscreen_canvas', 'webgl']);
    expect(result.messages).toEqual(['restart_browser', 'update_driver']);
  });

  it('offers the mobile app on an Android browser without WebGL', () => {
    const result = run(UA.android14ChromeReduced, { webglVersion: 0, renderer: '' });
    expect(result.messages).toEqual(['restart_browser', 'try_mobile_app']);
  });

  it('refuses a GPU whose draw does not read back', () => {
    expect(run(UA.windows10Chrome, { renderOk: false }).messages).toEqual(['cannot_run_app', 'update_driver']);
    expect(run(UA.android14Samsung, { renderOk: false, renderer: RENDERER.maliG78 }).messages).toEqual(['cannot_run_app']);
  });

  it('warns, without refusing, when there is no OffscreenCanvas in a worker', () => {
    const result = run(UA.mac1014Safari121, { offscreenCanvas: false, webglVersion: 0 });
    expect(result.supported).toBe(true);
    expect(passed(result, 'offscreen_canvas')).toBe(false);
    expect(result.messages).toEqual(['performance_warning']);
    expect(result.maxImageSize).toBe(BASE_IMAGE_SIZE);
    expect(result.resolutionScale).toBe(1);
  });
});

describe('result messages', () => {
  it('says the computer meets the requirements when every test passes', () => {
    const result = run(UA.windows10Chrome);
    expect(result).toMatchObject({ supported: true, messages: ['meets_requirements'], renderer: RENDERER.nvidiaAngle, webglVersion: 2 });
    expect(result.tests.every((test) => test.hasPassed)).toBe(true);
    expect(compatNeedsAttention(result)).toBe(false);
  });

  it('lists every test that ran, by name', () => {
    expect(run(UA.windows10Chrome).tests.map((t) => t.name)).toEqual([
      'platform', 'browser', 'offscreen_canvas', 'webgl', 'texture_size', 'render', 'hardware_acceleration',
    ]);
    expect(run(UA.android14Samsung, { renderer: RENDERER.maliG78 }).tests.map((t) => t.name)).toContain('mobile_gpu');
  });

  it('combines messages in a fixed order', () => {
    const result = run(UA.windowsXpChrome, { renderer: RENDERER.swiftShader });
    expect(result.messages).toEqual(['old_windows', 'old_browser', 'update_driver', 'performance_warning']);
    expect(compatNeedsAttention(result)).toBe(true);
  });
});

describe('admin renderer override', () => {
  it('wins over the detected renderer', () => {
    const result = run(UA.android14Samsung, { renderer: RENDERER.maliG52 }, { rendererOverride: RENDERER.maliG710 });
    expect(result).toMatchObject({ supported: true, renderer: RENDERER.maliG710, rendererOverridden: true });
    const refused = run(UA.android14Samsung, { renderer: RENDERER.adreno740Angle }, { rendererOverride: RENDERER.adreno530 });
    expect(refused.supported).toBe(false);
  });

  it('replaces the measured performance caveat on a computer', () => {
    const real = run(UA.headlessChrome, { renderer: RENDERER.swiftShaderAngle, majorPerformanceCaveat: true });
    expect(real.messages).toContain('performance_warning');
    const overridden = run(UA.headlessChrome, { renderer: RENDERER.swiftShaderAngle, majorPerformanceCaveat: true }, { rendererOverride: RENDERER.nvidiaAngle });
    expect(overridden.messages).toEqual(['meets_requirements']);
  });

  it('ignores a blank override', () => {
    expect(run(UA.windows10Chrome, {}, { rendererOverride: '   ' })).toMatchObject({ rendererOverridden: false, renderer: RENDERER.nvidiaAngle });
  });
});

describe('presentation at start-up (subscription-navigation §8)', () => {
  it('hides the app behind the unsupported page when the device cannot run it', () => {
    expect(compatPresentation(run(UA.windowsXpChrome))).toBe('unsupported_page');
    expect(compatPresentation(run(UA.android14Samsung, { renderer: RENDERER.maliG52 }))).toBe('unsupported_page');
  });

  it('shows the warning dialog on a computer with a failed test or no high-performance canvas', () => {
    expect(compatPresentation(run(UA.windows10Chrome, { renderer: RENDERER.swiftShader }))).toBe('dialog');
    expect(compatPresentation(run(UA.mac1014Safari121, { offscreenCanvas: false, webglVersion: 0 }))).toBe('dialog');
  });

  it('only logs the warning on a phone or tablet', () => {
    expect(compatPresentation(run(UA.ios17Safari, { offscreenCanvas: false, webglVersion: 0 }))).toBe('log_only');
  });

  it('shows nothing when the device meets the requirements', () => {
    expect(compatPresentation(run(UA.windows10Chrome))).toBe('none');
  });
});
