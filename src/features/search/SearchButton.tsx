// The bars' search button: the feature search for touch screens and for anyone who does not know Ctrl+P.
import { useTranslation } from 'react-i18next';
import { isMacLike, openFeatureSearch } from './state';

function SearchIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function SearchButton() {
  const { t } = useTranslation();
  const label = t('search_open', { keys: isMacLike() ? '⌘P' : 'Ctrl+P' });
  return (
    <button type="button" className="px-btn px-btn--ghost px-btn--icon" onClick={() => openFeatureSearch()} aria-label={label} title={label} aria-haspopup="dialog" data-testid="feature-search-button">
      <SearchIcon />
    </button>
  );
}
