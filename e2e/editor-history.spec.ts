// The undo history saved with the project (issue 14, History): three edits, a reload, then undo all the way
// back to the picture as opened and redo to the end; the history panel names the steps and jumps to any of
// them; and a second browser signed in as the same user opens the project and can undo the first one's steps.
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { csrfToken, registerUser, uniqueEmail } from './support/pwa';
import type {} from '../src/features/editor/shell/testHook';
import type {} from '../src/features/projects/testHook';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const PASSWORD = 'correct horse 1';
const OPEN_TIMEOUT = 45_000;
const EDITS = [
  ['brightness', 30, '+30'],
  ['contrast', 40, '+40'],
  ['saturation', -50, '-50'],
] as const;

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 40, g: 120, b: 170 } } })
    .composite([{ input: { create: { width: 80, height: 60, channels: 3, background: { r: 230, g: 200, b: 60 } } }, left: 30, top: 30 }])
    .png()
    .toBuffer();
}

/** The operations of the document the editor shows, as `type=amount`. */
function shown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__pixloomEditor?.document()?.operations ?? []).map((op) => `${op.type}=${String(op.params.amount)}`));
}

const upTo = (n: number): string[] => EDITS.slice(0, n).map(([type, amount]) => `${type}=${amount}`);

async function stepNames(page: Page): Promise<string[]> {
  return page.getByTestId('history-step').evaluateAll((items) => items.map((item) => `${item.getAttribute('data-state')}:${item.textContent?.replace(/^\d+/, '').replace(/, undone.*$/, '')}`));
}

/** Serious and critical axe-core violations inside the history panel (its names, roles, contrast of dimmed steps). */
async function panelViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({ include: ['[data-testid="history-panel"]'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the undo history survives a reload, the panel jumps to any step, and a second browser can undo the first one’s steps', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail('history');
  await registerUser(page, email, PASSWORD);
  await page.reload();

  await page.goto('/create/');
  await expect(page.getByTestId('open-file')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('file-input').setInputFiles({ name: 'Harbour.png', mimeType: 'image/png', buffer: await picture() });
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/, { timeout: OPEN_TIMEOUT });
  const id = new URL(page.url()).searchParams.get('project') ?? '';

  // Three edits, each a step of its own.
  await page.getByTestId('rail-adjust').click();
  for (const [type, value, text] of EDITS) {
    const slider = page.getByTestId(`slider-${type}`);
    await slider.locator('input[type=range]').fill(String(value));
    await expect(slider.locator('output')).toHaveText(text);
  }
  await expect.poll(() => shown(page)).toEqual(upTo(3));
  await expect(page.getByTestId('project-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

  // A reload: the document and its whole history come back from the device.
  await page.reload();
  await expect.poll(() => shown(page), { timeout: OPEN_TIMEOUT }).toEqual(upTo(3));
  const undo = page.getByTestId('undo');
  const redo = page.getByTestId('redo');
  for (let n = 2; n >= 0; n--) {
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect.poll(() => shown(page)).toEqual(upTo(n));
  }
  await expect(undo).toBeDisabled();
  for (let n = 1; n <= 3; n++) {
    await redo.click();
    await expect.poll(() => shown(page)).toEqual(upTo(n));
  }
  await expect(redo).toBeDisabled();

  // The panel: named steps, the current one selected; a click goes back, the keyboard comes forward again.
  await page.getByTestId('history-toggle').click();
  const list = page.getByRole('listbox', { name: 'Edit history' });
  await expect(list).toBeVisible();
  await expect.poll(() => stepNames(page)).toEqual(['past:Open', 'past:Brightness', 'past:Contrast', 'current:Saturation']);
  await list.getByRole('option', { name: /Brightness/ }).click();
  await expect.poll(() => shown(page)).toEqual(upTo(1));
  await expect.poll(() => stepNames(page)).toEqual(['past:Open', 'current:Brightness', 'future:Contrast', 'future:Saturation']);
  expect(await panelViolations(page)).toEqual([]);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toEqual(upTo(3));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history-panel')).toBeHidden();
  await expect(page.getByTestId('project-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

  // Another browser, the same account: the project opens with the first browser's steps, ready to undo.
  const context = await browser.newContext({ baseURL });
  try {
    const second = await context.newPage();
    await second.goto('/dashboard/');
    await deviceCheckedBefore(second);
    const login = await second.request.post('/api/auth/login/', {
      headers: { 'x-csrf-token': await csrfToken(context) },
      form: { userEmail: email, userPassBa: Buffer.from(encodeURIComponent(PASSWORD)).toString('base64') },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await second.goto(`/create/?project=${id}`);
    await expect.poll(() => shown(second), { timeout: OPEN_TIMEOUT }).toEqual(upTo(3));
    await second.getByTestId('history-toggle').click();
    await expect.poll(() => stepNames(second)).toEqual(['past:Open', 'past:Brightness', 'past:Contrast', 'current:Saturation']);
    await second.getByRole('option', { name: 'Open' }).click();
    await expect.poll(() => shown(second)).toEqual([]);
    await second.getByTestId('history-close').click();
    await second.getByTestId('redo').click();
    await expect.poll(() => shown(second)).toEqual(upTo(1));
  } finally {
    await context.close();
  }
});
