// Switching language from anywhere (picker, suggestion toast): retranslate in place, then go to the same
// page's address in that language — the dashboard pushes its localized route, create routes replace
// within their section.
import type { AppLanguage } from '../../lib/shared/languages';
import { router } from '../routing/appRouter';
import { routeTable } from '../routing/routeTable';
import { changeLanguage, localizedPath } from './language';

export async function switchLanguage(lang: string): Promise<AppLanguage> {
  const language = await changeLanguage(lang);
  const { pathname, search, hash } = router.state.location;
  const resolved = routeTable.resolve(pathname);
  const target = localizedPath(resolved, language, search, hash);
  if (target && target !== `${pathname}${search}${hash}`) await router.navigate(target, { replace: resolved?.route.page === 'create' });
  return language;
}
