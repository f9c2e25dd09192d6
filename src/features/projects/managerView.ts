// What the project manager shows (spec account-content "Project manager" state rules): the projects of the
// chosen folder, of the chosen type and orientation, matching the search, in the chosen order; and the counts of the folder
// panel. Pure functions of the list, so the panel and its tests agree.
import type { ProjectType } from '../../lib/shared/projects';
import { cleanSearch } from '../../lib/shared/validators';
import { ALL_PROJECTS, UNSORTED } from './folderApi';
import type { ProjectSummary } from './summaries';

export type SortMode = 'relevant' | 'modified' | 'created' | 'name';
export const SORT_MODES: readonly SortMode[] = ['modified', 'created', 'name'];
export type TypeFilter = 'all' | ProjectType;
export const TYPE_FILTERS: readonly TypeFilter[] = ['all', 'editor', 'collage', 'designer'];

export type OrientationFilter = 'all' | Orientation;
export type Orientation = 'horizontal' | 'vertical' | 'square';
export const ORIENTATION_FILTERS: readonly OrientationFilter[] = ['all', 'horizontal', 'vertical', 'square'];
export type ViewMode = 'thumbnail' | 'list';
export const VIEW_MODES: readonly ViewMode[] = ['thumbnail', 'list'];

export interface ViewState {
  /** The search as applied (cleaned); '' when there is none. */
  search: string;
  sort: SortMode;
  type: TypeFilter;
  orientation: OrientationFilter;
  /** ALL_PROJECTS, UNSORTED or a folder id. */
  folder: number;
  /** Thumbnails or a list: how, not which, projects are shown. */
  mode: ViewMode;
}

export const INITIAL_VIEW: ViewState = { search: '', sort: 'modified', type: 'all', orientation: 'all', folder: ALL_PROJECTS, mode: 'thumbnail' };

/** A project shown in a folder that is not (or no longer) listed counts as unsorted. */
export function folderOf(p: Pick<ProjectSummary, 'folderId'>, folderIds: ReadonlySet<number>): number {
  return folderIds.has(p.folderId) ? p.folderId : UNSORTED;
}

/** From the project's size: wider than high, higher than wide, or square. */
export function orientationOf(p: Pick<ProjectSummary, 'width' | 'height'>): Orientation {
  if (p.width > p.height) return 'horizontal';
  return p.width < p.height ? 'vertical' : 'square';
}

/**
 * The search box's text applied to the view. Trimmed (and the spec's search cleaning); an unchanged search
 * changes nothing (the same object comes back); a new one resets the filters (type and orientation) and
 * sorts by relevance; clearing returns to the modified sort.
 */
export function applySearch(view: ViewState, text: string): ViewState {
  const search = cleanSearch(text);
  if (search === view.search) return view;
  if (!search) return { ...view, search: '', sort: 'modified' };
  return { ...view, search, sort: 'relevant', type: 'all', orientation: 'all' };
}

/** Type and orientation back to all (the same object when they are): search, sort and folder stay. */
export function resetFilters(view: ViewState): ViewState {
  if (view.type === 'all' && view.orientation === 'all') return view;
  return { ...view, type: 'all', orientation: 'all' };
}

const key = (s: string): string => s.toLocaleLowerCase();

/** 0 is the best match: the whole name, then its start, then a word's start, then anywhere; -1 none. */
export function matchRank(name: string, search: string): number {
  const n = key(name);
  const words = key(search).split(' ').filter(Boolean);
  if (!words.every((w) => n.includes(w))) return -1;
  const q = key(search);
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.includes(q) && new RegExp(`(^|[\\s_.-])${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(n)) return 2;
  return n.includes(q) ? 3 : 4;
}

export function visibleProjects(all: readonly ProjectSummary[], view: ViewState, folderIds: ReadonlySet<number>, nameOf: (p: ProjectSummary) => string): ProjectSummary[] {
  const ranks = new Map<string, number>();
  const shown = all.filter((p) => {
    if (view.folder !== ALL_PROJECTS && folderOf(p, folderIds) !== view.folder) return false;
    if (view.type !== 'all' && p.section !== view.type) return false;
    if (view.orientation !== 'all' && orientationOf(p) !== view.orientation) return false;
    if (!view.search) return true;
    const rank = matchRank(nameOf(p), view.search);
    ranks.set(p.id, rank);
    return rank >= 0;
  });
  const newest = (a: ProjectSummary, b: ProjectSummary): number => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1);
  const order: Record<SortMode, (a: ProjectSummary, b: ProjectSummary) => number> = {
    relevant: (a, b) => (ranks.get(a.id) ?? 9) - (ranks.get(b.id) ?? 9) || newest(a, b),
    modified: newest,
    created: (a, b) => b.createdAt - a.createdAt || newest(a, b),
    name: (a, b) => nameOf(a).localeCompare(nameOf(b), undefined, { sensitivity: 'base', numeric: true }) || newest(a, b),
  };
  return shown.sort(order[view.sort]);
}

/**
 * What a drag of one project carries (spec: dragging selected projects onto a folder moves them all; dragging
 * an unselected project is cancelled while other projects are selected): the ids to move, or null to cancel.
 */
export function draggedProjects(selected: ReadonlySet<string>, id: string): string[] | null {
  if (selected.has(id)) return [...selected];
  return selected.size === 0 ? [id] : null;
}

/** Projects per folder id (UNSORTED included) for the folder panel. */
export function folderCounts(all: readonly ProjectSummary[], folderIds: ReadonlySet<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of all) {
    const f = folderOf(p, folderIds);
    counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return counts;
}
