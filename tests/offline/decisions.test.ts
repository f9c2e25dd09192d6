// @vitest-environment jsdom
// The offline area's decisions: the update flow (spec §4.7), the sync indicator's states, the create
// route's fallback on an unsupported device (§2.4), graphic_info, the shared image's queue behavior (§3),
// and how queued changes are named.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { decideWaiting, needsSaveFirst, saveFirstKey, updatePollMs, waitForActivation } from '../../src/features/offline/updateFlow';
import { syncIndicator, waitingCount } from '../../src/features/offline/SyncStatus';
import { createFallback, encodedRenderer } from '../../src/features/offline/compatGate';
import { queueBehaviorFor } from '../../src/features/offline/sharedImage';
import { describeChange, describeReason } from '../../src/features/offline/labels';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { decodeBa } from '../../src/lib/shared/validators';
import type { CompatResult } from '../../src/lib/compat/compatClient';

describe('update flow (spec §4.7)', () => {
  it('activates the waiting worker only when it is the page’s own version', () => {
    expect(decideWaiting('0.1.0+abc', '0.1.0+abc')).toBe('activate');
    expect(decideWaiting('0.1.0+abc', '0.1.0+def')).toBe('prompt');
    // A worker that does not say its version (an old release, a timeout) is offered, never forced.
    expect(decideWaiting('0.1.0+abc', undefined)).toBe('prompt');
  });

  it('polls every 6 hours, every 30 s in the test environment', () => {
    expect(updatePollMs('production')).toBe(6 * 60 * 60 * 1000);
    expect(updatePollMs('test')).toBe(30_000);
  });

  it('asks to save first only while an open project is not fully autosaved, with other wording on phones', () => {
    expect(needsSaveFirst({ open: true, fullyAutosaved: false })).toBe(true);
    expect(needsSaveFirst({ open: true, fullyAutosaved: true })).toBe(false);
    expect(needsSaveFirst({ open: false, fullyAutosaved: false })).toBe(false);
    expect(saveFirstKey(false)).toBe('offline_update_save_first');
    expect(saveFirstKey(true)).toBe('offline_update_save_first_mobile');
  });
});

describe('activation of a waiting worker (5 s limit)', () => {
  function fakeWorker(state: string): ServiceWorker & { become(next: string): void } {
    const target = new EventTarget() as ServiceWorker & { become(next: string): void };
    let current = state;
    Object.defineProperty(target, 'state', { get: () => current });
    target.become = (next) => {
      current = next;
      target.dispatchEvent(new Event('statechange'));
    };
    return target;
  }

  it('resolves true once the worker is activated', async () => {
    const worker = fakeWorker('installed');
    const done = waitForActivation(worker, 1000);
    worker.become('activating');
    worker.become('activated');
    expect(await done).toBe(true);
  });

  it('resolves false when the worker becomes redundant or the limit passes', async () => {
    const redundant = fakeWorker('installed');
    const done = waitForActivation(redundant, 1000);
    redundant.become('redundant');
    expect(await done).toBe(false);
    expect(await waitForActivation(fakeWorker('installed'), 20)).toBe(false);
  });
});

describe('sync indicator', () => {
  const state = (waiting: number, issues: number, lastDeliveredAt: number | null = null) => ({ known: true, waiting: Array(waiting).fill({}), issues: Array(issues).fill({}), lastDeliveredAt });

  it('says nothing before the worker has told its state', () => {
    expect(syncIndicator({ ...state(0, 0), known: false }, true)).toBe('hidden');
  });

  it('shows waiting changes first, then refused or stuck ones, then "all saved"', () => {
    expect(syncIndicator(state(3, 1), true)).toBe('waiting');
    expect(syncIndicator(state(0, 1), false)).toBe('attention');
    expect(syncIndicator(state(0, 0), true)).toBe('saved');
  });

  it('counts settings saved on the device but not queued yet as one more change waiting', () => {
    const queued = [{ call: 'photo/update-image-info' }];
    expect(waitingCount(queued, ['autosave', 'guides'])).toBe(2);
    expect(waitingCount([...queued, { call: 'auth/update-user-options' }], ['autosave'])).toBe(2);
    expect(waitingCount([], [])).toBe(0);
    expect(syncIndicator({ ...state(0, 0), known: false }, true, 1)).toBe('waiting');
  });

  it('stays quiet for a visitor who never synced anything', () => {
    expect(syncIndicator(state(0, 0), false)).toBe('hidden');
    expect(syncIndicator(state(0, 0, Date.now()), false)).toBe('saved');
  });
});

describe('unsupported device on a create route (spec §2.4)', () => {
  const routes = buildRouteTable();
  const fr = routes.resolve('/fr/creer/collage/')!;

  it('goes back when the app has a previous page', () => {
    expect(createFallback(fr, 3)).toEqual({ kind: 'back' });
  });

  it('goes to the dashboard in the route’s language when there is none', () => {
    expect(createFallback(fr, 0)).toEqual({ kind: 'replace', path: '/fr/dashboard/' });
    expect(createFallback(routes.resolve('/create/')!, 0)).toEqual({ kind: 'replace', path: '/dashboard/' });
  });

  it('sends the measured renderer as graphic_info, encoded', () => {
    const result = { renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))' } as CompatResult;
    expect(decodeBa(encodedRenderer(result)!)).toBe(result.renderer);
    expect(encodedRenderer(null)).toBeUndefined();
    expect(encodedRenderer({ renderer: '' } as CompatResult)).toBeUndefined();
  });
});

describe('shared image queue behavior (spec §3)', () => {
  it('starts a new project when nothing is open, asks when a saved one is, saves first otherwise', () => {
    expect(queueBehaviorFor({ open: false, fullyAutosaved: true })).toBe('load_as_start_new');
    expect(queueBehaviorFor({ open: true, fullyAutosaved: true })).toBe('ask_user');
    expect(queueBehaviorFor({ open: true, fullyAutosaved: false })).toBe('load_after_saving_autosave');
  });
});

describe('naming queued changes', () => {
  const t = ((key: string, values?: Record<string, string>) => (values ? `${key}(${JSON.stringify(values)})` : key)) as unknown as TFunction;

  it('names settings by the settings they hold', () => {
    expect(describeChange({ call: 'auth/update-user-options', keys: ['autosave', 'theme_color', 'fonts_added'] }, t)).toBe(
      'offline_change_settings({"names":"offline_setting_autosave, offline_setting_theme_color, offline_setting_other"})',
    );
    expect(describeChange({ call: 'photo/update-image-info' }, t)).toBe('offline_change_generic({"call":"photo/update-image-info"})');
  });

  it('gives the server’s reason through the error_<code> messages', () => {
    expect(describeReason('no_valid_settings', 'No valid settings provided', t)).toBe('error_no_valid_settings({"defaultValue":"No valid settings provided"})');
    expect(describeReason('', 'Bad Gateway', t)).toBe('Bad Gateway');
    expect(describeReason('', '', t)).toBe('offline_reason_unknown');
  });
});
