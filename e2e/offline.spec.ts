// Offline-first (issue "Offline-first"): the manifest makes the app installable, the service worker controls
// the page, app routes open with no network in their language, the probe never says "online" offline, and
// unknown routes still reach the server.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { test, expect } from './support/fixtures';
import { waitForWorkerControl } from './support/pwa';

test.describe('installable app', () => {
  test('Chromium finds the manifest valid and the app installable', async ({ server }) => {
    // Installability is only reported in a persistent (non-incognito) profile.
    const profile = mkdtempSync(join(tmpdir(), 'pixloom-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.url}/dashboard/`);
      await waitForWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
      expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(data).toMatchObject({ short_name: 'Pixloom', start_url: '/dashboard/', display: 'standalone', theme_color: '#1C1D26' });
      expect(data.share_target).toMatchObject({ action: '/share-target/', method: 'POST', enctype: 'multipart/form-data' });
      expect((data.icons as { purpose: string }[]).some((icon) => icon.purpose === 'maskable')).toBe(true);
      expect((data.shortcuts as unknown[]).length).toBe(3);
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installability.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('working offline', () => {
  test('app routes open offline after a reload, in their language; unknown routes stay the server’s', async ({ page, context }) => {
    await page.goto('/dashboard/');
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle('Dashboard | Pixloom');

    await page.goto('/create/');
    await expect(page.getByTestId('section-title')).toHaveText('Photo editor');
    await expect(page.getByTestId('offline-indicator')).toBeVisible();

    await page.goto('/fr/creer/collage/');
    await expect(page.getByTestId('section-title')).toHaveText('Créateur de collages');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('offline-indicator')).toHaveText('Hors ligne');

    // The probe answers "not online" at once, never from a cache.
    const probe = await page.evaluate(async () => {
      const started = performance.now();
      const response = await fetch(`/offline-test/?nocache=${Math.random()}`, { cache: 'no-store' });
      return { status: response.status, text: await response.text(), ms: performance.now() - started };
    });
    expect(probe.status).toBe(503);
    expect(probe.text).not.toBe('online');
    expect(probe.ms).toBeLessThan(1000);

    // An address that is not an app route is not answered with the app: offline it fails…
    await expect(page.goto('/no-such-page/')).rejects.toThrow();

    // …and online the server answers it (404), while the probe says online again. In a page of its own: the
    // failed navigation's error page commits after page.goto has rejected, and reloads itself once the
    // network is back; either cuts the next navigation in that page short.
    await page.close();
    const online = await context.newPage();
    await context.setOffline(false);
    const response = await online.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await online.goto('/create/');
    await expect(online.getByTestId('offline-indicator')).toHaveCount(0);
    expect(await online.evaluate(async () => (await fetch(`/offline-test/?nocache=${Math.random()}`)).text())).toBe('online');
  });
});

test.describe('images offline', () => {
  test('images seen online and files added with ADD_TO_CACHE are there offline', async ({ page, context }) => {
    await page.goto('/create/');
    await waitForWorkerControl(page);
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u).then((r) => r.status, () => 0)), url);

    expect(await status('/img/samples/horse.png?width=200')).toBe(200);
    const added = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ type: 'ADD_TO_CACHE', cacheName: 'pixloom-samples', url: '/samples/camera.png' }, [channel.port2]);
        }),
    );
    expect(added).toBe(true);

    await context.setOffline(true);
    expect(await status('/img/samples/horse.png?width=200')).toBe(200);
    expect(await status('/samples/camera.png')).toBe(200);
    // Never seen: not there.
    expect(await status('/img/samples/coffee.png?width=200')).toBe(0);
  });
});
