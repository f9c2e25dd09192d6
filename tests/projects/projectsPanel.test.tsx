// @vitest-environment jsdom
// The projects list on this device (a visitor: no server): names, conflict copies in the user's language,
// rename with the spec's rules, delete after a confirmation.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    fireEvent.click(await screen.findByRole('button', { name: 'Open Beach' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: A }));
  });

  it('renames with the spec’s rules: a taken name is refused, a clean one is kept', async () => {
    show();
    const [, copyCard] = await screen.findAllByTestId('project-card');
    fireEvent.click(copyCard!.querySelector('[data-testid="project-rename"]')!);
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
    fireEvent.click(first!.querySelector('[data-testid="project-delete"]')!);
    await waitFor(() => expect(dialogs.get()).toHaveLength(1));
    expect(dialogs.get()[0]).toMatchObject({ contentKey: 'projects_delete_confirm', values: { name: 'Beach' } });
    dialogs.get()[0]!.resolve(true);
    await waitFor(() => expect(screen.getAllByTestId('project-name').map((n) => n.textContent)).toEqual(['Beach (conflict copy)']));
    expect(await db().projects.get(A)).toBeUndefined();
  });
});
