// Layers end to end (issue 14): open a photo, add a shape and a text layer, set the shape to multiply at
// 50 %, hide and show it, reorder, undo the last change; reload — the layers panel and the rendered
// pixels are as before the reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { ROOT } from './support/globalSetup';
import type {} from '../src/features/editor/shell/testHook';
import type {} from '../src/features/projects/testHook';
import type { EditorDocument } from '../src/lib/shared/editor/types';

const COFFEE = readFileSync(join(ROOT, 'public', 'samples', 'coffee.png'));
const OPEN_TIMEOUT = 45_000;

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

/**
 * The panel as a user reads it: each row's kind and name, top to bottom, and whether it is shown. Read in one
 * step in the page: counting the rows and then reading row i waited for ever when a merge removed a row between.
 */
function panelRows(page: Page): Promise<string[]> {
  return page.getByTestId('layer-row').evaluateAll((rows) =>
    rows.map((row) => {
      const hidden = row.classList.contains('is-hidden') ? ' (hidden)' : '';
      const name = row.querySelector('[data-testid="layer-select"]')?.textContent ?? '';
      return `${row.getAttribute('data-kind')}: ${name}${hidden}`;
    }),
  );
}

/**
 * A sample of the CPU reference render of the document (every 61st byte), 240 px wide or at full size
 * (where a merged picture is compared with its layers: a colour step and a downscale do not commute).
 */
function renderedSample(page: Page, full = false): Promise<number[]> {
  return page.evaluate(async (full) => {
    const hook = window.__pixloomEditor;
    if (!hook) throw new Error('no editor hook');
    const r = await hook.referencePixels(full ? {} : { width: 240 });
    return Array.from(r.data.filter((_, i) => i % 61 === 0));
  }, full);
}

test('layers: shape and text, multiply at 50 %, hide/show, reorder, undo; all kept across a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name: 'Morning coffee.png', mimeType: 'image/png', buffer: COFFEE });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  const panel = page.getByTestId('layers-panel');
  await expect(panel).toBeVisible();
  await expect.poll(() => panelRows(page)).toEqual(['image: Photo']);

  // A rectangle, then a text: each lands on top and is selected.
  await page.getByTestId('layers-add').click();
  await page.getByTestId('layers-add-rectangle').click();
  await expect.poll(() => panelRows(page)).toEqual(['shape: Rectangle', 'image: Photo']);
  await page.getByTestId('layers-add').click();
  await page.getByTestId('layers-add-text').click();
  await expect.poll(() => panelRows(page)).toEqual(['text: Your text', 'shape: Rectangle', 'image: Photo']);

  // The shape: multiply at 50 %.
  await panel.getByRole('button', { name: 'Select layer Rectangle' }).click();
  await panel.getByLabel('Blend mode').selectOption('multiply');
  const opacity = panel.getByTestId('layer-opacity').getByRole('slider');
  await opacity.fill('50');
  await expect.poll(async () => (await editorDocument(page))?.layers.find((l) => l.kind === 'shape')).toMatchObject({ blendMode: 'multiply', opacity: 0.5 });
  const withShape = await renderedSample(page);

  // Hidden, the picture changes; shown again, it is back.
  await panel.getByRole('button', { name: 'Hide Rectangle' }).click();
  await expect.poll(() => panelRows(page)).toEqual(['text: Your text', 'shape: Rectangle (hidden)', 'image: Photo']);
  await expect.poll(() => renderedSample(page)).not.toEqual(withShape);
  await panel.getByRole('button', { name: 'Show Rectangle' }).click();
  await expect.poll(() => renderedSample(page)).toEqual(withShape);

  // Reorder: the shape above the text, by keyboard (Alt+↑) on its row.
  await panel.getByRole('button', { name: 'Select layer Rectangle' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => panelRows(page)).toEqual(['shape: Rectangle', 'text: Your text', 'image: Photo']);
  // Undo takes back the last change (the move); redo puts it back.
  await page.getByTestId('undo').click();
  await expect.poll(() => panelRows(page)).toEqual(['text: Your text', 'shape: Rectangle', 'image: Photo']);
  await page.getByTestId('redo').click();
  await expect.poll(() => panelRows(page)).toEqual(['shape: Rectangle', 'text: Your text', 'image: Photo']);

  const rowsBefore = await panelRows(page);
  const pixelsBefore = await renderedSample(page);
  const docBefore = await editorDocument(page);
  await expect.poll(() => page.evaluate(() => window.__pixloomProjects?.state().fullyAutosaved)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => panelRows(page), { timeout: OPEN_TIMEOUT }).toEqual(rowsBefore);
  expect((await editorDocument(page))?.layers).toEqual(docBefore?.layers);
  await expect.poll(() => renderedSample(page), { timeout: OPEN_TIMEOUT }).toEqual(pixelsBefore);
});

test('merge down: an adjustment layer merged into the photo looks the same, and the merged picture survives a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name: 'Morning coffee.png', mimeType: 'image/png', buffer: COFFEE });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  const panel = page.getByTestId('layers-panel');
  await page.getByTestId('layers-add').click();
  await page.getByTestId('layers-add-adjustment').click();
  await expect.poll(() => panelRows(page)).toEqual(['adjustment: Adjustment: Brightness', 'image: Photo']);
  await panel.getByTestId('layer-settings').getByRole('slider', { name: 'Brightness' }).fill('40');
  await expect.poll(async () => (await editorDocument(page))?.layers.find((l) => l.kind === 'adjustment')).toMatchObject({ operations: [{ type: 'brightness', params: { amount: 40 } }] });
  const adjusted = await renderedSample(page, true);

  await page.getByTestId('layer-merge-down').click();
  await expect.poll(() => panelRows(page), { timeout: OPEN_TIMEOUT }).toEqual(['image: Photo']);
  const merged = await renderedSample(page, true);
  expect(Math.max(...merged.map((v, i) => Math.abs(v - (adjusted[i] ?? 0))))).toBeLessThanOrEqual(2);
  const doc = await editorDocument(page);

  await expect.poll(() => page.evaluate(() => window.__pixloomProjects?.state().fullyAutosaved)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => panelRows(page), { timeout: OPEN_TIMEOUT }).toEqual(['image: Photo']);
  expect((await editorDocument(page))?.layers).toEqual(doc?.layers);
  await expect.poll(() => renderedSample(page, true), { timeout: OPEN_TIMEOUT }).toEqual(merged);
});
