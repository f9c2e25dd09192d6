// The installed-app update flow (spec §4.7, §9):
// - a waiting worker of the same version as the page (the page already runs its files) is activated after
//   1 s, with a 5 s limit on the activation;
// - any other waiting worker brings the new-version toast; its refresh button makes the worker skip waiting
//   and reloads the page once it controls it (or after the 5 s limit);
// - while the open project is not fully autosaved, refresh asks to save first (other wording on phones);
// - the worker is asked for updates every 6 hours (every 30 s in the test environment), and when the page
//   comes back to the foreground;
// - another tab that refreshed to a new version (the new worker takes this page too), or opened a newer
//   database schema (Dexie versionchange), makes this page ask for a refresh the same way.
import type { Workbox } from 'workbox-window';
import { askDialog } from '../../app/dialogs/dialogs';
import { getAppI18n } from '../../app/language/language';
import { appSectionState, type AppSectionState } from '../../app/routing/appState';
import { showToast } from '../../app/toasts/toasts';
import { db } from '../../lib/db/db';
import { isMobileDevice, isMobileWidth } from '../../lib/platform';
import { report } from '../../lib/report';
import { SW_ACTIVATION_DELAY_MS, SW_ACTIVATION_TIMEOUT_MS, SW_UPDATE_POLL_MS, SW_UPDATE_POLL_TEST_MS } from '../../lib/shared/constants';
import { askActiveWorker, askWorker, swRegistration } from './serviceWorker';

import { PAGE_VERSION } from './version';

export { PAGE_VERSION };
const APP_ENV = typeof __APP_ENV__ === 'string' ? __APP_ENV__ : 'production';
/** Coming back to the page checks for an update at most this often. */
export const FOREGROUND_CHECK_MIN_MS = 5000;

export type WaitingDecision = 'activate' | 'prompt';

/** Spec §4.7: the waiting worker that matches the page's version is activated; any other one is offered. */
export function decideWaiting(pageVersion: string, workerVersion: string | undefined): WaitingDecision {
  return typeof workerVersion === 'string' && workerVersion === pageVersion ? 'activate' : 'prompt';
}

export function updatePollMs(appEnv: string): number {
  return appEnv === 'test' ? SW_UPDATE_POLL_TEST_MS : SW_UPDATE_POLL_MS;
}

export function needsSaveFirst(state: AppSectionState): boolean {
  return state.open && !state.fullyAutosaved;
}

export function saveFirstKey(mobile: boolean): string {
  return mobile ? 'offline_update_save_first_mobile' : 'offline_update_save_first';
}

/** Resolves true when the worker became active in time. */
export function waitForActivation(worker: ServiceWorker, timeoutMs = SW_ACTIVATION_TIMEOUT_MS): Promise<boolean> {
  if (worker.state === 'activated') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      worker.removeEventListener('statechange', onChange);
      resolve(false);
    }, timeoutMs);
    function onChange(): void {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      resolve(worker.state === 'activated');
    }
    worker.addEventListener('statechange', onChange);
  });
}

let reloadWhenControlled = false;
let closeToast: (() => void) | undefined;

async function waitingWorker(): Promise<ServiceWorker | null> {
  const registration = swRegistration.get() ?? (await navigator.serviceWorker.getRegistration()) ?? null;
  return registration?.waiting ?? null;
}

/** The user chose to run the new version. */
export async function refreshToNewVersion(): Promise<void> {
  if (needsSaveFirst(appSectionState.get())) {
    const mobile = isMobileDevice() || isMobileWidth();
    const proceed = await askDialog({ titleKey: 'offline_update_title', contentKey: saveFirstKey(mobile), confirmKey: 'offline_update_refresh_anyway', cancelKey: 'offline_update_keep_working' });
    if (!proceed) {
      showUpdateToast();
      return;
    }
  }
  const worker = await waitingWorker();
  if (!worker) {
    window.location.reload();
    return;
  }
  reloadWhenControlled = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
  // Spec §9: 5 s on activation; the reload then gets whatever worker is active.
  if (!(await waitForActivation(worker))) window.location.reload();
}

export function showUpdateToast(messageKey = 'offline_update_available'): void {
  closeToast?.();
  const t = getAppI18n().t;
  closeToast = showToast({ message: t(messageKey), acceptText: t('offline_update_refresh'), onAccept: () => void refreshToNewVersion(), position: 'bottom' });
}

async function onWaiting(): Promise<void> {
  const worker = await waitingWorker();
  if (!worker) return;
  const version = await askWorker<string>(worker, { type: 'GET_VERSION' });
  if (decideWaiting(PAGE_VERSION, version) === 'prompt') {
    showUpdateToast();
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, SW_ACTIVATION_DELAY_MS));
  worker.postMessage({ type: 'SKIP_WAITING' });
  if (!(await waitForActivation(worker))) report('warning', 'the waiting service worker did not activate in time', { version });
}

export function startUpdateFlow(workbox: Workbox): () => void {
  workbox.addEventListener('waiting', () => void onWaiting());
  const onControllerChange = (): void => {
    if (reloadWhenControlled) {
      window.location.reload();
      return;
    }
    // Another tab chose to refresh: this page's files are gone from the new worker's cache, so offer a refresh.
    void askActiveWorker<string>({ type: 'GET_VERSION' }).then((version) => {
      if (version !== undefined && version !== PAGE_VERSION) showUpdateToast('offline_update_other_tab');
    });
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

  let lastCheck = Date.now();
  const check = (): void => {
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  };
  const poll = setInterval(check, updatePollMs(APP_ENV));
  const onVisible = (): void => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOREGROUND_CHECK_MIN_MS) check();
  };
  document.addEventListener('visibilitychange', onVisible);

  db().on('versionchange', () => {
    showUpdateToast('offline_update_other_tab');
  });

  return () => {
    clearInterval(poll);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  };
}
