// Installing the app (manifest in scripts/vite/manifest.ts): the browser's install prompt is kept when it
// is offered and shown from the app menu; the PWA-install flag (spec §2.5) is stored once the app is
// installed or runs installed, and then the app asks for persistent storage.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/localStore';
import { isInstalledApp } from '../../lib/platform';
import { createStore } from '../../lib/store';
import { requestPersistentStorage } from '../../lib/persistentStorage';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
/** True while the browser offers to install the app. */
export const canInstall = createStore<boolean>(false);
export const installed = createStore<boolean>(false);

export function pwaInstallFlag(): boolean {
  return readLocal<boolean>(LOCAL_KEYS.pwaInstalled, false) === true;
}

function markInstalled(): void {
  writeLocal(LOCAL_KEYS.pwaInstalled, true);
  installed.set(true);
  canInstall.set(false);
  void requestPersistentStorage();
}

/** Shows the browser's install prompt; resolves whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  canInstall.set(false);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

export function startInstall(): () => void {
  const onPrompt = (event: Event): void => {
    // The app offers installing from its menu, not the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    canInstall.set(true);
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', markInstalled);
  if (isInstalledApp()) markInstalled();
  else installed.set(pwaInstallFlag());
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', markInstalled);
  };
}
