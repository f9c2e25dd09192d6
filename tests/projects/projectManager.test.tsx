// @vitest-environment jsdom
// The project manager signed in, its network wired to a real server (pageServer.ts): the folder panel with
// counts, moving a project (one only on this device is synced first, and its row follows), creating and
// renaming folders with the spec's name rules and the server's refusals, deleting a folder with or without
// its projects, and search / sort / type filter with their empty states.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import projects from '../../locales/en/projects.json';
import errors from '../../locales/en/errors.json';
import { startTestServer, type TestServer } from '../support/serverHarness';
import { insertTestUser, signInAs } from '../support/users';
import type { TestClient } from '../support/serverHarness';
import { createProject as createServerProject } from '../server/projects/helpers';
import { connectPage, type PageNetwork } from './pageServer';
import { db } from '../../src/lib/db/db';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import { encodeBa } from '../../src/lib/shared/validators';
import { createDocument } from '../../src/lib/shared/editor';
import { dialogs } from '../../src/app/dialogs/dialogs';
import { ProjectsPanel } from '../../src/features/projects/ProjectsPanel';
import { createProject } from '../../src/features/projects/projectStore';
import { resetAutosave } from '../../src/features/projects/autosave';
import { resetSync } from '../../src/features/projects/sync';
import { resetProjectState } from '../../src/features/projects/state';

let server: TestServer;
let network: PageNetwork;
let client: TestClient;
let i18n: I18n;

