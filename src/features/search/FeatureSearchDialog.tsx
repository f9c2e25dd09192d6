// The feature search dialog (subscription-navigation §2, §9): 340×480 (never larger than the window), one
// field, the results as a list box. An empty field lists the 3–6 most used features (when at least 3 exist);
// arrows move through the results, Enter picks the highlighted one (the first unless moved), Escape closes
// and focus returns where it was. Picking closes the dialog, leaves the editor's current tool, counts the
// use, sends `feature_searched`, then opens the feature's deep link.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../app/dialogs/Modal';
import { router } from '../../app/routing/appRouter';
import { parseDeepLink } from '../../lib/deeplink/parse';
import { editorSession } from '../../lib/editorSession';
import { report } from '../../lib/report';
import { recordFeatureUse, useFeatureFrequencies } from '../../lib/settings';
import { buildSearchIndex, contextText, featurePath, frequentFeatures, searchFeatures, type FeatureItem, type FeatureSection } from '../../lib/shared/features';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../lib/shared/languages';
import { buildRouteTable, type RouteTable } from '../../lib/shared/routes';
import { trackEvent } from '../../lib/track';
import './search.css';

/** At most this many results are listed (the best ones). */
const RESULT_LIMIT = 30;

let routes: RouteTable | null = null;

function whereAmI(pathname: string, search: string): { section: FeatureSection | null; lang: SiteLanguage | null } {
  routes ??= buildRouteTable();
  const resolved = routes.resolve(pathname);
  if (!resolved) return { section: null, lang: null };
  const lang = resolved.route.lang;
  if (resolved.route.page === 'dashboard') return { section: 'dashboard', lang };
  if (resolved.route.page === 'create') return { section: parseDeepLink(resolved, search)?.sectionId ?? 'editor', lang };
  return { section: null, lang };
}

export default function FeatureSearchDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [englishReady, setEnglishReady] = useState(() => i18n.hasResourceBundle(DEFAULT_LANGUAGE, 'common'));
  const { scores } = useFeatureFrequencies();

  // English names are searched too: English is the fallback language, so it is normally loaded already.
  useEffect(() => {
    if (englishReady) return;
    let live = true;
    i18n.loadLanguages(DEFAULT_LANGUAGE).then(
      () => live && setEnglishReady(true),
      (error: unknown) => report('warning', 'English names not loaded for the feature search', { error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [englishReady, i18n]);

  const language = i18n.language;
  const index = useMemo(() => {
    const english = i18n.getFixedT(DEFAULT_LANGUAGE);
    const local = i18n.getFixedT(language);
    return buildSearchIndex((key) => local(key), (key) => (englishReady ? english(key) : local(key)));
  }, [i18n, language, englishReady]);

  const here = whereAmI(location.pathname, location.search);
  const lang: SiteLanguage = here.lang ?? (isSiteLanguage(language) ? language : 'en');
  const frequent = useMemo(() => frequentFeatures(scores), [scores]);
  const results: FeatureItem[] = useMemo(
    () => (query.trim() === '' ? frequent : searchFeatures(index, query, here.section, RESULT_LIMIT).map((r) => r.item)),
    [query, frequent, index, here.section],
  );
  const current = Math.min(active, Math.max(0, results.length - 1));

  const pick = (item: FeatureItem): void => {
    onClose();
    editorSession.get()?.cancelTool();
    const english = i18n.getFixedT(DEFAULT_LANGUAGE);
    trackEvent('feature_searched', {
      query: query.trim(),
      feature: item.id,
      section: item.section,
      from: here.section,
      name: english(item.nameKey),
      context: contextText(item, (key) => english(key)),
    });
    void recordFeatureUse(item.id).catch((error: unknown) => report('warning', 'feature use not recorded', { error: String(error) }));
    void router.navigate(featurePath(item, lang));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Home' && results.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = results[current];
      if (item) pick(item);
    }
  };

  const optionId = (i: number): string => `${listId}-${i}`;
  const empty = query.trim() === '';

  return (
    <Modal title={t('search_title')} size="feature-search" onClose={onClose} className="px-fsearch" testId="feature-search">
      <input
        type="search"
        className="px-input px-fsearch__input"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        data-autofocus
        data-testid="feature-search-input"
      />
      {empty && results.length > 0 && (
        <p className="px-fsearch__heading" id={`${listId}-heading`}>
          {t('search_frequent')}
        </p>
      )}
      <ul className="px-fsearch__list" id={listId} role="listbox" aria-label={empty ? t('search_frequent') : t('search_results')} data-testid="feature-search-results">
        {results.map((item, i) => (
          <li
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className={`px-fsearch__item ${i === current ? 'is-active' : ''}`}
            onMouseMove={() => i !== current && setActive(i)}
            // The field keeps the focus: a click picks without moving it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            data-feature={item.id}
            data-testid="feature-search-result"
          >
            <span className="px-fsearch__name">{t(item.nameKey)}</span>
            <span className="px-fsearch__context">{contextText(item, (key) => t(key))}</span>
            {item.plus && <span className="px-fsearch__plus">{t('search_plus_badge')}</span>}
          </li>
        ))}
      </ul>
      {!empty && results.length === 0 && (
        <p className="px-fsearch__none" role="status" data-testid="feature-search-none">
          {t('search_no_results')}
        </p>
      )}
      {empty && results.length === 0 && <p className="px-fsearch__hint">{t('search_hint')}</p>}
    </Modal>
  );
}
