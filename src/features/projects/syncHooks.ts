// What the sync tells the rest of the area (the status line, the notices); set at start by notices.ts, so
// the sync itself has no UI in it and runs in tests without one.
import type { ProjectConflict } from './state';

export interface SyncHooks {
  saved(id: string, revision: number): void;
  /** The server refused a change; `code` is the api error code. */
  refused(id: string, code: string): void;
  conflict(conflict: ProjectConflict, name: string): void;
}

export const syncHooks: SyncHooks = {
  saved: () => undefined,
  refused: () => undefined,
  conflict: () => undefined,
};

export function setSyncHooks(hooks: Partial<SyncHooks>): void {
  Object.assign(syncHooks, hooks);
}
