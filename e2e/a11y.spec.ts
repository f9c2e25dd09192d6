// Accessibility (issue 11): axe-core on every page of the route table and on every modal, in the dark
// theme, the light theme and in Arabic (right to left), for a signed-in user and for a visitor. Serious and
// critical violations fail the test, listed readably. The photo editor with a picture has a test of its
// own, and the last test brings up what needs two tabs or a phone: the session dialogs (spec §4.3), the
// offline prompt and the unsupported-device dialog. Every test makes its own user (through the registration
// modal in the first, through the api with the captcha solved in the others), so the tests run in parallel
// on both workers instead of one after the other on one. One browser context per test; pages are visited
// through the app's own router (no reload per page), and axe is injected once per document:
// @axe-core/playwright's AxeBuilder re-injects axe and opens a helper page on every call, seconds each on a
// loaded machine, so the spec drives the same axe-core engine directly.
import axe from 'axe-core';
import sharp from 'sharp';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Browser, Locator, Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { test, expect } from './support/fixtures';
import { productRoutes } from '../src/lib/shared/routes';
import { deviceCheckedBefore } from './support/device';
import { expectCaptchaSolved, openAccountMenuItem, registerInModal, signOutFromMenu, submitSignIn, uniqueEmail } from './support/accountFlows';
import { csrfToken, registerUser } from './support/pwa';
import { linkOf, waitForMail } from './support/mail';

