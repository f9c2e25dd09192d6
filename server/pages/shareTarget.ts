// POST /share-target/ reaching the server: the share sheet posted an image before the service worker that
// normally receives it was installed (first visit, or the site's data was cleared). The server keeps
// nothing: it takes the upload off the wire and sends the app to the create route with a notice asking to
// share again (the app has its worker by then). 303, so the create page opens with a GET.
import type { FastifyInstance } from 'fastify';
import { isSiteLanguage } from '../../src/lib/shared/languages';
import { createPath } from '../../src/lib/shared/routes';
import { SHARE_ERROR_PARAM, SHARE_TARGET_PATH, SHARED_IMAGE_HASH } from '../../src/lib/shared/swProtocol';
import { requestLanguage } from '../http/language';

export function shareTargetRedirect(lang: string): string {
  return `${createPath(isSiteLanguage(lang) ? lang : 'en', 'editor')}?${SHARE_ERROR_PARAM}=no_worker#${SHARED_IMAGE_HASH}`;
}

export async function shareTargetRoutes(app: FastifyInstance): Promise<void> {
  // Drains any body (multipart or other) without keeping it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.on('error', (error) => done(error, undefined));
    payload.on('end', () => done(null, undefined));
    payload.resume();
  });
  app.post(SHARE_TARGET_PATH, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(shareTargetRedirect(requestLanguage(request)), 303),
  );
}
