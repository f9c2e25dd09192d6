// The signal that what Explore shows may have changed on this instance (see exploreIndex.ts). A module of
// its own so the photo repository and the account code can raise it without importing the index.
const listeners = new WeakMap<object, () => void>();

/** Registers the one listener of a database handle (the handle's Explore index). */
export function onExploreChange(db: object, listener: () => void): void {
  listeners.set(db, listener);
}

/** Call after any change that can alter what Explore shows; a no-op when nothing listens. */
export function exploreChanged(db: object): void {
  listeners.get(db)?.();
}
