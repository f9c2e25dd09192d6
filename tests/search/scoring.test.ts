// Feature search scoring (subscription-navigation §2, §5, §9): weights, the section bonus, both languages,
// the threshold and the drop at 0.5, 32-character chunks; and the empty query's frequent list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, FEATURE_CATALOGUE, frequentFeatures, searchFeatures, SEARCH_RULES, type FeatureItem, type Translate } from '../../src/lib/shared/features';
import { recordFeatureUse } from '../../src/lib/shared/featureFrequency';

const root = join(__dirname, '../../locales');
function translate(lang: string): Translate {
  const all: Record<string, string> = {};
  for (const file of readdirSync(join(root, lang))) Object.assign(all, JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Record<string, string>);
  return (key) => all[key] ?? key;
}
const en = translate('en');
const de = translate('de');
const ids = (results: { item: FeatureItem }[]): string[] => results.map((r) => r.item.id);

/** Made-up features whose names are their keys, to test the rules alone. */
function item(id: string, name: string, context: string, section: FeatureItem['section'] = 'editor'): FeatureItem {
  return { id, kind: 'tool', nameKey: name, contextKeys: [context], section, deepLink: id, words: [], plus: false, ai: false, available: true };
}
const same: Translate = (key) => key;

describe('feature search over the catalogue', () => {
  const english = buildSearchIndex(en, en);
  const german = buildSearchIndex(de, en);

  it('finds the designer and its Instagram templates (issue 16)', () => {
    expect(ids(searchFeatures(english, 'instagram', 'dashboard'))[0]).toBe('instagram-template');
    expect(ids(searchFeatures(english, 'blank canvas', 'dashboard'))[0]).toBe('blank-canvas');
    expect(ids(searchFeatures(german, de('section_designer'), 'dashboard'))).toContain('designer');
    expect(ids(searchFeatures(english, 'poster', 'dashboard'))).toContain('designer');
  });

  it('finds Glitch for "glich", "Glitch" and the German name, first', () => {
    expect(ids(searchFeatures(english, 'glich', 'dashboard'))[0]).toBe('glitch-art');
    expect(ids(searchFeatures(english, 'Glitch', 'dashboard'))[0]).toBe('glitch-art');
    expect(ids(searchFeatures(german, 'glich', 'dashboard'))[0]).toBe('glitch-art');
    expect(ids(searchFeatures(german, de('effect_glitch_art'), 'dashboard'))[0]).toBe('glitch-art');
  });

  it('searches the user’s language and English', () => {
    expect(de('tool_crop')).not.toBe(en('tool_crop'));
    expect(ids(searchFeatures(german, de('tool_crop'), 'editor'))[0]).toBe('crop');
    expect(ids(searchFeatures(german, 'crop', 'editor'))[0]).toBe('crop');
    // English alone does not know the German name.
    expect(ids(searchFeatures(english, de('tool_crop'), 'editor'))).not.toContain('crop');
  });

  it('matches the context: a panel’s name lists its tools', () => {
    const effects = ids(searchFeatures(german, de('editor_category_effect'), 'editor'));
    expect(effects).toContain('glitch-art');
    expect(effects).toContain('sepia');
    expect(effects).not.toContain('crop');
  });

  it('finds the perspective correction by its name, "keystone", and in German, first (a special tool, issue 17)', () => {
    expect(ids(searchFeatures(english, 'perspective', 'editor'))[0]).toBe('perspective');
    expect(ids(searchFeatures(english, 'keystone', 'dashboard'))[0]).toBe('perspective');
    expect(ids(searchFeatures(german, de('tools_perspective'), 'editor'))[0]).toBe('perspective');
  });

  it('finds nothing for text that is no feature', () => {
    expect(searchFeatures(english, 'qxzvqk', 'editor')).toEqual([]);
    expect(searchFeatures(english, '   ', 'editor')).toEqual([]);
  });
});

