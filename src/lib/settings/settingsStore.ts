// The user's settings, Dexie first (ARCHITECTURE.md "Offline and sync"; spec shell-auth-platform §3, §5):
// - read from Dexie at start, so the app has them with no network;
// - a change is validated (unknown keys logged and dropped, invalid values reported and dropped, "No valid
//   settings provided" when nothing is left), written to Dexie, marked pending, then sent to
//   auth/update-user-options through the one outbox (src/lib/outbox: it waits there while offline);
// - refreshed from auth/get-user-options when online; a change not yet on the server wins over the server's.
//
// A pending change is sent with an X-Request-Id derived from what it holds (owner, time of the change,
// values): sending the same pending change again — after a reload — is the same request to the server, which
// applies it once and answers repeats with its stored answer. When the outbox delivers a queued
// change, its effect takes the sent values off the pending list in Dexie wherever the outbox was drained
// (this page, another tab, the service worker): one server round trip per change.
import { ANONYMOUS, db, type SettingsRow } from '../db/db';
import { ApiError, apiCall } from '../request';
import { report } from '../report';
import { mergeSettings } from '../shared/settingsMerge';
import { currentUser } from '../user';
import { NO_VALID_SETTINGS, encodeSettingsPayload, hasValidSettings, validateSettings, type SettingKey, type Settings, type SettingsValidation } from '../shared/settings';

export const SETTINGS_CALL = 'auth/update-user-options';
export const GET_SETTINGS_CALL = 'auth/get-user-options';
/** Changes made in quick succession travel together. */
export const SYNC_DELAY_MS = 400;

/** What the app uses when a setting was never chosen (the spec does not give defaults). */
export const SETTING_DEFAULTS = {
  autosave: 'yes',
  snapping: 'yes',
  display_distances: 'yes',
  guides: 'yes',
  canvas_bg_color: 'dark',
  theme_color: 'dark',
} as const satisfies Partial<Settings>;

