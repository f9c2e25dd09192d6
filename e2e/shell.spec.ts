import { test, expect } from './support/fixtures';

test.describe('the app shell', () => {
  test('opens /create/ in the photo editor, in English', async ({ page }) => {
    await page.goto('/create/');
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', 'editor');
    await expect(page.getByTestId('section-title')).toHaveText('Photo editor');
    await expect(page).toHaveTitle('Photo editor | Pixloom');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('opens /es/crear/disenador/ in the designer, in Spanish', async ({ page }) => {
    await page.goto('/es/crear/disenador/');
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', 'designer');
    await expect(page.getByTestId('section-title')).toHaveText('Diseñador gráfico');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Diseñador gráfico | Pixloom');
  });

  test('opens /de/dashboard/ in German', async ({ page }) => {
    await page.goto('/de/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Dashboard | Pixloom');
    await expect(page.getByRole('link', { name: 'Fotoeditor' }).first()).toBeVisible();
  });

  test('a deep link names the tool and picks its section', async ({ page }) => {
    await page.goto('/create/designer-image/');
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', 'designer');
    await page.goto('/create/glitch-art/');
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', 'editor');
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'glitch-art');
  });

  test('theme and language survive a reload', async ({ page }) => {
    await page.goto('/create/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('language-picker').selectOption('fr');
    await expect(page.getByTestId('section-title')).toHaveText('Éditeur photo');
    await expect(page).toHaveURL(/\/fr\/creer\/$/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('section-title')).toHaveText('Éditeur photo');
  });

  test('a language without its own addresses is remembered too, and Arabic reads right to left', async ({ page }) => {
    await page.goto('/create/');
    await page.getByTestId('language-picker').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(/\/create\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('section-title')).toHaveText('محرر الصور');
  });

  test('switching language on the dashboard goes to its localized address', async ({ page }) => {
    await page.goto('/dashboard/');
    await page.getByTestId('language-picker').selectOption('it');
    await expect(page).toHaveURL(/\/it\/dashboard\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });

  test('an unknown address gets the server\'s 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the site links fold into a menu where they would be cut off, and the menu works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto('/explore/');
    const links = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(links.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('site-menu-button')).toBeHidden();

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(links.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await page.getByTestId('site-menu-button').click();
    // The popup of subscription-navigation §2: its close button takes the focus; Escape gives it back.
    const menu = page.getByTestId('site-menu');
    await expect(menu.getByTestId('site-menu-close')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('site-menu-button')).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Discover' }).click();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });
});
