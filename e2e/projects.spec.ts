// Projects end to end, through the real editor (issue "photo editor", Projects, Done when): the work is
// autosaved on the device and survives a reload (and the dashboard's resume button reopens it); an edit
// made offline reaches the server when the connection returns and a second browser signed in as the same
// user opens the project with that edit; two browsers saving the same project keep both versions.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { csrfToken, registerUser, uniqueEmail } from './support/pwa';

// This file's tests use the service worker (offline, its caches or its queue): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ serverEnv: { CAPTCHA: 'off' } });

const PASSWORD = 'correct horse 1';

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 170 } } })
    .composite([{ input: { create: { width: 120, height: 90, channels: 3, background: { r: 230, g: 200, b: 60 } } }, left: 40, top: 40 }])
    .png()
    .toBuffer();
}

/** A page of the app with the device check passed before (create routes open without running it). */
async function ready(page: Page): Promise<void> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
}

/** Opens a picture in the photo editor; the editor makes a project of it and names it in the address. */
async function openPicture(page: Page, name: string): Promise<string> {
  await page.goto('/create/');
  // The buttons are enabled once the editor's engine is ready to take a picture.
  await expect(page.getByTestId('open-file')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('file-input').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await picture() });
  // The engine decodes the picture in its worker (software WebGL here): give it time.
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/, { timeout: 45_000 });
  await expect(page.getByTestId('editor-empty')).toBeHidden();
  return new URL(page.url()).searchParams.get('project') ?? '';
}

async function setBrightness(page: Page, value: number): Promise<void> {
  const slider = page.getByTestId('slider-brightness');
  if (!(await slider.isVisible())) await page.getByTestId('rail-adjust').click();
  await slider.locator('input[type=range]').fill(String(value));
  await expect(slider.locator('output')).toHaveText(value > 0 ? `+${value}` : String(value));
}

/** The brightness of the document the editor shows (its test hook), or null before one is open. */
function shownBrightness(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __pixloomEditor?: { document(): { operations: { type: string; params: Record<string, unknown> }[] } | null } }).__pixloomEditor;
    const doc = hook?.document();
    const op = doc?.operations.filter((o) => o.type === 'brightness').at(-1);
    return op ? Number(op.params.amount) : null;
  });
}

/** The device's copy of a project as the projects area's test hook reads it from Dexie. */
function deviceRow(page: Page, id: string): Promise<{ dirty: boolean; baseRevision: number } | null> {
  return page.evaluate(async (projectId) => {
    const hook = (window as unknown as { __pixloomProjects?: { row(id: string): Promise<{ dirty: boolean; baseRevision: number } | null> } }).__pixloomProjects;
    return (await hook?.row(projectId)) ?? null;
  }, id);
}

function status(page: Page) {
  return page.getByTestId('project-status');
}

