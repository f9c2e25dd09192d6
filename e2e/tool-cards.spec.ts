// Every dashboard card is a real tool (issue 17): for each of the dashboard's cards and the spec's deep links
// create/darkroom, create/glitch-art and create/perspective, a signed-in Plus user opens the card's link,
// the tool's own panel shows, its default action is applied — a look by the deep link itself, a slider
// set, a short brush stroke, a special tool's main button, a template or layout then a shape — and the
// rendered pixels change. One test per card, named after it, so a failure names the card; the cards run
// in two groups in parallel, each group on one signed-in page reused from card to card.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, type ServerPool } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { setPlan } from './support/plan';
import { registerUser, uniqueEmail } from './support/pwa';
import { cardPath, TOOL_CARDS } from '../src/features/dashboard/cards';
import { toolForDeepLink } from '../src/lib/shared/editor/tools';
import type {} from '../src/features/editor/shell/testHook';
import type { EditorDocument } from '../src/lib/shared/editor/types';

const OPEN_TIMEOUT = 60_000;
/** A model or an inpainting run on software WebGL takes its time. */
const RESULT_TIMEOUT = 120_000;
const SAMPLE = 'astronaut';
/** Cards that need another picture than the astronaut's portrait: the sky replacer needs a sky. */
const SAMPLE_FOR: ReadonlyMap<string, string> = new Map([['sky-replacer', 'rocket']]);
const THUMB = 96;
const SERVER_ENV = { CAPTCHA: 'off' };

interface Walked {
  name: string;
  path: string;
  section: string;
  /** A model runs: the slow ones, dealt out between the groups. */
  ai: boolean;
}

const WALK: Walked[] = [
  ...TOOL_CARDS.map((c) => ({ name: c.id, path: cardPath('en', c), section: c.section, ai: c.ai })),
  ...['darkroom', 'glitch-art', 'perspective'].map((type) => ({ name: `create/${type}`, path: `/create/${type}/`, section: 'editor', ai: false })),
];

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * A small CPU reference render of the document (the current one by default); `fullSize` renders it at its
 * own size instead, where the change is the size itself (upscaling).
 */
function pixels(page: Page, doc?: EditorDocument, fullSize = false): Promise<Pixels> {
  return page.evaluate(
    async ([d, width]) => {
      const hook = window.__pixloomEditor;
      if (!hook) throw new Error('no test hook');
      const r = await hook.referencePixels(width ? { width } : {}, d ?? undefined);
      return { width: r.width, height: r.height, data: r.data };
    },
    [doc ?? null, fullSize ? 0 : THUMB] as const,
  );
}

/**
 * How much the picture changed, 1 being "visibly": a mean absolute difference of the colour channels of
 * 0.5 (a change all over the picture), or 1.5 % of the pixels off by more than 2 levels in a channel (a
 * change in one place: a stroke, a face retouched). The CPU reference render is exact, so an unchanged
 * document scores 0; where the sizes differ the picture changed (upscaling).
 */
function changeScore(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let sum = 0;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let most = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0));
      sum += d;
      most = Math.max(most, d);
    }
    if (most > 2) changed++;
  }
  const count = a.data.length / 4;
  return Math.max(sum / (count * 3) / 0.5, changed / count / 0.015);
}

function editorDocument(page: Page): Promise<EditorDocument | null> {
  return page.evaluate(() => window.__pixloomEditor?.document() ?? null);
}

async function expectChangedFrom(page: Page, before: Pixels, what: string, fullSize = false): Promise<void> {
  await expect.poll(async () => changeScore(before, await pixels(page, undefined, fullSize)), { message: `${what}: the rendered pixels change visibly (score 1 or more)`, timeout: RESULT_TIMEOUT }).toBeGreaterThanOrEqual(1);
}

/** Closes whatever message a page load may show (announcements, what's new) so the tool can be used. */
async function closeMessages(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-messages-checked', 'yes', { timeout: OPEN_TIMEOUT });
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0; i++) await page.keyboard.press('Escape');
}