type Variant = 'dark' | 'light' | 'arabic';
const VARIANTS: Variant[] = ['dark', 'light', 'arabic'];
/** The light theme changes colours only (the same DOM as the dark one): there only colour rules run. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Finding {
  where: string;
  violation: Result;
}

class Audit {
  readonly findings: Finding[] = [];
  count = 0;
  ms = 0;
  variant: Variant = 'dark';

  constructor(private readonly role: string) {}

  /** Runs axe on the page (or inside `scope`) and keeps its serious and critical violations. */
  async check(page: Page, what: string, scope?: string): Promise<void> {
    const started = Date.now();
    // A modal fading in would be measured half transparent: finite animations and transitions end first.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const options: RunOptions = { resultTypes: ['violations'] };
    if (this.variant === 'light') options.runOnly = { type: 'rule', values: COLOUR_RULES };
    const result = await page.evaluate(
      ([selector, opts]) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, opts),
      [scope ?? null, options] as const,
    );
    this.count++;
    this.ms += Date.now() - started;
    for (const violation of result.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') this.findings.push({ where: `${this.role}, ${this.variant}: ${what}`, violation });
    }
  }

  report(): string {
    return this.findings
      .map(({ where, violation }) => {
        const nodes = violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n');
        const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
        return `[${violation.impact}] ${violation.id} — ${where}\n  ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
      })
      .join('\n\n');
  }
}

/** Every English route of the table, parameters filled in (the localized addresses render the same pages). */
function routePaths(params: Record<string, string>): { path: string; first: boolean }[] {
  const seen = new Set<string>();
  return productRoutes()
    .filter((route) => route.lang === 'en' && route.page !== 'signOut')
    .map((route) => {
      const page = `${route.page}/${route.section ?? ''}`;
      const first = !seen.has(page);
      seen.add(page);
      return { path: route.key.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name), first };
    });
}

/** The dark pass visits every route; the light and Arabic passes one route per page component (the other
 *  routes of a component differ in a parameter or a text, not in colours or direction). */
function pathsFor(variant: Variant, paths: { path: string; first: boolean }[]): string[] {
  return paths.filter((p) => variant === 'dark' || p.first).map((p) => p.path);
}

const BUSY = '[aria-busy="true"], [data-testid="gallery-loading"], [data-testid="load-screen"]';

/** In-app navigation (react-router follows history), so the app is not reloaded for every page. A page
 *  that answers with a notice (an invalid link) gets the notice audited and acknowledged. */
async function navigate(page: Page, audit: Audit, path: string, auditPage = true): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router renders the new page in the next frames; then it is either loading (busy) or there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction((busy) => !document.querySelector(busy) || document.querySelector('[data-testid="dialog"]'), BUSY);
  const notice = page.getByTestId('dialog');
  if (await notice.count()) {
    await audit.check(page, `notice on ${path}`, '[data-testid="dialog"]');
    await notice.getByRole('button').last().click();
    await expect(notice).toHaveCount(0);
  }
  await settled(page);
  if (auditPage) await audit.check(page, path);
}

/** Lazy pages, gallery pages and the load screen have finished loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator(BUSY)).toHaveCount(0);
}

async function setVariant(page: Page, audit: Audit, variant: Variant): Promise<void> {
  audit.variant = variant;
  const theme = variant === 'light' ? 'light' : 'dark';
  const toggle = page.getByTestId('theme-toggle').filter({ visible: true }).first();
  if ((await toggle.getAttribute('data-theme-current')) !== theme) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const lang = variant === 'arabic' ? 'ar' : 'en';
  await page.getByTestId('language-picker').filter({ visible: true }).first().selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Opens a modal, audits it alone (the page under it was audited already) and closes it with Escape. */
async function modal(page: Page, audit: Audit, what: string, open: () => Promise<unknown>, testId: string, inside?: () => Promise<void>): Promise<Locator> {
  await open();
  const box = page.getByTestId(testId);
  await expect(box).toBeVisible();
  await settled(page);
  await audit.check(page, what, `[data-testid="${testId}"]`);
  await inside?.();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  return box;
}

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 170 } } }).png().toBuffer();
}

/** A photo in the user's My Photos, uploaded the way the app does. */
async function uploadPhoto(page: Page): Promise<string> {
  const headers = { 'x-csrf-token': await csrfToken(page.context()) };
  const ticket = await page.request.post('/api/direct-upload/', { headers, form: { bucket: 'photos', content_type: 'image/png', filename: 'Harbour.png' } });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const { url, inputs, key } = ((await ticket.json()) as { data: { url: string; inputs: Record<string, string>; key: string } }).data;
  const stored = await page.request.post(url, { multipart: { ...inputs, file: { name: 'Harbour.png', mimeType: 'image/png', buffer: await picture() } } });
  expect(stored.status(), await stored.text()).toBe(201);
  const added = await page.request.post('/api/photo/add/', { headers, form: { key } });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { data: { id: string } }).data.id;
}

async function newPage(browser: Browser, baseURL: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale });
  return context.newPage();
}

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** Below the spec's minimum GPU for phones. */
const OLD_MOBILE_GPU = 'Adreno (TM) 330';
const PASSWORD = 'a11y-pass-1';

/** A signed-in user with a photo in My Photos and a close-account link, in a page of its own. */
interface Member {
  page: Page;
  email: string;
  nick: string;
  photoId: string;
  closeLink: string;
}

function nickOf(email: string): string {
  return email.split('@')[0]!.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Answers the server's captcha the way the altcha widget does (the registration modal's widget is
 *  audited in the first test; the other tests only need an account). */
async function captchaResponse(page: Page): Promise<string> {
  const answer = await page.request.get('/api/get/captcha/challenge/');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { captcha: string; challenge?: Challenge } };
  if (!data.challenge) return '';
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  return btoa(JSON.stringify({ challenge: { parameters: data.challenge.parameters, signature: data.challenge.signature }, solution }));
}

/** A new user made through the api (the registration itself is the first test's), with a photo and a
 *  close-account link, signed in in a fresh context; its page shows the dashboard. */
async function member(browser: Browser, baseURL: string, dataDir: string, prefix: string): Promise<Member> {
  const page = await newPage(browser, baseURL);
  const email = uniqueEmail(prefix);
  await page.goto('/dashboard/');
  await settled(page);
  await deviceCheckedBefore(page);
  await registerUser(page, email, PASSWORD, await captchaResponse(page));
  const photoId = await uploadPhoto(page);
  const closing = await page.request.post('/api/auth/close-account-request/', { headers: { 'x-csrf-token': await csrfToken(page.context()) }, form: {} });
  expect(closing.ok(), await closing.text()).toBe(true);
  const closeLink = linkOf(await waitForMail(dataDir, email, 'close_account'));
  await page.reload();
  await settled(page);
  return { page, email, nick: nickOf(email), photoId, closeLink };
}

/** Every route and the signed-in modals in one variant. */
async function signedInPass(page: Page, audit: Audit, variant: Variant, user: Member): Promise<void> {
  const paths = routePaths({ filter: 'private', slug: 'cancel-subscription', keyword: 'harbour', imageId: user.photoId, nick: user.nick }).map((p) => (p.path === '/close-account/' ? { ...p, path: user.closeLink } : p));
  await setVariant(page, audit, variant);
  for (const path of pathsFor(variant, paths)) await navigate(page, audit, path);
  await navigate(page, audit, '/my-account/', false);
  await modal(page, audit, 'change name', () => page.getByTestId('profile-username').getByRole('button').click(), 'change-username-modal');
  await modal(page, audit, 'change email', () => page.getByTestId('change-email').click(), 'change-email-modal');
  await modal(page, audit, 'change password', () => page.getByTestId('change-password').click(), 'change-password-modal');
  await modal(page, audit, 'devices', () => page.getByTestId('see-devices').click(), 'devices-modal');
  await modal(page, audit, 'email notifications', () => page.locator('section', { has: page.getByTestId('newsletter-state') }).getByRole('button').click(), 'notifications-modal');
  await navigate(page, audit, '/myphotos/', false);
  await modal(page, audit, 'photo modal', () => page.getByTestId('photo-tile').first().getByRole('link').first().click(), 'photo-modal');
  await page.getByTestId('photo-tile').first().getByTestId('photo-actions').click();
  await audit.check(page, 'photo actions menu', '[role="menu"]');
  await modal(page, audit, 'rename photo', () => page.getByRole('menuitem').first().click(), 'rename-dialog');
  await navigate(page, audit, '/dashboard/', false);
  await modal(page, audit, 'image library', () => page.getByTestId('side-menu').getByTestId('open-library').click(), 'image-library');
  await modal(page, audit, 'projects panel', () => page.getByTestId('open-projects').first().click(), 'projects-panel', async () => {
    await modal(page, audit, 'new folder', () => page.getByTestId('folder-new').filter({ visible: true }).click(), 'folder-dialog');
  });
  await navigate(page, audit, '/explore/', false);
  await page.getByTestId('app-menu-button').click();
  await audit.check(page, 'app menu', '[data-testid="app-menu"]');
  await modal(page, audit, 'settings', () => page.getByTestId('menu-settings').click(), 'settings-panel');
  await page.getByTestId('app-menu-button').click();
  await modal(page, audit, 'sync', () => page.getByTestId('menu-sync').click(), 'sync-panel');
  await page.getByTestId('app-menu-button').click();
  await modal(page, audit, 'device check', () => page.getByTestId('menu-compat').click(), 'compat-result-dialog');
}

/** Every route and the visitor's modals in one variant, with a valid reset-password link of `user`. */
async function visitorPass(page: Page, audit: Audit, variant: Variant, user: Member, dataDir: string): Promise<void> {
  const paths = routePaths({ filter: 'public', slug: 'cancel-subscription', keyword: 'harbour', imageId: user.photoId, nick: user.nick });
  let resetLink = '';
  await setVariant(page, audit, variant);
  for (const path of pathsFor(variant, paths)) await navigate(page, audit, path);
  await navigate(page, audit, '/explore/', false);
  await modal(page, audit, 'sign-in modal', () => openAccountMenuItem(page, 'sign-in'), 'auth-modal');
  await modal(page, audit, 'registration modal', () => openAccountMenuItem(page, 'register'), 'auth-modal');
  await modal(
    page,
    audit,
    'forgotten password modal',
    async () => {
      await openAccountMenuItem(page, 'sign-in');
      // A real click with the empty email field focused: its error waits for the click (issue 12).
      await page.getByTestId('sign-in-form').locator('input[type="email"]').click();
      await page.getByTestId('auth-forgot-link').click();
      await expect(page.getByTestId('forgot-form')).toBeVisible();
    },
    'auth-modal',
    async () => {
      // The reset mail of the user, for a valid reset-password form below.
      const modal = page.getByTestId('auth-modal');
      await modal.locator('input[type="email"]').fill(user.email);
      await expectCaptchaSolved(modal);
      await modal.getByTestId('auth-submit').click();
      await expect(modal.getByTestId('forgot-sent')).toBeVisible();
      await audit.check(page, 'reset link sent', '[data-testid="auth-modal"]');
      resetLink = linkOf(await waitForMail(dataDir, user.email, 'reset_password'));
    },
  );
  // A valid link (visitors otherwise only see the invalid-link notice), then its errors shown.
  await navigate(page, audit, resetLink);
  const reset = page.getByTestId('page-resetPassword');
  await expect(reset).toHaveAttribute('data-state', 'valid');
  await reset.getByTestId('reset-submit').click();
  await expect(reset.locator('[aria-invalid="true"]')).toHaveCount(2);
  await audit.check(page, 'reset password form with its errors');
  await navigate(page, audit, '/dashboard/', false);
  await modal(page, audit, 'image library', () => page.getByTestId('side-menu').getByTestId('open-library').click(), 'image-library');
  await modal(page, audit, 'projects panel', () => page.getByTestId('open-projects').first().click(), 'projects-panel');
}

function expectNoFindings(audit: Audit): void {
  console.log(`${audit.count} audits, ${audit.ms} ms in axe`);
  expect(audit.findings.length, `${audit.findings.length} serious or critical violations in ${audit.count} audits:\n\n${audit.report()}`).toBe(0);
}

test.use({ trace: 'off' });

test.describe('accessibility', () => {
  // Each test brings its own user, so the tests spread over the workers (axe runs about 200 times in
  // all). Generous: on a machine shared with other work every audit is slower.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('a user registering through the modal, the welcome dialog, closing the account, and every page and modal in the dark theme have no serious or critical violations', async ({ browser, server }) => {
    const audit = new Audit('signed in');
    const page = await newPage(browser, server.url);
    const email = uniqueEmail('a11y');

    await page.goto('/dashboard/');
    await settled(page);
    await deviceCheckedBefore(page);
    // Registration through the modal, then the welcome dialog.
    await openAccountMenuItem(page, 'register');
    const form = page.getByTestId('auth-modal');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Confirm email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expectCaptchaSolved(form);
    await form.getByTestId('auth-submit').click();
    await expect(page.getByTestId('welcome-dialog')).toBeVisible();
    await audit.check(page, 'welcome dialog', '[data-testid="welcome-dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);
    const photoId = await uploadPhoto(page);
    // A real close-account link (the page's confirmation step), asked for through My Account's dialogs.
    await navigate(page, audit, '/my-account/', false);
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toBeVisible();
    await audit.check(page, 'delete account confirmation', '[data-testid="dialog"]');
    await dialog.getByRole('button').last().click();
    await expect(dialog).toContainText(email);
    await audit.check(page, 'close link sent notice', '[data-testid="dialog"]');
    await dialog.getByRole('button').last().click();
    await expect(dialog).toHaveCount(0);
    const closeLink = linkOf(await waitForMail(server.dataDir, email, 'close_account'));

    await signedInPass(page, audit, 'dark', { page, email, nick: nickOf(email), photoId, closeLink });
    expectNoFindings(audit);
  });

  // The light theme and Arabic: one route per page component (see pathsFor) and the same modals.
  for (const variant of ['light', 'arabic'] as const) {
    test(`a signed-in user’s pages and modals have no serious or critical violations (${variant})`, async ({ browser, server }) => {
      const audit = new Audit('signed in');
      const user = await member(browser, server.url, server.dataDir, `a11y-${variant}`);
      await signedInPass(user.page, audit, variant, user);
      expectNoFindings(audit);
    });
  }

  test('the photo editor with a picture and its dialogs, and the projects panel’s folder dialogs have no serious or critical violations', async ({ browser, server }) => {
    const audit = new Audit('signed in');
    const { page } = await member(browser, server.url, server.dataDir, 'a11y-editor');
    // The photo editor with a picture open, and its dialogs: the picture is opened once, the theme and
    // language change in place.
    // Wide enough for the editor bar to keep its language and theme controls while a picture is open.
    await page.setViewportSize({ width: 1500, height: 860 });
    await setVariant(page, audit, 'dark');
    await navigate(page, audit, '/create/', false);
    await expect(page.getByTestId('open-file')).toBeEnabled({ timeout: 60_000 });
    // The camera dialog: no camera in a headless browser, so it shows why there is no live picture.
    await modal(
      page,
      audit,
      'camera dialog',
      async () => {
        await page.getByTestId('open-camera').click();
        await expect(page.getByTestId('camera-dialog').getByRole('alert')).toBeVisible();
      },
      'camera-dialog',
    );
    await page.getByTestId('file-input').setInputFiles({ name: 'Harbour.png', mimeType: 'image/png', buffer: await picture() });
    await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/, { timeout: 60_000 });
    await expect(page.getByTestId('editor-empty')).toBeHidden();
    for (const variant of VARIANTS) {
      await setVariant(page, audit, variant);
      await settled(page);
      await audit.check(page, 'photo editor with a picture');
      await modal(page, audit, 'export dialog', () => page.getByTestId('export').click(), 'export-dialog');
      await modal(page, audit, 'save to My Photos dialog', () => page.getByTestId('save-to-photos').click(), 'save-dialog');
    }
    // An image shared to the app while this work is open (put where the share target's service worker
    // puts it): the editor asks before replacing the work.
    await setVariant(page, audit, 'dark');
    await expect(page.getByTestId('project-status')).not.toHaveAttribute('data-state', 'saving');
    const shot = (await picture()).toString('base64');
    await page.evaluate(async (data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0)).buffer;
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pixloom');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('sharedImages', 'readwrite');
          tx.objectStore('sharedImages').put({ id: crypto.randomUUID(), name: 'Shared.png', type: 'image/png', bytes, receivedAt: Date.now() });
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      });
      history.pushState(null, '', `${location.pathname}${location.search}#use-shared-pwa-image`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, shot);
    const replace = page.getByTestId('replace-work-dialog');
    await expect(replace).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await audit.check(page, 'replace-work dialog', '[data-testid="replace-work-dialog"]');
    await replace.getByTestId('replace-keep').click();
    await expect(replace).toHaveCount(0);

    // The projects panel's folder dialogs, with the project the editor saved and a new folder.
    await navigate(page, audit, '/dashboard/', false);
    await page.getByTestId('open-projects').first().click();
    const panel = page.getByTestId('projects-panel');
    await panel.getByTestId('folder-new').filter({ visible: true }).click();
    await page.getByTestId('folder-dialog').locator('input').fill('Trips');
    await page.getByTestId('folder-name-save').click();
    await expect(page.getByTestId('folder-dialog')).toHaveCount(0);
    await modal(
      page,
      audit,
      'move project dialog',
      async () => {
        await panel.getByTestId('project-card').first().getByTestId('project-actions').click();
        await page.getByTestId('project-move').click();
      },
      'move-dialog',
    );
    await modal(
      page,
      audit,
      'delete folder dialog',
      async () => {
        await panel.getByTestId('folder-item').filter({ hasText: 'Trips' }).getByTestId('folder-actions').click();
        await page.getByTestId('folder-delete').click();
      },
      'folder-delete-dialog',
    );
    expectNoFindings(audit);
  });

  for (const variant of VARIANTS) {
    test(`a visitor’s pages and modals have no serious or critical violations (${variant})`, async ({ browser, server }) => {
      const audit = new Audit('visitor');
      // A user of this server (in a context of its own) whose gallery and photo the visitor sees and whose
      // reset-password mail gives the visitor a valid reset form.
      const user = await member(browser, server.url, server.dataDir, `a11y-seen-${variant}`);
      await user.page.context().close();
      // A browser in French: the app offers to switch language (a toast), in French.
      const page = await newPage(browser, server.url, 'fr-FR');
      await page.goto('/dashboard/');
      await settled(page);
      await deviceCheckedBefore(page);
      const toast = page.getByTestId('toast');
      await expect(toast).toBeVisible();
      if (variant === 'dark') await audit.check(page, 'language suggestion', '[data-testid="toast"]');
      await toast.getByRole('button').last().click();
      await expect(toast).toHaveCount(0);
      await visitorPass(page, audit, variant, user, server.dataDir);
      expectNoFindings(audit);
    });
  }

  test('the session dialogs of two tabs and the unsupported-device dialog have no serious or critical violations', async ({ browser, server }) => {
    const audit = new Audit('two tabs');
    // Spec §4.3, as e2e/accounts-tabs.spec.ts brings the dialogs up: not_logged_in, already_logged_in,
    // wrong_user (the same dialog component for each; the dark theme, in English).
    const page = await newPage(browser, server.url);
    const first = uniqueEmail('a11y-tab-a');
    const second = uniqueEmail('a11y-tab-b');
    await page.goto('/');
    await settled(page);
    await registerInModal(page, first, 'tab-pass-1');
    const other = await page.context().newPage();
    await other.goto('/my-account/');
    await settled(other);
    await signOutFromMenu(other, `${server.url}/`);
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('Your session has ended.');
    await audit.check(page, 'session ended (not_logged_in)', '[data-testid="dialog"]');
    await page.goto('/sign-in/');
    await settled(page);
    // The three use one dialog component: the next two are seen in the light theme and in Arabic.
    await setVariant(page, audit, 'light');
    await registerInModal(other, second, 'tab-pass-2');
    await expect(dialog).toContainText(`You are signed in as ${second} in this browser.`);
    await audit.check(page, 'signed in in another tab (already_logged_in)', '[data-testid="dialog"]');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await setVariant(other, audit, 'arabic');
    await submitSignIn(page.getByTestId('page-signIn'), first, 'tab-pass-1');
    const otherDialog = other.getByTestId('dialog');
    await expect(otherDialog).toContainText(first);
    await audit.check(other, 'another account signed in (wrong_user)', '[data-testid="dialog"]');
    await setVariant(page, audit, 'dark');

    // The offline prompt of the request layer: a change of password (it needs the server: a change of name
    // would wait in the outbox instead) sent with the network gone.
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await navigate(page, audit, '/my-account/', false);
    await page.getByTestId('change-password').click();
    const passwordModal = page.getByTestId('change-password-modal');
    const fields = passwordModal.locator('input');
    await expect(fields).toHaveCount(3);
    await fields.nth(0).fill('tab-pass-1');
    await fields.nth(1).fill('tab-pass-9');
    await fields.nth(2).fill('tab-pass-9');
    await page.context().setOffline(true);
    await passwordModal.getByTestId('form-modal-submit').click();
    const offline = page.getByTestId('offline-prompt');
    await expect(offline).toBeVisible({ timeout: 20_000 });
    await audit.check(page, 'offline prompt', '[data-testid="offline-prompt"]');
    await offline.getByRole('button', { name: 'Cancel' }).click();
    await expect(offline).toHaveCount(0);
    await page.context().setOffline(false);
    await page.keyboard.press('Escape');
    await expect(passwordModal).toHaveCount(0);

    // The share target's address with nothing shared (or already taken): the pickup says so.
    await deviceCheckedBefore(page);
    await page.goto('/create/#use-shared-pwa-image');
    await expect(page.getByTestId('shared-image-missing')).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await audit.check(page, 'shared-image pickup, nothing shared');

    // A phone whose GPU is below the minimum (forced as e2e/compat.spec.ts does): the app's unsupported-
    // device dialog instead of the editor.
    const phone = await browser.newContext({ baseURL: server.url, locale: 'en-US', userAgent: ANDROID_UA });
    await phone.addCookies([{ name: 'admin_renderer', value: OLD_MOBILE_GPU, url: server.url }]);
    const mobile = await phone.newPage();
    const unsupported = mobile.getByTestId('compat-result-dialog');
    for (const variant of VARIANTS) {
      if (variant !== 'dark') {
        await mobile.keyboard.press('Escape');
        await expect(unsupported).toHaveCount(0);
        await setVariant(mobile, audit, variant);
      }
      audit.variant = variant;
      await mobile.goto('/create/');
      await expect(unsupported.locator('[data-message="cannot_run_app"]')).toBeVisible({ timeout: 20_000 });
      await audit.check(mobile, 'unsupported device', '[data-testid="compat-result-dialog"]');
    }
    expectNoFindings(audit);
  });
});
