// Feature search scoring (subscription-navigation §2 "Feature search modal", §5 "Autocomplete", §9): fuse.js
// over the catalogue with the title weighing 0.7 and the context 0.3, fuzzy threshold 0.2, results scoring
// 0.5 or worse dropped, patterns longer than 32 characters searched in 32-character chunks (fuse's own
// chunking), and items of the section the user is in 0.1 better. Titles and contexts are matched in the
// user's language and in English, so "glich", "Glitch" and "Glitch-Art" all find the glitch effect. Pure: the
// caller passes the two translate functions; nothing here touches the network, so it works offline.
import Fuse, { type FuseIndex } from 'fuse.js';
import { FEATURE_FREQUENCY } from '../constants';
import { FEATURE_SEARCH_MAX, FEATURE_SEARCH_MIN, topFeatures } from '../featureFrequency';
import { cardNameKey, featureById, featureIdFor, SEARCHABLE_FEATURES, type FeatureItem, type FeatureSection } from './catalogue';

export const SEARCH_RULES = {
  titleWeight: 0.7,
  contextWeight: 0.3,
  /** Fuse's match threshold (0 exact … 1 anything). */
  threshold: 0.2,
  /** Results scoring this or worse are dropped. */
  dropScore: 0.5,
  /** Longer patterns are split into chunks of this many characters (fuse's bitap limit). */
  maxPatternLength: 32,
  /** Items of the current section score this much better. */
  sectionBonus: 0.1,
} as const;

/** Turns a translation key into text in one language. */
export type Translate = (key: string) => string;

export interface SearchDoc {
  item: FeatureItem;
  /**
   * The name in the user's language and in English, the card's name and the other words, in one text: one
   * score per key (fuse multiplies the scores of an array's matching values, which would favour features
   * with more names over better matches).
   */
  title: string;
  /** "Photo editor › Effects" in both languages, in one text. */
  context: string;
  /** The catalogue order, to keep ties stable. */
  order: number;
}

export interface SearchResult {
  item: FeatureItem;
  /** 0 best … below 0.5. */
  score: number;
}

export const CONTEXT_SEPARATOR = ' › ';

export function contextText(item: FeatureItem, t: Translate): string {
  return item.contextKeys.map((key) => t(key)).join(CONTEXT_SEPARATOR);
}

/** Names joined once each (case aside), in the order given. */
export const NAME_SEPARATOR = ' · ';

function joinUnique(values: string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const text = value.trim();
    const folded = text.toLocaleLowerCase();
    if (text === '' || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(text);
  }
  return kept.join(NAME_SEPARATOR);
}

export function searchDocs(items: readonly FeatureItem[], t: Translate, tEnglish: Translate): SearchDoc[] {
  return items.map((item, order) => {
    const card = cardNameKey(item);
    return {
      item,
      title: joinUnique([t(item.nameKey), tEnglish(item.nameKey), t(card), tEnglish(card), ...item.words]),
      context: joinUnique([contextText(item, t), contextText(item, tEnglish)]),
      order,
    };
  });
}

export interface FeatureSearchIndex {
  fuse: Fuse<SearchDoc>;
  docs: SearchDoc[];
}

/** The index over the searchable catalogue in the user's language and English; build it once per language. */
export function buildSearchIndex(t: Translate, tEnglish: Translate, items: readonly FeatureItem[] = SEARCHABLE_FEATURES): FeatureSearchIndex {
  const docs = searchDocs(items, t, tEnglish);
  const keys = [
    { name: 'title', weight: SEARCH_RULES.titleWeight },
    { name: 'context', weight: SEARCH_RULES.contextWeight },
  ];
  const index: FuseIndex<SearchDoc> = Fuse.createIndex(keys, docs);
  const fuse = new Fuse(
    docs,
    {
      keys,
      includeScore: true,
      threshold: SEARCH_RULES.threshold,
      // A name matches wherever the typed text is in it ("art" in "Glitch art").
      ignoreLocation: true,
      // Long names are not penalised against short ones: the weights alone decide.
      ignoreFieldNorm: true,
      shouldSort: false,
    },
    index,
  );
  return { fuse, docs };
}

/**
 * The results for a query, best first: fuse's score, 0.1 better for the current section, anything scoring
 * 0.5 or worse dropped; among equal scores a name with a word starting with the query's first letter goes
 * first, then the catalogue's order. An empty query has no results (the caller shows
 * the frequent features instead).
 */
export function searchFeatures(index: FeatureSearchIndex, query: string, currentSection: FeatureSection | null, limit = Infinity): SearchResult[] {
  const pattern = query.trim();
  if (pattern === '') return [];
  const results: Array<SearchResult & { order: number }> = [];
  for (const hit of index.fuse.search(pattern)) {
    const raw = hit.score ?? 1;
    const score = hit.item.item.section === currentSection ? Math.max(0, raw - SEARCH_RULES.sectionBonus) : raw;
    if (score >= SEARCH_RULES.dropScore) continue;
    results.push({ item: hit.item.item, score, order: hit.item.order });
  }
  // Equal scores: a name with a word starting like the query first ("glich": Glitch before Belichtung).
  const initial = pattern[0]!.toLocaleLowerCase();
  const wordStart = (doc: SearchDoc): number => (doc.title.toLocaleLowerCase().split(/[\s·›\-–_/()]+/u).some((word) => word.startsWith(initial)) ? 0 : 1);
  results.sort((a, b) => a.score - b.score || wordStart(index.docs[a.order]!) - wordStart(index.docs[b.order]!) || a.order - b.order);
  return results.slice(0, limit).map(({ item, score }) => ({ item, score }));
}

/**
 * The empty query's list: the 3 to 6 most used features that the search can open, most used first; none
 * when fewer than 3 exist. Scores are the stored feature frequencies (on the device, so offline too).
 */
export function frequentFeatures(scores: unknown): FeatureItem[] {
  const items: FeatureItem[] = [];
  for (const name of topFeatures(scores, FEATURE_FREQUENCY.maxTracked)) {
    const id = featureIdFor(name);
    const item = id === undefined ? undefined : featureById(id);
    if (!item || !item.available || items.includes(item)) continue;
    items.push(item);
    if (items.length === FEATURE_SEARCH_MAX) break;
  }
  return items.length >= FEATURE_SEARCH_MIN ? items : [];
}
