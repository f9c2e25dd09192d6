// The Dexie-first settings store (src/lib/settings): spec §5 validation, Dexie before the network, the
// sync to auth/update-user-options through the one outbox with a stable request id, and the server refresh.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, db } from '../../src/lib/db/db';
import { cancelScheduledSync, mergeServerSettings, readSettings, settingsRequestId, syncSettings, updateSetting, updateSettings, SettingsError } from '../../src/lib/settings/settingsStore';
import { mergeServerScores, readFeatureScores, recordFeatureUse } from '../../src/lib/settings/featureFrequencies';
import { NO_VALID_SETTINGS, decodeSettingsPayload } from '../../src/lib/shared/settings';
import { currentUser, type User } from '../../src/lib/user';
import { recentReports } from '../../src/lib/report';

const EMAIL = 'maria@example.com';

interface Sent {
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

let sent: Sent[] = [];
let answer: () => Response | Promise<Response> = () => json(200, { data: 'success' });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function signIn(email = EMAIL): void {
  currentUser.set({ email } as User);
}

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sent = [];
  answer = () => json(200, { data: 'success' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const params = new URLSearchParams(String(init.body ?? ''));
    sent.push({ url, headers: init.headers as Record<string, string>, data: decodeSettingsPayload(params.get('data') ?? '') });
    return answer();
  });
  await db().settings.clear();
  await db().featureFrequencies.clear();
  await db().outbox.clear();
  currentUser.set(null);
});

