// GET /api/loadImage/?url=<encoded> (spec account-content §7 "Image proxy: GET loadImage with an encoded
// URL"): the image's bytes, for a signed-in user (§6: the library's own photos, where an imported image
// goes, need sign-in; a proxy open to every visitor would relay anyone's traffic). Errors are the api's
// JSON envelope with a specific code. Registered before the api/ dispatcher's wildcard, which it outranks.
// Each fetch counts against two limits (RATE_LIMIT_IMAGE_PROXY_USER per user, RATE_LIMIT_IMAGE_PROXY_IP per
// address; the accounts area's database limiter, so every instance counts together): past either, 429
// too_many_attempts with retry_after and a Retry-After header, and nothing is fetched.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { errorBody } from '../http/errors';
import { ApiError } from '../api/errors';
import { consumeLimit } from '../accounts/rateLimit';
import { fetchPublicImage, ImageProxyError, type ImageProxyOptions } from './fetchImage';

export const LOAD_IMAGE_PATH = '/api/loadImage';
const MAX_URL_LENGTH = 2048;

export function imageProxyOptions(services: Services): ImageProxyOptions {
  const { imageProxy, uploadMaxPixels } = services.config;
  return { maxBytes: imageProxy.maxBytes, timeoutMs: imageProxy.timeoutMs, maxPixels: uploadMaxPixels, allowHosts: new Set(imageProxy.allowHosts) };
}

export async function imageProxyRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const options = imageProxyOptions(services);
  app.get<{ Querystring: Record<string, unknown> }>(LOAD_IMAGE_PATH, async (request, reply) => {
    const fail = (code: string, status: number, message: string) => reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(code, message));
    const auth = await services.sessions.resolve(request);
    if (!auth) return fail('not_logged_in', 401, 'Sign in to import an image from a link.');
    const url = request.query.url;
    if (typeof url !== 'string' || url.trim() === '') return fail('invalid_url', 400, 'Give the link of an image.');
    if (url.length > MAX_URL_LENGTH) return fail('invalid_url', 400, `A link has at most ${MAX_URL_LENGTH} characters.`);
    try {
      await consumeLimit(services, 'IMAGE_PROXY_USER', auth.userId);
      await consumeLimit(services, 'IMAGE_PROXY_IP', request.ip || 'unknown');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      request.log.info({ userId: auth.userId }, 'image proxy rate limit reached');
      const retryAfter = Number(error.extra?.retry_after ?? 60);
      return reply.code(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(error.code, error.message, error.extra));
    }
    try {
      const image = await fetchPublicImage(url, options);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(image.contentType)
        .send(image.bytes);
    } catch (error) {
      if (error instanceof ImageProxyError) {
        request.log.info({ code: error.code, userId: auth.userId }, 'image proxy refused a link');
        return fail(error.code, error.status, error.message);
      }
      throw error;
    }
  });
}
