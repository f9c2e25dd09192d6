// Offline-first (issue "Offline-first"): the manifest makes the app installable, the service worker controls
// the page, app routes open with no network in their language, the probe never says "online" offline, and
// unknown routes still reach the server. Issue 18: every shipped sample opens offline, also one never opened
// (the page keeps them all once the worker controls it), and an unknown address offline gets the app's own
// offline page.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import type {} from '../src/features/editor/shell/testHook';
import { LANG_COOKIE } from '../src/lib/shared/api';
import { IMAGE_CACHE, SAMPLE_CACHE } from '../src/lib/shared/swProtocol';
import { deviceCheckedBefore } from './support/device';
import { test, expect } from './support/fixtures';
import { waitForWorkerControl } from './support/pwa';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('Chromium finds the manifest valid and the app installable', async ({ server }) => {
    // Installability is only reported in a persistent (non-incognito) profile.
    const profile = mkdtempSync(join(tmpdir(), 'pixloom-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS, headless: true });
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

/** The editor's sample photos (src/features/editor/open/sources.ts SAMPLES; the textures are not opened). */
const SAMPLE_FILES = ['coffee.png', 'chelsea.png', 'astronaut.png', 'rocket.jpg', 'hubble_deep_field.jpg', 'camera.png', 'horse.png'];

test.describe('working offline', () => {
  test('app routes and every sample open offline after a reload, in their language; unknown routes get our offline page offline and stay the server’s online', async ({ page, context }) => {
    await page.goto('/dashboard/');
    // The create routes open without the device check (slow under software rendering) from the next load.
    await deviceCheckedBefore(page);
    await waitForWorkerControl(page);

    // Once the worker controls the page, the page keeps every shipped sample (full picture and picker
    // thumbnail) in the background; no sample has been opened yet.
    const controlledAt = Date.now();
    await expect(page.locator('html')).toHaveAttribute('data-samples-offline', 'yes', { timeout: 60_000 });
    const kept = await page.evaluate(
      async ({ sampleCache, imageCache }) => {
        const entries = async (name: string, prefix: string) => {
          const cache = await caches.open(name);
          const keys = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(prefix));
          return Promise.all(keys.map(async (r) => ({ path: `${new URL(r.url).pathname}${new URL(r.url).search}`, bytes: (await (await cache.match(r, { ignoreVary: true }))?.blob())?.size ?? 0 })));
        };
        return { full: await entries(sampleCache, '/samples/'), thumbnails: await entries(imageCache, '/img/samples/') };
      },
      { sampleCache: SAMPLE_CACHE, imageCache: IMAGE_CACHE },
    );
    // The pickers' tiles: 160×120 CSS pixels, cropped, at this screen's density of 1 (the dashboard's cards
    // ask for other sizes, kept as they were seen).
    const pickerThumbnails = SAMPLE_FILES.map((f) => `/img/samples/${f}?width=200&height=150&fit=crop&auto=avif,webp`);
    const sum = (list: { bytes: number }[]) => list.reduce((total, e) => total + e.bytes, 0);
    const thumbnails = kept.thumbnails.filter((e) => pickerThumbnails.includes(e.path));
    console.log(`samples kept for offline use in ≤${Date.now() - controlledAt} ms after the worker took control: ${kept.full.length} full (${sum(kept.full)} bytes), ${thumbnails.length} picker thumbnails (${sum(thumbnails)} bytes)`);
    expect(kept.full.map((e) => e.path).sort()).toEqual(SAMPLE_FILES.map((f) => `/samples/${f}`).sort());
    expect(thumbnails.map((e) => e.path).sort()).toEqual([...pickerThumbnails].sort());

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

    // An address that is not an app route, offline: our own page says it needs a connection, in the user's
    // language (their choice, kept in the lang cookie), with the way back to the dashboard and a retry…
    await context.addCookies([{ name: LANG_COOKIE, value: 'de', url: new URL('/', page.url()).href }]);
    const standIn = await page.goto('/some-unknown-page/');
    expect(standIn?.status()).toBe(503);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite braucht eine Verbindung');
    await expect(page.getByTestId('offline-page-retry')).toHaveText('Erneut versuchen');
    await page.getByTestId('offline-page-dashboard').click();
    await expect(page).toHaveURL(/\/de\/dashboard\/$/);
    await expect(page.getByTestId('offline-page')).toHaveCount(0);

    // A sample never opened before: its thumbnail shows, and it opens in the editor with no network.
    await page.goto('/create/');
    const rocket = page.getByTestId('sample-rocket');
    await expect.poll(() => rocket.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    await rocket.click();
    await expect(page.locator('.px-ed.has-document')).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: 45_000 }).toMatchObject({ width: 640, height: 427 });
    await expect(page.getByRole('alert').filter({ hasText: 'rocket' })).toHaveCount(0);

    // …and online the server answers it (404), while the probe says online again. In a page of its own (the
    // editor in this one holds a picture).
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
