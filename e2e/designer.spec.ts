// Issue 16's "Done when" journey for the graphic designer, as a new user makes it in Chromium, at desktop
// and phone sizes: from the dashboard's Instagram card to the designer's start screen on Instagram
// templates, pick a template, replace its photo with a sample, change the heading's text and font, add a
// star from Elements and drag it to the centre (the guide shows while it snaps), select two layers and
// group them, undo and redo, export PNG at 2× (twice the template's size) and PDF (the heading is text in
// it); reload — the design is as left; offline, reopen it from the project manager — identical. Then the
// start screen's other ways in: a blank format, a custom size, a Plus template for a free user. Everything is
// done through the UI; the editor's test hook is only read.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';
import type { EditorDocument, Layer, TextLayer } from '../src/lib/shared/editor/types';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const OPEN_TIMEOUT = 45_000;
const HEADING = 'Grand opening';

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

async function layers(page: Page): Promise<Layer[]> {
  return (await editorDocument(page))?.layers ?? [];
}

/** The template's heading: its largest text. */
function headingOf(list: readonly Layer[]): TextLayer | undefined {
  return list.filter((l): l is TextLayer => l.kind === 'text').sort((a, b) => b.fontSize * b.transform.scaleY - a.fontSize * a.transform.scaleY)[0];
}

/** Opens a designer panel from the rail (the bottom bar on a phone); a panel already open stays. */
async function openPanel(page: Page, panel: string): Promise<void> {
  const button = page.getByTestId(`designer-rail-${panel}`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.getByTestId('designer-panel')).toHaveAttribute('data-panel', panel);
}

/** The screen point of a document point, from where the last frame drew the design. */
async function screenPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
  const box = await page.getByTestId('editor-canvas').boundingBox();
  if (!frame || !box) throw new Error('no frame');
  return { x: box.x + frame.view.offsetX + x * frame.view.scale, y: box.y + frame.view.offsetY + y * frame.view.scale };
}

/** Unfolds (or folds) the layers panel; on a phone it starts folded, to leave the page the room. */
async function showLayers(page: Page, show: boolean): Promise<void> {
  const fold = page.getByTestId('designer-layers-fold');
  if ((await fold.getAttribute('aria-expanded')) !== String(show)) await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', String(show));
}

/** Closes the open panel (on a phone the sheet over the page) and waits for the page to be drawn where it now is. */
async function closePanelAndSettle(page: Page): Promise<void> {
  // On a desktop the panel sits beside the page (its close button is not shown) and stays.
  const close = page.getByTestId('designer-panel').locator('.px-ed-panel__close');
  if (await close.isVisible()) {
    await close.click();
    await expect(page.getByTestId('designer-panel')).toHaveCount(0);
  }
  // The view fits the page, so a frame drawn for the canvas as it now is has the page centred in it.
  await expect
    .poll(async () => {
      const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
      const box = await page.getByTestId('editor-canvas').boundingBox();
      if (!frame || !box) return false;
      const { scale, offsetX, offsetY } = frame.view;
      return Math.abs(offsetX + (frame.pictureWidth * scale) / 2 - box.width / 2) < 2 && Math.abs(offsetY + (frame.pictureHeight * scale) / 2 - box.height / 2) < 2;
    })
    .toBe(true);
}

/** Selects layers through the layers panel: the first by a click, the others added with Shift. */
async function selectLayers(page: Page, ids: readonly string[]): Promise<void> {
  await showLayers(page, true);
  for (const [i, id] of ids.entries()) {
    await page.getByTestId('designer-layers').locator(`[data-testid="designer-layer-row"][data-layer-id="${id}"]`).click({ modifiers: i === 0 ? [] : ['Shift'] });
  }
}

