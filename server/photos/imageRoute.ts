// GET /img/{key}?width=&height=&fit=bounds|crop&auto=avif,webp — every image URL of the product.
// Who may see it: a public photo and the shipped samples, everyone; a private photo or layer, its owner;
// an upload not registered yet, its uploader; anything else is 404 (the same answer as for a key that does
// not exist, so private photos do not leak). Keys are unique per upload, so answers are cached for a year.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services';
import { isSafeKey } from '../adapters/storage';
import { ApiError } from '../api/errors';
import { errorBody } from '../http/errors';
import { findUpload } from '../storage/uploads';
import { getPhotoByKey, isShared } from './repo';
import { derivativeCache } from './context';
import { CONTENT_TYPE, parseVariant } from './derivatives';

/** The sample images the product ships (public/samples), served through the same route. */
export const SAMPLES_DIR = resolve(import.meta.dirname, '../../public/samples');
const SAMPLE_KEY = /^samples\/[a-z0-9_-]{1,60}\.(png|jpg)$/;

type Access = { allowed: false } | { allowed: true; shared: boolean; load: () => Promise<Buffer | null> };

/** viewer() resolves the session only when the answer depends on who asks (not for public photos). */
async function accessOf(services: Services, key: string, viewer: () => Promise<string | undefined>): Promise<Access> {
  if (SAMPLE_KEY.test(key)) {
    return { allowed: true, shared: true, load: () => readFile(resolve(SAMPLES_DIR, key.slice('samples/'.length))).catch(() => null) };
  }
  const load = () => services.storage.get(key);
  const photo = await getPhotoByKey(services.db, key);
  if (photo) {
    const shared = isShared(photo);
    return shared || photo.user_id === (await viewer()) ? { allowed: true, shared, load } : { allowed: false };
  }
  const upload = await findUpload(services.db, key);
  if (upload && upload.user_id !== null && upload.bucket === 'photos' && upload.user_id === (await viewer())) return { allowed: true, shared: false, load };
  return { allowed: false };
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody('not_found', 'There is no such image.'));
}

export async function imageRoute(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const cache = derivativeCache(services);

  // A response shared caches may keep must not set cookies: the CSRF cookie handed to the first visitor
  // would be handed to everyone.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('cache-control') ?? '').startsWith('public')) reply.removeHeader('set-cookie');
    return payload;
  });

  app.get('/img/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return notFound(reply);
    const access = await accessOf(services, key, async () => (await services.sessions.resolve(request))?.userId);
    if (!access.allowed) return notFound(reply);

    let variant;
    try {
      variant = parseVariant(request.query as Record<string, unknown>, String(request.headers.accept ?? ''), key);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error.code, error.message));
    }

    const etag = cache.etagOf(key, variant);
    // Public answers may sit in shared caches; a private photo's only in its owner's browser.
    reply.header('cache-control', `${access.shared ? 'public' : 'private'}, max-age=31536000, immutable`).header('etag', etag);
    if (variant.varyAccept) reply.header('vary', 'Accept');
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }

    const derivative = await cache.ensure(key, variant, access.load);
    if (!derivative) return notFound(reply);
    return reply.type(CONTENT_TYPE[variant.format]).header('content-length', derivative.size).send(createReadStream(derivative.path));
  });
}
