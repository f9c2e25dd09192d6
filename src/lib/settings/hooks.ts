// React access to the settings and feature frequencies: live from Dexie (changes in any tab or in the
// service worker show at once), for the signed-in user or the visitor.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ANONYMOUS, db } from '../db/db';
import { restoreFeatureScores, topFeatures, type FeatureScores } from '../shared/featureFrequency';
import type { SettingKey, Settings } from '../shared/settings';
import { currentUser } from '../user';
import { settingValue, updateSetting } from './settingsStore';

function useOwner(): string {
  const user = useSyncExternalStore(currentUser.subscribe, currentUser.get, currentUser.get);
  return user?.email ?? ANONYMOUS;
}

/**
 * `[value, set]` of one setting; `set` validates, stores in Dexie and syncs (it rejects on invalid values).
 * The new value shows at once, before Dexie's live query reports it (a controlled input must not flick back).
 */
export function useSetting<K extends SettingKey>(key: K): [Settings[K] | undefined, (value: Settings[K]) => Promise<void>] {
  const owner = useOwner();
  const values = useLiveQuery(async () => (await db().settings.get(owner))?.values ?? {}, [owner]);
  const stored = settingValue(values ?? {}, key);
  const [optimistic, setOptimistic] = useState<{ value: Settings[K] } | null>(null);
  useEffect(() => {
    if (optimistic && JSON.stringify(optimistic.value) === JSON.stringify(stored)) setOptimistic(null);
  }, [optimistic, stored]);
  const set = useCallback(
    async (value: Settings[K]) => {
      setOptimistic({ value });
      try {
        await updateSetting(key, value);
      } catch (error) {
        setOptimistic(null);
        throw error;
      }
    },
    [key],
  );
  return [optimistic ? optimistic.value : stored, set];
}

/** Keys of the signed-in user's settings that have not reached the server yet. */
export function usePendingSettings(): string[] {
  const owner = useOwner();
  return useLiveQuery(async () => (await db().settings.get(owner))?.pending ?? [], [owner]) ?? [];
}

/** The feature frequency scores and the most-used features (the dashboard shows up to 10). */
export function useFeatureFrequencies(): { scores: FeatureScores; top: string[] } {
  const owner = useOwner();
  const scores = useLiveQuery(async () => restoreFeatureScores((await db().featureFrequencies.get(owner))?.scores ?? {}), [owner]) ?? {};
  return { scores, top: topFeatures(scores) };
}