afterEach(() => {
  cancelScheduledSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('validation (spec §5)', () => {
  it('keeps valid values and drops unknown keys and invalid values, reporting both', async () => {
    const result = await updateSettings({ autosave: 'no', mystery: 1, snapping: 'maybe' });
    expect(result.valid).toEqual({ autosave: 'no' });
    expect(result.unknown).toEqual(['mystery']);
    expect(result.invalid).toEqual(['snapping']);
    expect(await readSettings(ANONYMOUS)).toEqual({ autosave: 'no' });
    const reports = recentReports().slice(-2).map((r) => r.message);
    expect(reports).toEqual(['unknown settings dropped', 'invalid settings dropped']);
  });

  it('fails with "No valid settings provided" and stores nothing when nothing is valid', async () => {
    await expect(updateSettings({ autosave: 'sometimes', colour: 'red' })).rejects.toThrow(SettingsError);
    await expect(updateSettings({ autosave: 'sometimes' })).rejects.toThrow(NO_VALID_SETTINGS);
    expect(await db().settings.count()).toBe(0);
  });
});

describe('a visitor', () => {
  it('keeps settings on the device only', async () => {
    await updateSetting('theme_color', 'light');
    expect(await db().settings.get(ANONYMOUS)).toMatchObject({ values: { theme_color: 'light' }, pending: [] });
    expect(await syncSettings()).toBe('nothing');
    expect(sent).toEqual([]);
  });
});

describe('a signed-in user', () => {
  beforeEach(() => signIn());

  it('has the change in Dexie before the network answers, marked pending', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = () => resolve(json(200, { data: 'success' }))));
    await updateSetting('autosave', 'no');
    expect(await db().settings.get(EMAIL)).toMatchObject({ values: { autosave: 'no' }, pending: ['autosave'] });
    const syncing = syncSettings();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(await readSettings()).toEqual({ autosave: 'no' });
    release();
    expect(await syncing).toBe('synced');
    expect((await db().settings.get(EMAIL))?.pending).toEqual([]);
  });

  it('sends the pending changes through the outbox with the data wrapper, its request id and owner', async () => {
    await updateSettings({ autosave: 'no', guides: 'yes' });
    await syncSettings();
    const [request] = sent;
    expect(request?.url).toBe('/api/auth/update-user-options/');
    expect(request?.headers['x-user-email']).toBe(EMAIL);
    expect(request?.headers['x-request-id']).toMatch(/^settings-[0-9a-f]{40}$/);
    expect(request?.data).toEqual({ autosave: 'no', guides: 'yes' });
    expect(await db().outbox.count()).toBe(0);
  });

  it('keeps a change made offline pending and waiting in the outbox, then sends it as the same request', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('queued');
    expect((await db().settings.get(EMAIL))?.pending).toEqual(['autosave']);
    expect((await db().outbox.toArray()).map((e) => e.label)).toEqual([{ key: 'settings', params: { keys: 'autosave' } }]);
    // Sent again (the connection is back, or the page was reloaded): the same request, applied once by the server.
    answer = () => json(200, { data: 'success' });
    expect(await syncSettings()).toBe('synced');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['x-request-id']).toBe(sent[0]?.headers['x-request-id']);
    expect((await db().settings.get(EMAIL))?.pending).toEqual([]);
    expect(await db().outbox.count()).toBe(0);
  });

  it('gives a later change a new request id', async () => {
    const row = (await updateSetting('autosave', 'no'), await db().settings.get(EMAIL));
    const first = await settingsRequestId(EMAIL, row!.updatedAt, { autosave: 'no' });
    expect(await settingsRequestId(EMAIL, row!.updatedAt, { autosave: 'no' })).toBe(first);
    expect(await settingsRequestId(EMAIL, row!.updatedAt + 1, { autosave: 'no' })).not.toBe(first);
    expect(await settingsRequestId(EMAIL, row!.updatedAt, { autosave: 'ask' })).not.toBe(first);
    expect(await settingsRequestId('other@example.com', row!.updatedAt, { autosave: 'no' })).not.toBe(first);
  });

  it('keeps a value the user changed again while the first was on its way', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = () => resolve(json(200, { data: 'success' }))));
    await updateSetting('autosave', 'no');
    const syncing = syncSettings();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await updateSetting('autosave', 'ask');
    release();
    await syncing;
    expect(await db().settings.get(EMAIL)).toMatchObject({ values: { autosave: 'ask' }, pending: ['autosave'] });
  });

  it('stops sending a change the server refused', async () => {
    answer = () => json(400, { error: { code: 'no_valid_settings', message: NO_VALID_SETTINGS } });
    await updateSetting('autosave', 'no');
    expect(await syncSettings()).toBe('refused');
    expect((await db().settings.get(EMAIL))?.pending).toEqual([]);
  });

  it('takes the server settings but keeps its own changes not yet sent', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await updateSettings({ autosave: 'no', snapping: 'yes' });
    await syncSettings();
    await db().settings.update(EMAIL, { pending: ['autosave'] });
    const merged = await mergeServerSettings(EMAIL, { autosave: 'yes', snapping: 'no', guides: 'no', unknown_key: 1, theme_color: 'purple' });
    expect(merged).toEqual({ autosave: 'no', snapping: 'no', guides: 'no' });
  });

  it('keeps its own dismissals and shown notices when another device’s settings arrive', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    // This device dismissed an announcement offline (still pending) and had synced a notice earlier.
    await updateSettings({ dismissed_messages: ['pwa_install', 'weekly_tips@9000'], notice: { storage_full: 1 } });
    await syncSettings();
    await db().settings.update(EMAIL, { pending: ['dismissed_messages'] });
    const merged = await mergeServerSettings(EMAIL, { dismissed_messages: ['edit_layer', 'weekly_tips@4000'], notice: { storage_full: 0, plus_trial: 1 } });
    expect(merged.dismissed_messages).toEqual(['pwa_install', 'edit_layer', 'weekly_tips@9000']);
    expect(merged.notice).toEqual({ storage_full: 1, plus_trial: 1 });
    expect((await readSettings()).dismissed_messages).toEqual(merged.dismissed_messages);
  });
});

describe('feature frequencies', () => {
  it('scores a use in Dexie for a visitor, without any request', async () => {
    await recordFeatureUse('crop');
    await recordFeatureUse('effects');
    expect(await readFeatureScores(ANONYMOUS)).toEqual({ effects: 40, crop: 39 });
    expect(sent).toEqual([]);
  });

  it('syncs a signed-in user’s scores as the setting feature_frequencies', async () => {
    signIn();
    await recordFeatureUse('crop');
    expect(await db().settings.get(EMAIL)).toMatchObject({ values: { feature_frequencies: { crop: 40 } }, pending: ['feature_frequencies'] });
    await syncSettings();
    expect(sent[0]?.data).toEqual({ feature_frequencies: { crop: 40 } });
  });

  it('merges another device’s scores, the higher score of each feature winning', async () => {
    signIn();
    await recordFeatureUse('crop');
    expect(await mergeServerScores(EMAIL, { crop: 10, text: 80 })).toEqual({ text: 80, crop: 40 });
  });
});
