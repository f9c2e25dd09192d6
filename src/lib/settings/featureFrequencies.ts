// Feature frequency scores (account-content §3, §4, §9) kept in Dexie for everyone and synced as the setting
// feature_frequencies for a signed-in user. The scoring itself is pure: src/lib/shared/featureFrequency.ts.
import { ANONYMOUS, db } from '../db/db';
import { mergeFeatureScores, recordFeatureUse as score, restoreFeatureScores, type FeatureScores } from '../shared/featureFrequency';
import { currentOwner, updateSettings } from './settingsStore';

/** Feature use is frequent; its scores travel to the server at most this often. */
export const FREQUENCY_SYNC_DELAY_MS = 5000;

export async function readFeatureScores(owner = currentOwner()): Promise<FeatureScores> {
  return restoreFeatureScores((await db().featureFrequencies.get(owner))?.scores ?? {});
}

/** The user used a feature (a tool, an effect): it gains 40 and every other feature loses 1. */
export async function recordFeatureUse(feature: string): Promise<FeatureScores> {
  const owner = currentOwner();
  const table = db().featureFrequencies;
  const scores = await db().transaction('rw', table, async () => {
    const next = score((await table.get(owner))?.scores ?? {}, feature);
    await table.put({ owner, scores: next, updatedAt: Date.now() });
    return next;
  });
  if (owner !== ANONYMOUS) await updateSettings({ feature_frequencies: scores }, { syncDelayMs: FREQUENCY_SYNC_DELAY_MS });
  return scores;
}

/** Scores from the server (another device) combined with this device's: the higher score of each feature wins. */
export async function mergeServerScores(owner: string, server: unknown): Promise<FeatureScores> {
  const table = db().featureFrequencies;
  return db().transaction('rw', table, async () => {
    const merged = mergeFeatureScores((await table.get(owner))?.scores ?? {}, server);
    await table.put({ owner, scores: merged, updatedAt: Date.now() });
    return merged;
  });
}
