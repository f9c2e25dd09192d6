// Types of the compatibility check (spec shell-auth-platform §3 "Compatibility test result", §4.10).
// Pure: shared by the compat worker, its main-thread client and the tests.

/** The individual tests, in the order they are shown and encoded in the cookie. */
export const COMPAT_TEST_NAMES = [
  'platform',
  'browser',
  'offscreen_canvas',
  'webgl',
  'texture_size',
  'render',
  'mobile_gpu',
  'hardware_acceleration',
] as const;
export type CompatTestName = (typeof COMPAT_TEST_NAMES)[number];

/** Spec §3: a test result is a name and whether it passed. */
export interface CompatTest {
  name: CompatTestName;
  hasPassed: boolean;
}

/** The result messages of spec §4.10, in display order; each is translated as `compat_msg_<key>`. */
export const COMPAT_MESSAGES = [
  'old_windows',
  'old_mac',
  'old_browser',
  'cannot_run_app',
  'restart_browser',
  'update_driver',
  'try_mobile_app',
  'performance_warning',
  'meets_requirements',
] as const;
export type CompatMessage = (typeof COMPAT_MESSAGES)[number];

export interface CompatResult {
  /** False hides the app (spec §4.10 "an unsupported-device result hides the app"). */
  supported: boolean;
  tests: CompatTest[];
  messages: CompatMessage[];
  /** Largest image side the editor may use: 4088 (4096 minus 8 padding) or 8192. */
  maxImageSize: number;
  /** MAX_TEXTURE_SIZE as measured (0 when not measured); the editor tiles by it. */
  maxTextureSize: number;
  resolutionScale: number;
  /** The renderer the rules judged: the admin override when one is set, else the detected one. */
  renderer: string;
  rendererOverridden: boolean;
  isMobile: boolean;
  /** 0 when no WebGL context could be made (or none was tried). */
  webglVersion: 0 | 1 | 2;
  /** Half-float colour targets render and read back correctly (the editor's high-precision path). */
  halfFloatRender: boolean;
}

/** What the page knows and the worker does not (the worker has no window, no cookies, no app platform). */
export interface CompatEnvironment {
  userAgent: string;
  /** iPadOS presents itself as a Mac; touch points tell them apart. */
  maxTouchPoints: number;
  devicePixelRatio: number;
  /** spec §1 platform value; the "try the mobile app" advice is only for the plain browser. */
  appPlatform?: 'browser' | 'play_store' | 'microsoft_store' | 'apple_app_store' | 'desktop';
}

export interface CompatInput extends CompatEnvironment {
  /** Admin renderer override (spec §4.10, §6); it wins over the detected renderer. */
  rendererOverride?: string;
}

/** Facts measured on an OffscreenCanvas in the worker. */
export interface GlFacts {
  /** Worker and OffscreenCanvas with a WebGL context type were available to try at all. */
  offscreenCanvas: boolean;
  webglVersion: 0 | 1 | 2;
  maxTextureSize: number;
  maxCombinedTextureUnits: number;
  renderer: string;
  vendor: string;
  /** The context could only be made by accepting a major performance caveat (software rendering). */
  majorPerformanceCaveat: boolean;
  /** A solid-colour draw into an RGBA8 target read back as drawn. */
  renderOk: boolean;
  halfFloatRender: boolean;
  /** Why no context could be made, for the logs. */
  error?: string;
}

export const NO_GL: GlFacts = {
  offscreenCanvas: false,
  webglVersion: 0,
  maxTextureSize: 0,
  maxCombinedTextureUnits: 0,
  renderer: '',
  vendor: '',
  majorPerformanceCaveat: false,
  renderOk: false,
  halfFloatRender: false,
};
