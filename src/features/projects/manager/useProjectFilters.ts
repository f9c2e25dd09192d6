// What the manager shows: search, sort, type, orientation, folder and the view mode (thumbnails or list,
// remembered on this device). Narrowing what is shown clears the selection, so nothing hidden stays ticked.
import { useMemo, useState } from 'react';
import { ALL_PROJECTS } from '../folders';
import { applySearch, INITIAL_VIEW, resetFilters, visibleProjects, type OrientationFilter, type SortMode, type TypeFilter, type ViewMode, type ViewState } from '../managerView';
import type { ProjectSummary } from '../projectStore';
import { readViewMode, writeViewMode } from '../viewMode';

interface FilterInputs {
  signedIn: boolean;
  all: ProjectSummary[];
  folderIds: ReadonlySet<number>;
  nameOf(p: ProjectSummary): string;
  clearSelection(): void;
}

export function useProjectFilters({ signedIn, all, folderIds, nameOf, clearSelection }: FilterInputs) {
  const [view, setView] = useState<ViewState>(() => ({ ...INITIAL_VIEW, mode: readViewMode() }));
  const [searchText, setSearchText] = useState('');
  // A visitor has no folders: everything is shown whatever the (initial) folder choice.
  const effective = useMemo(() => (signedIn ? view : { ...view, folder: ALL_PROJECTS }), [signedIn, view]);
  const shown = useMemo(() => visibleProjects(all, effective, folderIds, nameOf), [all, effective, folderIds, nameOf]);

  const changeView = (next: ViewState, narrows: boolean): void => {
    if (next === view) return;
    setView(next);
    if (narrows) clearSelection();
  };
  const search = (text: string): void => {
    setSearchText(text);
    changeView(applySearch(view, text), true);
  };

  return {
    view,
    effective,
    shown,
    searchText,
    search,
    clearSearch: (): void => search(''),
    sortBy: (sort: SortMode): void => changeView({ ...view, sort }, false),
    filterType: (type: TypeFilter): void => changeView({ ...view, type }, true),
    filterOrientation: (orientation: OrientationFilter): void => changeView({ ...view, orientation }, true),
    chooseFolder: (folder: number): void => changeView(folder === view.folder ? view : { ...view, folder }, true),
    showFolder: (folder: number): void => changeView({ ...view, folder }, true),
    changeMode: (mode: ViewMode): void => {
      if (mode === view.mode) return;
      writeViewMode(mode);
      changeView({ ...view, mode }, true);
    },
    /** How many projects of `list` the current filters let through. */
    countShown: (list: readonly ProjectSummary[]): number => visibleProjects(list, effective, folderIds, nameOf).length,
    resetFilters: (): void => setView(resetFilters),
  };
}
