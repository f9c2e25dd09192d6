// How two copies of the settings meet (the server's stored ones and a device's change, or the server's
// answer and a device's pending change) without one device undoing what another did. Most settings are
// "the later value wins"; two are lists of things that happened, which only grow:
// - dismissed_messages: a union. `id` (a one-time dismissal) stays for ever; for a weekly one (`id@<ms>`)
//   the latest dismissal is kept, so a device that missed the other's dismissal cannot bring it back.
// - notice: a map of message id to shown (0 or 1); shown on any device means shown.
// Shared by the server (auth/update-user-options) and the client (merging auth/get-user-options).
import type { Settings } from './settings';

/** The union of two dismissal lists: bare ids once, and per weekly id only its latest `id@<ms>`. */
export function mergeDismissals(a: readonly string[], b: readonly string[]): string[] {
  const bare = new Set<string>();
  const weekly = new Map<string, number>();
  for (const entry of [...a, ...b]) {
    const at = entry.lastIndexOf('@');
    const time = at > 0 ? Number(entry.slice(at + 1)) : Number.NaN;
    if (at > 0 && Number.isFinite(time) && entry.slice(at + 1) !== '') {
      const id = entry.slice(0, at);
      const known = weekly.get(id);
      if (known === undefined || time > known) weekly.set(id, time);
    } else {
      bare.add(entry);
    }
  }
  return [...bare, ...[...weekly].map(([id, time]) => `${id}@${time}`)];
}

/** Both notice maps; a message shown (1) on either side stays shown. */
export function mergeNotices(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const merged = new Map<string, number>();
  for (const source of [a, b]) {
    for (const [id, shown] of Object.entries(source)) merged.set(id, Math.max(merged.get(id) ?? 0, shown));
  }
  return Object.fromEntries(merged);
}

/** `base` with `incoming` laid over it: the later value wins, except for the two growing settings above. */
export function mergeSettings(base: Partial<Settings>, incoming: Partial<Settings>): Partial<Settings> {
  const merged: Partial<Settings> = { ...base, ...incoming };
  // Stored settings were checked when written; a list or map spoilt since then is simply replaced.
  if (Array.isArray(base.dismissed_messages) && Array.isArray(incoming.dismissed_messages)) merged.dismissed_messages = mergeDismissals(base.dismissed_messages, incoming.dismissed_messages);
  if (isMap(base.notice) && isMap(incoming.notice)) merged.notice = mergeNotices(base.notice, incoming.notice);
  return merged;
}

function isMap(value: unknown): value is Record<string, number> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
