// Tone and colour end to end (issue 14): a curves point that lifts the midtones brightens the rendered
// picture (the worker's histogram and the CPU reference agree), two looks at 50 % each are both listed
// and both applied, and a reload keeps them. Software WebGL on a loaded machine: waits are generous.
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

/** Mean of R, G and B (0..255) of the CPU reference render of `doc` (the current document by default). */
function meanOf(page: Page, doc?: EditorDocument): Promise<number> {
  return page.evaluate(async (d) => {
    const hook = window.__pixloomEditor;
    if (!hook) throw new Error('no test hook');
    const { data } = await hook.referencePixels({ width: 96 }, d ?? undefined);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
    return sum / ((data.length / 4) * 3);
  }, doc ?? null);
}

/** Serious and critical axe violations inside the open tool panel. */
async function panelViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ include: ['[data-testid="tool-panel"]'] }, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const histogramMean = async (page: Page): Promise<number> => Number(await page.getByTestId('tone-histogram').getAttribute('data-luma-mean'));

test('curves brighten the midtones; two looks at 50 % stack and survive a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  // The curves deep link on a sample opens the Adjust panel with the curves editor.
  await page.goto('/create/curves/?image=chelsea');
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'adjust', { timeout: OPEN_TIMEOUT });
  await expect(page).toHaveURL(/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  await expect(page.getByTestId('tone-histogram')).toHaveAttribute('data-state', 'ready', { timeout: OPEN_TIMEOUT });
  const before = await meanOf(page);
  const histogramBefore = await histogramMean(page);

  // A click at input 0.5, output 0.75 adds the point there: the midtones go up.
  const plot = page.getByTestId('curves-plot');
  await expect(plot).toBeVisible();
  const box = await plot.boundingBox();
  if (!box) throw new Error('no curves plot');
  // The plot's viewBox has a 6-unit margin around the 256-unit square.
  const unit = box.width / 268;
  await page.mouse.click(box.x + (6 + 128) * unit, box.y + (6 + 64) * unit);
  await expect.poll(async () => (await editorDocument(page))?.operations.find((o) => o.type === 'curves')?.params.rgb).toMatch(/^0,0 0\.[45]\d*,0\.7\d* 1,1$/);
  expect(await meanOf(page)).toBeGreaterThan(before + 15);
  await expect.poll(() => histogramMean(page), { timeout: OPEN_TIMEOUT }).toBeGreaterThan(histogramBefore + 0.05);

  // Two looks, each at 50 %: both listed, in order, and both in the picture.
  await page.getByTestId('rail-effect').click();
  await page.getByTestId('look-sepia').click();
  await page.getByTestId('look-cooler').click();
  const items = page.getByTestId('look-stack-item');
  await expect(items).toHaveCount(2);
  for (const i of [0, 1]) await items.nth(i).getByTestId('look-strength').locator('input').fill('50');
  await expect.poll(async () => (await editorDocument(page))?.operations.map((o) => [o.type, o.params.amount ?? null])).toEqual([
    ['curves', null],
    ['sepia', 50],
    ['cooler', 50],
  ]);
  const doc = await editorDocument(page);
  if (!doc) throw new Error('no document');
  const both = await meanOf(page, doc);
  const sepiaOnly = await meanOf(page, { ...doc, operations: doc.operations.filter((o) => o.type !== 'cooler') });
  const coolerOnly = await meanOf(page, { ...doc, operations: doc.operations.filter((o) => o.type !== 'sepia') });
  expect(Math.abs(both - sepiaOnly)).toBeGreaterThan(0.5);
  expect(Math.abs(both - coolerOnly)).toBeGreaterThan(0.5);

  expect(await panelViolations(page)).toEqual([]);
  // Every tone control open at once has accessible names and enough contrast too.
  await page.getByTestId('rail-adjust').click();
  for (const type of ['levels', 'hsl', 'color-balance', 'split-toning']) await page.getByTestId(`tone-open-${type}`).click();
  await expect(page.getByTestId('split-controls')).toBeVisible();
  expect(await panelViolations(page)).toEqual([]);

  // A reload brings back the curve and both looks with their strengths.
  await expect.poll(() => page.evaluate(() => window.__pixloomProjects?.state().fullyAutosaved), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect.poll(async () => (await editorDocument(page))?.operations.map((o) => [o.type, o.params.amount ?? null]), { timeout: OPEN_TIMEOUT }).toEqual([
    ['curves', null],
    ['sepia', 50],
    ['cooler', 50],
  ]);
  await page.getByTestId('rail-effect').click();
  await expect(page.getByTestId('look-stack-item')).toHaveCount(2);
  await expect(page.getByTestId('look-stack-item').nth(0)).toHaveAttribute('data-look', 'sepia');
});
