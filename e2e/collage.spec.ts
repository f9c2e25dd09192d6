// Issue 15's "Done when" journey for the collage maker, as a new user makes it in Chromium, at desktop and
// phone sizes: open the collage maker from the dashboard, choose a 3-photo layout on a custom canvas, add
// three sample photos, change spacing and background, add text, undo twice and redo, export PNG — the
// file has the chosen size and shows the photos in their cells; reload — the project reopens as left; go
// offline and reopen it from the project manager — it opens; back online — the server lists it as a
// collage. Everything is done through the UI; the editor's test hook is only read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { ROOT } from './support/globalSetup';
import { csrfToken, registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';
import { cellRects } from '../src/lib/shared/collage/geometry';
import type { EditorDocument } from '../src/lib/shared/editor/types';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const OPEN_TIMEOUT = 45_000;
const SIZE = { width: 1200, height: 900 };
const PHOTOS = ['coffee.png', 'horse.png', 'chelsea.png'];

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

/** The document's collage in the parts the user changed, and its texts. */
async function state(page: Page) {
  const doc = await editorDocument(page);
  return {
    layout: doc?.collage?.layout,
    filled: doc?.collage?.cells.filter((c) => c.layerId !== null).length,
    spacing: doc?.collage?.spacing,
    background: doc?.canvas.background,
    texts: doc?.layers.filter((l) => l.kind === 'text').length,
    size: doc ? [doc.canvas.width, doc.canvas.height] : null,
  };
}

/** Opens a panel from the rail (on a phone the rail is the bottom bar; a panel already open stays). */
async function openPanel(page: Page, panel: string): Promise<void> {
  const button = page.getByTestId(`rail-${panel}`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', panel);
}

/** A cell of the exported picture is a photo: its pixels vary (a blank cell is one flat colour). */
async function cellDeviation(png: Buffer, rect: { x: number; y: number; width: number; height: number }): Promise<number> {
  const inset = 4;
  const region = { left: Math.round(rect.x) + inset, top: Math.round(rect.y) + inset, width: Math.round(rect.width) - 2 * inset, height: Math.round(rect.height) - 2 * inset };
  const stats = await sharp(png).extract(region).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

async function serverProjects(page: Page): Promise<Array<{ id: string; project_type: string }>> {
  const response = await page.request.post('/api/photo/projects/get/', { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: { all: '1' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Array<{ id: string; project_type: string }> }).data;
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`the collage maker on a ${device}`, () => {
    // The journey reopens the collage offline: the service worker is needed (blocked elsewhere, playwright.config.ts).
    test.use({ serviceWorkers: 'allow' });
    if (device === 'phone') test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('layout, photos, style, text, undo and redo, export; reload, offline reopen, synced as a collage', async ({ page, context }) => {
      test.setTimeout(300_000);
      await page.goto('/dashboard/');
      await deviceCheckedBefore(page);
      await registerUser(page, uniqueEmail(`collage-${device}`));
      await page.reload();
      await waitForWorkerControl(page);

      // From the dashboard's collage card to the start screen.
      await page.locator('[data-testid="tool-card"][data-card="collage"]').first().click();
      await expect(page).toHaveURL(/\/create\/collage\/$/);
      const start = page.getByTestId('collage-start');
      await expect(start).toBeVisible();

      // A custom canvas, then a 3-photo layout found by the search.
      await start.getByTestId('canvas-width').fill(String(SIZE.width));
      await start.getByTestId('canvas-height').fill(String(SIZE.height));
      await start.getByTestId('canvas-size-apply').click();
      await start.getByTestId('layout-search').fill('3');
      const layout = start.getByTestId('layout-group-3').getByRole('button').first();
      await expect(layout).toBeEnabled({ timeout: OPEN_TIMEOUT });
      await layout.click();
      await expect(page).toHaveURL(/\/create\/collage\/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
      const id = new URL(page.url()).searchParams.get('project') ?? '';
      await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'collage');
      await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'photos');

      // Three photos: from the device on a desktop (one pick), the samples on a phone (one tap each).
      if (device === 'desktop') {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('photos-add-device').click()]);
        await chooser.setFiles(PHOTOS.map((name) => ({ name, mimeType: 'image/png', buffer: readFileSync(join(ROOT, 'public', 'samples', name)) })));
      } else {
        for (const [i, sample] of ['coffee', 'horse', 'chelsea'].entries()) {
          await page.getByTestId(`collage-sample-${sample}`).tap();
          await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(i + 1);
        }
      }
      await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(3);
      await expect(page.getByTestId('collage-photo')).toHaveCount(3);

      // Spacing (a slider) and background (a colour), then a text.
      await openPanel(page, 'canvas');
      await page.getByTestId('collage-spacing').locator('input[type=range]').fill('0.05');
      await page.getByTestId('collage-background').fill('#336699');
      await expect.poll(async () => (await state(page)).background).toBe('#336699ff');
      await openPanel(page, 'text');
      await page.getByTestId('text-add').click();
      await expect.poll(async () => (await state(page)).texts).toBe(1);
      const edited = await state(page);
      expect(edited).toMatchObject({ spacing: 0.05, background: '#336699ff', texts: 1, filled: 3, size: [SIZE.width, SIZE.height] });

      // Undo twice (the text, the background), redo once (the background).
      await page.getByTestId('undo').click();
      await page.getByTestId('undo').click();
      await expect.poll(async () => (await state(page)).texts).toBe(0);
      expect((await state(page)).background).not.toBe('#336699ff');
      await page.getByTestId('redo').click();
      await expect.poll(async () => (await state(page)).background).toBe('#336699ff');
      const left = await state(page);
      expect(left).toMatchObject({ spacing: 0.05, texts: 0, filled: 3 });

      // Export PNG at full size: the chosen pixels, each cell showing its photo.
      await page.getByTestId('export').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.getByRole('radio', { name: 'PNG' }).check();
      await expect(dialog.getByTestId('print-hint')).toHaveText('Prints at 4.0 × 3.0 in at 300 dpi');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByTestId('export-download').click()]);
      const png = readFileSync(await download.path());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SIZE.width, SIZE.height]);
      const doc = await editorDocument(page);
      if (!doc?.collage) throw new Error('no collage');
      for (const rect of cellRects(doc.collage, doc.canvas)) expect(await cellDeviation(png, rect)).toBeGreaterThan(8);

      // Reload: the project reopens as it was left.
      await page.reload();
      await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(3);
      expect(await state(page)).toEqual(left);
      expect(new URL(page.url()).searchParams.get('project')).toBe(id);
      await expect(page.getByTestId('project-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

      // Offline: the project manager opens it.
      await context.setOffline(true);
      await page.goto('/dashboard/');
      // On a phone the side menu, where the projects are, opens from the menu button.
      if (device === 'phone') await page.getByTestId('menu-button').click();
      await page.getByTestId('side-menu').getByTestId('open-projects').click();
      // Listed under the Collages type with its thumbnail (the device's copy), gone under Photos.
      const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
      await page.getByTestId('projects-type').selectOption('editor');
      await expect(card).toHaveCount(0);
      await page.getByTestId('projects-type').selectOption('collage');
      await expect(card.locator('img.px-project-thumb')).toBeVisible();
      await card.locator('.px-project-card__open').click();
      await expect(page).toHaveURL(new RegExp(`/create/collage/\\?project=${id}$`));
      await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(3);
      expect(await state(page)).toEqual(left);

      // Back online: the server has it, as a collage.
      await context.setOffline(false);
      await expect.poll(async () => (await serverProjects(page)).find((p) => p.id === id)?.project_type, { timeout: 30_000 }).toBe('collage');
    });
  });
}

