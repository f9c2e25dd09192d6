// Finding one's way (spec subscription-navigation §2 side menu, site navigation bar, language popup; §6
// roles; §9 widths): at 1366 px and at 390 px, for a visitor, a free user and a Plus user, every side-menu
// and bar entry the spec gives that role is there, the ones it does not give are not, and each link opens
// a real page. Entries whose page is not built yet (the placeholder page, or no route at all) must be
// absent rather than lead to "nothing here yet".
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { setPlan } from './support/plan';
import { registerUser, uniqueEmail } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off' } });

type Role = 'visitor' | 'free' | 'plus';
const ROLES: Role[] = ['visitor', 'free', 'plus'];
const PLACEHOLDER_TEXT = 'There is nothing to see on this page yet';

/** Opens `path` and tells whether it is a built page: served, not the 404 page, not the placeholder. */
async function isRealPage(page: Page, path: string): Promise<boolean> {
  const response = await page.goto(path);
  if (!response || response.status() >= 400) return false;
  await expect(page.locator('main').first()).toBeVisible();
  return (await page.getByText(PLACEHOLDER_TEXT).count()) === 0;
}

async function expectRealPage(page: Page, path: string): Promise<void> {
  expect(await isRealPage(page, path), `${path} is a real page`).toBe(true);
}

/** A signed-in user of `role` (or a visitor) on a page of the app; the page has loaded once. */
async function signInAs(page: Page, server: Parameters<typeof setPlan>[0], role: Role, email = uniqueEmail(`nav-${role}`)): Promise<string> {
  await page.goto('/explore/');
  if (role !== 'visitor') {
    await registerUser(page, email);
    setPlan(server, email, role);
  }
  return email;
}

async function openDashboardMenu(page: Page, docked: boolean) {
  await page.goto('/dashboard/');
  const menu = page.getByTestId('side-menu');
  if (!docked) {
    await expect(menu).toHaveCount(0);
    await page.getByTestId('menu-button').click();
  }
  await expect(menu).toHaveAttribute('data-state', 'opened');
  return menu;
}

