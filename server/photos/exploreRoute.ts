// Explore for visitors by GET, so browsers, proxies and CDNs may keep it: GET /api/photo/explore/?start&end&keyword
// answers exactly what the photo/explore call answers a visitor, with an ETag (If-None-Match → 304) and
// Cache-Control: public, max-age = EXPLORE_CACHE_MS. The app itself keeps using the POST call; signed-in
// viewers (who see their own photos' keys) get the visitor's view here too.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { GALLERY_PAGE_SIZE } from '../../src/lib/shared/constants';
import { errorBody } from '../http/errors';
import { exploreIndexFor } from './exploreIndex';

const offset = z.string().regex(/^\d{1,9}$/).transform(Number);
const query = z.object({ start: offset.optional(), end: offset.optional(), keyword: z.string().max(500).optional() });

export async function exploreRoute(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const maxAge = Math.floor(services.config.exploreCacheMs / 1000);
  app.get('/api/photo/explore/', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    const start = parsed.data?.start ?? 0;
    const end = parsed.data?.end ?? start + GALLERY_PAGE_SIZE;
    if (!parsed.success || end <= start) {
      return reply.code(400).header('cache-control', 'no-store').send(errorBody('invalid_page_range', 'start and end must be indexes with end greater than start.'));
    }
    const photos = await exploreIndexFor(services.db, services.config.exploreCacheMs).page({ offset: start, limit: Math.min(GALLERY_PAGE_SIZE, end - start) }, parsed.data.keyword, undefined);
    const body = JSON.stringify({ data: photos });
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('vary', 'accept-encoding');
    const sent = request.headers['if-none-match'];
    if (typeof sent === 'string' && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
