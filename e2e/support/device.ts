// A device that passed the app's compatibility check on an earlier visit: its result is in the
// webgl_compat cookie, so create routes open without running the check again (on a loaded test machine
// the software-rendered check is slow). Takes effect from the next page load.
import type { Page } from '@playwright/test';
import { encodeCompatCookie } from '../../src/lib/compat/compatCookie';
import { evaluateCompat } from '../../workers/compat/rules';

/** A GPU that meets the app's requirements, as the device check's worker would have measured it. */
export const CAPABLE_GPU = {
  offscreenCanvas: true,
  webglVersion: 2 as const,
  maxTextureSize: 16384,
  maxCombinedTextureUnits: 96,
  renderer: 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
  vendor: 'Google Inc. (NVIDIA)',
  majorPerformanceCaveat: false,
  renderOk: true,
  halfFloatRender: true,
};

export async function deviceCheckedBefore(page: Page): Promise<void> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const appVersion = (await page.locator('html').getAttribute('data-app-version')) ?? '0';
  const result = evaluateCompat({ userAgent, maxTouchPoints: 0, devicePixelRatio: 1 }, CAPABLE_GPU);
  const value = encodeURIComponent(encodeCompatCookie(result, { appVersion, userAgent, rendererOverride: '' }));
  await page.context().addCookies([{ name: 'webgl_compat', value, url: page.url() }]);
}
