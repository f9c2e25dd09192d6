// @vitest-environment jsdom
// The projects list on this device (a visitor: no server): names, conflict copies in the user's language,
// rename with the spec's rules, delete after a confirmation.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import projects from '../../locales/en/projects.json';
import { ANONYMOUS, db } from '../../src/lib/db/db';
import { currentUser } from '../../src/lib/user';
import { dialogs } from '../../src/app/dialogs/dialogs';
import { ProjectsPanel } from '../../src/features/projects/ProjectsPanel';

const A = '66666666-6666-4666-8666-666666666666';
const B = '77777777-7777-4777-8777-777777777777';
let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { projects } }, ns: ['projects'], defaultNS: 'projects', interpolation: { escapeValue: false } });
});

beforeEach(async () => {
  currentUser.set(null);
  await db().projects.clear();
  const base = { owner: ANONYMOUS, section: 'editor' as const, document: {}, baseRevision: 0, dirty: true, folderId: 0, width: 1, height: 1, createdAt: 1 };
  await db().projects.bulkPut([
    { ...base, id: A, name: 'Beach', updatedAt: 20 },
    { ...base, id: B, name: 'Beach', conflictOf: A, updatedAt: 10 },
  ]);
});
afterEach(() => {
  cleanup();
  dialogs.set([]);
  localStorage.clear();
});

function show(onOpen = vi.fn()): void {
  render(
    <I18nextProvider i18n={i18n}>
      <ProjectsPanel onOpen={onOpen} onClose={vi.fn()} onSignIn={vi.fn()} />
    </I18nextProvider>,
  );
}

