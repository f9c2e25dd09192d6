// Texts the store needs outside React: a new project's name and the storage-full notice, in the user's
// language (English when i18n is not running, as in unit tests).
import type { TFunction } from 'i18next';
import { getAppI18n } from '../../app/language/language';
import { notify } from '../../app/notifications/notifications';
import type { ProjectType } from '../../lib/shared/projects';

function translator(): TFunction | null {
  try {
    return getAppI18n().t;
  } catch {
    return null;
  }
}

/** "Photo 21 Nov 2025, 14:32": the section and the moment, so new projects are told apart in lists. */
export function defaultProjectName(section: ProjectType, now = new Date()): string {
  const t = translator();
  let when: string;
  try {
    when = new Intl.DateTimeFormat(t ? getAppI18n().language : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(now);
  } catch {
    when = now.toISOString().slice(0, 16).replace('T', ' ');
  }
  const name = t ? t(`projects_new_name_${section}`, { when }) : `${section === 'editor' ? 'Photo' : section === 'collage' ? 'Collage' : 'Design'} ${when}`;
  return [...name].slice(0, 100).join('');
}

/** The one notice for a full device: the work is kept in memory, not lost, and the user can make room. */
export function storageFullNotice(): void {
  const t = translator();
  if (!t) return;
  notify({ type: 'error', message: t('projects_storage_full_notice') });
}
