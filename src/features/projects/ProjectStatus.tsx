// The open project's saving state for the editor's top bar: "Saving…", "Saved on this device", "Syncing…",
// "Synced", "Conflict copy saved" (with a way to open the other version), or what went wrong.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from '../../app/useStore';
import { db } from '../../lib/db/db';
import { currentUser } from '../../lib/user';
import { online as onlineStore, useWaitingChanges } from '../offline';
import { autosaveState, patchAutosave } from './state';
import { openProjectRoute } from './notices';
import './projects.css';

type Kind = 'saving' | 'local' | 'offline' | 'syncing' | 'synced' | 'conflict' | 'error';

export function ProjectStatus() {
  const { t } = useTranslation();
  const state = useStore(autosaveState);
  const user = useStore(currentUser);
  const isOnline = useStore(onlineStore);
  const waiting = useWaitingChanges();
  const [menu, setMenu] = useState(false);
  const row = useLiveQuery(() => (state.projectId ? db().projects.get(state.projectId) : undefined), [state.projectId]);
  if (!state.projectId) return null;

  const signedIn = Boolean(user?.email);
  const conflict = state.conflict && state.conflict.copyId === state.projectId ? state.conflict : null;
  let kind: Kind;
  let label: string;
  if (state.error) [kind, label] = ['error', t(state.error)];
  else if (row?.syncError) [kind, label] = ['error', t('projects_error_sync_refused')];
  else if (!state.fullyAutosaved) [kind, label] = ['saving', t('projects_status_saving')];
  else if (conflict) [kind, label] = ['conflict', t('projects_status_conflict')];
  else if (!signedIn) [kind, label] = ['local', t('projects_status_saved_local')];
  else if (state.syncing && row?.dirty) [kind, label] = ['syncing', t('projects_status_syncing')];
  // "Synced" only when nothing at all waits: the status line's chip counts the same changes.
  else if (row?.dirty || row?.nameDirty || waiting > 0) [kind, label] = isOnline ? ['local', t('projects_status_saved_local')] : ['offline', t('projects_status_offline')];
  else [kind, label] = ['synced', t('projects_status_synced')];

  const title =
    kind === 'synced' && state.lastSyncedAt
      ? t('projects_status_synced_at', { time: new Date(state.lastSyncedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })
      : kind === 'error' && row?.syncError
        ? t(`error_${row.syncError}`, { defaultValue: t('projects_error_generic') })
        : label;

  if (conflict) {
    return (
      <div className="px-project-status" data-testid="project-status" data-state={kind}>
        <button type="button" className="px-project-status__chip is-conflict" aria-expanded={menu} onClick={() => setMenu((m) => !m)} title={t('projects_conflict_explained')}>
          <span className="px-project-status__dot" aria-hidden="true" />
          {label}
        </button>
        {menu && (
          <div className="px-project-status__menu" role="menu">
            <p>{t('projects_conflict_explained')}</p>
            <button type="button" role="menuitem" className="px-btn px-btn--small" data-testid="open-other-version" onClick={() => void openProjectRoute(conflict.originalId)}>
              {t('projects_open_other_version')}
            </button>
            <button
              type="button"
              role="menuitem"
              className="px-btn px-btn--small px-btn--secondary"
              onClick={() => {
                setMenu(false);
                patchAutosave({ conflict: null });
              }}
            >
              {t('projects_keep_copy')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="px-project-status" data-testid="project-status" data-state={kind} role="status" title={title}>
      <span className={`px-project-status__chip is-${kind}`}>
        <span className="px-project-status__dot" aria-hidden="true" />
        {label}
      </span>
    </div>
  );
}