/** The editor drew its document (a photo's: with the picture in it; a new design or collage may be empty). */
async function waitForPicture(page: Page, photo = true): Promise<void> {
  await expect(page.getByTestId('editor-empty')).toBeHidden({ timeout: OPEN_TIMEOUT });
  await expect.poll(() => page.evaluate(() => window.__pixloomEditor?.frame() ?? null), { timeout: OPEN_TIMEOUT }).not.toBeNull();
  if (photo) await expect.poll(async () => (await editorDocument(page))?.layers.length ?? 0, { timeout: OPEN_TIMEOUT }).toBeGreaterThan(0);
}

/**
 * A stroke across the middle of the picture, on whatever layer the open tool paints with: long enough
 * that a gentle brush (dodge and burn at its default exposure) changes the picture visibly.
 */
async function stroke(page: Page, length = 0.4): Promise<void> {
  const box = await page.getByTestId('editor-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const y = box.y + box.height * 0.5;
  const x0 = box.x + box.width * (0.5 - length / 2);
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) await page.mouse.move(x0 + (box.width * length * i) / 16, y + i);
  await page.mouse.up();
}

/**
 * Moves a slider to `value`, or to its far end where it already stands there (the perfect-skin link opens
 * with the skin smoothed at its default amount).
 */
async function setSlider(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input[type="range"]');
  await expect(input, `slider ${testId}`).toBeVisible();
  if ((await input.inputValue()) === value) {
    const max = await input.getAttribute('max');
    value = max !== null && max !== value ? max : ((await input.getAttribute('min')) ?? value);
  }
  await input.fill(value);
}

/** The main button of each special tool that has one (its panel's own test id). */
const MAIN_BUTTONS: ReadonlyMap<string, string> = new Map([
  ['background-remover', 'bgremove-run'],
  ['cutout', 'bgremove-run'],
  ['upscale', 'upscale-apply'],
  ['object-remover', 'remover-apply'],
  ['sky-replacer', 'sky-replace'],
  ['portrait-enhancer', 'portrait-enhance'],
  ['portrait-relight', 'relight-apply'],
  ['photo-enhancer', 'enhance-apply'],
  ['unblur-image', 'unblur-apply'],
  // create/perspective: four corners, applied as they start (inset from the picture's corners).
  ['perspective', 'perspective-apply'],
]);

/**
 * Upscaling the 512-pixel sample takes minutes on a CPU (16 model tiles): the picture is first resized to
 * one tile, so the model runs once; the upscale merges the resize into its result.
 */
async function shrinkForUpscale(page: Page): Promise<void> {
  await page.getByTestId('rail-geometry').click();
  await page.getByTestId('resize-width').fill('128');
  await page.getByTestId('resize-apply').click();
  await expect.poll(async () => (await editorDocument(page))?.operations.some((op) => op.type === 'resize') ?? false, { message: 'upscale: the picture is resized first' }).toBe(true);
  await page.getByTestId('rail-tools').click();
  await page.getByTestId('tools-pick-upscale').click();
}

async function runSpecialTool(page: Page, id: string): Promise<void> {
  const panel = page.getByTestId(`tool-${id}`);
  await expect(panel, `the ${id} panel`).toBeVisible();
  // A tool still to be built shows only its heading: say so at once rather than wait for its button.
  await expect(panel.locator(':scope > :not(.px-ed-tool__head):not(.px-ed-tool__loading)'), `${id}: its panel has controls (a placeholder panel has none)`).not.toHaveCount(0, { timeout: 20_000 });
  if (id === 'upscale') await shrinkForUpscale(page);
  const fullSize = id === 'upscale';
  const before = await pixels(page, undefined, fullSize);
  if (id === 'editors-choice') {
    await panel.getByTestId('editors-choice-recipe').first().click();
  } else if (id === 'replace-color-tool') {
    const picture = panel.getByTestId('replace-color-picture');
    await expect(picture).toHaveAttribute('aria-busy', 'false', { timeout: OPEN_TIMEOUT });
    // The middle of the picture: a colour that covers much of it.
    await picture.click();
  } else if (id === 'gfx') {
    await panel.getByTestId('designer-graphic').first().click({ timeout: OPEN_TIMEOUT });
  } else {
    if (id === 'object-remover') await stroke(page, 0.15);
    const known = MAIN_BUTTONS.get(id);
    if (!known) throw new Error(`${id}: the walk knows no main button of this tool`);
    const button = panel.getByTestId(known);
    await expect(button, `${id}: its main button`).toBeEnabled({ timeout: OPEN_TIMEOUT });
    await button.click();
  }
  await expectChangedFrom(page, before, id, fullSize);
}

