// Masks and selections end to end (issue 14): open a photo, select a rectangle with the selection tool,
// add a brightness adjustment through it — the picture changes inside the selection and not outside; the
// layer shows its mask, which can be inverted; reload — the mask is still there; undo removes the layer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
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

function panelRows(page: Page): Promise<string[]> {
  return page.getByTestId('layer-row').evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-kind')}: ${row.querySelector('[data-testid="layer-select"]')?.textContent ?? ''}`));
}

/**
 * Compares the CPU reference render of the current document with that of `original` at full size, inside and
 * outside the box [x0, y0, x1, y1) (picture pixels; a 2-pixel band along its edge, where the mask is soft,
 * is left out): how many pixels changed in each.
 */
function changes(page: Page, original: EditorDocument, box: [number, number, number, number]): Promise<{ inside: number; insideTotal: number; outside: number }> {
  return page.evaluate(
    async ({ original, box }) => {
      const hook = window.__pixloomEditor;
      if (!hook) throw new Error('no editor hook');
      const [now, before] = await Promise.all([hook.referencePixels({}), hook.referencePixels({}, original)]);
      const [x0, y0, x1, y1] = box;
      let inside = 0;
      let insideTotal = 0;
      let outside = 0;
      for (let y = 0; y < now.height; y++) {
        for (let x = 0; x < now.width; x++) {
          const i = (y * now.width + x) * 4;
          const changed = now.data[i] !== before.data[i] || now.data[i + 1] !== before.data[i + 1] || now.data[i + 2] !== before.data[i + 2];
          if (x >= x0 + 2 && x < x1 - 2 && y >= y0 + 2 && y < y1 - 2) {
            insideTotal++;
            if (changed) inside++;
          } else if (x < x0 - 2 || x >= x1 + 2 || y < y0 - 2 || y >= y1 + 2) {
            if (changed) outside++;
          }
        }
      }
      return { inside, insideTotal, outside };
    },
    { original, box },
  );
}

