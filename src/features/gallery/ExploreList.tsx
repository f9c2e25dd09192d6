import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cleanSearch } from '../../lib/shared/validators';
import type { Photo } from '../photos';
import { fetchExplore } from '../photos';
import { GalleryBody } from './GalleryBody';
import { explorePath } from './paths';
import { Autocomplete } from '../../app/ui/Autocomplete';
import type { AutocompleteOption } from '../../app/ui/autocompleteRules';
import { useGallery, type GalleryRules } from './useGallery';

const rules: GalleryRules = { accepts: (photo: Photo) => photo.isPublic === 1 };

/** The tags of these photos as search suggestions, the most frequent first. */
export function tagSuggestions(photos: readonly Photo[]): AutocompleteOption[] {
  const counts = new Map<string, number>();
  for (const photo of photos) for (const tag of photo.tags) if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([tag]) => ({ value: `#${tag}`, label: `#${tag}` }));
}

/** Explore (spec §2): everyone's public photos, searched by a keyword that lives in the address. */
export function ExploreList({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clean = cleanSearch(keyword);
  const [text, setText] = useState(clean);
  const [shownFor, setShownFor] = useState(clean);
  // The box follows the address (back and forward), not only typing.
  if (shownFor !== clean) {
    setShownFor(clean);
    setText(clean);
  }
  const fetcher = useMemo(() => (request: { start: number; signal: AbortSignal }) => fetchExplore(clean, request), [clean]);
  const { state, loader } = useGallery(`explore:${clean}`, fetcher, rules);
  // Suggestions: the #tags of the photos shown so far, most used first.
  const tagOptions = useMemo(() => tagSuggestions(state.items), [state.items]);

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    const next = cleanSearch(text);
    setText(next);
    if (next === clean) loader.reload();
    else navigate(explorePath(next));
  };

  return (
    <>
      <header className="px-gallery__header">
        <div>
          <h1>{t('page_explore')}</h1>
          <p className="px-gallery__lead">{t('gallery_explore_lead')}</p>
        </div>
        <form className="px-gallery__search" role="search" onSubmit={submit}>
          <label className="px-visually-hidden" htmlFor="px-explore-search">
            {t('gallery_search_label')}
          </label>
          <Autocomplete
            id="px-explore-search"
            type="search"
            value={text}
            options={tagOptions}
            placeholder={t('gallery_search_placeholder')}
            onChange={setText}
            onPick={(option) => {
              setText(option.value);
              navigate(explorePath(option.value));
            }}
            enterKeyHint="search"
            testId="explore-search"
          />
          <button type="submit" className="px-btn">
            {t('gallery_search')}
          </button>
        </form>
      </header>
      {clean && (
        <p className="px-gallery__query" data-testid="explore-query">
          {t('gallery_results_for', { query: clean })}
        </p>
      )}
      <GalleryBody
        state={state}
        loader={loader}
        background={explorePath(clean)}
        empty={clean ? <p>{t('gallery_no_results', { query: clean })}</p> : <p>{t('gallery_explore_empty')}</p>}
      />
    </>
  );
}
