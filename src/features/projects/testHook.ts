// In the test build only (APP_ENV=test): `window.__pixloomProjects`, so end-to-end tests can read what the
// store and the sync did (a project's document and revision, whether it is dirty) and wait for the sync.
import { db } from '../../lib/db/db';
import { autosaveState, type AutosaveState } from './state';
import { syncNow } from './sync';

export interface ProjectsTestHook {
  state(): AutosaveState;
  /** The device's row: what the store wrote and what the sync left (document, baseRevision, dirty). */
  row(id: string): Promise<{ name: string; document: unknown; baseRevision: number; dirty: boolean; conflictOf: string | null } | null>;
  sync(): Promise<void>;
}

declare global {
  interface Window {
    __pixloomProjects?: ProjectsTestHook;
  }
}

const APP_ENV = typeof __APP_ENV__ === 'string' ? __APP_ENV__ : 'production';

export function installProjectsTestHook(): void {
  if (APP_ENV !== 'test') return;
  window.__pixloomProjects = {
    state: () => autosaveState.get(),
    async row(id) {
      const row = await db().projects.get(id);
      return row ? { name: row.name, document: row.document, baseRevision: row.baseRevision, dirty: row.dirty, conflictOf: row.conflictOf ?? null } : null;
    },
    sync: () => syncNow(),
  };
}
