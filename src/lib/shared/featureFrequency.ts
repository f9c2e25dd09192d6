// Feature frequency scores (spec account-content §3, §4 "Feature frequency", §9): a map from feature name to
// a number, stored in Dexie and synced as the user setting feature_frequencies. Pure, no DOM.
//
// The scoring, precisely:
// - Using a feature adds BOOST (40) to its score (a new feature starts from 0); at the same step every other
//   tracked feature loses DECAY (1), never going below 0.
// - Ranking is by score, highest first; ties go to the feature just used, then to the name (A→Z), so the
//   order is stable across devices.
// - At most MAX_TRACKED (20) features are kept. A feature whose score has decayed to 0 (40 uses of other
//   features after a single use) is pruned, except that the MIN_KEPT (10) highest-ranked features are
//   always kept whatever their score, so a returning user still sees their tools.
// - The feature just used is always kept: in a full list of higher scores it replaces the lowest one, so a
//   new favourite can enter at all.
import { FEATURE_FREQUENCY } from './constants';

export type FeatureScores = Record<string, number>;

export const FEATURE_NAME_MAX = 100;
/** Feature search with an empty query shows 3 to 6 frequent items, only when at least 3 exist. */
export const FEATURE_SEARCH_MIN = 3;
export const FEATURE_SEARCH_MAX = 6;

const { boost: BOOST, decay: DECAY, maxTracked: MAX_TRACKED, minKept: MIN_KEPT, dashboardLimit: DASHBOARD_LIMIT } = FEATURE_FREQUENCY;

type Entry = [name: string, score: number];

export function isFeatureName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= FEATURE_NAME_MAX;
}

/** The setting's shape: a plain object whose values are all finite numbers (settings rule). */
export function isFeatureScores(value: unknown): value is FeatureScores {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((score) => typeof score === 'number' && Number.isFinite(score));
}

function rank(entries: Entry[], justUsed?: string): Entry[] {
  return [...entries].sort(([nameA, a], [nameB, b]) => {
    if (a !== b) return b - a;
    if (nameA === justUsed) return -1;
    if (nameB === justUsed) return 1;
    return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
  });
}

function prune(ranked: Entry[], justUsed?: string): FeatureScores {
  let kept = ranked.filter(([, score], index) => index < MIN_KEPT || score > 0).slice(0, MAX_TRACKED);
  if (justUsed !== undefined && !kept.some(([name]) => name === justUsed)) {
    const used = ranked.find(([name]) => name === justUsed);
    if (used) kept = [...kept.slice(0, MAX_TRACKED - 1), used];
  }
  return Object.fromEntries(kept);
}

function validEntries(value: unknown): Entry[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const entries: Entry[] = [];
  for (const [name, score] of Object.entries(value)) {
    if (isFeatureName(name) && typeof score === 'number' && Number.isFinite(score)) entries.push([name, Math.max(0, score)]);
  }
  return entries;
}

/**
 * Whatever was loaded (Dexie, the server's setting): drops entries that are not name → finite number,
 * lifts negative scores to 0, and applies the caps, so every other function can trust its input.
 */
export function restoreFeatureScores(value: unknown): FeatureScores {
  return prune(rank(validEntries(value)));
}

export function recordFeatureUse(scores: unknown, feature: string): FeatureScores {
  const entries = validEntries(scores);
  if (!isFeatureName(feature)) return prune(rank(entries));
  const previous = entries.find(([name]) => name === feature)?.[1] ?? 0;
  const next: Entry[] = entries
    .filter(([name]) => name !== feature)
    .map(([name, score]): Entry => [name, Math.max(0, score - DECAY)]);
  next.push([feature, previous + BOOST]);
  return prune(rank(next, feature), feature);
}

/** The most-used features, highest first: the dashboard shows up to 10. */
export function topFeatures(scores: unknown, limit: number = DASHBOARD_LIMIT): string[] {
  const count = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  return rank(validEntries(scores))
    .slice(0, count)
    .map(([name]) => name);
}

/** 3 to 6 frequent features for the empty feature search, or none when fewer than 3 are tracked. */
export function frequentForSearch(scores: unknown): string[] {
  const top = topFeatures(scores, FEATURE_SEARCH_MAX);
  return top.length >= FEATURE_SEARCH_MIN ? top : [];
}

/** Two devices' scores combined (the higher score of each feature wins), then capped like any load. */
export function mergeFeatureScores(a: unknown, b: unknown): FeatureScores {
  const merged = new Map<string, number>();
  for (const [name, score] of [...validEntries(a), ...validEntries(b)]) merged.set(name, Math.max(score, merged.get(name) ?? 0));
  return prune(rank([...merged.entries()]));
}
