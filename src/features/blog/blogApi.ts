// The blog search's one call (spec §7 "Blog search"): GET on the site's WordPress-compatible endpoint with the
// keyword, per_page 12 and the page; the total pages come from X-WP-TotalPages. What comes back passes
// through restoreResults before the page sees it: titles and excerpts as text, links and images checked.
import { ApiError, INVALID_RESPONSE, request } from '../../lib/request';

export const BLOG_SEARCH_URL = '/wp-json/wp/v2/posts';
export const BLOG_PER_PAGE = 12;

export interface BlogResult {
  id: number;
  link: string;
  title: string;
  excerpt: string;
  image: { url: string; alt: string } | null;
}

export interface BlogResultPage {
  results: BlogResult[];
  total: number;
  totalPages: number;
}

/** The text of a rendered HTML fragment (WordPress titles and excerpts carry entities and tags). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** Only web addresses: a link or an image address of another scheme is dropped. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function rendered(value: unknown): string | null {
  const text = (value as { rendered?: unknown } | null | undefined)?.rendered;
  return typeof text === 'string' ? text : null;
}

function featuredImage(post: Record<string, unknown>): BlogResult['image'] {
  const embedded = post._embedded as Record<string, unknown> | undefined;
  const media = Array.isArray(embedded?.['wp:featuredmedia']) ? (embedded['wp:featuredmedia'] as unknown[])[0] : undefined;
  if (typeof media !== 'object' || media === null) return null;
  const url = webAddress((media as { source_url?: unknown }).source_url);
  const alt = (media as { alt_text?: unknown }).alt_text;
  return url ? { url, alt: typeof alt === 'string' ? alt : '' } : null;
}

export function restoreResults(body: unknown): BlogResult[] {
  if (!Array.isArray(body)) throw new ApiError(INVALID_RESPONSE, 'The blog search did not answer with a list.');
  return body.flatMap((item: unknown): BlogResult[] => {
    if (typeof item !== 'object' || item === null) return [];
    const post = item as Record<string, unknown>;
    const link = webAddress(post.link);
    const title = rendered(post.title);
    if (typeof post.id !== 'number' || !link || title === null) return [];
    return [{ id: post.id, link, title: textOf(title), excerpt: textOf(rendered(post.excerpt) ?? ''), image: featuredImage(post) }];
  });
}

function headerNumber(response: Response, name: string): number {
  const value = Number(response.headers.get(name));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

export async function searchBlog(keyword: string, page: number, signal?: AbortSignal): Promise<BlogResultPage> {
  const params = new URLSearchParams({ search: keyword, per_page: String(BLOG_PER_PAGE), page: String(page) });
  const { value, response } = await request<unknown>(`${BLOG_SEARCH_URL}?${params.toString()}`, { requireData: false, signal });
  const results = restoreResults(value);
  return { results, total: headerNumber(response, 'x-wp-total'), totalPages: headerNumber(response, 'x-wp-totalpages') };
}