test('photos dropped on the start screen become an auto collage of them all, with the Layout panel open to change it; it continues in the designer', async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/collage/');
  await expect(page.getByTestId('collage-start').getByTestId('layout-group-2').getByRole('button').first()).toBeEnabled({ timeout: OPEN_TIMEOUT });
  const files = PHOTOS.slice(0, 2).map((name) => ({ name, data: readFileSync(join(ROOT, 'public', 'samples', name)).toString('base64') }));
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: 'image/png' }));
    return data;
  }, files);
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
  await expect(page).toHaveURL(/\/create\/collage\/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(2);
  expect((await editorDocument(page))?.collage?.cells).toHaveLength(2);
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'layout');

  // "Continue in designer": a new design of the collage opens in the designer, the same picture; Back returns to the collage.
  const collage = (await editorDocument(page))!;
  const collageUrl = page.url();
  await page.getByTestId('collage-to-designer').click();
  await expect(page).toHaveURL(/\/create\/designer\/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'designer');
  const design = (await editorDocument(page))!;
  expect(design.section).toBe('designer');
  expect(design.layers.filter((l) => l.kind === 'image')).toHaveLength(2);
  expect(await referenceDifference(page, collage, design)).toBeLessThan(1);
  await page.goBack();
  await expect(page).toHaveURL(collageUrl);
  await expect.poll(async () => (await editorDocument(page))?.section, { timeout: OPEN_TIMEOUT }).toBe('collage');
  expect((await editorDocument(page))?.layers.map((l) => l.id)).toEqual(collage.layers.map((l) => l.id));
});

