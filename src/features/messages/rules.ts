// When an announcement may show (subscription-navigation §4 "Announcements", §9): once, unless dismissed;
// a weekly one again 7 days after its dismissal; none within a day of the last one shown on this device.
// Dismissals are kept as strings in the `dismissed_messages` setting: `id` for a one-time announcement,
// `id@<epoch ms>` for a weekly one (the time it was dismissed).
import { MESSAGE_TIMINGS } from './timings';

export interface AnnouncementRule {
  id: string;
  weekly?: boolean;
}

/** When the weekly announcement `id` was last dismissed, or null; a one-time dismissal counts as "ever". */
export function dismissedAt(dismissed: readonly string[], id: string): number | null {
  let latest: number | null = null;
  for (const entry of dismissed) {
    if (entry === id) return Number.POSITIVE_INFINITY;
    if (entry.startsWith(`${id}@`)) {
      const at = Number(entry.slice(id.length + 1));
      if (Number.isFinite(at) && (latest === null || at > latest)) latest = at;
    }
  }
  return latest;
}

export function isDismissed(rule: AnnouncementRule, dismissed: readonly string[], now: number): boolean {
  const at = dismissedAt(dismissed, rule.id);
  if (at === null) return false;
  if (at === Number.POSITIVE_INFINITY || !rule.weekly) return true;
  return now - at < MESSAGE_TIMINGS.weeklyRepeatMs;
}

/** Whether a takeover (any announcement) was shown less than a day ago. */
export function inTakeoverCooldown(lastTakeoverAt: number | null, now: number): boolean {
  return lastTakeoverAt !== null && now - lastTakeoverAt >= 0 && now - lastTakeoverAt < MESSAGE_TIMINGS.takeoverCooldownMs;
}

export function mayShow(rule: AnnouncementRule, state: { dismissed: readonly string[]; lastTakeoverAt: number | null }, now: number): boolean {
  return !isDismissed(rule, state.dismissed, now) && !inTakeoverCooldown(state.lastTakeoverAt, now);
}

/** The dismissed list after dismissing `rule` now: a weekly entry replaces its older ones; no duplicates. */
export function withDismissal(rule: AnnouncementRule, dismissed: readonly string[], now: number): string[] {
  if (!rule.weekly) return dismissed.includes(rule.id) ? [...dismissed] : [...dismissed, rule.id];
  return [...dismissed.filter((entry) => !entry.startsWith(`${rule.id}@`)), `${rule.id}@${now}`];
}