describe('the projects panel', () => {
  it('lists this device’s projects newest first, a conflict copy named as one, and invites a visitor to sign in', async () => {
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach', 'Beach (conflict copy)']));
    expect(screen.getByText('Sign in to keep your projects in your account and open them on all your devices.')).toBeTruthy();
  });

  it('opens a project', async () => {
    const onOpen = vi.fn();
    show(onOpen);
    // Wait for the list with a cheap query: a role query costs a few hundred ms in jsdom on a loaded
    // machine, and polled as the wait it starved the list's loading past findBy's 1 s limit.
    await screen.findAllByTestId('project-card');
    fireEvent.click(screen.getByRole('button', { name: 'Open Beach' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: A }));
  });

  it('renames with the spec’s rules: a taken name is refused, a clean one is kept', async () => {
    show();
    const [, copyCard] = await screen.findAllByTestId('project-card');
    fireEvent.click(copyCard!.querySelector('[data-testid="project-actions"]')!);
    fireEvent.click(screen.getByTestId('project-rename'));
    const input = screen.getByLabelText('Project name');
    fireEvent.change(input, { target: { value: 'beach' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Another project already has this name.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '..Beach at night' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toContain('Beach at night'));
    expect((await db().projects.get(B))?.name).toBe('Beach at night');
  });

  it('deletes a project after the user confirms', async () => {
    show();
    const [first] = await screen.findAllByTestId('project-card');
    fireEvent.click(first!.querySelector('[data-testid="project-actions"]')!);
    fireEvent.click(screen.getByTestId('project-delete'));
    await waitFor(() => expect(dialogs.get()).toHaveLength(1));
    expect(dialogs.get()[0]).toMatchObject({ contentKey: 'projects_delete_confirm', values: { name: 'Beach' } });
    dialogs.get()[0]!.resolve(true);
    await waitFor(() => expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach (conflict copy)']));
    expect(await db().projects.get(A)).toBeUndefined();
  });
});

describe('deleting the last project resets the filters', () => {
  async function deleteNamed(name: string): Promise<void> {
    const card = screen.getAllByTestId('project-card').find((c) => c.querySelector('[data-testid="project-name"]')?.textContent === name)!;
    fireEvent.click(card.querySelector('[data-testid="project-actions"]')!);
    fireEvent.click(screen.getByTestId('project-delete'));
    await waitFor(() => expect(dialogs.get()).toHaveLength(1));
    dialogs.get()[0]!.resolve(true);
    await waitFor(() => expect(dialogs.get()).toHaveLength(0));
  }

  it('the last project the filters show is deleted: type and orientation go back to all, the search stays', async () => {
    await db().projects.bulkPut([
      { owner: ANONYMOUS, section: 'collage', document: {}, baseRevision: 0, dirty: true, folderId: 0, width: 2, height: 1, createdAt: 5, id: '88888888-8888-4888-8888-888888888888', name: 'Beach collage', updatedAt: 30 },
    ]);
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('projects-search'), { target: { value: 'beach' } });
    fireEvent.change(screen.getByTestId('projects-type'), { target: { value: 'collage' } });
    fireEvent.change(screen.getByTestId('projects-orientation'), { target: { value: 'horizontal' } });
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach collage']);
    await deleteNamed('Beach collage');
    await waitFor(() => expect((screen.getByTestId('projects-type') as HTMLSelectElement).value).toBe('all'));
    expect((screen.getByTestId('projects-orientation') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByTestId('projects-search') as HTMLInputElement).value).toBe('beach');
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach', 'Beach (conflict copy)']);
  });

  it('keeps the filters while they still show a project', async () => {
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('projects-type'), { target: { value: 'editor' } });
    await deleteNamed('Beach');
    await waitFor(() => expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach (conflict copy)']));
    expect((screen.getByTestId('projects-type') as HTMLSelectElement).value).toBe('editor');
  });

  it('the very last project is deleted: the filters reset and the manager says there are no projects yet', async () => {
    await db().projects.delete(B);
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('projects-orientation'), { target: { value: 'square' } });
    await deleteNamed('Beach');
    await waitFor(() => expect((screen.getByTestId('projects-orientation') as HTMLSelectElement).value).toBe('all'));
    expect(screen.getByTestId('projects-empty').textContent).toContain('No projects yet.');
  });
});

describe('the project manager for a visitor', () => {
  it('has no folders and no move action', async () => {
    show();
    const [first] = await screen.findAllByTestId('project-card');
    expect(screen.queryByTestId('folder-panel')).toBeNull();
    expect(screen.queryByTestId('folder-select')).toBeNull();
    expect(screen.queryByTestId('project-select')).toBeNull();
    fireEvent.click(first!.querySelector('[data-testid="project-actions"]')!);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Open', 'Rename', 'Delete']);
  });

  it('Escape in a project’s menu closes the menu, not the manager', async () => {
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ProjectsPanel onOpen={vi.fn()} onClose={onClose} onSignIn={vi.fn()} />
      </I18nextProvider>,
    );
    const [first] = await screen.findAllByTestId('project-card');
    fireEvent.click(first!.querySelector('[data-testid="project-actions"]')!);
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('searches by name (best match first), sorts, filters by type, and says when nothing matches', async () => {
    await db().projects.bulkPut([
      { owner: ANONYMOUS, section: 'collage', document: {}, baseRevision: 0, dirty: true, folderId: 0, width: 1, height: 1, createdAt: 5, id: '88888888-8888-4888-8888-888888888888', name: 'Summer beach trip', updatedAt: 30 },
      { owner: ANONYMOUS, section: 'designer', document: {}, baseRevision: 0, dirty: true, folderId: 0, width: 1, height: 1, createdAt: 9, id: '99999999-9999-4999-8999-999999999999', name: 'Mountains', updatedAt: 5 },
    ]);
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name')).toHaveLength(4));
    const search = screen.getByTestId('projects-search');
    const sort = screen.getByTestId('projects-sort') as HTMLSelectElement;
    fireEvent.change(screen.getByTestId('projects-type'), { target: { value: 'designer' } });
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Mountains']);

    fireEvent.change(search, { target: { value: '  beach ' } });
    expect(sort.value).toBe('relevant');
    expect((screen.getByTestId('projects-type') as HTMLSelectElement).value).toBe('all');
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach', 'Beach (conflict copy)', 'Summer beach trip']);

    fireEvent.change(sort, { target: { value: 'name' } });
    fireEvent.change(search, { target: { value: 'beach' } });
    expect(sort.value).toBe('name');

    fireEvent.change(search, { target: { value: 'volcano' } });
    expect(screen.getByTestId('projects-empty').textContent).toContain('No projects match “volcano”.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(sort.value).toBe('modified');
    expect(screen.getAllByTestId('project-name')).toHaveLength(4);

    fireEvent.change(sort, { target: { value: 'created' } });
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Mountains', 'Summer beach trip', 'Beach', 'Beach (conflict copy)']);
  });

  it('says there are no projects yet when there are none', async () => {
    await db().projects.clear();
    show();
    expect((await screen.findByTestId('projects-empty')).textContent).toContain('No projects yet.');
  });

  it('shows a visitor the list view without selection boxes, each project saved on this device; a name opens its project', async () => {
    const onOpen = vi.fn();
    show(onOpen);
    await screen.findAllByTestId('project-card');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Type', 'Last edited', 'Status', 'Actions']);
    expect(within(table).getAllByRole('rowheader').map((h) => within(h).getByTestId('project-name').textContent)).toEqual(['Beach', 'Beach (conflict copy)']);
    fireEvent.click(within(table).getByRole('button', { name: 'Beach (conflict copy)' }));
    expect(screen.getAllByTestId('project-status').map((s) => s.textContent)).toEqual(['Saved on this device', 'Conflict copySaved on this device']);
    expect(screen.queryByTestId('project-select')).toBeNull();
    expect(screen.getAllByTestId('project-row')[0]!.getAttribute('draggable')).toBeNull();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: B }));
  });

  it('filters by orientation (from each project’s size) and says when none has the chosen one', async () => {
    await db().projects.update(A, { width: 1600, height: 900 });
    await db().projects.update(B, { width: 900, height: 1600 });
    show();
    await waitFor(() => expect(screen.getAllByTestId('project-name')).toHaveLength(2));
    const orientation = screen.getByRole('combobox', { name: 'Shape' }) as HTMLSelectElement;
    expect([...orientation.options].map((o) => o.textContent)).toEqual(['All shapes', 'Landscape', 'Portrait', 'Square']);
    fireEvent.change(orientation, { target: { value: 'horizontal' } });
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach']);
    fireEvent.change(orientation, { target: { value: 'vertical' } });
    expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach (conflict copy)']);
    fireEvent.change(orientation, { target: { value: 'square' } });
    expect(screen.getByTestId('projects-empty').textContent).toContain('No projects of this shape here.');
    fireEvent.change(screen.getByTestId('projects-search'), { target: { value: 'beach' } });
    expect(orientation.value).toBe('all');
    expect(screen.getAllByTestId('project-name')).toHaveLength(2);
  });
});
