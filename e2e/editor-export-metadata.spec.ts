// Export metadata (issue 14): a photo with EXIF and GPS exports with no EXIF by default; with "Keep photo
// information" the file carries camera, model and date taken, no GPS, Orientation 1 and its own size, and
// the pixels still have the edit — also after a reload (the original's bytes are the project's asset).
// A PNG export carries it as eXIf. Colour: a Display P3 original is converted to sRGB when decoded, and the export is sRGB without a profile.
// The downloaded files are read in Node with exifr and sharp.
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import exifr from 'exifr';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { cameraJpeg, FIXTURE_EXIF } from '../tests/editor/support/exifFixture';
import type {} from '../src/features/editor/shell/testHook';

test.use({ serverEnv: { CAPTCHA: 'off' } });

/** Decoding in the engine's worker and the first frame under software WebGL. */
const OPEN_TIMEOUT = 45_000;

async function openJpeg(page: Page, name: string, bytes: Buffer, upright: { width: number; height: number }): Promise<void> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.canvas ?? null), { timeout: OPEN_TIMEOUT }).toMatchObject(upright);
  // The project (which keeps the original's bytes) exists once its id is in the address.
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
}

async function openExport(page: Page): Promise<Locator> {
  await page.getByTestId('export').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function download(page: Page, dialog: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByTestId('export-download').click()]);
  await expect(dialog).toBeHidden();
  return readFileSync(await file.path());
}

type Tags = Record<string, unknown> | undefined;
const readTags = async (jpeg: Buffer): Promise<Tags> => (await exifr.parse(jpeg, { tiff: true, exif: true, gps: true, translateValues: false })) as Tags;

async function meanLevel(jpeg: Buffer): Promise<number> {
  const { data } = await sharp(jpeg).rotate().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((sum, v) => sum + v, 0) / data.length;
}

