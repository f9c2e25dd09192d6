// The one place that touches localStorage (lint forbids it elsewhere). Values are JSON; a full or
// unavailable storage (private mode, quota) never throws into the UI.

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function readLocal<T>(key: string, fallback: T): T {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeLocal(key: string, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** Subscribes to changes another tab makes to a key. */
export function onLocalChange(key: string, listener: (value: unknown) => void): () => void {
  const handler = (event: StorageEvent): void => {
    if (event.key !== key) return;
    try {
      listener(event.newValue === null ? null : JSON.parse(event.newValue));
    } catch {
      listener(null);
    }
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** Keys stored locally; the names are on users' disks, so renaming one needs a migration. */
export const LOCAL_KEYS = {
  theme: 'pixloom.theme',
  latestUserEmail: 'pixloom.latestUserEmail',
  lastSection: 'pixloom.lastSection',
  languageSuggestionDismissed: 'pixloom.languageSuggestionDismissed',
  randomUserNumber: 'pixloom.randomUserNumber',
  pwaInstalled: 'pixloom.pwaInstalled',
  projectsViewMode: 'pixloom.projectsViewMode',
  /** The stored free-trial offer (subscription-navigation §3 "Local trial record"), written by the subscription area. */
  trialRecord: 'pixloom.trialRecord',
  /** A visitor's dismissed announcements (signed in, they are the dismissed_messages setting). */
  dismissedMessages: 'pixloom.dismissedMessages',
  /** When this device last showed an announcement (the one-day takeover cooldown). */
  lastTakeoverAt: 'pixloom.lastTakeoverAt',
  /** The image library's drive note was read (spec account-content §3: a dismissed-note flag stored locally). */
  driveNoteDismissed: 'pixloom.driveNoteDismissed',
} as const;
