import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../icons';
import { useStore } from '../useStore';
import { setTheme, theme } from './theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const current = useStore(theme);
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="px-btn px-btn--ghost px-btn--icon"
      onClick={() => setTheme(next)}
      aria-label={t(next === 'light' ? 'theme_switch_to_light' : 'theme_switch_to_dark')}
      title={t(next === 'light' ? 'theme_switch_to_light' : 'theme_switch_to_dark')}
      data-testid="theme-toggle"
      data-theme-current={current}
    >
      {current === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
