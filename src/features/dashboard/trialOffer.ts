// Whether a free trial is on offer (spec subscription-navigation §4 "Price group and choice"): a stored,
// unexpired trial record and no past subscription. It decides the upgrade button's label.
import { useEffect, useState } from 'react';
import { freeTrialEnabled, type TrialRecord } from '../../app/layout/navRules';
import { LOCAL_KEYS, onLocalChange, readLocal } from '../../lib/localStore';
import type { User } from '../../lib/user';

export function useTrialOffered(user: User | null | undefined): boolean {
  // The offer is read when the menu mounts; an offer that ends while it is open changes the label next time.
  const [now] = useState(() => Date.now());
  const [record, setRecord] = useState(() => readLocal<TrialRecord | null>(LOCAL_KEYS.trialRecord, null));
  useEffect(() => onLocalChange(LOCAL_KEYS.trialRecord, () => setRecord(readLocal<TrialRecord | null>(LOCAL_KEYS.trialRecord, null))), []);
  return freeTrialEnabled(record, user, now);
}