for (const role of ROLES) {
  test.describe(`${role} at 1366 px`, () => {
    test.use({ viewport: { width: 1366, height: 860 } });

    test('the docked side menu has the entries of the role, and each leads to a real page', async ({ page, server }) => {
      await signInAs(page, server, role);
      const pricing = await isRealPage(page, '/pricing/');
      const learn = await isRealPage(page, '/learn/');
      const whatsNew = await isRealPage(page, '/whats-new/');
      const menu = await openDashboardMenu(page, true);
      await expect(menu).toHaveAttribute('data-role', role);
      await expect(page.getByTestId('menu-button')).toHaveCount(0);

      for (const id of ['side-dashboard', 'side-app-editor', 'side-app-collage', 'side-app-designer', 'side-photos', 'side-explore', 'open-library', 'open-projects']) {
        await expect(menu.getByTestId(id)).toBeVisible();
      }
      // The dashboard is the current page; no app is.
      await expect(menu.getByTestId('side-dashboard')).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByTestId('side-app-editor')).not.toHaveAttribute('aria-current', 'page');
      // Wide screens: what's new and learn (once built); the narrow-screen entries are not here.
      await expect(menu.getByTestId('side-whats-new')).toHaveCount(whatsNew ? 1 : 0);
      await expect(menu.getByTestId('side-learn')).toHaveCount(learn ? 1 : 0);
      for (const id of ['side-my-account', 'side-register', 'side-membership', 'side-settings', 'side-help']) await expect(menu.getByTestId(id)).toHaveCount(0);
      // Bottom: sign in or sign out; the upgrade button for everyone but Plus, labelled "Upgrade" (no trial offered).
      await expect(menu.getByTestId('side-sign-in')).toHaveCount(role === 'visitor' ? 1 : 0);
      await expect(menu.getByTestId('side-sign-out')).toHaveCount(role === 'visitor' ? 0 : 1);
      await expect(menu.getByTestId('side-upgrade')).toHaveCount(role !== 'plus' && pricing ? 1 : 0);
      if (role !== 'plus' && pricing) await expect(menu.getByTestId('side-upgrade')).toHaveText('Upgrade');
      // From the dashboard, sign out carries no return address.
      if (role !== 'visitor') await expect(menu.getByTestId('side-sign-out')).toHaveAttribute('href', '/sign-out/');

      // The bar: the avatar letter for a user, the account icon for a visitor.
      const account = page.getByTestId('account-menu-button');
      if (role === 'visitor') await expect(account).toHaveAccessibleName('Account');
      else await expect(account.locator('.px-account__initial')).toHaveText('N');

      // Every link of the menu opens a real page (the app's sections are served; the others are opened).
      const hrefs = await menu.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(6);
      for (const href of hrefs) {
        if (href.startsWith('/sign-out/')) continue;
        if (href.startsWith('/create/')) {
          expect((await page.request.get(href)).status(), href).toBe(200);
          continue;
        }
        await expectRealPage(page, href);
      }
      // The library and projects entries open their panels.
      await page.goto('/dashboard/');
      await menu.getByTestId('open-projects').click();
      await expect(page.getByTestId('projects-panel')).toBeVisible();
    });
  });

  test.describe(`${role} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer has the narrow-screen entries of the role, traps the focus and gives it back', async ({ page, server }) => {
      await signInAs(page, server, role);
      const pricing = await isRealPage(page, '/pricing/');
      const help = await isRealPage(page, '/contact-support/');
      const menu = await openDashboardMenu(page, false);
      await expect(menu).toHaveAttribute('data-role', role);

      for (const id of ['side-dashboard', 'side-app-editor', 'side-app-collage', 'side-app-designer', 'side-photos', 'side-explore', 'open-library', 'open-projects', 'side-settings']) {
        await expect(menu.getByTestId(id)).toBeVisible();
      }
      await expect(menu.getByTestId('side-whats-new')).toHaveCount(0);
      await expect(menu.getByTestId('side-learn')).toHaveCount(0);
      await expect(menu.getByTestId('side-my-account')).toHaveCount(role === 'visitor' ? 0 : 1);
      await expect(menu.getByTestId('side-register')).toHaveCount(role === 'visitor' ? 1 : 0);
      await expect(menu.getByTestId('side-membership')).toHaveCount(role === 'free' && pricing ? 1 : 0);
      await expect(menu.getByTestId('side-help')).toHaveCount(help ? 1 : 0);
      await expect(menu.getByTestId('side-upgrade')).toHaveCount(role !== 'plus' && pricing ? 1 : 0);
      await expect(menu.getByTestId('side-feedback')).toHaveCount(role === 'plus' ? 1 : 0);
      await expect(menu.getByTestId(role === 'visitor' ? 'side-sign-in' : 'side-sign-out')).toBeVisible();

      // Focus: on the first entry; Tab stays inside; Escape closes and gives it back to the menu button.
      await expect(menu.getByTestId('side-dashboard')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(menu.getByTestId(role === 'visitor' ? 'side-sign-in' : 'side-sign-out')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByTestId('side-dashboard')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.getByTestId('menu-button')).toBeFocused();

      // The narrow entries do what they say.
      await page.getByTestId('menu-button').click();
      await menu.getByTestId('side-settings').click();
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      if (role === 'visitor') {
        await page.getByTestId('menu-button').click();
        await menu.getByTestId('side-register').click();
        await expect(page.getByTestId('auth-modal')).toBeVisible();
      } else {
        if (role === 'plus') {
          // Feedback: a Plus user's message reaches support; the focus comes back to the menu button.
          await page.getByTestId('menu-button').click();
          await menu.getByTestId('side-feedback').click();
          const dialog = page.getByTestId('feedback-dialog');
          await expect(dialog.getByLabel('Subject')).toBeFocused();
          await dialog.getByTestId('feedback-send').click();
          await expect(dialog.getByText('Please enter a subject of at most 200 characters.')).toBeVisible();
          await dialog.getByLabel('Subject').fill('Layers panel');
          await dialog.getByLabel('Message').fill('Being able to lock a layer would help me a lot.');
          await dialog.getByTestId('feedback-send').click();
          await expect(dialog.getByTestId('feedback-sent')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
          await expect(page.getByTestId('menu-button')).toBeFocused();
        }
        await page.getByTestId('menu-button').click();
        await menu.getByTestId('side-my-account').click();
        await expect(page).toHaveURL(/\/my-account\/$/);
        await expect(page.getByText(PLACEHOLDER_TEXT)).toHaveCount(0);
      }
    });
  });
}

test.describe('site navigation bar', () => {
  test('at 1366 px: the Create drop-down opens on hover and on focus, the bar casts a shadow once scrolled, the e-mail is cut to 27', async ({ page, server }) => {
    const email = `navigation.bar.long.address.${Date.now().toString(36)}@example.com`;
    await signInAs(page, server, 'free', email);
    await page.goto('/explore/');
    const bar = page.getByTestId('site-nav');
    const create = bar.getByTestId('site-nav-create');
    const editorLink = create.getByRole('link', { name: 'Photo editor' });
    await expect(editorLink).toBeHidden();
    await create.getByRole('button', { name: 'Create' }).hover();
    await expect(editorLink).toBeVisible();
    await page.mouse.move(683, 600);
    await expect(editorLink).toBeHidden();
    // Keyboard: focus opens it, the links are reachable, Escape closes it on its trigger.
    await create.getByRole('button', { name: 'Create' }).focus();
    await expect(editorLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(editorLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editorLink).toBeHidden();
    await expect(create.getByRole('button', { name: 'Create' })).toBeFocused();

    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 400);
    });
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    // Avatar letter and the e-mail cut to 27 characters; sign out from Explore comes back to Explore.
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-menu-email')).toHaveText(`${email.slice(0, 26)}…`);
    await expect(page.getByTestId('account-menu-sign-out')).toHaveAttribute('href', `/sign-out/?next=${encodeURIComponent('/explore/')}`);
    await page.keyboard.press('Escape');
    await page.goto('/myphotos/');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-menu-sign-out')).toHaveAttribute('href', '/sign-out/');
    await page.keyboard.press('Escape');

    await page.goto('/explore/');
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-sign-out').click();
    await expect(page).toHaveURL(/\/explore\/$/);
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Account');
  });

  test('at 390 px: a popup with accordion sections and a close button; the e-mail is cut to 21', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `navigation.bar.long.address.${Date.now().toString(36)}@example.com`;
    await signInAs(page, server, 'plus', email);
    await page.goto('/explore/');
    const button = page.getByTestId('site-menu-button');
    await button.click();
    const popup = page.getByTestId('site-menu');
    await expect(popup).toBeVisible();
    const create = popup.getByTestId('site-menu-create');
    const discover = popup.getByTestId('site-menu-discover');
    await expect(create.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-expanded', 'true');
    await expect(create.getByRole('link', { name: 'Collage maker' })).toBeVisible();
    await expect(discover.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await discover.getByRole('button', { name: 'Discover' }).click();
    await expect(discover.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(create.getByRole('link', { name: 'Collage maker' })).toBeHidden();
    await popup.getByTestId('site-menu-close').click();
    await expect(popup).toHaveCount(0);
    await expect(button).toBeFocused();
    // Escape closes it too, and a link leads to its page.
    await button.click();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await discover.getByRole('button', { name: 'Discover' }).click();
    await discover.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);

    await page.goto('/explore/');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-menu-email')).toHaveText(`${email.slice(0, 20)}…`);
  });
});

test.describe('language popup', () => {
  test('APP on a create route: retranslates the app and moves to the section’s address in that language', async ({ page }) => {
    // Every create section is the editor now (the designer too, issue 16): no footer, the top bar's picker.
    await page.goto('/create/designer/');
    await expect(page.getByTestId('designer-start')).toBeVisible();
    await page.getByTestId('language-picker').filter({ visible: true }).first().selectOption('de');
    await expect(page).toHaveURL(/\/de\/erstellen\/designer\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('section-title')).toHaveText('Grafikdesigner');
  });

  test('STATIC on a page with alternate-language versions: loads the alternate page through its link', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('language-popup');
    await expect(popup).toHaveAttribute('data-mode', 'static');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/$/);
    const button = popup.getByTestId('language-popup-button');
    await button.click();
    const list = popup.getByTestId('language-popup-list');
    // Only the site's languages have alternate pages.
    await expect(list.locator('[data-lang]')).toHaveCount(6);
    await expect(list.locator('[data-lang="en"]')).toBeFocused();
    // Keyboard: Escape closes and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list.locator('[data-lang="es"]')).toHaveAttribute('href', '/es/');
    const loaded = page.waitForEvent('load');
    await list.locator('[data-lang="es"]').click();
    await loaded;
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('DYNAMIC: retranslates in place, and on the dashboard pushes the localized dashboard route', async ({ page }) => {
    await page.goto('/explore/');
    const popup = page.getByTestId('language-popup');
    await expect(popup).toHaveAttribute('data-mode', 'dynamic');
    const button = popup.getByTestId('language-popup-button');
    // By keyboard: open, move down from the current language, choose.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(popup.locator('[data-lang="en"]')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(popup.locator('[data-lang="es"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/explore\/$/);
    await expect(button).toBeFocused();

    // A new visitor (no remembered language) on the English dashboard.
    await page.context().clearCookies();
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const onDashboard = page.getByTestId('language-popup');
    await expect(onDashboard).toHaveAttribute('data-mode', 'dynamic');
    await onDashboard.getByTestId('language-popup-button').click();
    await onDashboard.locator('[data-lang="it"]').click();
    await expect(page).toHaveURL(/\/it\/dashboard\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });
});
