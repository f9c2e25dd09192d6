// The blog search's addresses (spec §2): /learn/search/ and /learn/search/{searchTerm}/, the page in ?page=.
export const BLOG_SEARCH_PATH = '/learn/search/';

export function blogSearchPath(term: string, page = 1): string {
  const base = term ? `${BLOG_SEARCH_PATH}${encodeURIComponent(term)}/` : BLOG_SEARCH_PATH;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** ?page= as a page number: 1 unless it is a whole number from 1 up. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('page');
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
