// Targeted messages by cohort (subscription-navigation §4 "Targeted messages", §3 "Targeted notice"): the
// server puts a user in a cohort by setting `notice[<id>] = 0` in their settings. A message shows only to a
// signed-in user whose flag is below 1; once shown the flag becomes 1 (synced like any setting, so no other
// device shows it again) and an analytics event is tracked. Some show only when asked for (requestNotice).
import { readSettings, refreshSettings, updateSetting } from '../../lib/settings';
import { currentUser } from '../../lib/user';
import { trackEvent } from './analytics';

export interface TargetedNotice {
  id: string;
  headingText: string;
  bodyText: string;
  confirmText: string;
  confirmTo?: string;
  /** Shown only when requested (requestNotice), never on its own. */
  onRequest?: boolean;
}

export const TARGETED_NOTICES: ReadonlyMap<string, TargetedNotice> = new Map(
  [
    { id: 'learn_tour', headingText: 'notice_learn_tour_heading', bodyText: 'notice_learn_tour_body', confirmText: 'notice_learn_tour_confirm', confirmTo: '/learn/' },
    { id: 'whats_new_digest', headingText: 'notice_whats_new_heading', bodyText: 'notice_whats_new_body', confirmText: 'notice_whats_new_confirm', confirmTo: '/whats-new/', onRequest: true },
  ].map((notice) => [notice.id, notice] as const),
);

/** The ids whose flag is below 1, in the map's order (pure: the rule of §4). */
export function pendingNoticeIds(notice: Record<string, number> | undefined, signedIn: boolean): string[] {
  if (!signedIn || !notice) return [];
  return Object.keys(notice).filter((id) => Object.hasOwn(notice, id) && typeof notice[id] === 'number' && (notice[id] as number) < 1);
}

/** The first automatic notice to show now, or null. */
export function noticeToShow(notice: Record<string, number> | undefined, signedIn: boolean, requested?: string): TargetedNotice | null {
  for (const id of pendingNoticeIds(notice, signedIn)) {
    const found = TARGETED_NOTICES.get(id);
    if (!found) continue;
    if (requested ? id === requested : !found.onRequest) return found;
  }
  return null;
}

/** Marks the notice shown (flag 1) and tracks it. */
export async function markNoticeShown(id: string): Promise<void> {
  const current = (await readSettings()).notice ?? {};
  await updateSetting('notice', { ...current, [id]: 1 });
  trackEvent('targeted_message_shown', { id });
}

/** The notice this signed-in user should see now (after the server's settings arrived), or null. */
export async function findNotice(requested?: string): Promise<TargetedNotice | null> {
  const user = currentUser.get();
  if (!user) return null;
  const merged = (await refreshSettings()) ?? (await readSettings());
  return noticeToShow(merged.notice, true, requested);
}