/** The text of every page of a PDF. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return parts.join('\n');
}

async function download(page: Page, format: 'png' | 'pdf', scale?: 2): Promise<Buffer> {
  await page.getByTestId('export').click();
  const dialog = page.getByTestId('export-dialog');
  if (format === 'pdf') await dialog.getByTestId('export-format-pdf').click();
  else await dialog.getByRole('radio', { name: 'PNG' }).check();
  if (scale) await dialog.getByTestId(`export-scale-${scale}`).click();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByTestId('export-download').click()]);
  const bytes = readFileSync(await file.path());
  await expect(dialog).toBeHidden();
  return bytes;
}

async function startScreen(page: Page): Promise<void> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`the designer on a ${device}`, () => {
    // The journey reopens the design offline: the service worker is needed (blocked elsewhere, playwright.config.ts).
    test.use({ serviceWorkers: 'allow' });
    if (device === 'phone') test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('Instagram template, photo, heading, star snapped to the centre, group, undo and redo, PNG 2× and PDF; reload, offline reopen', async ({ page, context }) => {
      test.setTimeout(600_000);
      await startScreen(page);
      await registerUser(page, uniqueEmail(`designer-${device}`));
      await page.reload();
      await waitForWorkerControl(page);

      // The dashboard's Instagram card opens the start screen on Instagram posts.
      await page.locator('[data-testid="tool-card"][data-card="instagram-template"]').first().click();
      await expect(page).toHaveURL(/\/create\/designer\/instagram-template\/$/);
      const start = page.getByTestId('designer-start');
      await expect(start.locator('[data-testid="designer-category"][data-category="instagram-post"]')).toHaveAttribute('aria-selected', 'true');
      const templates = start.getByTestId('designer-template');
      await expect(templates.first()).toBeEnabled({ timeout: OPEN_TIMEOUT });
      for (const category of await templates.evaluateAll((list) => list.map((b) => b.getAttribute('data-category')))) expect(category).toBe('instagram-post');

      // A free template (the Plus ones send a free user to pricing).
      await start.locator('[data-testid="designer-template"][data-plus="false"]').first().click();
      await expect(page).toHaveURL(/\/create\/designer\/instagram-template\/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
      const id = new URL(page.url()).searchParams.get('project') ?? '';
      await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'designer');
      const opened = await editorDocument(page);
      if (!opened) throw new Error('no design');
      expect(opened.section).toBe('designer');
      expect(opened.designer?.format).toBe('instagram-post');
      const size = { width: opened.canvas.width, height: opened.canvas.height };
      const photo = opened.layers.find((l) => l.kind === 'image');
      const heading = headingOf(opened.layers);
      if (!photo || photo.kind !== 'image' || !heading) throw new Error('the template has no photo or no heading');

      // Its photo replaced by a sample.
      await selectLayers(page, [photo.id]);
      await openPanel(page, 'uploads');
      await page.getByTestId('designer-replace-photo').click();
      await page.getByTestId('designer-replace-sample-chelsea').click();
      await expect.poll(async () => (await layers(page)).find((l) => l.id === photo.id && l.kind === 'image' && l.imageId !== photo.imageId)?.id, { timeout: OPEN_TIMEOUT }).toBe(photo.id);

      // The heading's text and font.
      await selectLayers(page, [heading.id]);
      await openPanel(page, 'text');
      await page.getByTestId('text-input').fill(HEADING);
      const font = heading.fontFamily === 'Anton' ? 'Lobster' : 'Anton';
      const picker = page.getByTestId('font-picker');
      await picker.getByTestId('font-search').fill(font.slice(0, 4));
      await picker.getByRole('option', { name: font }).click();
      await expect.poll(async () => (await layers(page)).find((l) => l.id === heading.id)).toMatchObject({ text: HEADING, fontFamily: font });

      // A star from Elements, dragged to the centre: it snaps there, and the guide shows while it does.
      await openPanel(page, 'elements');
      const before = new Set((await layers(page)).map((l) => l.id));
      await page.locator('[data-testid="designer-shape"][data-shape="star"]').click();
      await expect.poll(async () => (await layers(page)).filter((l) => !before.has(l.id)).length).toBe(1);
      const star = (await layers(page)).find((l) => !before.has(l.id))!;
      expect(star).toMatchObject({ kind: 'shape', shape: 'star' });
      // The page in full view (on a phone the panel sheet and the layers cover it).
      await showLayers(page, false);
      await closePanelAndSettle(page);
      // Put it off centre first, so the drag to the centre is a real move.
      const from = await screenPoint(page, star.transform.x, star.transform.y);
      const off = await screenPoint(page, size.width * 0.25, size.height * 0.75);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(off.x, off.y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(async () => (await layers(page)).find((l) => l.id === star.id)?.transform.x).toBeLessThan(size.width * 0.4);
      const centre = await screenPoint(page, size.width / 2, size.height / 2);
      await page.mouse.move(off.x, off.y);
      await page.mouse.down();
      // A couple of screen pixels off the centre: within the snapping distance.
      await page.mouse.move(centre.x + 2, centre.y - 2, { steps: 12 });
      await expect(page.getByTestId('designer-guide').first()).toBeVisible();
      await expect(page.locator('[data-testid="designer-guide"][data-axis="x"]')).not.toHaveCount(0);
      await expect(page.locator('[data-testid="designer-guide"][data-axis="y"]')).not.toHaveCount(0);
      await page.mouse.up();
      await expect(page.getByTestId('designer-guide')).toHaveCount(0);
      await expect.poll(async () => (await layers(page)).find((l) => l.id === star.id)?.transform).toMatchObject({ x: size.width / 2, y: size.height / 2 });

      // The star and the heading, selected together in the layers panel, grouped.
      await selectLayers(page, [star.id, heading.id]);
      await openPanel(page, 'arrange');
      await page.getByTestId('designer-group').click();
      const grouped = async (): Promise<boolean> => {
        const list = await layers(page);
        const a = list.find((l) => l.id === star.id)?.group;
        return a !== undefined && a === list.find((l) => l.id === heading.id)?.group;
      };
      await expect.poll(grouped).toBe(true);

      // Undo (the group goes), redo (it is back).
      await page.getByTestId('undo').click();
      await expect.poll(grouped).toBe(false);
      await page.getByTestId('redo').click();
      await expect.poll(grouped).toBe(true);
      const left = await editorDocument(page);

      // PNG at 2×: twice the template's size.
      const png = await download(page, 'png', 2);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size.width * 2, size.height * 2]);
      // PDF: the heading is text in it (not a picture of text).
      const pdf = await download(page, 'pdf');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(HEADING);

      // Reload: the design as it was left.
      await page.reload();
      await expect.poll(() => editorDocument(page), { timeout: OPEN_TIMEOUT }).toEqual(left);
      expect(new URL(page.url()).searchParams.get('project')).toBe(id);
      await expect(page.getByTestId('project-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

      // Offline: the project manager lists it as a design and reopens it, identical.
      await context.setOffline(true);
      await page.goto('/dashboard/');
      if (device === 'phone') await page.getByTestId('menu-button').click();
      await page.getByTestId('side-menu').getByTestId('open-projects').click();
      const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
      await page.getByTestId('projects-type').selectOption('designer');
      await expect(card).toBeVisible();
      await card.locator('.px-project-card__open').click();
      await expect(page).toHaveURL(new RegExp(`/create/designer/\\?project=${id}$`));
      await expect.poll(() => editorDocument(page), { timeout: OPEN_TIMEOUT }).toEqual(left);
      await context.setOffline(false);
    });
  });
}

test.describe('the designer start screen', () => {
  test('blank-canvas opens on the blank formats; a format and a custom size start a design of that size', async ({ page }) => {
    test.setTimeout(180_000);
    await startScreen(page);
    await page.goto('/create/designer/blank-canvas/');
    const start = page.getByTestId('designer-start');
    await expect(start).toHaveAttribute('data-focus', 'blank');
    const story = start.locator('[data-testid="designer-format"][data-format="instagram-story"]');
    await expect(story).toBeEnabled({ timeout: OPEN_TIMEOUT });
    await story.click();
    await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
    await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'designer');
    await expect.poll(async () => (await editorDocument(page))?.canvas).toMatchObject({ width: 1080, height: 1920 });
    expect((await editorDocument(page))?.designer?.format).toBe('instagram-story');

    // A custom size: refused out of range with a message, made within it.
    await page.goto('/create/designer/');
    await page.getByTestId('designer-custom-width').fill('9000');
    await page.getByTestId('designer-custom-create').click();
    await expect(page.getByTestId('designer-custom-error')).toContainText('16');
    await page.getByTestId('designer-custom-width').fill('1500');
    await page.getByTestId('designer-custom-height').fill('500');
    await page.getByTestId('designer-custom-create').click();
    await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
    await expect.poll(async () => (await editorDocument(page))?.canvas).toMatchObject({ width: 1500, height: 500 });
    expect((await editorDocument(page))?.designer?.format).toBe('custom');
  });

  test('a Plus template sends a free user to pricing; the search finds templates by name', async ({ page }) => {
    await startScreen(page);
    await page.goto('/create/designer/');
    const start = page.getByTestId('designer-start');
    const plus = start.locator('[data-testid="designer-template"][data-plus="true"]').first();
    await expect(plus).toBeEnabled({ timeout: OPEN_TIMEOUT });
    await expect(plus.getByTestId('designer-template-plus')).toBeVisible();
    await plus.click();
    await expect(page.getByTestId('pricing-modal')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');

    const name = (await start.getByTestId('designer-template').first().getAttribute('aria-label')) ?? '';
    await start.getByTestId('designer-template-search').fill(name.replace(/\s*\(Plus\)$/, ''));
    await expect(start.getByTestId('designer-template').first()).toHaveAttribute('aria-label', name);
  });

  test('the Templates panel asks before replacing a design, and the replacement is one undo step', async ({ page }) => {
    test.setTimeout(180_000);
    await startScreen(page);
    await page.goto('/create/designer/');
    const free = page.getByTestId('designer-start').locator('[data-testid="designer-template"][data-plus="false"][data-category="instagram-post"]');
    await expect(free.first()).toBeEnabled({ timeout: OPEN_TIMEOUT });
    await free.first().click();
    await expect(page).toHaveURL(/\?project=/, { timeout: OPEN_TIMEOUT });
    const first = await editorDocument(page);
    await openPanel(page, 'templates');
    // The panel opens on the design's format; another template may be of any.
    const panel = page.getByTestId('designer-panel');
    await expect(panel.locator('[data-testid="designer-category"][data-category="instagram-post"]')).toHaveAttribute('aria-selected', 'true');
    await panel.locator('[data-testid="designer-category"][data-category="all"]').click();
    const other = page.getByTestId('designer-panel').locator(`[data-testid="designer-template"][data-plus="false"]:not([data-template-id="${first?.designer?.templateId}"])`).first();
    await other.click();
    await page.getByTestId('designer-replace-keep').click();
    expect((await editorDocument(page))?.designer?.templateId).toBe(first?.designer?.templateId);
    await other.click();
    await page.getByTestId('designer-replace-confirm').click();
    await expect.poll(async () => (await editorDocument(page))?.designer?.templateId).toBe(await other.getAttribute('data-template-id'));
    await page.getByTestId('undo').click();
    await expect.poll(() => editorDocument(page)).toEqual(first);
  });
});