/** Signs a fresh context in as an existing user through the api (CAPTCHA=off). */
async function signedInContext(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await ready(page);
  const response = await page.request.post('/api/auth/login/', {
    headers: { 'x-csrf-token': await csrfToken(context) },
    form: { userEmail: email, userPassBa: Buffer.from(encodeURIComponent(PASSWORD)).toString('base64') },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { context, page };
}

interface ServerProject {
  id: string;
  filename: string;
  revision: number;
}

async function serverProjects(page: Page): Promise<ServerProject[]> {
  const response = await page.request.post('/api/photo/projects/get/', { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: { all: '1' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ServerProject[] }).data;
}

async function serverBrightness(page: Page, id: string): Promise<number | null> {
  const response = await page.request.post('/api/photo/projects/load/', { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: { id } });
  const body = (await response.json()) as { data?: { document: { operations: { type: string; params: { amount: number } }[] } } };
  const op = body.data?.document.operations.filter((o) => o.type === 'brightness').at(-1);
  return op ? op.params.amount : null;
}

test('the project is autosaved on the device: a reload and the dashboard’s resume button bring it back', async ({ page }) => {
  await ready(page);
  const id = await openPicture(page, 'Lighthouse');
  await setBrightness(page, 35);
  await expect(status(page)).toHaveAttribute('data-state', 'local');
  await expect(status(page)).toHaveText('Saved on this device');

  await page.reload();
  await expect.poll(() => shownBrightness(page), { timeout: 30_000 }).toBe(35);
  expect(new URL(page.url()).searchParams.get('project')).toBe(id);

  await page.goto('/dashboard/');
  const resume = page.getByTestId('resume-project');
  await expect(resume).toHaveAttribute('href', `/create/?project=${id}`);
  await resume.click();
  await expect.poll(() => shownBrightness(page), { timeout: 30_000 }).toBe(35);

  // The projects list has it, with its name, and opens it too.
  await page.goto('/dashboard/');
  await page.getByTestId('open-projects').click();
  const card = page.getByTestId('projects-panel').getByTestId('project-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('project-name')).toHaveText('Lighthouse');
  await card.getByRole('button', { name: 'Open Lighthouse' }).click();
  await expect(page).toHaveURL(new RegExp(`/create/\\?project=${id}$`));
  await expect.poll(() => shownBrightness(page), { timeout: 30_000 }).toBe(35);
});

test('an edit made offline reaches the server when back online, and a second browser opens the project with it', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(150_000);
  await ready(page);
  const email = uniqueEmail('projects-sync');
  await registerUser(page, email, PASSWORD);
  await page.reload();
  const id = await openPicture(page, 'Harbour');
  await setBrightness(page, 20);
  await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  const synced = (await deviceRow(page, id))?.baseRevision ?? 0;
  expect(synced).toBeGreaterThan(0);

  await context.setOffline(true);
  await setBrightness(page, 60);
  await expect(status(page)).toHaveAttribute('data-state', 'offline');
  await expect(status(page)).toHaveText('Offline: saved on this device');
  // The device holds the edit, marked for the sync; the server still has the edit made online.
  expect(await deviceRow(page, id)).toMatchObject({ dirty: true, baseRevision: synced });
  expect(await serverBrightness(page, id)).toBe(20);

  await context.setOffline(false);
  await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  expect(await serverBrightness(page, id)).toBe(60);
  expect(await deviceRow(page, id)).toMatchObject({ dirty: false, baseRevision: synced + 1 });

  const second = await signedInContext(browser, baseURL ?? '', email);
  try {
    await second.page.goto('/dashboard/');
    await second.page.getByTestId('open-projects').click();
    const card = second.page.getByTestId('projects-panel').getByTestId('project-card');
    await expect(card.getByTestId('project-name')).toHaveText('Harbour');
    await card.getByRole('button', { name: 'Open Harbour' }).click();
    await expect(second.page).toHaveURL(new RegExp(`project=${id}`));
    await expect.poll(() => shownBrightness(second.page), { timeout: 30_000 }).toBe(60);
  } finally {
    await second.context.close();
  }
});

test('two browsers saving the same project keep both versions: the other one’s and a conflict copy', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await ready(page);
  const email = uniqueEmail('projects-conflict');
  await registerUser(page, email, PASSWORD);
  await page.reload();
  const id = await openPicture(page, 'Portrait');
  await setBrightness(page, 10);
  await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  const second = await signedInContext(browser, baseURL ?? '', email);
  try {
    const other = second.page;
    await other.goto(`/create/?project=${id}`);
    await expect.poll(() => shownBrightness(other), { timeout: 30_000 }).toBe(10);

    // The second browser edits without a connection; meanwhile the first saves its own edit.
    await second.context.setOffline(true);
    await setBrightness(other, -30);
    await expect(status(other)).toHaveAttribute('data-state', 'offline');
    await setBrightness(page, 50);
    await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    await expect.poll(() => serverBrightness(page, id)).toBe(50);

    // Back online, the second browser's save meets a newer revision: it becomes a conflict copy.
    await second.context.setOffline(false);
    await expect(status(other)).toHaveAttribute('data-state', 'conflict', { timeout: 30_000 });
    await expect(status(other)).toHaveText('Conflict copy saved');
    await expect(other.getByText('“Portrait” was also changed on another device.', { exact: false })).toBeVisible();
    await expect(other).not.toHaveURL(new RegExp(`project=${id}`));
    const copyId = new URL(other.url()).searchParams.get('project') ?? '';
    expect(copyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await shownBrightness(other)).toBe(-30);

    // Neither is lost: the server holds both, each with its own edit.
    const projects = await serverProjects(page);
    expect(projects.map((p) => p.filename).sort()).toEqual(['Portrait', 'Portrait (conflict copy)']);
    expect(await serverBrightness(page, id)).toBe(50);
    expect(await serverBrightness(page, copyId)).toBe(-30);

    // The notice offers the other version (the status chip offers it too).
    await other.getByRole('button', { name: 'Open the other version' }).click();
    await expect(other).toHaveURL(new RegExp(`project=${id}`));
    await expect.poll(() => shownBrightness(other), { timeout: 30_000 }).toBe(50);

    // The first browser lists both.
    await page.goto('/dashboard/');
    await page.getByTestId('open-projects').click();
    const names = page.getByTestId('projects-panel').getByTestId('project-name');
    await expect(names).toHaveCount(2);
    expect((await names.allInnerTexts()).sort()).toEqual(['Portrait', 'Portrait (conflict copy)']);
  } finally {
    await second.context.close();
  }
});
