// The photo-service tab (Google Photos Picker): offered when the server has the photo service configured.
import { registerImportSection } from '../importSection';

const icon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 12V3a5 5 0 0 1 0 9zM12 12h9a5 5 0 0 1-9 0zM12 12v9a5 5 0 0 1 0-9zM12 12H3a5 5 0 0 1 9 0z" />
  </svg>
);

export function registerPhotoService(): Promise<void> {
  return registerImportSection({ id: 'photo_service', connector: 'photos', labelKey: 'photos_tab', icon, load: () => import('./PhotoServiceSection') });
}
