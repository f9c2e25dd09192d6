// The blog search (spec account-content §2, §7, §9): a search box, 12 results a page (title, excerpt cut
// near 65 characters, featured image and its alt text), paging and a no-results message. The term lives in
// the address (/learn/search/{term}/?page=n) so back, forward and shared links work.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { imageVariantUrl, screenDensity } from '../../lib/imageVariants';
import { isApiError } from '../../lib/request';
import { searchBlog, type BlogResultPage } from './blogApi';
import { cutExcerpt } from './excerpt';
import { blogSearchPath, pageFromSearch } from './paths';
import './blog.css';

type SearchState = { status: 'loading' } | { status: 'done'; page: BlogResultPage } | { status: 'error' } | { status: 'pastEnd' };

const THUMB = { width: 160, height: 120 };

function useBlogSearch(term: string, page: number, attempt: number): SearchState {
  const key = `${term}\n${page}\n${attempt}`;
  const [result, setResult] = useState<{ key: string; state: SearchState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    searchBlog(term, page, controller.signal).then(
      (found) => setResult({ key, state: { status: 'done', page: found } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A page past the last (an old link, a shrunken result) is an empty page, not a failure.
        const pastEnd = isApiError(error) && error.code === 'rest_post_invalid_page_number';
        setResult({ key, state: { status: pastEnd ? 'pastEnd' : 'error' } });
      },
    );
    return () => controller.abort();
  }, [term, page, key]);
  return result?.key === key ? result.state : { status: 'loading' };
}

export default function BlogSearchPage({ resolved }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const term = (resolved.rest[0] ?? '').trim();
  const page = pageFromSearch(location.search);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState(term);
  const [shownFor, setShownFor] = useState(term);
  // The box follows the address (back and forward), not only typing.
  if (shownFor !== term) {
    setShownFor(term);
    setText(term);
  }
  const state = useBlogSearch(term, page, attempt);

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    const next = text.trim();
    if (next === term && page === 1) setAttempt((n) => n + 1);
    else navigate(blogSearchPath(next));
  };

  const density = screenDensity();
  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="px-blog__status" role="status" aria-busy="true" data-testid="blog-loading">
        <div className="px-spinner" />
        <span>{t('blog_search_loading')}</span>
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="px-blog__status" role="alert">
        <p>{t('blog_search_failed')}</p>
        <button type="button" className="px-btn" onClick={() => setAttempt((n) => n + 1)}>
          {t('blog_search_try_again')}
        </button>
      </div>
    );
  } else if (state.status === 'pastEnd' || state.page.results.length === 0) {
    body = (
      <div className="px-blog__status" data-testid="blog-no-results">
        <p>{term ? t('blog_no_results', { query: term }) : t('blog_no_posts')}</p>
        {term && <p className="px-muted">{t('blog_no_results_hint')}</p>}
      </div>
    );
  } else {
    const { results, totalPages } = state.page;
    body = (
      <>
        <ul className="px-blog__results" aria-label={t('blog_search_results')} data-testid="blog-results">
          {results.map((post) => (
            <li key={post.id} className="px-blog__result" data-testid="blog-result">
              {post.image && <img src={imageVariantUrl(post.image.url, { ...THUMB, fit: 'crop', devicePixelRatio: density })} alt={post.image.alt} width={THUMB.width} height={THUMB.height} loading="lazy" />}
              <div>
                <h3>
                  <a href={post.link}>{post.title}</a>
                </h3>
                <p>{cutExcerpt(post.excerpt)}</p>
              </div>
            </li>
          ))}
        </ul>
        {totalPages > 1 && (
          <nav className="px-blog__paging" aria-label={t('blog_pages')}>
            <button type="button" className="px-btn px-btn--secondary" disabled={page <= 1} onClick={() => navigate(blogSearchPath(term, page - 1))}>
              {t('blog_search_previous')}
            </button>
            <span data-testid="blog-page">{t('blog_page_of', { page, pages: totalPages })}</span>
            <button type="button" className="px-btn px-btn--secondary" disabled={page >= totalPages} onClick={() => navigate(blogSearchPath(term, page + 1))}>
              {t('blog_search_next')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <main className="px-page px-blog" data-testid="page-blogSearch">
      <header className="px-blog__header">
        <h1>{t('blog_page_title')}</h1>
        <p className="px-muted">{t('blog_lead')}</p>
        <form className="px-blog__search" role="search" onSubmit={submit}>
          <label className="px-visually-hidden" htmlFor="px-blog-search">
            {t('blog_search_label')}
          </label>
          <input id="px-blog-search" className="px-input" type="search" value={text} maxLength={200} placeholder={t('blog_search_placeholder')} onChange={(e) => setText(e.target.value)} enterKeyHint="search" data-testid="blog-search" />
          <button type="submit" className="px-btn">
            {t('blog_search_button')}
          </button>
        </form>
      </header>
      <h2 className="px-blog__heading">{term ? t('blog_results_for', { query: term }) : t('blog_search_latest')}</h2>
      {body}
    </main>
  );
}
