// Site-root endpoints outside api/: the offline-test probe and check-user (spec §7).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { Services } from '../services';
import { errorBody } from '../http/errors';

export async function systemRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  // ignoreTrailingSlash: /offline-test answers too.
  // The probe must never come from a cache: the service worker answers it with a failure when offline.
  app.get('/offline-test/', async (_request, reply) =>
    reply.header('cache-control', 'no-store, max-age=0').header('pragma', 'no-cache').type('text/plain; charset=utf-8').send('online'),
  );

  const checkUser = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await services.sessions.resolve(request);
    reply.header('cache-control', 'no-store');
    if (!auth) return reply.code(401).send(errorBody('not_logged_in', 'You are not signed in.'));
    return reply.send({ data: auth.email });
  };
  // The page posts check-user as a form, like its api/ calls (the form parser of api/ is scoped to /api/).
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // ignoreTrailingSlash: this also answers /check-user.
  app.post('/check-user/', checkUser);

  app.get('/healthz', async () => ({ data: 'ok' }));
}
