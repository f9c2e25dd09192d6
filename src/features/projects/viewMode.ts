// The project manager's view (thumbnails or a list) is remembered on this device between visits.
import { readLocal, writeLocal } from '../../lib/localStore';
import type { ViewMode } from './managerView';

/** On users' disks: renaming it needs a migration. */
export const VIEW_MODE_KEY = 'pixloom.projectsViewMode';

export function readViewMode(): ViewMode {
  return readLocal<unknown>(VIEW_MODE_KEY, null) === 'list' ? 'list' : 'thumbnail';
}

export function writeViewMode(mode: ViewMode): void {
  writeLocal(VIEW_MODE_KEY, mode);
}
