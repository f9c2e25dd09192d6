// The feature catalogue: every editor tool is in it (derived, so a new tool cannot be left out), every name
// and context has a translation, and nothing the search offers leads to a placeholder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_SPECS } from '../../src/lib/shared/editor/catalogue';
import { EDITOR_TOOLS, toolForDeepLink } from '../../src/lib/shared/editor/tools';
import { cardNameKey, FEATURE_CATALOGUE, featureById, featureForTool, featureIdFor, featurePath, isPlusTool, SEARCHABLE_FEATURES } from '../../src/lib/shared/features';
import { APP_LANGUAGES, SITE_LANGUAGES } from '../../src/lib/shared/languages';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { parseDeepLink } from '../../src/lib/deeplink/parse';
import { TOOL_CARDS } from '../../src/features/dashboard/cards';

const root = join(__dirname, '../../locales');
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(join(root, lang))) for (const key of Object.keys(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as object)) keys.add(key);
  return keys;
}
const routes = buildRouteTable();

describe('the feature catalogue', () => {
  it('has every tool of the editor catalogue, with its deep link, name and panel as context', () => {
    for (const tool of EDITOR_TOOLS) {
      const item = featureForTool(tool.id);
      expect(item, `editor tool ${tool.id} is missing from the feature catalogue`).toBeDefined();
      expect(item!.deepLink).toBe(tool.deepLink);
      expect(item!.nameKey).toBe(tool.labelKey);
      expect(item!.contextKeys).toEqual(['section_editor', `editor_category_${tool.category}`]);
      expect(item!.available).toBe(true);
    }
    for (const spec of OPERATION_SPECS) expect(featureForTool(spec.type), `operation ${spec.type}`).toBeDefined();
  });

  it('has the dashboard and the three apps', () => {
    expect(FEATURE_CATALOGUE.filter((i) => i.kind === 'app').map((i) => i.id)).toEqual(['dashboard', 'editor', 'collage', 'designer']);
  });

  it('has unique ids', () => {
    const ids = FEATURE_CATALOGUE.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(APP_LANGUAGES)('has a name and a context for every feature in %s', (lang) => {
    const keys = keysOf(lang);
    for (const item of FEATURE_CATALOGUE) {
      expect(keys.has(item.nameKey), `${lang}: ${item.nameKey}`).toBe(true);
      expect(keys.has(cardNameKey(item)), `${lang}: ${cardNameKey(item)}`).toBe(true);
      for (const key of item.contextKeys) expect(keys.has(key), `${lang}: ${key}`).toBe(true);
    }
  });

  it.each(SITE_LANGUAGES)('offers in the search only features that open for real (%s)', (lang) => {
    for (const item of SEARCHABLE_FEATURES) {
      const path = featurePath(item, lang);
      const resolved = routes.resolve(path);
      expect(resolved?.route.lang, path).toBe(lang);
      if (item.section === 'dashboard') {
        expect(resolved?.route.page, path).toBe('dashboard');
        continue;
      }
      // The photo editor's tools open the editor; the collage maker and the designer their own sections.
      expect(resolved?.route.page, path).toBe('create');
      const link = parseDeepLink(resolved, '', '');
      expect(link?.sectionId, path).toBe(item.section);
      if (item.section === 'editor' && item.deepLink) expect(toolForDeepLink(item.deepLink)?.id, path).toBe(item.toolId);
      if (item.section === 'designer' && item.deepLink) expect(link?.type, path).toBe(item.deepLink);
    }
    expect(SEARCHABLE_FEATURES.some((i) => i.id === 'collage')).toBe(true);
    // The special tools (issue 17) are real tools now: searched, and opening their own panel.
    expect(toolForDeepLink('background-remover')?.category).toBe('tools');
    expect(SEARCHABLE_FEATURES.some((i) => i.id === 'background-remover')).toBe(true);
    // What is only announced is never offered.
    for (const item of FEATURE_CATALOGUE) if (!item.available) expect(SEARCHABLE_FEATURES.includes(item), item.id).toBe(false);
  });

  it('offers the designer and its entry points (issue 16), none of them announced any more', () => {
    for (const id of ['designer', 'blank-canvas', 'designer-image', 'instagram-template', 'facebook-templates', 'twitter']) {
      const item = featureById(id);
      expect(item?.section, id).toBe('designer');
      expect(item?.available, id).toBe(true);
      expect(SEARCHABLE_FEATURES.includes(item!), id).toBe(true);
    }
  });

  it('gives the dashboard cards their titles, links and Plus flags', () => {
    for (const card of TOOL_CARDS) {
      const item = featureById(card.id)!;
      expect(item, card.id).toBeDefined();
      expect(card.titleKey).toBe(cardNameKey(item));
      expect(card.plus).toBe(item.plus);
      expect(card.type).toBe(item.deepLink);
    }
    expect(featureById('glitch-art')?.plus).toBe(false);
    expect(featureById('background-remover')?.plus).toBe(true);
  });

  it('sends the dodge and burn, clone and paint brush cards to the retouch brushes, under the cards’ names', () => {
    for (const [id, tool] of [['dodge-and-burn', 'dodge'], ['clone', 'clone'], ['paint-brush', 'paint']] as const) {
      const item = featureById(id);
      expect([item?.available, item?.cardNameKey, toolForDeepLink(id)?.category, toolForDeepLink(id)?.operation], id).toEqual([true, `dashboard_tool_${id.replace(/-/g, '_')}`, 'retouch', tool]);
    }
  });

  it('marks every artsy look Plus, as the editor gates them', () => {
    for (const tool of EDITOR_TOOLS) if (tool.category === 'artsy') expect(isPlusTool(tool.id), tool.id).toBe(true);
    expect(isPlusTool('brightness')).toBe(false);
    expect(featureById('oil-painting')?.plus).toBe(true);
    expect(isPlusTool('no-such-tool')).toBe(false);
  });

  it('counts a feature under its id whether named by id, tool or alias', () => {
    expect(featureIdFor('glitch-art')).toBe('glitch-art');
    expect(featureIdFor('text')).toBe('text-editor');
    expect(featureIdFor('text-editor')).toBe('text-editor');
    expect(featureIdFor('photo_editor')).toBe('editor');
    expect(featureIdFor('black-white')).toBe('black-and-white');
    expect(featureIdFor('no-such-tool')).toBeUndefined();
    expect(featureIdFor('__proto__')).toBeUndefined();
  });
});