export class SettingsError extends Error {
  constructor(
    readonly code: 'no_valid_settings',
    message: string,
    readonly validation: SettingsValidation,
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

export type SyncResult = 'nothing' | 'synced' | 'queued' | 'offline' | 'refused';

/** Whose settings the page works with: the signed-in user's email, else the visitor's local ones. */
export function currentOwner(): string {
  return currentUser.get()?.email ?? ANONYMOUS;
}

/** Spec §5. Throws SettingsError(no_valid_settings) when nothing valid is left. */
export function checkSettings(input: unknown): SettingsValidation {
  const validation = validateSettings(input);
  if (validation.unknown.length) report('warning', 'unknown settings dropped', { keys: validation.unknown });
  if (validation.invalid.length) report('warning', 'invalid settings dropped', { keys: validation.invalid });
  if (!hasValidSettings(validation)) throw new SettingsError('no_valid_settings', NO_VALID_SETTINGS, validation);
  return validation;
}

export async function readSettings(owner = currentOwner()): Promise<Partial<Settings>> {
  return (await db().settings.get(owner))?.values ?? {};
}

export function settingValue<K extends SettingKey>(values: Partial<Settings>, key: K): Settings[K] | undefined {
  const value = values[key];
  if (value !== undefined) return value;
  return (SETTING_DEFAULTS as Partial<Settings>)[key];
}

function pick(values: Partial<Settings>, keys: readonly string[]): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in values) out[key] = (values as Record<string, unknown>)[key];
  return out as Partial<Settings>;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let timerDue = 0;

/** Sends pending changes after `delayMs`; an earlier request wins over a later one. */
export function scheduleSync(delayMs = SYNC_DELAY_MS): void {
  const due = Date.now() + delayMs;
  if (timer && timerDue <= due) return;
  if (timer) clearTimeout(timer);
  timerDue = due;
  timer = setTimeout(() => {
    timer = undefined;
    void syncSettings().catch((error: unknown) => report('warning', 'settings sync failed', String(error)));
  }, delayMs);
}

/** Drops a scheduled sync (sign-out; tests that drive the sync themselves). */
export function cancelScheduledSync(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

/**
 * Validates and stores settings in Dexie (first), then schedules their sync for a signed-in user.
 * Rejects with SettingsError when nothing is valid, and with Dexie's error when storage fails (full disk:
 * see isQuotaError) — never silently.
 */
export async function updateSettings(input: Partial<Settings> | Record<string, unknown>, options: { syncDelayMs?: number } = {}): Promise<SettingsValidation> {
  const validation = checkSettings(input);
  const owner = currentOwner();
  const synced = owner !== ANONYMOUS;
  const table = db().settings;
  await db().transaction('rw', table, async () => {
    const row = await table.get(owner);
    const values = { ...(row?.values ?? {}), ...validation.valid };
    const changed = Object.keys(validation.valid).filter((key) => !same((row?.values as Record<string, unknown> | undefined)?.[key], (validation.valid as Record<string, unknown>)[key]));
    const pending = synced ? [...new Set([...(row?.pending ?? []), ...changed])] : [];
    await table.put({ owner, values, pending, updatedAt: changed.length ? Date.now() : (row?.updatedAt ?? Date.now()) });
  });
  if (synced) scheduleSync(options.syncDelayMs);
  return validation;
}

export function updateSetting<K extends SettingKey>(key: K, value: Settings[K], options?: { syncDelayMs?: number }): Promise<SettingsValidation> {
  return updateSettings({ [key]: value } as Partial<Settings>, options);
}

/** The X-Request-Id of a pending change: the same change always gets the same id. */
export async function settingsRequestId(owner: string, updatedAt: number, changes: Partial<Settings>): Promise<string> {
  const entries = Object.keys(changes).sort().map((key) => [key, (changes as Record<string, unknown>)[key]]);
  const text = `${owner}\n${updatedAt}\n${JSON.stringify(entries)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `settings-${hex.slice(0, 40)}`;
}

/** Takes the sent values off the pending list, unless the user changed them again meanwhile. */
async function clearPending(owner: string, sent: Partial<Settings>): Promise<void> {
  const table = db().settings;
  await db().transaction('rw', table, async () => {
    const row = await table.get(owner);
    if (!row) return;
    const pending = row.pending.filter((key) => !(key in sent) || !same((row.values as Record<string, unknown>)[key], (sent as Record<string, unknown>)[key]));
    await table.put({ ...row, pending });
  });
}

let syncing: Promise<SyncResult> | undefined;

/** Sends the pending changes of the signed-in user now (one send at a time). */
export function syncSettings(): Promise<SyncResult> {
  syncing ??= pushPending(currentOwner()).finally(() => {
    syncing = undefined;
  });
  return syncing;
}

async function pushPending(owner: string): Promise<SyncResult> {
  if (owner === ANONYMOUS) return 'nothing';
  const row = await db().settings.get(owner);
  if (!row || row.pending.length === 0) return 'nothing';
  const changes = pick(row.values, row.pending);
  if (Object.keys(changes).length === 0) {
    await clearPending(owner, {});
    return 'nothing';
  }
  const requestId = await settingsRequestId(owner, row.updatedAt, changes);
  try {
    // The one outbox (src/lib/outbox): sent now when online; offline, it waits there (also for the worker's
    // Background Sync) and its delivery takes the sent values off the pending list on the device.
    const { sendSettings } = await import('../outbox/page');
    const result = await sendSettings(owner, SETTINGS_CALL, requestId, encodeSettingsPayload(changes), changes);
    if (result.state === 'waiting') return 'queued';
    if (result.state === 'refused') {
      report('warning', 'the server refused settings', { code: result.code, keys: Object.keys(changes) });
      await clearPending(owner, changes);
      return 'refused';
    }
    await clearPending(owner, changes);
    return 'synced';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return 'offline';
  }
}

/**
 * The service worker delivered (or the server refused) the queued change with this X-Request-Id. When it is
 * the change still pending here, its values are settled: delivered, the server holds what this device holds;
 * refused, sending it again cannot help. No request: the worker's replay was the change's round trip.
 * Returns false when the id is not the pending change's (an older change, another user's, already settled).
 */
export async function settleQueuedChange(requestId: string): Promise<boolean> {
  const owner = currentOwner();
  if (owner === ANONYMOUS) return false;
  const row = await db().settings.get(owner);
  if (!row || row.pending.length === 0) return false;
  const changes = pick(row.values, row.pending);
  if ((await settingsRequestId(owner, row.updatedAt, changes)) !== requestId) return false;
  await clearPending(owner, changes);
  return true;
}

/**
 * Takes the server's settings (auth/get-user-options): valid values replace the local ones, except the
 * changes still waiting to reach the server. Returns the merged values.
 */
export async function mergeServerSettings(owner: string, server: unknown): Promise<Partial<Settings>> {
  const { valid, unknown, invalid } = validateSettings(server);
  if (unknown.length || invalid.length) report('warning', 'server settings dropped', { unknown, invalid });
  const table = db().settings;
  let merged: Partial<Settings> = {};
  await db().transaction('rw', table, async () => {
    const row: SettingsRow | undefined = await table.get(owner);
    const pending = row?.pending ?? [];
    // The server's values win, but for the pending changes; dismissals and shown notices are joined.
    const values = row?.values ?? {};
    merged = mergeSettings(mergeSettings(values, valid), pick(values, pending));
    await table.put({ owner, values: merged, pending, updatedAt: row?.updatedAt ?? Date.now() });
  });
  return merged;
}

/** Fetches the signed-in user's settings from the server; resolves null when offline or signed out. */
export async function refreshSettings(): Promise<Partial<Settings> | null> {
  const owner = currentOwner();
  if (owner === ANONYMOUS) return null;
  try {
    const server = await apiCall<unknown>(GET_SETTINGS_CALL, {}, { offlinePrompt: false });
    if (currentOwner() !== owner) return null;
    return await mergeServerSettings(owner, server);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Sign-out clears local settings (spec §1); the accounts area calls this. */
export async function clearLocalSettings(owner: string): Promise<void> {
  await db().transaction('rw', db().settings, db().featureFrequencies, async () => {
    await db().settings.delete(owner);
    await db().featureFrequencies.delete(owner);
  });
}

/**
 * The user's language (auth/update-language) through the one outbox (src/lib/outbox): offline it waits there
 * and is delivered once, in order. Here so the session's start-up code reaches it through a chunk it already
 * loads lazily.
 */
export async function sendLanguage(owner: string, lang: string): Promise<void> {
  const outbox = await import('../outbox/page');
  await outbox.sendLanguage(owner, lang);
}
