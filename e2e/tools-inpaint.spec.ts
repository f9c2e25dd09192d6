// Content-aware fill end to end (issue 17): on a sample photo, paint over a region with the object remover's
// brush (the painting shows on the canvas), press Remove: the photo layer shows a new picture in one undo
// step, the painted region changed and a far region did not; undo brings the old picture back. Then the
// Expand tool's "Content-aware" fill turns the document into one larger picture with painted borders.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { blockMean } from './support/pixels';
import { registerUser, uniqueEmail } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';
import type { EditorDocument } from '../src/lib/shared/editor/types';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const OPEN_TIMEOUT = 45_000;

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

async function photoImageId(page: Page): Promise<string | null> {
  const doc = await editorDocument(page);
  const layer = doc?.layers.find((l) => l.kind === 'image');
  return layer && layer.kind === 'image' ? layer.imageId : null;
}

test('object remover: paint, remove in one undo step, undo; content-aware expand', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  // A new account is in its Plus trial day: the Plus tools run.
  await registerUser(page, uniqueEmail('inpaint'));
  await page.goto('/create/object-remover/?image=chelsea');
  await expect(page.getByTestId('object-remover-panel')).toBeVisible({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  const original = await photoImageId(page);
  const farBefore = await blockMean(page, 0.1, 0.1);
  const paintedBefore = await blockMean(page, 0.55, 0.5);

  // Paint a short stroke over the middle: it shows as the translucent red painting.
  const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
  const box = await page.getByTestId('remover-layer').boundingBox();
  if (!frame || !box) throw new Error('no frame');
  const at = (fx: number, fy: number): [number, number] => [box.x + frame.view.offsetX + fx * frame.pictureWidth * frame.view.scale, box.y + frame.view.offsetY + fy * frame.pictureHeight * frame.view.scale];
  await page.keyboard.press(']');
  await page.mouse.move(...at(0.5, 0.5));
  await page.mouse.down();
  await page.mouse.move(...at(0.6, 0.5), { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('remover-paint')).toHaveAttribute('data-strokes', '1');
  await expect(page.getByTestId('remover-paint').locator('path')).toHaveCount(1);

  // Escape clears; paint again and Remove.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('remover-paint')).toHaveAttribute('data-strokes', '0');
  await page.mouse.move(...at(0.5, 0.5));
  await page.mouse.down();
  await page.mouse.move(...at(0.6, 0.5), { steps: 6 });
  await page.mouse.up();
  await page.getByTestId('remover-apply').click();
  await expect.poll(() => photoImageId(page), { timeout: 120_000 }).not.toBe(original);
  await expect(page.getByTestId('remover-paint')).toHaveAttribute('data-strokes', '0');
  expect(await blockMean(page, 0.1, 0.1)).toEqual(farBefore);
  const paintedAfter = await blockMean(page, 0.55, 0.5);
  expect(paintedAfter.some((v, i) => Math.abs(v - (paintedBefore[i] ?? 0)) > 1)).toBe(true);

  // One undo step brings the old picture back.
  await page.getByTestId('undo').click();
  await expect.poll(() => photoImageId(page)).toBe(original);

  // Content-aware expand: the borders' sliders, then the fill from the picture.
  await page.goto('/create/expand/?image=chelsea');
  await expect(page.getByTestId('slider-expand-left')).toBeVisible({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  const slider = page.getByTestId('slider-expand-left').locator('input[type="range"]');
  await slider.focus();
  for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
  await expect.poll(async () => (await editorDocument(page))?.operations.some((o) => o.type === 'expand') ?? false).toBe(true);
  await page.getByTestId('expand-fill-content').click();
  await page.getByTestId('expand-content-apply').click();
  await expect
    .poll(async () => {
      const doc = await editorDocument(page);
      return doc ? { ops: doc.operations.map((o) => o.type), width: doc.canvas.width } : null;
    }, { timeout: 120_000 })
    .toEqual({ ops: [], width: 451 + 45 });
  // The new left border is painted from the picture, not the expand's white.
  const border = await blockMean(page, 0.04, 0.5);
  expect(border.some((v) => v < 235)).toBe(true);
});
