// The dashboard end to end: every card opens its create route (in the page's language), AI badges, the
// frequently-used section following the tools just used, the side menu (docked from 1270 px, a drawer
// below), the layout switch at 820 px and the resume-project button.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';

/** The spec's cards (account-content §2), in order: the deep-link type after /create/, '' for /create/. */
const CARDS = ['', 'collage', 'blank-canvas', 'editors-choice', 'designer-image', 'fantasy-portrait', 'comics', 'background-remover', 'photo-enhancer', 'portrait-relight', 'dodge-and-burn', 'straighten', 'text-editor', 'cutout', 'object-remover', 'upscale', 'expand', 'clone', 'paint-brush', 'portrait-enhancer', 'unblur-image', 'replace-color-tool', 'digital-art', 'gfx', 'denoise', 'sky-replacer', 'vector-art', 'oil-painting', 'glitch-art', 'perfectskin', 'warmer', 'cartoonizer', 'poly-art', 'chromatic', 'lens-flare', 'instagram-template', 'facebook-templates', 'twitter'];
const DESIGNER = new Set(['blank-canvas', 'designer-image', 'instagram-template', 'facebook-templates', 'twitter']);
// The five cards whose tool runs a model on the device (background remover, cutout, upscale, portrait enhancer
// and relight; src/lib/shared/editor/specialTools.ts): the classical looks carry no badge.
const AI_COUNT = 5;

function expected(type: string): { path: string; section: string; type: string } {
  if (type === '') return { path: '/create/', section: 'editor', type: '' };
  if (type === 'collage') return { path: '/create/collage/', section: 'collage', type: '' };
  if (DESIGNER.has(type)) return { path: `/create/designer/${type}/`, section: 'designer', type };
  return { path: `/create/${type}/`, section: 'editor', type };
}

/** A card in 'Get started' or 'Our favorite tools' (the frequent section repeats some). */
function card(page: Page, id: string) {
  return page.locator(`[data-testid="section-get_started"] [data-card="${id}"], [data-testid="section-favorite_tools"] [data-card="${id}"]`);
}

/**
 * The cards' create routes, a third per test: one test through all 38 routes (each loads the create page)
 * outran its time on a loaded machine, and the parts can run side by side in the two workers.
 */
const CARD_GROUPS = [CARDS.slice(0, 13), CARDS.slice(13, 26), CARDS.slice(26)];

async function dashboardOnCheckedDevice(page: Page): Promise<void> {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await page.reload();
}

test.describe('the dashboard', () => {
  // Each test has its own browser context (its own device storage): they need not run one after another.
  test.describe.configure({ mode: 'parallel' });

  test('the cards of both sections; AI tools carry the badge', async ({ page }) => {
    await dashboardOnCheckedDevice(page);
    await expect(page.getByTestId('section-get_started').getByTestId('tool-card')).toHaveCount(5);
    await expect(page.getByTestId('section-favorite_tools').getByTestId('tool-card')).toHaveCount(33);
    await expect(page.getByTestId('ai-badge')).toHaveCount(AI_COUNT);
    await expect(card(page, 'background-remover').getByTestId('ai-badge')).toHaveText('AI');
    await expect(card(page, 'clone').getByTestId('ai-badge')).toHaveCount(0);
  });

  for (const [index, group] of CARD_GROUPS.entries()) {
    test(`every card opens its create route (${index + 1} of ${CARD_GROUPS.length})`, async ({ page }) => {
      test.setTimeout(180_000);
      await dashboardOnCheckedDevice(page);
      for (const type of group) {
        const want = expected(type);
        await card(page, type === '' ? 'editor' : type).click();
        await expect(page).toHaveURL(new RegExp(`${want.path.replace(/\//g, '\\/')}$`));
        await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', want.section);
        await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', want.type);
        await page.goBack();
        await expect(page.getByTestId('dashboard')).toBeVisible();
      }
    });
  }

  test('in German, the cards are named in German and open the German create routes', async ({ page }) => {
    await page.goto('/de/dashboard/');
    await deviceCheckedBefore(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchtest du heute gestalten?');
    const canvas = card(page, 'blank-canvas');
    await expect(canvas).toContainText('Leere Leinwand');
    await expect(canvas).toHaveAttribute('href', '/de/erstellen/designer/blank-canvas/');
    await card(page, 'sky-replacer').click();
    await expect(page).toHaveURL(/\/de\/erstellen\/sky-replacer\/$/);
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'sky-replacer');
  });

  test('frequently used follows the tools just used, on desktop widths only', async ({ page }) => {
    await page.goto('/dashboard/');
    await deviceCheckedBefore(page);
    await page.reload();
    await expect(page.getByTestId('section-get_started')).toBeVisible();
    await expect(page.getByTestId('section-frequently_used')).toHaveCount(0);

    await card(page, 'glitch-art').click();
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'glitch-art');
    await page.goBack();
    const frequent = page.getByTestId('section-frequently_used');
    await expect(frequent.getByTestId('tool-card')).toHaveCount(1);
    await expect(frequent.getByTestId('tool-card')).toContainText('Glitch art');

    await card(page, 'background-remover').click();
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-type', 'background-remover');
    await page.goBack();
    // The tool used last scores highest: it comes first.
    await expect(frequent.getByTestId('tool-card')).toHaveCount(2);
    await expect(frequent.getByTestId('tool-card').first()).toHaveAttribute('data-card', 'background-remover');
    await expect(frequent.getByTestId('tool-card').nth(1)).toHaveAttribute('data-card', 'glitch-art');
    // The sections keep their order.
    const order = await page.locator('[data-testid^="section-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['section-get_started', 'section-frequently_used', 'section-favorite_tools']);

    // Kept on the device.
    await page.reload();
    await expect(frequent.getByTestId('tool-card')).toHaveCount(2);

    // Not on a narrow screen.
    await page.setViewportSize({ width: 760, height: 900 });
    await expect(frequent).toHaveCount(0);
    await expect(page.getByTestId('section-get_started')).toBeVisible();
  });

  test('the side menu is docked from 1270 px and a drawer below; the layout switches at 820 px', async ({ page }) => {
    await page.goto('/dashboard/');
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-button')).toHaveCount(0);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Collage maker' })).toHaveAttribute('href', '/create/collage/');
    await expect(menu.getByRole('link', { name: 'My photos' })).toHaveAttribute('href', '/myphotos/');
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-layout', 'desktop');

    await page.setViewportSize({ width: 1100, height: 860 });
    await expect(menu).toHaveCount(0);
    await page.getByTestId('menu-button').click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-layout', 'desktop');
    // The drawer gives way to the projects list it opens.
    await page.getByTestId('menu-button').click();
    await menu.getByTestId('open-projects').click();
    await expect(page.getByTestId('projects-panel')).toBeVisible();
    await expect(menu).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('projects-panel')).toHaveCount(0);

    await page.setViewportSize({ width: 800, height: 860 });
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-layout', 'mobile');
    // On the mobile layout the language picker lives in the menu.
    await expect(page.getByTestId('language-picker')).toHaveCount(0);
    await page.getByTestId('menu-button').click();
    await expect(menu.getByTestId('language-picker')).toBeVisible();
    await menu.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore\/$/);
  });

  test('offers to resume the project of the last app section', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('resume-project')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('pixloom.lastSection', JSON.stringify('collage')));
    await deviceCheckedBefore(page);
    await page.reload();
    const resume = page.getByTestId('resume-project');
    await expect(resume).toHaveAccessibleName('Resume project in Collage maker');
    await resume.click();
    await expect(page.getByTestId('create-page')).toHaveAttribute('data-section', 'collage');
  });
});