beforeAll(async () => {
  server = await startTestServer('sqlite');
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { projects, errors } }, ns: ['projects', 'errors'], defaultNS: 'projects', fallbackNS: 'errors', interpolation: { escapeValue: false } });
});
afterAll(async () => server.close());

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  network = connectPage(server);
  await fetch('/offline-test/?nocache=1');
  resetAutosave();
  resetSync();
  resetProjectState();
  await db().projects.clear();
  await db().projectAssets.clear();
  await db().folders.clear();
  localStorage.clear();
  const user = await insertTestUser(server);
  client = await signInAs(server, user.id);
  network.signIn(client.cookies.get(SESSION_COOKIE) ?? '', user.email);
});
afterEach(() => {
  cleanup();
  dialogs.set([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(): void {
  render(
    <I18nextProvider i18n={i18n}>
      <ProjectsPanel onOpen={vi.fn()} onClose={vi.fn()} onSignIn={vi.fn()} />
    </I18nextProvider>,
  );
}

async function addFolder(name: string): Promise<number> {
  const res = await client.call<{ folderId: number }>('photo/projects/folder/add', { name: encodeBa(name) });
  return res.body.data!.folderId;
}

async function serverFolderOf(id: string): Promise<number | undefined> {
  const list = (await client.call<{ id: string; folderId: number }[]>('photo/projects/get', { all: 1 })).body.data ?? [];
  return list.find((p) => p.id === id)?.folderId;
}

const names = (): string[] => screen.queryAllByTestId('project-name').map((n) => n.textContent ?? '');
const folderRow = (name: string): HTMLElement => screen.getAllByTestId('folder-item').find((li) => within(li).getByTestId('folder-name').textContent === name)!;
const count = (name: string): string => within(folderRow(name)).getByTestId('folder-count').textContent ?? '';
const chooseFolder = (name: string): void => {
  fireEvent.click(within(folderRow(name)).getByTestId('folder-name'));
};

function projectAction(name: string, action: string): void {
  const card = screen.getAllByTestId('project-card').find((c) => within(c).getByTestId('project-name').textContent === name)!;
  fireEvent.click(within(card).getByTestId('project-actions'));
  fireEvent.click(screen.getByTestId(action));
}

function folderAction(name: string, action: string): void {
  fireEvent.click(within(folderRow(name)).getByTestId('folder-actions'));
  fireEvent.click(screen.getByTestId(action));
}

const card = (name: string): HTMLElement => screen.getAllByTestId('project-card').find((c) => within(c).getByTestId('project-name').textContent === name)!;
const select = (name: string): void => void fireEvent.click(within(card(name)).getByTestId('project-select'));
const dataTransfer = (): Partial<DataTransfer> => ({ setData: vi.fn(), effectAllowed: 'all', dropEffect: 'none' });

/** A native drag of a project onto a folder row; answers whether the drag was allowed to start. */
function dragOnto(project: string, folder: string): boolean {
  const transfer = dataTransfer();
  const started = fireEvent.dragStart(card(project), { dataTransfer: transfer });
  const target = folderRow(folder);
  fireEvent.dragEnter(target, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
  fireEvent.dragEnd(card(project), { dataTransfer: transfer });
  return started;
}

describe('the project manager’s folders', () => {
  it('lists all, unsorted and the user’s folders with counts; a move files the project at once and on the server', async () => {
    const harbour = await createServerProject(server, client, { name: 'Harbour' });
    await createServerProject(server, client, { name: 'Lighthouse' });
    await addFolder('Travel');
    show();
    await waitFor(() => expect(names().sort()).toEqual(['Harbour', 'Lighthouse']));
    await waitFor(() => expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['All projects', 'Unsorted', 'Travel']));
    expect([count('All projects'), count('Unsorted'), count('Travel')]).toEqual(['2', '2', '0']);

    projectAction('Harbour', 'project-move');
    const dialog = await screen.findByTestId('move-dialog');
    expect(within(dialog).getAllByTestId('move-target').map((b) => b.textContent)).toEqual(['UnsortedHere now', 'Travel']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Travel' }));
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull());
    expect([count('Unsorted'), count('Travel')]).toEqual(['1', '1']);
    expect(await serverFolderOf(harbour.id)).toBeGreaterThan(0);

    chooseFolder('Travel');
    expect(names()).toEqual(['Harbour']);
    chooseFolder('Unsorted');
    expect(names()).toEqual(['Lighthouse']);
  });

  it('Escape closes the move dialog and leaves the manager open', async () => {
    await createServerProject(server, client, { name: 'Harbour' });
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ProjectsPanel onOpen={vi.fn()} onClose={onClose} onSignIn={vi.fn()} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(names()).toEqual(['Harbour']));
    projectAction('Harbour', 'project-move');
    await screen.findByTestId('move-dialog');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('move-dialog')).toBeNull();
    expect(screen.getByTestId('projects-panel')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves a project only on this device after syncing it, and its row follows', async () => {
    const folder = await addFolder('Family');
    const id = await createProject({ section: 'designer', document: createDocument({ section: 'designer', width: 40, height: 30 }), assets: {}, name: 'Birthday card' });
    show();
    await waitFor(() => expect(names()).toEqual(['Birthday card']));
    projectAction('Birthday card', 'project-move');
    fireEvent.click(within(await screen.findByTestId('move-dialog')).getByRole('button', { name: 'Family' }));
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull());
    expect(await serverFolderOf(id)).toBe(folder);
    expect((await db().projects.get(id))?.folderId).toBe(folder);
    expect(count('Family')).toBe('1');
  });

  it('moves several selected projects at once; changing folder clears the selection', async () => {
    await createServerProject(server, client, { name: 'One' });
    await createServerProject(server, client, { name: 'Two' });
    await addFolder('Both');
    show();
    await waitFor(() => expect(names()).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    for (const box of screen.getAllByTestId('project-select')) fireEvent.click(box);
    expect(screen.getByTestId('projects-selection').textContent).toContain('Selected: 2');
    chooseFolder('Unsorted');
    expect(screen.queryByTestId('projects-selection')).toBeNull();
    for (const box of screen.getAllByTestId('project-select')) fireEvent.click(box);
    fireEvent.click(screen.getByTestId('projects-move-selected'));
    const dialog = await screen.findByTestId('move-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Move 2 projects to a folder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Both' }));
    await waitFor(() => expect(count('Both')).toBe('2'));
    expect(screen.getByTestId('projects-empty').textContent).toContain('Every project is in a folder.');
  });

  it('creates and renames folders with the spec’s name rules; refusals show inline in the user’s language', async () => {
    await addFolder('Work');
    show();
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('folder-new')[0]!);
    const input = within(await screen.findByTestId('folder-dialog')).getByLabelText('Folder name');
    const save = (): void => void fireEvent.click(screen.getByTestId('folder-name-save'));
    fireEvent.change(input, { target: { value: ' ..\\ ' } });
    save();
    expect(await screen.findByText('A folder name needs 1 to 100 characters.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'WORK' } });
    save();
    expect(await screen.findByText('Another folder already has this name.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '  ..Holidays ' } });
    save();
    await waitFor(() => expect(screen.queryByTestId('folder-dialog')).toBeNull());
    expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['All projects', 'Unsorted', 'Holidays', 'Work']);

    folderAction('Holidays', 'folder-rename');
    const renameInput = within(await screen.findByTestId('folder-dialog')).getByLabelText('Folder name') as HTMLInputElement;
    expect(renameInput.value).toBe('Holidays');
    fireEvent.change(renameInput, { target: { value: 'Trips' } });
    save();
    await waitFor(() => expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['All projects', 'Unsorted', 'Trips', 'Work']));
    const listed = (await client.call<{ name: string }[]>('photo/projects/folder/get', {})).body.data?.map((f) => f.name);
    expect(listed?.sort()).toEqual(['Trips', 'Work']);
  });

  it('shows the server’s refusal when a folder is gone: folder_not_found', async () => {
    const folder = await addFolder('Gone soon');
    show();
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    await client.call('photo/projects/folder/delete', { folder, is_delete_projects: '0' });
    folderAction('Gone soon', 'folder-rename');
    fireEvent.change(within(await screen.findByTestId('folder-dialog')).getByLabelText('Folder name'), { target: { value: 'Still here' } });
    fireEvent.click(screen.getByTestId('folder-name-save'));
    expect(await screen.findByText('This folder no longer exists.')).toBeTruthy();
  });

  it('deletes a folder keeping its projects (then shows unsorted) or with them (then shows all projects)', async () => {
    const kept = await createServerProject(server, client, { name: 'Kept' });
    const dropped = await createServerProject(server, client, { name: 'Dropped' });
    const keep = await addFolder('Keep');
    const drop = await addFolder('Drop');
    await client.call('photo/projects/set-folder', { folder: keep, projects: kept.id });
    await client.call('photo/projects/set-folder', { folder: drop, projects: dropped.id });
    show();
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(4));
    await waitFor(() => expect(count('Keep')).toBe('1'));

    chooseFolder('Keep');
    folderAction('Keep', 'folder-delete');
    expect((await screen.findByTestId('folder-delete-dialog')).textContent).toContain('Projects in this folder: 1');
    fireEvent.click(screen.getByTestId('folder-delete-keep'));
    await waitFor(() => expect(screen.queryByTestId('folder-delete-dialog')).toBeNull());
    await waitFor(() => expect(names()).toEqual(['Kept']));
    expect(folderRow('Unsorted').getAttribute('class')).toContain('is-current');
    expect(await serverFolderOf(kept.id)).toBe(0);

    folderAction('Drop', 'folder-delete');
    fireEvent.click(await screen.findByTestId('folder-delete-all'));
    await waitFor(() => expect(screen.queryByTestId('folder-delete-dialog')).toBeNull());
    await waitFor(() => expect(names()).toEqual(['Kept']));
    expect(folderRow('All projects').getAttribute('class')).toContain('is-current');
    expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['All projects', 'Unsorted']);
    expect(await serverFolderOf(dropped.id)).toBeUndefined();
  });

  it('says so when a folder is empty, and offers the same choice as a select for phones', async () => {
    await createServerProject(server, client, { name: 'Loose' });
    await addFolder('Empty');
    show();
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    const select = screen.getByTestId('folder-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['All projects (1)', 'Unsorted (1)', 'Empty (0)']);
    fireEvent.change(select, { target: { value: select.options[2]!.value } });
    expect(screen.getByTestId('projects-empty').textContent).toContain('This folder is empty.');
    expect(folderRow('Empty').getAttribute('class')).toContain('is-current');
  });
});

describe('dragging projects onto a folder', () => {
  async function showThree(): Promise<{ ids: Record<string, string>; folder: number }> {
    const ids: Record<string, string> = {};
    for (const name of ['Alpha', 'Beta', 'Gamma']) ids[name] = (await createServerProject(server, client, { name })).id;
    const folder = await addFolder('Archive');
    show();
    await waitFor(() => expect(names()).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    return { ids, folder };
  }

  it('moves all the selected projects when one of them is dragged onto a folder, highlighting the folder under the pointer', async () => {
    const { ids, folder } = await showThree();
    select('Alpha');
    select('Beta');
    const transfer = dataTransfer();
    expect(fireEvent.dragStart(card('Beta'), { dataTransfer: transfer })).toBe(true);
    expect(transfer.effectAllowed).toBe('move');
    fireEvent.dragEnter(folderRow('Archive'), { dataTransfer: transfer });
    fireEvent.dragOver(folderRow('Archive'), { dataTransfer: transfer });
    expect(folderRow('Archive').getAttribute('class')).toContain('is-drop-target');
    expect(folderRow('All projects').getAttribute('class')).not.toContain('is-drop-target');
    fireEvent.drop(folderRow('Archive'), { dataTransfer: transfer });
    fireEvent.dragEnd(card('Beta'));
    expect(folderRow('Archive').getAttribute('class')).not.toContain('is-drop-target');
    await waitFor(() => expect(count('Archive')).toBe('2'));
    expect(screen.queryByTestId('projects-selection')).toBeNull();
    expect(await serverFolderOf(ids.Alpha!)).toBe(folder);
    expect(await serverFolderOf(ids.Beta!)).toBe(folder);
    expect(await serverFolderOf(ids.Gamma!)).toBe(0);
  });

  it('cancels dragging an unselected project while others are selected, and says why', async () => {
    const { ids } = await showThree();
    select('Alpha');
    expect(dragOnto('Gamma', 'Archive')).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Other projects are selected');
    expect(folderRow('Archive').getAttribute('class')).not.toContain('is-drop-target');
    expect(count('Archive')).toBe('0');
    expect(await serverFolderOf(ids.Gamma!)).toBe(0);
    expect(await serverFolderOf(ids.Alpha!)).toBe(0);
  });

  it('moves just the dragged project when nothing is selected; "All projects" takes no drop', async () => {
    const { ids, folder } = await showThree();
    expect(dragOnto('Gamma', 'All projects')).toBe(true);
    expect(count('Unsorted')).toBe('3');
    expect(dragOnto('Gamma', 'Archive')).toBe(true);
    await waitFor(() => expect(count('Archive')).toBe('1'));
    expect(count('Unsorted')).toBe('2');
    expect(await serverFolderOf(ids.Gamma!)).toBe(folder);
    expect(await serverFolderOf(ids.Alpha!)).toBe(0);
  });
});

describe('thumbnail and list views', () => {
  it('shows a list as a table, one row per project with its type, edit date and sync status; the choice is remembered', async () => {
    await createServerProject(server, client, { name: 'Harbour' });
    show();
    await waitFor(() => expect(names()).toEqual(['Harbour']));
    expect(screen.getByTestId('projects-view-thumbnail').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('projects-view-list'));
    expect(screen.getByTestId('projects-view-list').getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Selection', 'Name', 'Type', 'Last edited', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /Harbour/ });
    expect(within(within(row).getByRole('rowheader')).getByRole('button', { name: 'Harbour' })).toBeTruthy();
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('Photo edit');
    expect(within(row).getByTestId('project-status').textContent).toBe('In your account');
    expect(within(row).getByRole('button', { name: 'Actions for Harbour' })).toBeTruthy();
    expect(screen.queryByTestId('project-card')).toBeNull();

    cleanup();
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('projects-view-thumbnail'));
    expect(screen.getAllByTestId('project-card')).toHaveLength(1);
    cleanup();
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(1));
  });

  it('changing the view clears the selection', async () => {
    await createServerProject(server, client, { name: 'One' });
    await createServerProject(server, client, { name: 'Two' });
    show();
    await waitFor(() => expect(names()).toHaveLength(2));
    select('One');
    expect(screen.getByTestId('projects-selection').textContent).toContain('Selected: 1');
    fireEvent.click(screen.getByTestId('projects-view-list'));
    expect(screen.queryByTestId('projects-selection')).toBeNull();
    expect(screen.getAllByTestId('project-select').map((b) => (b as HTMLInputElement).checked)).toEqual([false, false]);
    fireEvent.click(screen.getAllByTestId('project-select')[0]!);
    expect(screen.getByTestId('projects-selection').textContent).toContain('Selected: 1');
    fireEvent.click(screen.getByTestId('projects-view-thumbnail'));
    expect(screen.queryByTestId('projects-selection')).toBeNull();
  });

  it('a row is renamed, moved and dragged onto a folder like a card', async () => {
    const alpha = await createServerProject(server, client, { name: 'Alpha' });
    const folder = await addFolder('Archive');
    show();
    await waitFor(() => expect(names()).toEqual(['Alpha']));
    await waitFor(() => expect(screen.getAllByTestId('folder-item')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('projects-view-list'));
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Alpha' }));
    fireEvent.click(screen.getByTestId('project-rename'));
    const input = screen.getByLabelText('Project name');
    fireEvent.change(input, { target: { value: 'Alpine' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(names()).toEqual(['Alpine']));

    const transfer = dataTransfer();
    const row = screen.getByTestId('project-row');
    expect(row.getAttribute('draggable')).toBe('true');
    expect(fireEvent.dragStart(row, { dataTransfer: transfer })).toBe(true);
    fireEvent.dragOver(folderRow('Archive'), { dataTransfer: transfer });
    fireEvent.drop(folderRow('Archive'), { dataTransfer: transfer });
    await waitFor(() => expect(count('Archive')).toBe('1'));
    expect(await serverFolderOf(alpha.id)).toBe(folder);
  });
});

describe('orientation filter', () => {
  it('changing it clears the selection', async () => {
    await createServerProject(server, client, { name: 'One' });
    show();
    await waitFor(() => expect(names()).toEqual(['One']));
    select('One');
    expect(screen.getByTestId('projects-selection')).toBeTruthy();
    fireEvent.change(screen.getByTestId('projects-orientation'), { target: { value: 'vertical' } });
    expect(screen.queryByTestId('projects-selection')).toBeNull();
    fireEvent.change(screen.getByTestId('projects-orientation'), { target: { value: 'all' } });
    expect((screen.getByTestId('project-select') as HTMLInputElement).checked).toBe(false);
  });
});
