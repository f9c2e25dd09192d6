// The drive tab (Google Drive): offered when the server has the drive configured, and only with the
// photo-service tab (spec §2: "The drive tab is not offered when the photo-service tab is disabled").
import { registerImportSection } from '../importSection';

const icon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
    <path d="M8 3h8l6 11-4 7H6l-4-7z" />
    <path d="M8 3l6 11H2M16 3 10 14M22 14H10l-4 7" />
  </svg>
);

export function registerDrive(): Promise<void> {
  return registerImportSection({ id: 'drive', connector: 'drive', labelKey: 'drive_tab', icon, requires: 'photo_service', load: () => import('./DriveSection') });
}
