// Text in a shipped font (issue 14), as a user makes it: add a text, choose Anton in the font picker, give
// it a red outline, export — the outlined Anton text is in the file. Then offline, after a reload, the
// font still draws: the service worker kept it when it was first used.
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { ROOT } from './support/globalSetup';
import { waitForWorkerControl } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';
import type { EditorDocument, TextLayer } from '../src/lib/shared/editor/types';

const HORSE = readFileSync(join(ROOT, 'public', 'samples', 'horse.png'));
const OPEN_TIMEOUT = 45_000;

function textLayer(page: Page): Promise<TextLayer | null> {
  return page.evaluate(() => {
    const layer = window.__pixloomEditor?.document()?.layers.find((l) => l.kind === 'text');
    return layer?.kind === 'text' ? layer : null;
  });
}

/**
 * Pixels of `doc` (the engine's CPU reference, at the export's size) that differ by more than 64 levels from
 * the same document with its text in `family`: how much the text's font shows in the picture.
 */
function fontShows(page: Page, family: string, jpeg?: string): Promise<number> {
  return page.evaluate(
    async ({ family, jpeg }) => {
      const hook = window.__pixloomEditor;
      const doc = hook?.document();
      if (!hook || !doc) throw new Error('no editor hook');
      const other: EditorDocument = { ...doc, layers: doc.layers.map((l) => (l.kind === 'text' ? { ...l, fontFamily: family } : l)) };
      let pixels: Uint8ClampedArray;
      let width: number;
      if (jpeg) {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
        if (!ctx) throw new Error('no 2D canvas');
        ctx.drawImage(bitmap, 0, 0);
        pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        width = bitmap.width;
      } else {
        const own = await hook.referencePixels();
        pixels = own.data;
        width = own.width;
      }
      const theirs = await hook.referencePixels({ width }, other);
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4) if (Math.abs((pixels[i] ?? 0) - (theirs.data[i] ?? 0)) + Math.abs((pixels[i + 1] ?? 0) - (theirs.data[i + 1] ?? 0)) > 64) n += 1;
      return n;
    },
    { family, jpeg },
  );
}

/** Strongly red pixels (the outline) in a JPEG. */
function redPixels(page: Page, jpeg: string): Promise<number> {
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2D canvas');
    ctx.drawImage(bitmap, 0, 0);
    const d = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if ((d[i] ?? 0) > 200 && (d[i + 1] ?? 0) < 60 && (d[i + 2] ?? 0) < 60) n += 1;
    return n;
  }, jpeg);
}

test.describe('text in a shipped font', () => {
  // The font is drawn offline from the service worker's font cache (blocked elsewhere, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });
  test('Anton from the picker with an outline is in the export, and still draws offline after a reload', async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await page.goto('/create/');
    await waitForWorkerControl(page);
    await page.getByTestId('file-input').setInputFiles({ name: 'Horse.png', mimeType: 'image/png', buffer: HORSE });
    await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
    await expect(page).toHaveURL(/\/create\/\?project=[0-9a-f-]{36}$/);

    await page.getByTestId('rail-text').click();
    await page.getByTestId('text-add').click();
    await expect(page.getByTestId('text-box')).toHaveCount(1, { timeout: OPEN_TIMEOUT });

    // The picker: filter by name, then choose Anton, shown in its own face once loaded.
    const picker = page.getByTestId('font-picker');
    await picker.getByTestId('font-search').fill('ant');
    const anton = picker.getByRole('option', { name: 'Anton' });
    await expect(picker.getByRole('option')).toHaveCount(1);
    await expect(anton).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await anton.click();
    await expect(anton).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => (await textLayer(page))?.fontFamily).toBe('Anton');

    // A red outline, a little wider than it starts.
    await page.getByTestId('text-outline').check();
    await page.getByTestId('text-outline-color').fill('#ff0000');
    await page.getByTestId('text-outline-width').locator('input[type=range]').fill('0.1');
    await expect.poll(async () => (await textLayer(page))?.outline).toEqual({ color: '#ff0000ff', width: 0.1 });

    // Export: the file holds the outlined text, drawn in Anton (not the fallback).
    await page.getByTestId('export').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('export-quality').fill('100');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByTestId('export-download').click()]);
    const jpeg = readFileSync(await download.path()).toString('base64');
    expect(await redPixels(page, jpeg)).toBeGreaterThan(300);
    // Against the same picture with the text in a fallback face, a clear share of pixels differs; against
    // Anton itself, next to none (JPEG rounding only).
    expect(await fontShows(page, 'No Such Font', jpeg)).toBeGreaterThan(1500);
    expect(await fontShows(page, 'Anton', jpeg)).toBeLessThan(100);

    // The service worker kept the face it served (not only the browser's HTTP cache, which may be emptied).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('pixloom-fonts')).keys()).map((r) => new URL(r.url).pathname)))
      .toContain('/fonts/anton/anton-latin-400-normal.woff2');
    // Offline, after a reload: the project reopens and Anton still draws (from the service worker's cache).
    await context.setOffline(true);
    await page.reload();
    await expect.poll(async () => (await textLayer(page))?.fontFamily, { timeout: OPEN_TIMEOUT }).toBe('Anton');
    expect(await fontShows(page, 'No Such Font')).toBeGreaterThan(1500);
    await page.getByTestId('rail-text').click();
    await page.getByTestId('text-box').click();
    await expect(page.getByTestId('font-picker').getByRole('option', { name: 'Anton' })).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await context.setOffline(false);
  });
});

test.describe('the font picker and text effects', () => {
  test('work from the keyboard, say when nothing matches, make one undo step a slider run, and pass axe', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await page.goto('/create/');
    await page.getByTestId('file-input').setInputFiles({ name: 'Horse.png', mimeType: 'image/png', buffer: HORSE });
    await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
    await page.getByTestId('rail-text').click();
    await page.getByTestId('text-add').click();
    await expect(page.getByTestId('text-box')).toHaveCount(1, { timeout: OPEN_TIMEOUT });

    // Filter, ↓ into the list, Enter chooses.
    const search = page.getByTestId('font-search');
    await search.fill('lob');
    await search.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list).toBeFocused();
    await list.press('Enter');
    await expect.poll(async () => (await textLayer(page))?.fontFamily).toBe('Lobster');
    // Nothing matches: said so.
    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No font matches “zzzz”' })).toBeVisible();
    await search.fill('');
    // Home goes to the first family, ↓ to the next: Enter chooses it.
    await list.focus();
    await list.press('Home');
    await list.press('ArrowDown');
    await list.press('Enter');
    await expect.poll(async () => (await textLayer(page))?.fontFamily).toBe('Roboto');

    // Three arrow presses on the outline's width are one undo step.
    await page.getByTestId('text-outline').check();
    await expect.poll(async () => (await textLayer(page))?.outline?.width).toBe(0.05);
    const width = page.getByTestId('text-outline-width').locator('input[type=range]');
    await width.focus();
    for (let i = 0; i < 3; i++) await width.press('ArrowRight');
    await expect.poll(async () => (await textLayer(page))?.outline?.width).toBeCloseTo(0.08, 5);
    await width.blur();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await textLayer(page))?.outline?.width).toBe(0.05);

    // With every effect switched on, the panel has no serious or critical axe violations.
    await page.getByTestId('text-shadow').check();
    await page.getByTestId('text-background').check();
    await page.evaluate(axe.source);
    const result = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ include: ['[data-testid="text-settings"]'] }, { resultTypes: ['violations'] }));
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
