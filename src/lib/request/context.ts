// What the request layer learns from the rest of the app, without importing it: the email the page
// believes is signed in, the encoded graphics renderer, and who wants to hear about session mismatches.

type Provider<T> = () => T;

let userEmail: Provider<string | null> = () => null;
let graphicInfo: Provider<string | undefined> = () => undefined;
const mismatchListeners = new Set<(code: string) => void>();

export function setUserEmailProvider(provider: Provider<string | null>): void {
  userEmail = provider;
}

export function currentUserEmail(): string | null {
  return userEmail();
}

export function setGraphicInfoProvider(provider: Provider<string | undefined>): void {
  graphicInfo = provider;
}

export function currentGraphicInfo(): string | undefined {
  return graphicInfo();
}

/** already_logged_in, not_logged_in and wrong_user trigger a user-token check (spec §8.2). */
export function onSessionMismatch(listener: (code: string) => void): () => void {
  mismatchListeners.add(listener);
  return () => mismatchListeners.delete(listener);
}

export function reportSessionMismatch(code: string): void {
  for (const listener of mismatchListeners) listener(code);
}