/** Mean difference per channel between the engine's CPU reference renders (240 px wide) of two documents. */
async function referenceDifference(page: Page, a: EditorDocument, b: EditorDocument): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const hook = window.__pixloomEditor;
      if (!hook) throw new Error('no test hook');
      const [p, q] = await Promise.all([hook.referencePixels({ width: 240 }, first), hook.referencePixels({ width: 240 }, second)]);
      if (p.width !== q.width || p.height !== q.height) return Infinity;
      let sum = 0;
      for (let i = 0; i < p.data.length; i++) sum += Math.abs((p.data[i] ?? 0) - (q.data[i] ?? 0));
      return sum / p.data.length;
    },
    [a, b] as const,
  );
}

/** Serious and critical axe violations on the page as it is, readably. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the start screen and every panel pass axe, and a layout is chosen from the keyboard', async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/collage/');
  const first = page.getByTestId('collage-start').getByTestId('layout-group-2').getByRole('button').first();
  await expect(first).toBeEnabled({ timeout: OPEN_TIMEOUT });
  expect(await violations(page)).toEqual([]);
  // Search, then Tab to the layouts and Enter.
  await page.getByTestId('layout-search').fill('4');
  await page.getByTestId('layout-search').press('Tab');
  await expect(page.getByTestId('layout-group-4').getByRole('button').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('layout-group-4').getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?project=/, { timeout: OPEN_TIMEOUT });
  expect((await editorDocument(page))?.collage?.cells).toHaveLength(4);
  for (const panel of ['photos', 'layout', 'canvas', 'text']) {
    await openPanel(page, panel);
    expect(await violations(page), panel).toEqual([]);
  }
});

/** Mean luma of the middle half of each cell in the engine's CPU reference render of `doc` (240 px wide). */
async function cellLumas(page: Page, doc: EditorDocument): Promise<number[]> {
  const picture = await page.evaluate(async (d) => {
    const hook = window.__pixloomEditor;
    if (!hook) throw new Error('no test hook');
    const r = await hook.referencePixels({ width: 240 }, d);
    return { width: r.width, height: r.height, data: r.data };
  }, doc);
  if (!doc.collage) throw new Error('no collage');
  const scale = picture.width / doc.canvas.width;
  return cellRects(doc.collage, doc.canvas).map((rect) => {
    let sum = 0;
    let n = 0;
    for (let y = Math.round((rect.y + rect.height / 4) * scale); y < (rect.y + (rect.height * 3) / 4) * scale; y++) {
      for (let x = Math.round((rect.x + rect.width / 4) * scale); x < (rect.x + (rect.width * 3) / 4) * scale; x++) {
        const i = (y * picture.width + x) * 4;
        sum += ((picture.data[i] ?? 0) + (picture.data[i + 1] ?? 0) + (picture.data[i + 2] ?? 0)) / 3;
        n++;
      }
    }
    return sum / Math.max(1, n);
  });
}

test("a cell's photo is edited with the editor's Adjust tools: only that photo changes, Done goes back", async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/collage/');
  const first = page.getByTestId('collage-start').getByTestId('layout-group-2').getByRole('button').first();
  await expect(first).toBeEnabled({ timeout: OPEN_TIMEOUT });
  await first.click();
  await expect(page).toHaveURL(/\?project=/, { timeout: OPEN_TIMEOUT });
  await openPanel(page, 'photos');
  for (const [i, sample] of ['coffee', 'horse'].entries()) {
    await page.getByTestId(`collage-sample-${sample}`).click();
    await expect.poll(async () => (await state(page)).filled, { timeout: OPEN_TIMEOUT }).toBe(i + 1);
  }
  const plain = await editorDocument(page);
  if (!plain) throw new Error('no document');

  await page.getByTestId('collage-photo').first().getByTestId('collage-photo-edit').click();
  await expect(page.getByTestId('cell-edit-rail')).toBeVisible();
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'adjust');
  await expect(page.locator('[data-testid="collage-cell"][data-editing="true"]')).toHaveAttribute('data-cell', '0');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('slider', { name: 'Brightness' }).fill('60');
  await expect.poll(async () => (await editorDocument(page))?.layers.find((l) => l.kind === 'image')?.operations?.[0]?.params.amount).toBe(60);
  const edited = await editorDocument(page);
  if (!edited) throw new Error('no document');
  expect(edited.operations).toEqual([]);
  // The engine draws the first photo brighter and the second as it was.
  const [before, after] = [await cellLumas(page, plain), await cellLumas(page, edited)];
  expect((after[0] ?? 0) - (before[0] ?? 0)).toBeGreaterThan(15);
  expect(Math.abs((after[1] ?? 0) - (before[1] ?? 0))).toBeLessThan(1);

  await page.getByTestId('cell-edit-done').click();
  await expect(page.getByTestId('collage-rail')).toBeVisible();
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'photos');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await editorDocument(page))?.layers.find((l) => l.kind === 'image')?.operations).toBeUndefined();
});