/** Opens an editor tool's link on the sample and applies its default, whatever panel the link opened. */
async function walkEditorTool(page: Page, item: Walked): Promise<void> {
  await page.goto(`${item.path}?image=${SAMPLE_FOR.get(item.name) ?? SAMPLE}`);
  await waitForPicture(page);
  await closeMessages(page);
  const type = item.path.split('/').filter(Boolean).pop() ?? '';
  const tool = item.path === '/create/' ? null : toolForDeepLink(type);
  if (item.path !== '/create/') expect(tool, `${item.name} names an editor tool`).toBeDefined();
  if (!tool) {
    // The plain editor: the Adjust panel's brightness.
    await page.getByTestId('rail-adjust').click();
    await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'adjust');
    const before = await pixels(page);
    await setSlider(page, 'slider-brightness', '40');
    return expectChangedFrom(page, before, item.name);
  }
  await expect(page.getByTestId('tool-panel'), `${item.name} opens its panel`).toHaveAttribute('data-category', tool.category, { timeout: OPEN_TIMEOUT });
  const doc = await editorDocument(page);
  switch (tool.category) {
    case 'tools':
      return runSpecialTool(page, tool.id);
    case 'effect':
    case 'artsy': {
      // The deep link applied the look: compare with the picture without it.
      await expect.poll(async () => (await editorDocument(page))?.operations.some((op) => op.type === tool.id) ?? false, { message: `${item.name}: the look is applied` }).toBe(true);
      if (!doc) throw new Error('no document');
      return expectChangedFrom(page, await pixels(page, { ...doc, operations: [] }), item.name);
    }
    case 'adjust': {
      const before = await pixels(page);
      if (tool.id === 'curves') {
        // The darkroom: the tone tools, levels among them.
        await page.getByTestId('tone-open-levels').click();
        await setSlider(page, 'slider-levels-rgbGamma', '1.8');
      } else await setSlider(page, `slider-${tool.id}`, '60');
      return expectChangedFrom(page, before, item.name);
    }
    case 'geometry': {
      const before = await pixels(page);
      if (tool.id === 'expand') await setSlider(page, 'slider-expand-top', '40');
      else await setSlider(page, `slider-${tool.id}`, '8');
      return expectChangedFrom(page, before, item.name);
    }
    case 'retouch': {
      const before = await pixels(page);
      if (tool.id === 'clone') {
        const box = await page.getByTestId('editor-canvas').boundingBox();
        if (!box) throw new Error('no canvas');
        await page.keyboard.down('Alt');
        await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.2);
        await page.keyboard.up('Alt');
      }
      await stroke(page);
      return expectChangedFrom(page, before, item.name);
    }
    case 'text': {
      const before = await pixels(page);
      await page.getByTestId('text-add').click();
      return expectChangedFrom(page, before, item.name);
    }
  }
}

async function walkCollage(page: Page, item: Walked): Promise<void> {
  await page.goto(item.path);
  await closeMessages(page);
  const start = page.getByTestId('collage-start');
  await expect(start, 'the collage start screen').toBeVisible({ timeout: OPEN_TIMEOUT });
  const layout = start.locator('[data-testid^="layout-group-"] button').first();
  await expect(layout).toBeEnabled({ timeout: OPEN_TIMEOUT });
  await layout.click();
  await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'collage', { timeout: OPEN_TIMEOUT });
  await expect(page.getByTestId('tool-panel')).toHaveAttribute('data-category', 'photos');
  await waitForPicture(page, false);
  const before = await pixels(page);
  await page.getByTestId('collage-sample-chelsea').click();
  await expectChangedFrom(page, before, item.name);
}

