// @vitest-environment jsdom
// The editor's saving status (ProjectStatus): what the user reads while working, in each state.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import projects from '../../locales/en/projects.json';
import { db } from '../../src/lib/db/db';
import { currentUser, type User } from '../../src/lib/user';
import { online } from '../../src/features/offline/connectivity';
import { ProjectStatus } from '../../src/features/projects/ProjectStatus';
import { patchAutosave, resetProjectState } from '../../src/features/projects/state';
import { syncState } from '../../src/features/offline/syncState';
import { EMPTY_SYNC_STATE } from '../../src/lib/shared/swProtocol';

const ID = '44444444-4444-4444-8444-444444444444';
let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { projects } }, ns: ['projects'], defaultNS: 'projects', interpolation: { escapeValue: false } });
});

beforeEach(async () => {
  resetProjectState();
  currentUser.set({ email: 'ann@example.com' } as User);
  online.set(true);
  syncState.set({ ...EMPTY_SYNC_STATE, known: true });
  await db().projects.clear();
  await db().projects.put({ id: ID, owner: 'ann@example.com', name: 'Bay', section: 'editor', document: {}, baseRevision: 1, dirty: false, folderId: 0, width: 1, height: 1, createdAt: 1, updatedAt: 1 });
});
afterEach(cleanup);

function show(): void {
  render(
    <I18nextProvider i18n={i18n}>
      <ProjectStatus />
    </I18nextProvider>,
  );
}

const chip = () => screen.getByTestId('project-status');

describe('the project status', () => {
  it('shows nothing without an open project', () => {
    show();
    expect(screen.queryByTestId('project-status')).toBeNull();
  });

  it('says Saving… while an edit waits, then Synced once the account has it', async () => {
    patchAutosave({ projectId: ID, fullyAutosaved: false });
    show();
    expect(chip()).toHaveProperty('textContent', 'Saving…');
    act(() => patchAutosave({ fullyAutosaved: true }));
    expect(await screen.findByText('Synced')).toBeTruthy();
    expect(chip().getAttribute('data-state')).toBe('synced');
  });

  it('never says Synced while the status line counts a change waiting to sync: one count for both (issue 14)', async () => {
    syncState.set({ ...EMPTY_SYNC_STATE, known: true, waiting: [{ requestId: 'r1', call: 'photo/projects/save', queuedAt: 1, attempts: 0 }] });
    patchAutosave({ projectId: ID });
    show();
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(chip().getAttribute('data-state')).toBe('local');
    act(() => syncState.set({ ...EMPTY_SYNC_STATE, known: true, lastDeliveredAt: 2 }));
    expect(await screen.findByText('Synced')).toBeTruthy();
  });

  it('says Saved on this device for unsent changes, and Offline when there is no connection', async () => {
    await db().projects.update(ID, { dirty: true });
    patchAutosave({ projectId: ID });
    show();
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    act(() => online.set(false));
    expect(await screen.findByText('Offline: saved on this device')).toBeTruthy();
  });

  it('says Saved on this device to a visitor', async () => {
    currentUser.set(null);
    patchAutosave({ projectId: ID });
    show();
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
  });

  it('tells of a full device', () => {
    patchAutosave({ projectId: ID, fullyAutosaved: false, error: 'projects_error_storage_full' });
    show();
    expect(chip().textContent).toBe('Not saved: this device is out of storage');
    expect(chip().getAttribute('data-state')).toBe('error');
  });

  it('after a conflict, explains it and offers the other version', () => {
    patchAutosave({ projectId: ID, conflict: { originalId: '55555555-5555-4555-8555-555555555555', copyId: ID } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Conflict copy saved' }));
    expect(screen.getByRole('menu').textContent).toContain('Both versions are kept');
    expect(screen.getByTestId('open-other-version').textContent).toBe('Open the other version');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Keep editing this copy' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
