// The offline side of request_failed (spec §4.2, §8.1): a probe that asks the server whether we are
// online, and a prompt (try again / cancel) that also resolves by itself when the browser's online event
// fires or a probe succeeds.
import { OFFLINE_RETRY_MS } from '../shared/constants';

export type OfflineChoice = 'retry' | 'cancel';

/** Shows the offline prompt; `autoRetry` resolves when the connection is back. Registered by the shell. */
export type OfflinePrompt = (autoRetry: Promise<void>) => Promise<OfflineChoice>;

let prompt: OfflinePrompt | undefined;

export function setOfflinePrompt(handler: OfflinePrompt | undefined): void {
  prompt = handler;
}

export async function probeOnline(fetchImpl: typeof fetch = fetch.bind(globalThis)): Promise<boolean> {
  try {
    const response = await fetchImpl(`/offline-test/?nocache=${Date.now()}${Math.random().toString(36).slice(2, 8)}`, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok && (await response.text()) === 'online';
  } catch {
    return false;
  }
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Resolves on the online event or when a probe (every few seconds) succeeds; stops when aborted. */
export function waitForConnection(signal: AbortSignal, probeEveryMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      window.removeEventListener('online', done);
      clearInterval(timer);
      resolve();
    };
    const timer = setInterval(() => {
      void probeOnline().then((ok) => {
        if (ok && !signal.aborted) done();
      });
    }, probeEveryMs);
    window.addEventListener('online', done);
    signal.addEventListener('abort', () => {
      window.removeEventListener('online', done);
      clearInterval(timer);
    });
  });
}

/** Asks the user (or waits for the connection) whether to send a failed request again. */
export async function askToRetryOffline(): Promise<OfflineChoice> {
  if (!prompt) return 'cancel';
  const controller = new AbortController();
  try {
    return await prompt(waitForConnection(controller.signal));
  } finally {
    controller.abort();
  }
}

export const delay = (ms = OFFLINE_RETRY_MS): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