async function walkDesigner(page: Page, item: Walked): Promise<void> {
  await page.goto(item.path);
  await closeMessages(page);
  const start = page.getByTestId('designer-start');
  await expect(start, 'the designer start screen').toBeVisible({ timeout: OPEN_TIMEOUT });
  const choice = item.name === 'blank-canvas' ? start.getByTestId('designer-format').first() : start.getByTestId('designer-template').first();
  await expect(choice).toBeEnabled({ timeout: OPEN_TIMEOUT });
  await choice.click();
  await expect(page.getByTestId('photo-editor')).toHaveAttribute('data-mode', 'designer', { timeout: OPEN_TIMEOUT });
  await waitForPicture(page, false);
  // A template's design opens on Elements by itself (useDesignerUi), a blank one on Templates; the rail's
  // button toggles its panel, so it is pressed only while Elements is not open yet.
  const elements = page.getByTestId('designer-rail-elements');
  const shape = page.getByTestId('designer-shape').first();
  await expect(async () => {
    if ((await elements.getAttribute('aria-pressed')) !== 'true') await elements.click();
    await expect(shape).toBeVisible({ timeout: 2_000 });
  }, `${item.name}: the Elements panel opens`).toPass({ timeout: OPEN_TIMEOUT });
  const before = await pixels(page);
  await shape.click();
  await expectChangedFrom(page, before, item.name);
}

/** One signed-in Plus user per group, on one page reused from card to card. */
async function signedInPage(browser: Browser, servers: ServerPool): Promise<{ context: BrowserContext; page: Page }> {
  const server = await servers.get(SERVER_ENV);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 }, locale: 'en-US' });
  const page = await context.newPage();
  // An action that cannot happen fails within a minute, naming the card, rather than at the test's limit.
  page.setDefaultTimeout(OPEN_TIMEOUT);
  // An announcement or notice may open whenever the route changes (a collage's layout chosen, say), over
  // the tool: it is closed before the next action, as a user would.
  await page.addLocatorHandler(page.locator('[data-testid="announcement-modal"], [data-testid="notice-modal"]'), async () => {
    await page.keyboard.press('Escape');
  });
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail('cards');
  await registerUser(page, email);
  setPlan(server, email, 'plus');
  await page.reload();
  return { context, page };
}

// Two groups of about equal time: the AI tools dealt out first, then the rest, in the cards' order.
const DEALT = [...WALK.filter((w) => w.ai), ...WALK.filter((w) => !w.ai)];
const GROUPS = [DEALT.filter((_, i) => i % 2 === 0), DEALT.filter((_, i) => i % 2 === 1)];

test.describe.configure({ mode: 'parallel' });

GROUPS.forEach((group, g) => {
  test.describe(`tool cards, group ${g + 1}`, () => {
    // A group's cards run in order in one worker, on its one page; the two groups run side by side.
    test.describe.configure({ mode: 'default' });
    let shared: { context: BrowserContext; page: Page } | null = null;
    test.beforeAll(async ({ browser, servers }) => {
      test.setTimeout(180_000);
      shared = await signedInPage(browser, servers);
    });
    test.afterAll(async () => {
      await shared?.context.close();
    });
    for (const item of group) {
      test(`${item.name} opens its tool and applying it changes the picture`, async () => {
        test.setTimeout(RESULT_TIMEOUT + 2 * OPEN_TIMEOUT);
        if (!shared) throw new Error('not signed in');
        const { page } = shared;
        if (item.section === 'collage') await walkCollage(page, item);
        else if (item.section === 'designer') await walkDesigner(page, item);
        else await walkEditorTool(page, item);
      });
    }
  });
});
