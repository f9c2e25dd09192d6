// The project manager's view (thumbnails or a list) is remembered on this device between visits.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/localStore';
import type { ViewMode } from './managerView';

export function readViewMode(): ViewMode {
  return readLocal<unknown>(LOCAL_KEYS.projectsViewMode, null) === 'list' ? 'list' : 'thumbnail';
}

export function writeViewMode(mode: ViewMode): void {
  writeLocal(LOCAL_KEYS.projectsViewMode, mode);
}
