// What the project manager shows (spec account-content "Project manager" state rules): search (trimmed, an
// unchanged one does nothing, a new one sorts by relevance and resets the type filter, clearing returns to
// the modified sort), the sorts, the type filter, folders (a folder not listed counts as unsorted).
import { describe, expect, it } from 'vitest';
import { applySearch, draggedProjects, folderCounts, INITIAL_VIEW, matchRank, orientationOf, resetFilters, visibleProjects, type ViewState } from '../../src/features/projects/managerView';
import type { ProjectSummary } from '../../src/features/projects/summaries';

function project(id: string, name: string, fields: Partial<ProjectSummary> = {}): ProjectSummary {
  return { id, baseName: name, conflictOf: null, section: 'editor', width: 1, height: 1, folderId: 0, createdAt: 1, updatedAt: 1, thumbnail: null, thumbnailUrl: null, revision: 1, local: false, remote: true, unsynced: false, syncError: null, ...fields };
}

const list = [
  project('a', 'Summer beach', { updatedAt: 50, createdAt: 10, folderId: 7 }),
  project('b', 'Beach', { updatedAt: 10, createdAt: 30, section: 'collage' }),
  project('c', 'beachfront party', { updatedAt: 40, createdAt: 20, section: 'designer', folderId: 99 }),
  project('d', 'Mountains', { updatedAt: 30, createdAt: 40 }),
];
const folders = new Set([7]);
const show = (view: Partial<ViewState>): string[] => visibleProjects(list, { ...INITIAL_VIEW, ...view }, folders, (p) => p.baseName).map((p) => p.id);

describe('search', () => {
  it('is trimmed and cleaned; an unchanged search changes nothing', () => {
    const searched = applySearch(INITIAL_VIEW, '  beach ');
    expect(searched).toMatchObject({ search: 'beach', sort: 'relevant' });
    expect(applySearch(searched, 'beach   ')).toBe(searched);
    expect(applySearch(searched, '"beach"')).toBe(searched);
  });

  it('a new search resets the filters (type and orientation) and sorts by relevance; clearing returns to the modified sort', () => {
    const filtered: ViewState = { ...INITIAL_VIEW, type: 'collage', orientation: 'square', sort: 'name' };
    const searched = applySearch(filtered, 'beach');
    expect(searched).toMatchObject({ type: 'all', orientation: 'all', sort: 'relevant' });
    expect(applySearch(searched, '   ')).toMatchObject({ search: '', sort: 'modified' });
  });

  it('ranks the whole name first, then its start, then a word’s start, then anywhere', () => {
    expect(['Beach', 'beachfront party', 'Summer beach', 'Sunbeach', 'Forest'].map((n) => matchRank(n, 'beach'))).toEqual([0, 1, 2, 3, -1]);
    expect(matchRank('Summer at the beach', 'summer beach')).toBe(4);
    expect(show({ search: 'beach', sort: 'relevant' })).toEqual(['b', 'c', 'a']);
  });
});

describe('sort, type and folder', () => {
  it('sorts by last edit, creation or name', () => {
    expect(show({})).toEqual(['a', 'c', 'd', 'b']);
    expect(show({ sort: 'created' })).toEqual(['d', 'b', 'c', 'a']);
    expect(show({ sort: 'name' })).toEqual(['b', 'c', 'd', 'a']);
  });

  it('filters by type', () => {
    expect(show({ type: 'collage' })).toEqual(['b']);
    expect(show({ type: 'editor' })).toEqual(['a', 'd']);
  });

  it('shows a folder’s projects; a project in a folder no longer listed is unsorted', () => {
    expect(show({ folder: 7 })).toEqual(['a']);
    expect(show({ folder: 0 })).toEqual(['c', 'd', 'b']);
    expect(Object.fromEntries(folderCounts(list, folders))).toEqual({ 7: 1, 0: 3 });
  });
});

describe('orientation filter', () => {
  it('tells the orientation from the project’s width and height', () => {
    expect([orientationOf({ width: 400, height: 300 }), orientationOf({ width: 300, height: 400 }), orientationOf({ width: 500, height: 500 })]).toEqual(['horizontal', 'vertical', 'square']);
  });

  it('shows only the projects of the chosen orientation, with the other filters', () => {
    const sized = [project('w', 'Wide', { width: 1600, height: 900 }), project('t', 'Tall', { width: 900, height: 1600, section: 'collage' }), project('s', 'Square', { width: 800, height: 800 }), project('w2', 'Wide collage', { width: 3, height: 2, section: 'collage', updatedAt: 0 })];
    const only = (view: Partial<ViewState>): string[] => visibleProjects(sized, { ...INITIAL_VIEW, ...view }, folders, (p) => p.baseName).map((p) => p.id);
    expect(only({ orientation: 'horizontal' })).toEqual(['w', 'w2']);
    expect(only({ orientation: 'vertical' })).toEqual(['t']);
    expect(only({ orientation: 'square' })).toEqual(['s']);
    expect(only({ orientation: 'horizontal', type: 'collage' })).toEqual(['w2']);
    expect(only({})).toHaveLength(4);
  });
});

describe('resetting the filters (after the last project shown is deleted)', () => {
  it('sets type and orientation back to all and keeps search, sort and folder', () => {
    const view: ViewState = { ...INITIAL_VIEW, search: 'beach', sort: 'name', folder: 7, type: 'collage', orientation: 'vertical' };
    expect(resetFilters(view)).toEqual({ ...view, type: 'all', orientation: 'all' });
    expect(resetFilters(INITIAL_VIEW)).toBe(INITIAL_VIEW);
  });
});

describe('dragging projects onto a folder', () => {
  it('carries the whole selection when a selected project is dragged', () => {
    expect(draggedProjects(new Set(['a', 'b']), 'b')?.sort()).toEqual(['a', 'b']);
  });

  it('is cancelled for an unselected project while others are selected', () => {
    expect(draggedProjects(new Set(['a']), 'b')).toBeNull();
  });

  it('carries just the dragged project when nothing is selected', () => {
    expect(draggedProjects(new Set(), 'b')).toEqual(['b']);
  });
});
