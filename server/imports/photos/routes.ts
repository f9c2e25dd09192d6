// The imported photos' bytes, through the server (the provider's token and file URLs never reach the page):
//   GET /img/imports/google-photos/{tkn}/{id}[?w=&h=]   a picked photo, the original or fitted in w × h
//   GET /img/imports/social/{id}[?h=]                    a social-network photo, the largest or the smallest ≥ h
// (more specific than the image route's /img/*, which they outrank).
// For the signed-in user only, with their own token. Errors are the api's JSON envelope with a specific code.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../services';
import { ApiError } from '../../api/errors';
import { errorBody } from '../../http/errors';
import { FacebookGraph, isGraphId } from './facebook';
import { findPicked, GOOGLE_PHOTOS_MEDIA_PATH, graphFor, photoImportsOf, pickerFor, SOCIAL_PHOTO_PATH } from './calls';
import type { DownloadedImage } from './providerHttp';

const SESSION_ID = /^[\w.-]{1,200}$/;
const ITEM_ID = /^[\w-]{1,300}$/;

function dimension(value: unknown): number | null | 'bad' {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value)) return 'bad';
  const n = Number(value);
  return n >= 1 && n <= 4096 ? n : 'bad';
}

function sendImage(reply: FastifyReply, image: DownloadedImage): FastifyReply {
  return reply
    .header('cache-control', 'private, max-age=600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(image.contentType)
    .send(image.bytes);
}

export async function photoImportRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const imports = photoImportsOf(services);
  const fail = (reply: FastifyReply, code: string, status: number, message: string) =>
    reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(code, message));
  const failWith = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ApiError) return fail(reply, error.code, error.status, error.message);
    throw error;
  };

  app.get<{ Querystring: Record<string, unknown>; Params: { tkn: string; id: string } }>(`${GOOGLE_PHOTOS_MEDIA_PATH}/:tkn/:id`, async (request, reply) => {
    const auth = await services.sessions.resolve(request);
    if (!auth) return fail(reply, 'not_logged_in', 401, 'Sign in to import photos.');
    const { tkn, id } = request.params;
    if (typeof tkn !== 'string' || !SESSION_ID.test(tkn)) return fail(reply, 'invalid_session', 400, 'The photo selection is not valid.');
    if (typeof id !== 'string' || !ITEM_ID.test(id)) return fail(reply, 'invalid_id', 400, 'The photo is not valid.');
    const width = dimension(request.query.w);
    const height = dimension(request.query.h);
    if (width === 'bad' || height === 'bad' || (width === null) !== (height === null)) return fail(reply, 'invalid_size', 400, 'Give both a width and a height from 1 to 4096.');
    try {
      const { picker, auth: authorized } = pickerFor(imports, auth.userId);
      const item = await findPicked(imports, auth.userId, tkn, id);
      return sendImage(reply, await picker.download(authorized, item.baseUrl, width && height ? { width, height } : null));
    } catch (error) {
      return failWith(reply, error);
    }
  });

  app.get<{ Querystring: Record<string, unknown>; Params: { id: string } }>(`${SOCIAL_PHOTO_PATH}/:id`, async (request, reply) => {
    const auth = await services.sessions.resolve(request);
    if (!auth) return fail(reply, 'not_logged_in', 401, 'Sign in to import photos.');
    const { id } = request.params;
    if (typeof id !== 'string' || !isGraphId(id)) return fail(reply, 'invalid_id', 400, 'The photo is not valid.');
    const height = dimension(request.query.h);
    if (height === 'bad') return fail(reply, 'invalid_size', 400, 'Give a height from 1 to 4096.');
    try {
      const { graph, auth: authorized } = graphFor(imports, auth.userId);
      const photo = await graph.photoById(authorized, id);
      return sendImage(reply, await graph.download(FacebookGraph.rendition(photo, height)));
    } catch (error) {
      return failWith(reply, error);
    }
  });
}
