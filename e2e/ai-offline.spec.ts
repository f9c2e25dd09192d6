// The AI tools offline (issue 17's "Done when"), as a new user meets them: made available offline from the
// settings while online, then with the network cut — photos opened from the device — the background of a
// portrait removed and exported as a transparent PNG, a photo upscaled 2× (the export is twice the size),
// and an object painted over and removed. Everything runs on the device: the models in the tools worker, the
// content-aware fill beside them. The astronaut's bottom corners are not background (her suit, the flag's
// edge and the helmet she holds reach them), so the top corners and background beside her head are checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { blockMean } from './support/pixels';
import { registerUser, uniqueEmail, waitForWorkerControl } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ serverEnv: { CAPTCHA: 'off' }, viewport: { width: 1366, height: 900 } });

const SAMPLES = join(process.cwd(), 'public', 'samples');
const OPEN_TIMEOUT = 45_000;
const MODEL_TIMEOUT = 240_000;

/** Opens the deep link offline and a photo from the device into it; resolves when the first frame is drawn. */
async function openOffline(page: Page, path: string, file: string, buffer: Buffer = readFileSync(join(SAMPLES, file))): Promise<void> {
  await page.goto(path);
  await page.getByTestId('file-input').setInputFiles({ name: file, mimeType: 'image/png', buffer });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
}

async function exportFile(page: Page, format: 'PNG' | 'JPEG'): Promise<Buffer> {
  await page.getByTestId('export').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByRole('radio', { name: format }).check();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByTestId('export-download').click()]);
  const bytes = readFileSync(await file.path());
  await expect(dialog).toHaveCount(0);
  return bytes;
}

test('made available offline, the AI tools work with the network cut: background removal, 2× upscale, object removal', async ({ page, context }) => {
  test.setTimeout(420_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  // A new account is in its Plus trial day: the Plus tools give their result instead of the teaser.
  await registerUser(page, uniqueEmail('aioffline'));
  await page.goto('/dashboard/');
  await waitForWorkerControl(page);

  // Settings → "Download AI tools for offline use": the total size first, then done.
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('menu-settings').click();
  const settings = page.getByTestId('settings-panel');
  const section = settings.getByTestId('ai-models-offline');
  await expect(section).toContainText(/MB/);
  await section.getByTestId('ai-models-download').click();
  await expect(section.getByTestId('ai-models-available')).toBeVisible({ timeout: MODEL_TIMEOUT });
  await settings.getByRole('button', { name: 'Close' }).last().click();

  await context.setOffline(true);

  // 1. Background remover on a portrait → a PNG whose background is transparent and whose subject is not.
  await openOffline(page, '/create/background-remover/', 'astronaut.png');
  const panel = page.getByTestId('bgremove-panel');
  await panel.getByTestId('bgremove-run').click();
  await expect(panel.getByTestId('bgremove-png-hint')).toBeVisible({ timeout: MODEL_TIMEOUT });
  const cutout = await sharp(await exportFile(page, 'PNG')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = cutout.info;
  const alpha = (x: number, y: number): number => cutout.data[(y * w + x) * channels + 3] as number;
  expect([alpha(0, 0), alpha(w - 1, 0), alpha(Math.floor(w * 0.15), Math.floor(h * 0.2)), alpha(Math.floor(w * 0.85), Math.floor(h * 0.1))]).toEqual([0, 0, 0, 0]);
  expect(alpha(Math.floor(w / 2), Math.floor(h / 2))).toBe(255);

  // 2. Upscale 2× → the export has twice the size. A photo of one model tile (128 pixels wide, TILE in
  // workers/tools/ai/upscale.ts): ESRGAN on software WebGL takes minutes a megapixel (bench:ai-upscale), and
  // tiling is the unit tests' business (tests/ai/aiPieces.test.ts), so the model runs once here, not four times.
  const small = await sharp(join(SAMPLES, 'chelsea.png')).resize(128, 96).png().toBuffer();
  await openOffline(page, '/create/upscale/', 'chelsea-small.png', small);
  await page.getByTestId('upscale-2x').click();
  await page.getByTestId('upscale-apply').click();
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas.width ?? 0), { timeout: MODEL_TIMEOUT }).toBe(256);
  const upscaled = await sharp(await exportFile(page, 'PNG')).metadata();
  expect([upscaled.width, upscaled.height]).toEqual([256, 192]);

  // 3. Object remover: paint over the middle with the brush, Remove → the painted area changes, one undo step.
  await openOffline(page, '/create/object-remover/', 'coffee.png');
  const before = await page.evaluate(() => window.__pixloomEditor?.document()?.layers.find((l) => l.kind === 'image'));
  const paintedBefore = await blockMean(page, 0.5, 0.5);
  const farBefore = await blockMean(page, 0.05, 0.1);
  const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
  const box = await page.getByTestId('remover-layer').boundingBox();
  if (!frame || !box || !before || before.kind !== 'image') throw new Error('the editor has no picture');
  const at = (fx: number, fy: number): [number, number] => [box.x + frame.view.offsetX + fx * frame.pictureWidth * frame.view.scale, box.y + frame.view.offsetY + fy * frame.pictureHeight * frame.view.scale];
  await page.mouse.move(...at(0.45, 0.5));
  await page.mouse.down();
  await page.mouse.move(...at(0.55, 0.5), { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('remover-paint')).toHaveAttribute('data-strokes', '1');
  await page.getByTestId('remover-apply').click();
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.layers.find((l) => l.kind === 'image')?.imageId ?? null), { timeout: MODEL_TIMEOUT }).not.toBe(before.imageId);
  const paintedAfter = await blockMean(page, 0.5, 0.5);
  expect(paintedAfter.some((v, i) => Math.abs(v - (paintedBefore[i] ?? 0)) > 1)).toBe(true);
  expect(await blockMean(page, 0.05, 0.1)).toEqual(farBefore);

  await context.setOffline(false);
});
