// The notices the sync raises: a conflict (your version is kept as a copy, the other can be opened) and a
// refused change (kept on the device, the reason shown). Set up at start; the sync itself has no UI.
import { getAppI18n, currentLanguage } from '../../app/language/language';
import { notify } from '../../app/notifications/notifications';
import { router } from '../../app/routing/appRouter';
import { db } from '../../lib/db/db';
import { isSiteLanguage, type SiteLanguage } from '../../lib/shared/languages';
import { projectPath } from './lastProject';
import { setSyncHooks } from './syncHooks';
import type { ProjectConflict } from './state';

export function siteLanguage(): SiteLanguage {
  const lang = currentLanguage.get();
  return isSiteLanguage(lang) ? lang : 'en';
}

/** Opens a project in its section (the editor reads ?project=). */
export async function openProjectRoute(id: string): Promise<void> {
  const row = await db().projects.get(id);
  await router.navigate(projectPath(siteLanguage(), row?.section ?? 'editor', id));
}

function conflictNotice(conflict: ProjectConflict, name: string): void {
  const { t } = getAppI18n();
  notify({
    type: 'warning',
    message: t('projects_conflict_notice', { name }),
    button: { text: t('projects_open_other_version'), onClick: () => void openProjectRoute(conflict.originalId) },
  });
}

function refusedNotice(code: string): void {
  const { t } = getAppI18n();
  const reason = t(`error_${code}`, { defaultValue: t('projects_error_generic') });
  notify({ type: 'error', message: t('projects_sync_refused', { reason }) });
}

export function startNotices(): void {
  setSyncHooks({ conflict: conflictNotice, refused: (_id, code) => refusedNotice(code) });
}
