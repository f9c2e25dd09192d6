// The language suggestion toast (spec §1): when the browser's language is an app language other than
// the current one, offer to switch, in the browser's language. Declining is remembered.
import { appLanguageFromTag, LANGUAGE_NAMES, type AppLanguage } from '../../lib/shared/languages';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/localStore';
import { showToast } from '../toasts/toasts';
import { getAppI18n } from './language';

export function browserLanguage(): AppLanguage | undefined {
  const tags = typeof navigator !== 'undefined' ? [...(navigator.languages ?? []), navigator.language] : [];
  for (const tag of tags) {
    const lang = appLanguageFromTag(tag);
    if (lang) return lang;
  }
  return undefined;
}

export async function suggestLanguage(current: AppLanguage, onAccept: (lang: AppLanguage) => void): Promise<void> {
  const suggested = browserLanguage();
  if (!suggested || suggested === current) return;
  const dismissed = readLocal<string[]>(LOCAL_KEYS.languageSuggestionDismissed, []);
  if (dismissed.includes(suggested)) return;
  const i18n = getAppI18n();
  await i18n.loadLanguages(suggested).catch(() => undefined);
  const t = i18n.getFixedT(suggested);
  showToast({
    message: t('language_suggestion', { language: LANGUAGE_NAMES[suggested] }),
    acceptText: t('language_suggestion_accept', { language: LANGUAGE_NAMES[suggested] }),
    lang: suggested,
    onAccept: () => onAccept(suggested),
    onDismiss: () => writeLocal(LOCAL_KEYS.languageSuggestionDismissed, [...dismissed, suggested]),
  });
}