describe('feature search rules', () => {
  it('weighs the title 0.7 and the context 0.3: a name match ranks before a context match', () => {
    expect(SEARCH_RULES.titleWeight).toBe(0.7);
    expect(SEARCH_RULES.contextWeight).toBe(0.3);
    const index = buildSearchIndex(same, same, [item('by-context', 'Alpha', 'Walrus'), item('by-name', 'Walrus', 'Alpha')]);
    const results = searchFeatures(index, 'walrus', null);
    expect(ids(results)).toEqual(['by-name', 'by-context']);
    expect(results[0]!.score).toBeLessThan(results[1]!.score);
  });

  it('drops results scoring 0.5 or worse: a typo only in the context is too weak', () => {
    // One wrong letter in six scores about 0.17 (within the 0.2 threshold); weighed 0.3 that is 0.17^0.3 ≈ 0.59.
    const index = buildSearchIndex(same, same, [item('typo-in-name', 'Pelican', 'Birds'), item('typo-in-context', 'Birds', 'Pelican')]);
    expect(ids(searchFeatures(index, 'pelxcan', null))).toEqual(['typo-in-name']);
  });

  it('does not match beyond the 0.2 threshold', () => {
    const index = buildSearchIndex(same, same, [item('pelican', 'Pelican', 'Birds')]);
    expect(ids(searchFeatures(index, 'pelxcan', null))).toEqual(['pelican']); // 1 error in 7
    expect(ids(searchFeatures(index, 'pxlxcan', null))).toEqual([]); // 2 errors in 7
  });

  it('gives items of the current section a 0.1 better score', () => {
    const index = buildSearchIndex(same, same, [item('in-collage', 'Frame', 'Look', 'collage'), item('in-editor', 'Frame', 'Look', 'editor')]);
    const fromEditor = searchFeatures(index, 'framx', 'editor');
    const fromCollage = searchFeatures(index, 'framx', 'collage');
    expect(ids(fromEditor)).toEqual(['in-editor', 'in-collage']);
    expect(ids(fromCollage)).toEqual(['in-collage', 'in-editor']);
    expect(fromEditor[1]!.score - fromEditor[0]!.score).toBeCloseTo(SEARCH_RULES.sectionBonus, 5);
    // Without a section neither is preferred: the catalogue's order stands.
    expect(ids(searchFeatures(index, 'framx', null))).toEqual(['in-collage', 'in-editor']);
  });

  it('splits patterns longer than 32 characters into chunks and averages their scores', () => {
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH';
    expect(long.length).toBeGreaterThan(SEARCH_RULES.maxPatternLength);
    const index = buildSearchIndex(same, same, [item('long', long, 'Context')]);
    expect(ids(searchFeatures(index, long, null))).toEqual(['long']);
    // The first chunk matches exactly, the second not at all: (0 + 1) / 2 = 0.5 is dropped.
    expect(searchFeatures(index, `${long.slice(0, 32)}QQQQQQQQQQQQ`, null)).toEqual([]);
  });
});

describe('the empty query’s most used features', () => {
  const used = (...features: string[]): Record<string, number> => features.reduce<Record<string, number>>((scores, f) => recordFeatureUse(scores, f), {});

  it('are none until three features were used', () => {
    expect(frequentFeatures({})).toEqual([]);
    expect(frequentFeatures(used('crop', 'glitch-art'))).toEqual([]);
  });

  it('are the three to six most used, most used first', () => {
    expect(frequentFeatures(used('crop', 'glitch-art', 'sepia')).map((i) => i.id)).toEqual(['sepia', 'glitch-art', 'crop']);
    const eight = used('crop', 'rotate', 'flip', 'sepia', 'noir', 'lomo', 'vignette', 'glitch-art', 'glitch-art');
    const list = frequentFeatures(eight).map((i) => i.id);
    expect(list).toHaveLength(6);
    expect(list[0]).toBe('glitch-art');
  });

  it('count only features the search can open (not announced ones, not unknown names), by catalogue id', () => {
    expect(frequentFeatures(used('crop', '__proto__', 'no-such-thing', 'glitch-art'))).toEqual([]);
    for (const item of FEATURE_CATALOGUE.filter((i) => !i.available)) expect(frequentFeatures(used('crop', item.id, 'glitch-art')), item.id).toEqual([]);
    // A special tool (issue 17) opens for real, so it counts.
    expect(frequentFeatures(used('crop', 'background-remover', 'glitch-art')).map((i) => i.id).sort()).toEqual(['background-remover', 'crop', 'glitch-art']);
    // Older names count for their feature: 'text' is the text tool, 'photo_editor' the editor.
    expect(frequentFeatures(used('text', 'photo_editor', 'crop')).map((i) => i.id)).toEqual(['crop', 'editor', 'text-editor']);
  });
});
