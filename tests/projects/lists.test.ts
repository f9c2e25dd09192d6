// @vitest-environment jsdom
// The project list (this device's rows and the server's list in one) and the resume link.
import { beforeEach, describe, expect, it } from 'vitest';
import { mergeProjectLists } from '../../src/features/projects/summaries';
import { projectPath, readLastProject, resumePath, writeLastProject } from '../../src/features/projects/lastProject';
import type { ProjectRow } from '../../src/lib/db/db';
import type { RemoteProject } from '../../src/features/projects/projectsApi';
import { LOCAL_KEYS } from '../../src/lib/localStore';
import { currentUser, type User } from '../../src/lib/user';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

function row(id: string, patch: Partial<ProjectRow> = {}): ProjectRow {
  return { id, owner: 'ann@example.com', name: `local ${id.slice(0, 1)}`, section: 'editor', document: {}, baseRevision: 1, dirty: false, folderId: 0, width: 10, height: 10, createdAt: 1, updatedAt: 10, ...patch };
}

function remote(id: string, patch: Partial<RemoteProject> = {}): RemoteProject {
  return { id, filename: `server ${id.slice(0, 1)}`, baseName: `server ${id.slice(0, 1)}`, conflictOf: null, date: 1, modified: 20, thumburl: '', width: 10, height: 10, folderId: 0, project_type: 'collage', revision: 2, ...patch };
}

describe('the project list merges this device and the account', () => {
  it('lists both, newest change first, marking what is only in the account', () => {
    const { summaries } = mergeProjectLists([row(A, { updatedAt: 50 })], [remote(A), remote(B, { modified: 30 })], null);
    expect(summaries.map((s) => [s.id, s.local, s.remote])).toEqual([
      [A, true, true],
      [B, false, true],
    ]);
  });

  it('follows a folder the server has filed a project in (here or on another device)', () => {
    const merged = mergeProjectLists([row(A, { folderId: 0 }), row(B, { folderId: 4 })], [remote(A, { folderId: 4 }), remote(B, { folderId: 4 })], null);
    expect(merged.refiled).toEqual([{ id: A, folderId: 4 }]);
    expect(merged.summaries.map((s) => s.folderId)).toEqual([4, 4]);
  });

  it('takes a name changed on another device, unless a rename here waits to be sent', () => {
    const merged = mergeProjectLists([row(A), row(B, { nameDirty: true, name: 'mine' })], [remote(A), remote(B)], null);
    expect(merged.summaries.find((s) => s.id === A)?.baseName).toBe('server 1');
    expect(merged.summaries.find((s) => s.id === B)?.baseName).toBe('mine');
    expect(merged.renamed).toEqual([{ id: A, name: 'server 1', conflictOf: null }]);
  });

  it('drops a project deleted on another device, but never one with unsent changes or the open one', () => {
    const merged = mergeProjectLists([row(A), row(B, { dirty: true }), row(C)], [], C);
    expect(merged.goneHere).toEqual([A]);
    expect(merged.summaries.map((s) => s.id).sort()).toEqual([B, C]);
  });

  it('keeps everything of this device when the account’s list is not known (offline)', () => {
    const merged = mergeProjectLists([row(A), row(B, { baseRevision: 0, dirty: true })], null, null);
    expect(merged.goneHere).toEqual([]);
    expect(merged.summaries).toHaveLength(2);
  });

  it('hides projects deleted here whose deletion is still on its way', () => {
    expect(mergeProjectLists([row(A, { deletedAt: 5 })], [remote(A)], null).summaries).toEqual([]);
  });
});

describe('the resume link', () => {
  beforeEach(() => {
    localStorage.clear();
    currentUser.set(null);
  });

  it('opens the last project of whoever uses the app now', () => {
    currentUser.set({ email: 'ann@example.com' } as User);
    writeLastProject({ section: 'collage', projectId: A, owner: 'ann@example.com' });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.lastSection) ?? 'null')).toEqual({ section: 'collage', projectId: A, owner: 'ann@example.com' });
    expect(resumePath('es', 'collage')).toBe(`/es/crear/collage/?project=${A}`);
    currentUser.set({ email: 'bob@example.com' } as User);
    expect(resumePath('es', 'collage')).toBe('/es/crear/collage/');
  });

  it('still reads a bare section id', () => {
    localStorage.setItem(LOCAL_KEYS.lastSection, JSON.stringify('designer'));
    expect(readLastProject()).toEqual({ section: 'designer', projectId: null, owner: null });
    expect(resumePath('en', 'designer')).toBe('/create/designer/');
    expect(projectPath('en', 'editor', B)).toBe(`/create/?project=${B}`);
  });
});
