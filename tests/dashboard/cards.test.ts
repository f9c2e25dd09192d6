import { describe, expect, it } from 'vitest';
import { cardForFeature, cardPath, dashboardSections, GET_STARTED_COUNT, TOOL_CARDS } from '../../src/features/dashboard/cards';
import { restoreLastSection } from '../../src/features/dashboard/lastSection';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { parseDeepLink } from '../../src/lib/deeplink/parse';
import { featureById } from '../../src/lib/shared/features';
import { specialTool } from '../../src/lib/shared/editor/specialTools';
import en from '../../locales/en/dashboard.json';

/** The spec's list (account-content §2 Dashboard), in its order. */
const SPEC = ['create', 'collage', 'blank-canvas', 'editors-choice', 'designer-image', 'fantasy-portrait', 'comics', 'background-remover', 'photo-enhancer', 'portrait-relight', 'dodge-and-burn', 'straighten', 'text-editor', 'cutout', 'object-remover', 'upscale', 'expand', 'clone', 'paint-brush', 'portrait-enhancer', 'unblur-image', 'replace-color-tool', 'digital-art', 'gfx', 'denoise', 'sky-replacer', 'vector-art', 'oil-painting', 'glitch-art', 'perfectskin', 'warmer', 'cartoonizer', 'poly-art', 'chromatic', 'lens-flare', 'instagram-template', 'facebook-templates', 'twitter'];
/** The tools that run a model on the device (issue 17): only these carry the AI badge. */
const MODEL_TOOLS = ['background-remover', 'cutout', 'upscale', 'portrait-enhancer', 'portrait-relight'];

const routes = buildRouteTable();

describe('the dashboard cards', () => {
  it('are the spec’s list, in its order', () => {
    expect(TOOL_CARDS.map((c) => (c.id === 'editor' ? 'create' : c.id))).toEqual(SPEC);
  });

  it('each have a name in the dashboard namespace', () => {
    for (const card of TOOL_CARDS) expect(en, card.id).toHaveProperty(card.titleKey);
  });

  it('show the AI badge exactly where a model runs, as the catalogue says', () => {
    for (const card of TOOL_CARDS) expect(card.ai, card.id).toBe(featureById(card.id)?.ai === true && specialTool(card.id)?.ai === true);
    expect(TOOL_CARDS.filter((c) => c.ai).map((c) => c.id).sort()).toEqual([...MODEL_TOOLS].sort());
    // Ordinary filters once carried the badge; a classical algorithm never does.
    for (const id of ['cartoonizer', 'denoise', 'expand', 'object-remover', 'sky-replacer']) expect(TOOL_CARDS.find((c) => c.id === id)?.ai, id).toBe(false);
  });

  it.each(['en', 'de', 'es', 'pt', 'fr', 'it'] as const)('link to a create route of the language that opens their tool (%s)', (lang) => {
    for (const card of TOOL_CARDS) {
      const path = cardPath(lang, card);
      const resolved = routes.resolve(path);
      expect(resolved?.route.page, path).toBe('create');
      expect(resolved?.route.lang, path).toBe(lang);
      const link = parseDeepLink(resolved, '', '');
      expect(link?.sectionId, path).toBe(card.section);
      expect(link?.type ?? null, path).toBe(card.type);
    }
  });

  it('open the designer for designer tools and the collage maker for the collage', () => {
    expect(cardPath('en', TOOL_CARDS[0]!)).toBe('/create/');
    expect(cardPath('en', TOOL_CARDS[1]!)).toBe('/create/collage/');
    expect(cardPath('de', TOOL_CARDS.find((c) => c.id === 'blank-canvas')!)).toBe('/de/erstellen/designer/blank-canvas/');
    expect(cardPath('es', TOOL_CARDS.find((c) => c.id === 'glitch-art')!)).toBe('/es/crear/glitch-art/');
  });
});

describe('dashboard sections', () => {
  it('are Get started (the first five) then Our favorite tools (the rest) without frequent tools', () => {
    const sections = dashboardSections([], true);
    expect(sections.map((s) => s.id)).toEqual(['get_started', 'favorite_tools']);
    expect(sections[0]!.cards).toEqual(TOOL_CARDS.slice(0, GET_STARTED_COUNT));
    expect(sections[1]!.cards).toEqual(TOOL_CARDS.slice(GET_STARTED_COUNT));
    expect(sections[0]!.cards.length + sections[1]!.cards.length).toBe(38);
  });

  it('put Frequently used between them, from the most used features that are cards, most used first', () => {
    const sections = dashboardSections(['glitch-art', 'crop', 'background-remover', 'collage'], true);
    expect(sections.map((s) => s.id)).toEqual(['get_started', 'frequently_used', 'favorite_tools']);
    expect(sections[1]!.cards.map((c) => c.id)).toEqual(['glitch-art', 'background-remover', 'collage']);
  });

  it('hold at most 10 frequent tools', () => {
    const top = TOOL_CARDS.slice(10, 25).map((c) => c.id);
    expect(dashboardSections(top, true)[1]!.cards).toHaveLength(10);
  });

  it('leave Frequently used out where it may not be shown (narrow or mobile screens)', () => {
    expect(dashboardSections(['glitch-art'], false).map((s) => s.id)).toEqual(['get_started', 'favorite_tools']);
  });

  it('count a section opened elsewhere for its card', () => {
    expect(cardForFeature('designer')?.id).toBe('designer-image');
    expect(cardForFeature('editor')?.id).toBe('editor');
    expect(cardForFeature('crop')).toBeUndefined();
  });
});

describe('the resume-project button reads the last app section', () => {
  it.each([
    ['editor', 'editor'],
    ['collage', 'collage'],
    [{ section: 'designer' }, 'designer'],
    ['dashboard', null],
    [null, null],
    [42, null],
  ])('%j → %j', (stored, expected) => {
    expect(restoreLastSection(stored)).toBe(expected);
  });
});
