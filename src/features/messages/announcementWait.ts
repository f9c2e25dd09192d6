// Waiting for the app to open before an announcement (spec §4 "Announcements", §9): tried every 500 ms,
// at most 150 times.
import { MESSAGE_TIMINGS } from './timings';

/** Resolves true once the app is open, false after 150 tries 500 ms apart (or when `cancelled` says so). */
export function waitForApp(isOpen: () => boolean, options: { attempts?: number; intervalMs?: number; cancelled?: () => boolean } = {}): Promise<boolean> {
  const attempts = options.attempts ?? MESSAGE_TIMINGS.appWaitAttempts;
  const interval = options.intervalMs ?? MESSAGE_TIMINGS.appWaitIntervalMs;
  return new Promise((resolve) => {
    let tries = 0;
    const check = (): void => {
      if (options.cancelled?.()) return resolve(false);
      if (isOpen()) return resolve(true);
      tries += 1;
      if (tries >= attempts) return resolve(false);
      setTimeout(check, interval);
    };
    setTimeout(check, interval);
  });
}
