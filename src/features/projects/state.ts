// What the editor shows about the open project's saving (autosaveState), kept in step with the shell's
// appSectionState.fullyAutosaved (the update flow and the leave-create confirmation read that one), and the
// redirects a conflict leaves: edits addressed to the original then go to the copy that holds them.
import { createStore, type Store } from '../../lib/store';
import { appSectionState } from '../../app/routing/appState';

export interface ProjectConflict {
  /** The project as the server has it (the other device's version). */
  originalId: string;
  /** The copy holding this device's version; edits continue there. */
  copyId: string;
}

export interface AutosaveState {
  projectId: string | null;
  /** Every change of the open project is in Dexie. */
  fullyAutosaved: boolean;
  /** The sync is pushing changes to the server now. */
  syncing: boolean;
  /** When the open project last matched the server (epoch ms). */
  lastSyncedAt: number | null;
  conflict: ProjectConflict | null;
  /** An i18next key for a problem the user must know of (storage full, a refused save), or null. */
  error: string | null;
}

export const INITIAL_AUTOSAVE_STATE: AutosaveState = { projectId: null, fullyAutosaved: true, syncing: false, lastSyncedAt: null, conflict: null, error: null };

export const autosaveState: Store<AutosaveState> = createStore<AutosaveState>(INITIAL_AUTOSAVE_STATE);

export function patchAutosave(patch: Partial<AutosaveState>): void {
  autosaveState.set((prev) => {
    const next = { ...prev, ...patch };
    return (Object.keys(next) as (keyof AutosaveState)[]).every((k) => Object.is(next[k], prev[k])) ? prev : next;
  });
}

// The shell's flag follows ours; the editor sets `open`.
autosaveState.subscribe(() => {
  const fully = autosaveState.get().fullyAutosaved;
  if (appSectionState.get().fullyAutosaved !== fully) appSectionState.set((s) => ({ ...s, fullyAutosaved: fully }));
});

const redirects = new Map<string, string>();

/** The id a project's edits go to now: the conflict copy's after a conflict. */
export function resolveProjectId(id: string): string {
  let current = id;
  for (let i = 0; i < 10 && redirects.has(current); i++) current = redirects.get(current) ?? current;
  return current;
}

export function redirectProject(from: string, to: string): void {
  if (from !== to) redirects.set(from, to);
}

/** The user opened the project itself again: its edits go to it from now on. */
export function clearRedirect(id: string): void {
  redirects.delete(id);
}

export function resetProjectState(): void {
  redirects.clear();
  autosaveState.set(INITIAL_AUTOSAVE_STATE);
}
