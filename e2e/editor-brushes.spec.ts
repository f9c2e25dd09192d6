// Retouch brushes end to end (issue 14, brush engine): dodge a region with the mouse and it gets brighter
// while a far region does not; Alt+click a clone source and paint: the destination now matches the
// source; a reload keeps both strokes (stored as vectors on their operations); undo removes the last one.
// Pixels are read from the CPU reference render of the document (the test hook), at full resolution.
import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import type {} from '../src/features/editor/shell/testHook';
import type {} from '../src/features/projects/testHook';
import type { EditorDocument } from '../src/lib/shared/editor/types';

const OPEN_TIMEOUT = 45_000;

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

/** The brush operations and how many strokes each holds. */
async function brushOps(page: Page): Promise<Array<[string, number]>> {
  const doc = await editorDocument(page);
  return (doc?.operations ?? []).map((o) => [o.type, o.strokes?.length ?? 0]);
}

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The full-resolution CPU reference render of `doc` (the current document by default). */
function pixels(page: Page, doc?: EditorDocument): Promise<Pixels> {
  return page.evaluate(async (d) => {
    const hook = window.__pixloomEditor;
    if (!hook) throw new Error('no test hook');
    const frame = hook.frame();
    if (!frame) throw new Error('no frame');
    const r = await hook.referencePixels({ width: frame.pictureWidth }, d ?? undefined);
    return { width: r.width, height: r.height, data: r.data };
  }, doc ?? null);
}

/** Mean of R, G, B over the (2k+1)² block centred on picture pixel (x, y). */
function blockMean(p: Pixels, x: number, y: number, k = 2): number[] {
  const sum = [0, 0, 0];
  const cx = Math.round(x);
  const cy = Math.round(y);
  for (let yy = cy - k; yy <= cy + k; yy++)
    for (let xx = cx - k; xx <= cx + k; xx++) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (p.data[(yy * p.width + xx) * 4 + c] ?? 0);
  return sum.map((s) => s / (2 * k + 1) ** 2);
}
const luma = (rgb: number[]): number => ((rgb[0] ?? 0) + (rgb[1] ?? 0) + (rgb[2] ?? 0)) / 3;

/** Screen point of a picture point (fractions of the picture), from where the last frame drew it. */
async function screenPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number; px: number; py: number }> {
  const frame = await page.evaluate(() => window.__pixloomEditor?.frame() ?? null);
  const box = await page.getByTestId('brush-layer').boundingBox();
  if (!frame || !box) throw new Error('no frame');
  const px = fx * frame.pictureWidth;
  const py = fy * frame.pictureHeight;
  return { x: box.x + frame.view.offsetX + px * frame.view.scale, y: box.y + frame.view.offsetY + py * frame.view.scale, px, py };
}

async function panelViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ include: ['[data-testid="tool-panel"]'] }, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('dodge brightens only where painted, clone copies the source, strokes survive a reload and undo', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  // The dodge deep link on a sample opens the Retouch panel with dodge chosen.
  await page.goto('/create/dodge-and-burn/?image=chelsea');
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'retouch', { timeout: OPEN_TIMEOUT });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  await expect(page.getByTestId('brush-tool-dodge')).toHaveAttribute('aria-checked', 'true');
  const original = await pixels(page);

  // [ and ] change the size; the slider shows it.
  const size = page.getByTestId('brush-size').locator('input');
  await size.fill('40');
  await page.keyboard.press(']');
  await expect(size).toHaveValue('46');
  await page.keyboard.press('[');
  await expect(size).toHaveValue('40');
  await page.getByTestId('brush-exposure').locator('input').fill('100');

  // Dodge: one stroke across the upper left of the picture.
  const a = await screenPoint(page, 0.2, 0.25);
  const b = await screenPoint(page, 0.35, 0.25);
  await page.mouse.move(a.x, a.y);
  await expect(page.getByTestId('brush-cursor')).toBeVisible();
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y);
  await page.mouse.up();
  await expect.poll(() => brushOps(page)).toEqual([['dodge', 1]]);
  const dodged = await pixels(page);
  const mid = { x: (a.px + b.px) / 2, y: a.py };
  expect(luma(blockMean(dodged, mid.x, mid.y))).toBeGreaterThan(luma(blockMean(original, mid.x, mid.y)) + 8);
  const far = { x: 0.8 * dodged.width, y: 0.8 * dodged.height };
  expect(blockMean(dodged, far.x, far.y)).toEqual(blockMean(original, far.x, far.y));

  // Clone: the source needs choosing first (Alt+click), then a short stroke copies it.
  await page.getByTestId('brush-tool-clone').click();
  await expect(page.getByTestId('brush-source-status')).toBeVisible();
  const source = await screenPoint(page, 0.3, 0.7);
  await page.keyboard.down('Alt');
  await page.mouse.click(source.x, source.y);
  await page.keyboard.up('Alt');
  const dest = await screenPoint(page, 0.7, 0.3);
  await page.mouse.move(dest.x, dest.y);
  await page.mouse.down();
  await page.mouse.move(dest.x + 3, dest.y);
  await page.mouse.up();
  await expect.poll(() => brushOps(page)).toEqual([
    ['dodge', 1],
    ['clone', 1],
  ]);
  const doc = await editorDocument(page);
  const clone = doc?.operations[1];
  if (!clone) throw new Error('no clone operation');
  const [dx, dy] = [Number(clone.params.dx), Number(clone.params.dy)];
  expect(Math.abs(dest.px + dx - source.px)).toBeLessThan(2);
  expect(Math.abs(dest.py + dy - source.py)).toBeLessThan(2);
  const cloned = await pixels(page);
  const copied = blockMean(cloned, dest.px, dest.py, 1);
  const from = blockMean(dodged, dest.px + dx, dest.py + dy, 1);
  copied.forEach((v, i) => expect(Math.abs(v - (from[i] ?? 0))).toBeLessThanOrEqual(2));
  expect(await panelViolations(page)).toEqual([]);

  // A reload keeps both strokes; undo takes the clone stroke away.
  await expect.poll(() => page.evaluate(() => window.__pixloomProjects?.state().fullyAutosaved), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => brushOps(page), { timeout: OPEN_TIMEOUT }).toEqual([
    ['dodge', 1],
    ['clone', 1],
  ]);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeEnabled({ timeout: OPEN_TIMEOUT });
  await undo.click();
  await expect.poll(() => brushOps(page)).toEqual([['dodge', 1]]);
});
