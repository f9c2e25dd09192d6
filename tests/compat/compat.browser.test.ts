// The compatibility worker in real headless Chromium (SwiftShader WebGL2): the real client starts the real
// worker, which measures the GPU on an OffscreenCanvas and applies the rules.
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPAT_COOKIE, RENDERER_OVERRIDE_COOKIE, createCompatClient } from '../../src/lib/compat/compatClient';
import { getCookie, setCookie } from '../../src/lib/cookies';

const HARDWARE = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);

describe('the compatibility worker in Chromium', () => {
  it('measures WebGL2 on an OffscreenCanvas and flags the software renderer', async () => {
    const result = await createCompatClient({ appVersion: '1.0.0' }).getCompatibility();
    const passed = Object.fromEntries(result.tests.map((test) => [test.name, test.hasPassed]));
    expect(passed).toEqual({
      platform: true,
      browser: true,
      offscreen_canvas: true,
      webgl: true,
      texture_size: true,
      render: true,
      hardware_acceleration: false,
    });
    expect(result.webglVersion).toBe(2);
    expect(result.renderer).toMatch(/SwiftShader/);
    expect(result.maxTextureSize).toBeGreaterThanOrEqual(4096);
    expect(result.halfFloatRender).toBe(true);
    expect(result).toMatchObject({ supported: true, messages: ['update_driver', 'performance_warning'], isMobile: false });
    // Driver advice is not remembered, so the check runs again after the user acts on it.
    expect(getCookie(COMPAT_COOKIE)).toBeUndefined();
  });

  it('lets the admin renderer override win and remembers that result in the cookie', async () => {
    setCookie(RENDERER_OVERRIDE_COOKIE, HARDWARE, 1);
    const result = await createCompatClient({ appVersion: '1.0.0' }).getCompatibility();
    expect(result).toMatchObject({ supported: true, messages: ['meets_requirements'], renderer: HARDWARE, rendererOverridden: true, webglVersion: 2 });
    expect(getCookie(COMPAT_COOKIE)).toMatch(/^1\.1\./);
    const next = createCompatClient({ appVersion: '1.2.0' });
    expect(next.cachedCompatibility()).toEqual(result);
  });
});
