// @vitest-environment jsdom
// The designer's start screen (issue 16): category tabs filter the templates, the search finds a template
// by its name in the user's language or its words, a Plus template sends a free user to pricing (the
// designer templates key skips the teaser) and a Plus member straight in, blank formats and a custom size
// that is checked, the blank-canvas and network links, and the index's loading, offline and failure states.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import editorUi from '../../locales/en/editorUi.json';
import designerStart from '../../locales/en/designerStart.json';
import deDesignerStart from '../../locales/de/designerStart.json';
import { DesignerStart, type DesignerStartProps } from '../../src/features/editor/designer/start/DesignerStart';
import { designerStartOf } from '../../src/lib/deeplink/designer';
import type { TemplateSummary } from '../../src/lib/shared/designer/templates';
import { currentUser, type User } from '../../src/lib/user';

const openPricing = vi.hoisted(() => vi.fn());
vi.mock('../../src/features/subscription', () => ({ openPricing }));

// The shipped templates are the content helper's; these stand for them (names in the test's namespace).
const index = vi.hoisted(() => ({ load: vi.fn<() => Promise<readonly unknown[]>>() }));
vi.mock('../../src/lib/shared/designer/templates', () => ({ loadTemplateIndex: () => index.load() }));

const template = (id: string, format: string, plus: boolean, words: string[], width = 1080, height = 1080): TemplateSummary => ({
  id, category: format, format, width, height, plus, words, thumbnail: `/templates/${id}.webp`, nameKey: `tpl_${id.replace(/-/g, '_')}`,
});
const TEMPLATES: TemplateSummary[] = [
  template('coffee-morning', 'instagram-post', false, ['cafe', 'breakfast']),
  template('summer-sale', 'instagram-story', true, ['discount', 'shop'], 1080, 1920),
  template('team-news', 'facebook-post', false, ['company'], 1200, 630),
  template('podcast-launch', 'x-post', false, ['audio', 'episode'], 1600, 900),
];
const NAMES = { tpl_coffee_morning: 'Coffee morning', tpl_summer_sale: 'Summer sale', tpl_team_news: 'Team news', tpl_podcast_launch: 'Podcast launch' };
const DE_NAMES = { tpl_coffee_morning: 'Kaffeemorgen', tpl_summer_sale: 'Sommerschlussverkauf', tpl_team_news: 'Teamneuigkeiten', tpl_podcast_launch: 'Podcaststart' };

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  const en = { designerStart, editorUi, common, templates: NAMES };
  const de = { designerStart: deDesignerStart, templates: DE_NAMES };
  const names = Object.keys(en);
  await i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: { en, de }, ns: names, defaultNS: 'designerStart', fallbackNS: names, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  index.load.mockResolvedValue(TEMPLATES);
  currentUser.set({ email: 'free@example.com', pl: '0' } as unknown as User);
  openPricing.mockClear();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function mount(props: Partial<DesignerStartProps> = {}) {
  const handlers = { onBlank: vi.fn(), onTemplate: vi.fn(), onProject: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <DesignerStart start={designerStartOf(null)} recent={[]} dragging={false} busy={false} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

const shownIds = (): string[] => screen.queryAllByTestId('designer-template').map((b) => b.getAttribute('data-template-id') ?? '');
const tab = (category: string): HTMLElement => screen.getAllByTestId('designer-category').find((t) => t.getAttribute('data-category') === category)!;
const search = (text: string): void => void fireEvent.change(screen.getByTestId('designer-template-search'), { target: { value: text } });

describe('the category tabs', () => {
  it('list all, then every format with its name and size', async () => {
    mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    const tabs = screen.getAllByTestId('designer-category');
    expect(tabs).toHaveLength(13);
    expect(tabs[0]!.textContent).toBe('All');
    expect(tab('instagram-post').textContent).toBe('Instagram post1080 × 1080 px');
    expect(tab('business-card').textContent).toBe('Business card1050 × 600 px');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('show only the templates of the chosen format, and say so when a format has none', async () => {
    mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    fireEvent.click(tab('instagram-story'));
    expect(shownIds()).toEqual(['summer-sale']);
    expect(tab('instagram-story').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('poster'));
    expect(shownIds()).toEqual([]);
    expect(screen.getByTestId('designer-templates-none').textContent).toBe('No templates in this category yet.');
    fireEvent.click(tab('all'));
    expect(shownIds()).toHaveLength(4);
  });

  it('open on the network a dashboard card names (instagram-template → Instagram posts)', async () => {
    mount({ start: designerStartOf({ type: 'instagram-template', designerTemplateId: null, tagId: null }) });
    await waitFor(() => expect(shownIds()).toEqual(['coffee-morning']));
    expect(tab('instagram-post').getAttribute('aria-selected')).toBe('true');
  });
});

describe('the search', () => {
  it('finds a template by its name, forgiving a typo, within the chosen category', async () => {
    mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    search('Podcast');
    expect(shownIds()).toEqual(['podcast-launch']);
    search('cofee morning');
    expect(shownIds()[0]).toBe('coffee-morning');
    search('episode');
    expect(shownIds()).toEqual(['podcast-launch']);
    fireEvent.click(tab('facebook-post'));
    expect(shownIds()).toEqual([]);
    expect(screen.getByTestId('designer-templates-none').textContent).toBe('No template matches your search.');
  });

  it('matches the names in the user’s language', async () => {
    await i18n.changeLanguage('de');
    mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    search('Sommerschluss');
    expect(shownIds()).toEqual(['summer-sale']);
    expect(screen.getByRole('button', { name: 'Sommerschlussverkauf (Plus)' })).toBeTruthy();
  });

  it('starts with a tag’s search from the link', async () => {
    mount({ start: designerStartOf({ type: null, designerTemplateId: null, tagId: 'breakfast' }) });
    await waitFor(() => expect(shownIds()).toEqual(['coffee-morning']));
    expect((screen.getByTestId('designer-template-search') as HTMLInputElement).value).toBe('breakfast');
  });
});

describe('Plus templates', () => {
  it('carry a Plus badge', async () => {
    mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    const plus = screen.getAllByTestId('designer-template').find((b) => b.getAttribute('data-template-id') === 'summer-sale')!;
    expect(within(plus).getByTestId('designer-template-plus').textContent).toBe('Plus');
    expect(screen.getAllByTestId('designer-template-plus')).toHaveLength(1);
  });

  it('send a free user to pricing (no teaser) and do not open', async () => {
    const { onTemplate } = mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Summer sale (Plus)' }));
    await waitFor(() => expect(openPricing).toHaveBeenCalledTimes(1));
    expect(onTemplate).not.toHaveBeenCalled();
    // A free template opens for everyone.
    fireEvent.click(screen.getByRole('button', { name: 'Coffee morning' }));
    expect(onTemplate).toHaveBeenCalledWith(TEMPLATES[0]);
  });

  it('open for a Plus member', async () => {
    currentUser.set({ email: 'plus@example.com', pl: '1' } as unknown as User);
    const { onTemplate } = mount();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Summer sale (Plus)' }));
    expect(onTemplate).toHaveBeenCalledWith(TEMPLATES[1]);
    expect(openPricing).not.toHaveBeenCalled();
  });
});

describe('blank designs', () => {
  it('start on a format’s size', () => {
    const { onBlank } = mount();
    const formats = screen.getAllByTestId('designer-format');
    expect(formats).toHaveLength(12);
    fireEvent.click(formats.find((f) => f.getAttribute('data-format') === 'youtube-thumbnail')!);
    expect(onBlank).toHaveBeenCalledWith({ format: 'youtube-thumbnail', width: 1280, height: 720 });
  });

  it('take a custom size within the limits, and refuse others with a clear message', () => {
    const { onBlank } = mount();
    const width = screen.getByTestId('designer-custom-width');
    const height = screen.getByTestId('designer-custom-height');
    fireEvent.change(width, { target: { value: '9000' } });
    fireEvent.click(screen.getByTestId('designer-custom-create'));
    expect(onBlank).not.toHaveBeenCalled();
    expect(screen.getByTestId('designer-custom-error').textContent).toBe('Width and height must be whole numbers of pixels from 16 to 8000.');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(height.getAttribute('aria-invalid')).toBe('false');
    for (const bad of ['10', '12.5', '']) {
      fireEvent.change(width, { target: { value: bad } });
      fireEvent.click(screen.getByTestId('designer-custom-create'));
      expect(onBlank, bad).not.toHaveBeenCalled();
    }
    fireEvent.change(width, { target: { value: '2000' } });
    fireEvent.change(height, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('designer-custom-create'));
    expect(onBlank).toHaveBeenCalledWith({ format: 'custom', width: 2000, height: 500 });
    expect(screen.queryByTestId('designer-custom-error')).toBeNull();
  });

  it('come first, focused, from the blank-canvas link', () => {
    mount({ start: designerStartOf({ type: 'blank-canvas', designerTemplateId: null, tagId: null }) });
    expect(screen.getByTestId('designer-start').getAttribute('data-focus')).toBe('blank');
    expect(document.activeElement?.getAttribute('data-format')).toBe('instagram-post');
  });
});

describe('the template index', () => {
  it('says it is loading, then shows the templates with their thumbnails', async () => {
    let resolve: (list: readonly unknown[]) => void = () => undefined;
    index.load.mockReturnValue(new Promise((r) => (resolve = r)));
    mount();
    expect(screen.getByTestId('designer-templates-loading').textContent).toBe('Loading templates…');
    resolve(TEMPLATES);
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    const image = screen.getAllByTestId('designer-template')[0]!.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/templates/coffee-morning.webp');
  });

  it('says so offline, and tries again on request', async () => {
    index.load.mockRejectedValueOnce(new Error('offline'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mount();
    const error = await screen.findByTestId('designer-templates-error');
    expect(error.getAttribute('data-offline')).toBe('true');
    expect(error.textContent).toContain('You are offline');
    onLine.mockRestore();
    fireEvent.click(screen.getByTestId('designer-templates-retry'));
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    expect(screen.queryByTestId('designer-templates-error')).toBeNull();
  });

  it('says so when it fails online', async () => {
    index.load.mockRejectedValueOnce(new Error('500'));
    mount();
    expect((await screen.findByTestId('designer-templates-error')).textContent).toContain('The templates could not be loaded.');
  });
});
