// GET /wp-json/wp/v2/posts: the blog as WordPress's REST API serves it, so the spec's blog search (and any
// WordPress client) works against it unchanged. Parameters, defaults, bounds, headers and errors are
// WordPress's: page ≥ 1, per_page 1–100 (default 10), X-WP-Total and X-WP-TotalPages, a Link header, and
// `rest_post_invalid_page_number` (400) for a page past the last. Unknown parameters are ignored, as there.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services';
import { getPostById, listPosts } from './repo';
import { WP_POSTS_PATH, wpPost } from './present';

export const WP_DEFAULT_PER_PAGE = 10;
export const WP_MAX_PER_PAGE = 100;
/** Longer searches are refused (WordPress has no bound; a visitor's search never needs more). */
export const MAX_SEARCH_LENGTH = 200;

interface WpError {
  status: number;
  code: string;
  message: string;
  params?: Record<string, string>;
}

function invalidParam(name: string, message: string): WpError {
  return { status: 400, code: 'rest_invalid_param', message: `Invalid parameter(s): ${name}`, params: { [name]: message } };
}

function sendError(reply: FastifyReply, error: WpError): FastifyReply {
  const data: Record<string, unknown> = { status: error.status };
  if (error.params) {
    data.params = error.params;
    data.details = Object.fromEntries(Object.entries(error.params).map(([name, message]) => [name, { code: 'rest_invalid_param', message, data: null }]));
  }
  return reply.code(error.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ code: error.code, message: error.message, data });
}

/** An integer parameter within bounds, as WordPress checks it; `undefined` takes the default. */
function integerParam(value: unknown, name: string, fallback: number, min: number, max?: number): number | WpError {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\s*-?\d{1,9}\s*$/.test(value)) return invalidParam(name, `${name} is not of type integer.`);
  const n = Number(value);
  if (max !== undefined && (n < min || n > max)) return invalidParam(name, `${name} must be between ${min} (inclusive) and ${max} (inclusive)`);
  if (n < min) return invalidParam(name, `${name} must be greater than or equal to ${min}`);
  return n;
}

export interface PostsQuery {
  page: number;
  perPage: number;
  search: string;
}

export function readPostsQuery(query: Record<string, unknown>): PostsQuery | WpError {
  const page = integerParam(query.page, 'page', 1, 1);
  if (typeof page !== 'number') return page;
  const perPage = integerParam(query.per_page, 'per_page', WP_DEFAULT_PER_PAGE, 1, WP_MAX_PER_PAGE);
  if (typeof perPage !== 'number') return perPage;
  const search = query.search ?? '';
  if (typeof search !== 'string') return invalidParam('search', 'search is not of type string.');
  if (search.length > MAX_SEARCH_LENGTH) return invalidParam('search', `search must be at most ${MAX_SEARCH_LENGTH} characters long.`);
  return { page, perPage, search };
}

/** WordPress's Link header: the previous and next pages of the same query. */
function linkHeader(origin: string, query: PostsQuery, totalPages: number): string | undefined {
  const at = (page: number) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    params.set('per_page', String(query.perPage));
    params.set('page', String(page));
    return `<${origin}${WP_POSTS_PATH}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (query.page > 1 && query.page <= totalPages) links.push(`${at(query.page - 1)}; rel="prev"`);
  if (query.page < totalPages) links.push(`${at(query.page + 1)}; rel="next"`);
  return links.length ? links.join(', ') : undefined;
}

export async function wpRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const origin = services.config.publicUrl;

  app.get(WP_POSTS_PATH, async (request, reply) => {
    const query = readPostsQuery(request.query as Record<string, unknown>);
    if ('code' in query) return sendError(reply, query);
    const { posts, total } = await listPosts(services.db, services.dbKind, { search: query.search, limit: query.perPage, offset: (query.page - 1) * query.perPage });
    const totalPages = Math.ceil(total / query.perPage);
    if (query.page > totalPages && total > 0) {
      return sendError(reply, { status: 400, code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.' });
    }
    const link = linkHeader(origin, query, totalPages);
    if (link) reply.header('link', link);
    return reply
      .header('x-wp-total', String(total))
      .header('x-wp-totalpages', String(totalPages))
      .header('access-control-expose-headers', 'X-WP-Total, X-WP-TotalPages, Link')
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(posts.map((post) => wpPost(post, origin)));
  });

  app.get(`${WP_POSTS_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const post = /^\d{1,9}$/.test(id) ? await getPostById(services.db, Number(id)) : undefined;
    if (!post) return sendError(reply, { status: 404, code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(wpPost(post, origin));
  });

  // Every other address and method under /wp-json/ (writes included): WordPress's answer for a route it lacks.
  app.all('/wp-json/*', async (_request, reply) => sendError(reply, { status: 404, code: 'rest_no_route', message: 'No route was found matching the URL and request method.' }));
}
