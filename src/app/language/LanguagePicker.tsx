import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, LANGUAGE_NAMES } from '../../lib/shared/languages';
import { GlobeIcon } from '../icons';
import { useStore } from '../useStore';
import { currentLanguage } from './language';
import { switchLanguage } from './switchLanguage';

/** Switches the language in place and moves to the same page's address in that language. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useStore(currentLanguage);

  return (
    <label className={`px-language-picker ${compact ? 'px-language-picker--compact' : ''}`} htmlFor={id}>
      <span className="px-visually-hidden">{t('language')}</span>
      <GlobeIcon />
      <select id={id} className="px-select" value={language} onChange={(e) => void switchLanguage(e.target.value)} data-testid="language-picker">
        {APP_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