/** Serious and critical axe violations inside `selector` (rule id and the first target). */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (scope) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ include: [scope] }, { resultTypes: ['violations'] }),
    selector,
  );
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`);
}

test('a brightness adjustment through a rectangle selection changes only inside it, survives a reload, and undo removes it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name: 'Morning coffee.png', mimeType: 'image/png', buffer: COFFEE });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  const original = await editorDocument(page);
  if (!original) throw new Error('no document');

  // The selection tool, rectangle: drag from picture (150, 100) to (350, 250).
  await page.getByTestId('rail-select').click();
  await expect(page.getByTestId('select-panel')).toBeVisible();
  await expect(page.getByTestId('select-tool-rectangle')).toHaveAttribute('aria-checked', 'true');
  const overlay = page.getByTestId('selection-overlay');
  await expect(overlay).toBeVisible();
  const area = await overlay.boundingBox();
  if (!area) throw new Error('no canvas');
  // The frame drawn for the canvas as it is now laid out (panels open): the picture fitted and centred in it.
  const fitted = async () => {
    const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
    if (!frame) return null;
    const { scale, offsetX, offsetY } = frame.view;
    const centred = Math.abs(2 * offsetX + frame.pictureWidth * scale - area.width) < 2 && Math.abs(2 * offsetY + frame.pictureHeight * scale - area.height) < 2;
    return centred ? frame.view : null;
  };
  await expect.poll(fitted, { timeout: OPEN_TIMEOUT }).not.toBeNull();
  const view = await fitted();
  if (!view) throw new Error('no view');
  const at = (x: number, y: number): [number, number] => [area.x + view.offsetX + x * view.scale, area.y + view.offsetY + y * view.scale];
  await page.mouse.move(...at(150, 100));
  await page.mouse.down();
  await page.mouse.move(...at(250, 180), { steps: 4 });
  await page.mouse.move(...at(350, 250), { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('selection-outline')).toHaveAttribute('data-parts', '1');
  await expect(page.getByTestId('select-status')).toHaveText('Parts in the selection: 1');

  // Esc clears it; drawn again, it is back.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-outline')).toHaveAttribute('data-parts', '0');
  await page.mouse.move(...at(150, 100));
  await page.mouse.down();
  await page.mouse.move(...at(350, 250), { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('selection-outline')).toHaveAttribute('data-parts', '1');
  expect(await axeFindings(page, '[data-testid="select-panel"]')).toEqual([]);

  // A brightness adjustment through the selection: a new adjustment layer with that mask.
  await page.getByTestId('select-adjustment-type').selectOption('brightness');
  await page.getByTestId('select-adjust').click();
  await expect.poll(() => panelRows(page)).toEqual(['adjustment: Adjustment: Brightness', 'image: Photo']);
  const panel = page.getByTestId('layers-panel');
  await expect(panel.getByTestId('layer-mask-badge')).toBeVisible();
  await panel.getByTestId('layer-settings').getByRole('slider', { name: 'Brightness' }).fill('60');
  await expect.poll(async () => (await editorDocument(page))?.layers.find((l) => l.kind === 'adjustment')).toMatchObject({ operations: [{ type: 'brightness', params: { amount: 60 } }], mask: { enabled: true, base: 'hide', parts: [{ type: 'selection', mode: 'add', shape: { kind: 'rectangle' } }] } });
  const doc = await editorDocument(page);
  const adjustment = doc?.layers.find((l) => l.kind === 'adjustment');
  const part = adjustment?.mask?.parts[0];
  if (!adjustment || part?.type !== 'selection' || part.shape.kind !== 'rectangle') throw new Error('no rectangle mask');
  const { x, y, width, height } = part.shape;
  // Where the drag put it, within a pixel or two of the screen's rounding.
  expect(Math.abs(x - 150) + Math.abs(y - 100) + Math.abs(x + width - 350) + Math.abs(y + height - 250)).toBeLessThan(8);
  const box: [number, number, number, number] = [x, y, x + width, y + height];

  expect(await axeFindings(page, '[data-testid="layers-panel"]')).toEqual([]);
  const result = await changes(page, original, box);
  expect(result.outside).toBe(0);
  expect(result.inside).toBeGreaterThan(result.insideTotal * 0.9);

  // Inverted, the adjustment moves outside the rectangle; inverted again, it is back.
  await panel.getByTestId('mask-invert').click();
  await expect.poll(async () => (await changes(page, original, box)).inside).toBe(0);
  await panel.getByTestId('mask-invert').click();
  await expect.poll(async () => (await changes(page, original, box)).outside).toBe(0);

  // Reload: the layer and its mask come back.
  const layersBefore = (await editorDocument(page))?.layers;
  await expect.poll(() => page.evaluate(() => window.__pixloomProjects?.state().fullyAutosaved)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => panelRows(page), { timeout: OPEN_TIMEOUT }).toEqual(['adjustment: Adjustment: Brightness', 'image: Photo']);
  expect((await editorDocument(page))?.layers).toEqual(layersBefore);
  expect((await changes(page, original, box)).outside).toBe(0);

  // Undo, step by step, back to before the masked layer: the layer and its mask are gone.
  const undo = page.getByTestId('undo');
  const snapshot = async (): Promise<string> => JSON.stringify((await editorDocument(page))?.layers ?? null);
  for (let step = 0; step < 10 && (await editorDocument(page))?.layers.some((l) => l.kind === 'adjustment'); step++) {
    const before = await snapshot();
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect.poll(snapshot).not.toBe(before);
  }
  expect((await editorDocument(page))?.layers.map((l) => l.kind)).toEqual(['image']);
  await expect.poll(() => panelRows(page)).toEqual(['image: Photo']);
  expect((await changes(page, original, box)).inside).toBe(0);
});

test('a lasso selection masks the photo layer: outside the lasso the picture is transparent', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name: 'Morning coffee.png', mimeType: 'image/png', buffer: COFFEE });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await page.getByTestId('rail-select').click();
  await page.getByTestId('select-tool-lasso').click();
  const overlay = page.getByTestId('selection-overlay');
  await expect(overlay).toHaveAttribute('data-tool', 'lasso');
  const area = await overlay.boundingBox();
  if (!area) throw new Error('no canvas');
  const fitted = async () => {
    const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
    if (!frame) return null;
    const { scale, offsetX, offsetY } = frame.view;
    return Math.abs(2 * offsetX + frame.pictureWidth * scale - area.width) < 2 && Math.abs(2 * offsetY + frame.pictureHeight * scale - area.height) < 2 ? frame.view : null;
  };
  await expect.poll(fitted, { timeout: OPEN_TIMEOUT }).not.toBeNull();
  const view = await fitted();
  if (!view) throw new Error('no view');
  const at = (x: number, y: number): [number, number] => [area.x + view.offsetX + x * view.scale, area.y + view.offsetY + y * view.scale];
  // A freehand triangle around the picture's centre.
  await page.mouse.move(...at(300, 80));
  await page.mouse.down();
  for (const [x, y] of [
    [380, 200],
    [460, 320],
    [300, 320],
    [140, 320],
    [220, 200],
    [300, 80],
  ] as Array<[number, number]>)
    await page.mouse.move(...at(x, y), { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('selection-outline')).toHaveAttribute('data-parts', '1');

  // The photo layer selected, the selection becomes its mask.
  const panel = page.getByTestId('layers-panel');
  await panel.getByRole('button', { name: 'Select layer Photo' }).click();
  await page.getByTestId('select-mask-layer').click();
  await expect(panel.getByTestId('layer-mask-badge')).toBeVisible();
  const alphaAt = (x: number, y: number): Promise<number> =>
    page.evaluate(
      async ([x, y]) => {
        const r = await window.__pixloomEditor?.referencePixels({});
        if (!r) throw new Error('no editor hook');
        return r.data[(y * r.width + x) * 4 + 3] ?? -1;
      },
      [x, y] as const,
    );
  await expect.poll(() => alphaAt(300, 250)).toBe(255);
  expect(await alphaAt(20, 20)).toBe(0);
  expect(await alphaAt(580, 380)).toBe(0);
  // Deleting the mask shows the whole photo again.
  await panel.getByTestId('mask-delete').click();
  await expect.poll(() => alphaAt(20, 20)).toBe(255);
});