test.describe('export metadata', () => {
  test('no EXIF by default; kept on request: camera and date, no GPS, Orientation 1, the exported size, the edit — after a reload too', async ({ page }) => {
    test.setTimeout(180_000);
    // 320 × 240 stored, "turned a quarter" (Orientation 6): upright it is 240 × 320.
    const original = await cameraJpeg({ width: 320, height: 240, orientation: 6 });
    await openJpeg(page, 'IMG_2041.JPG', original, { width: 240, height: 320 });
    await page.getByTestId('rail-adjust').click();
    const slider = page.getByTestId('slider-brightness');
    await slider.locator('input[type=range]').fill('60');
    await expect(slider.locator('output')).toHaveText('+60');
    await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.operations.map((op) => op.type) ?? [])).toEqual(['brightness']);

    // Default: the choice is off, and the file has no EXIF at all.
    let dialog = await openExport(page);
    const keep = dialog.getByRole('checkbox', { name: 'Keep photo information (camera, date, settings)' });
    await expect(keep).toBeEnabled();
    await expect(keep).not.toBeChecked();
    const plain = await download(page, dialog);
    expect(await readTags(plain)).toBeUndefined();
    expect((await sharp(plain).metadata()).exif).toBeUndefined();

    // Kept: the summary says what the file will share, and that the location goes.
    dialog = await openExport(page);
    await keep.check();
    await expect(dialog.getByTestId('export-meta-summary')).toContainText(`Camera: ${FIXTURE_EXIF.make} ${FIXTURE_EXIF.model}`);
    await expect(dialog.getByTestId('export-meta-location')).toHaveText('This photo records where it was taken: the location will be removed.');
    await expect(dialog.getByRole('checkbox', { name: 'Remove location (GPS)' })).toBeChecked();
    const kept = await download(page, dialog);
    const tags = await readTags(kept);
    expect([tags?.Make, tags?.Model, tags?.Orientation, tags?.ExifImageWidth, tags?.ExifImageHeight, tags?.Software]).toEqual([FIXTURE_EXIF.make, FIXTURE_EXIF.model, 1, 240, 320, 'Pixloom']);
    expect(tags?.DateTimeOriginal).toBeInstanceOf(Date);
    expect(tags?.latitude).toBeUndefined();
    expect(await exifr.gps(kept)).toBeUndefined();
    expect(await exifr.thumbnail(kept)).toBeUndefined();
    // Upright pixels with the brightness edit, as the default export has them.
    const meta = await sharp(kept).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([240, 320, 1]);
    expect(await meanLevel(kept)).toBeGreaterThan((await meanLevel(original)) + 15);
    expect(Math.abs((await meanLevel(kept)) - (await meanLevel(plain)))).toBeLessThan(0.5);

    // After a reload the project's stored original still gives its EXIF.
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.document()?.operations.length ?? -1), { timeout: OPEN_TIMEOUT }).toBe(1);
    dialog = await openExport(page);
    // By keyboard this time.
    // The choice is disabled while the stored original's EXIF is read; a keyboard user waits for it too.
    const keepAgain = dialog.getByRole('checkbox', { name: 'Keep photo information (camera, date, settings)' });
    await expect(keepAgain).toBeEnabled();
    await keepAgain.focus();
    await page.keyboard.press('Space');
    await expect(keepAgain).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Remove location (GPS)' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Remove location (GPS)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByTestId('export-meta-location')).toHaveText('This photo records where it was taken: anyone with the file can see the location.');
    expect(await seriousViolations(page, '[data-testid="export-dialog"]')).toEqual([]);
    const withLocation = await readTags(await download(page, dialog));
    expect(withLocation?.Make).toBe(FIXTURE_EXIF.make);
    expect(withLocation?.latitude).toBeCloseTo(FIXTURE_EXIF.latitude, 3);

    // A PNG keeps it too (eXIf); the choices are remembered only while the dialog is open. The summary
    // and its warning pass axe in the other theme as well (the bar shows the theme toggle when wide).
    await page.setViewportSize({ width: 1500, height: 860 });
    const toggle = page.getByTestId('theme-toggle').filter({ visible: true }).first();
    const theme = await page.locator('html').getAttribute('data-theme');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
    dialog = await openExport(page);
    await dialog.getByRole('radio', { name: 'PNG' }).check();
    await dialog.getByRole('checkbox', { name: 'Keep photo information (camera, date, settings)' }).check();
    await dialog.getByRole('checkbox', { name: 'Remove location (GPS)' }).uncheck();
    await expect(dialog.getByTestId('export-meta-location')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="export-dialog"]')).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Remove location (GPS)' }).check();
    const png = await download(page, dialog);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pngTags = await readTags(png);
    expect([pngTags?.Model, pngTags?.Orientation, pngTags?.ExifImageWidth, pngTags?.latitude]).toEqual([FIXTURE_EXIF.model, 1, 240, undefined]);
  });

  test('a Display P3 photo is converted to sRGB: the export shows its colours right and carries no P3 profile', async ({ page }) => {
    test.setTimeout(120_000);
    // Stored numbers (200, 100, 50) tagged Display P3: the colour they mean is sRGB ≈ (216, 94, 40).
    const untagged = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } } }).jpeg({ quality: 95 }).toBuffer();
    const p3Profile = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).withIccProfile('p3').jpeg().toBuffer());
    const iccSegment = segmentsOf(p3Profile).find((s) => s[1] === 0xe2)!;
    const p3 = Buffer.concat([untagged.subarray(0, 2), iccSegment, untagged.subarray(2)]);
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const expected = await centre(await sharp(p3).toColourspace('srgb').jpeg({ quality: 95 }).toBuffer());
    // The profile changes the colour enough for the check to tell (else it proves nothing).
    expect(Math.max(...expected.map((v, i) => Math.abs(v - [200, 100, 50][i]!)))).toBeGreaterThan(8);

    await openJpeg(page, 'p3.jpg', p3, { width: 64, height: 48 });
    const dialog = await openExport(page);
    await expect(dialog.getByText('Colours are saved in sRGB, the standard for screens and the web.')).toBeVisible();
    await dialog.getByTestId('export-quality').fill('100');
    const exported = await download(page, dialog);
    // No profile, or the encoder's own sRGB one (Chromium tags its canvas JPEGs sRGB): never the P3 one.
    expect(await profileName(p3)).not.toMatch(/^(none|sRGB.*)$/);
    expect(await profileName(exported)).toMatch(/^(none|sRGB.*)$/);
    const got = await centre(exported);
    for (let c = 0; c < 3; c++) expect(Math.abs(got[c]! - expected[c]!)).toBeLessThanOrEqual(4);
  });
});

/** axe-core's serious and critical findings inside `scope` (the summary and its warning included). */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  // A dialog fading in would be measured half transparent: finite animations end first.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate((selector) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ include: [selector] }, { resultTypes: ['violations'] }), scope);
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The ICC profile's description, or "none". */
async function profileName(jpeg: Buffer): Promise<string> {
  const parsed = (await exifr.parse(jpeg, { icc: true, tiff: false, exif: false, gps: false, mergeOutput: false })) as { icc?: { ProfileDescription?: string } } | undefined;
  return parsed?.icc?.ProfileDescription ?? 'none';
}

/** The header segments of a JPEG (marker and length included), up to the first scan. */
function segmentsOf(jpeg: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at + 1] !== 0xda) {
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    out.push(jpeg.subarray(at, end));
    at = end;
  }
  return out;
}

async function centre(jpeg: Buffer): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
