// Builds the Fastify instance: external plugins, then ours, then routes (the fastify/demo shape).
// main.ts only listens and shuts down; tests build the app and inject requests.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { loadConfig, type Config } from './config';
import { migrate, openDatabase } from './db/index';
import type { Services } from './services';
import { databaseSessions } from './auth/sessions';
import { csrfCookie } from './plugins/csrf';
import { securityHeaders } from './plugins/security';
import { appShell } from './plugins/appShell';
import { apiPlugin } from './api/plugin';
import { buildRegistry } from './routes/index';
import { systemRoutes } from './routes/system';
import { photoRoutes } from './routes/photos';
import { createStorage } from './adapters/storage';
import { photoDataRemover } from './photos/remove';
import { projectDataRemover } from './projects/remove';
import { projectRoutes } from './routes/projects';
import { seedDemo } from './seed/index';
import { pruneAnswers } from './api/idempotency';
import { errorBody, mapFrameworkError } from './http/errors';
import { createMailAdapter } from './adapters/mail';
import { createCaptcha } from './adapters/captcha';
import { createIdentity } from './adapters/identity';
import { accountRoutes } from './routes/authHttp';
import { shareTargetRoutes } from './routes/shareTarget';

export interface BuildOptions {
  env?: NodeJS.ProcessEnv;
  config?: Partial<Config>;
  logger?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const { db, kind } = openDatabase(config.databaseUrl);
  const applied = await migrate(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  const services: Services = {
    config,
    db,
    dbKind: kind,
    log: app.log,
    sessions: databaseSessions(db),
    userDataRemovers: [],
    storage: createStorage(config, options.env ?? process.env),
    mail: createMailAdapter({ mailUrl: config.mailUrl, dataDir: config.dataDir, from: config.accounts.mailFrom }),
    captcha: createCaptcha({ mode: config.captcha, secret: config.secret, db, settings: config.accounts.captcha }),
    identity: createIdentity(config),
  };
  services.userDataRemovers.push(photoDataRemover(services));
  services.userDataRemovers.push(projectDataRemover(services));

  const pruneTimer = setInterval(() => void pruneAnswers(db).catch((err: unknown) => app.log.warn({ err }, 'pruning stored answers failed')), 60 * 60 * 1000);
  pruneTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await db.destroy();
  });

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapFrameworkError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(mapped.status).type('application/json; charset=utf-8').send(errorBody(mapped.code, mapped.message));
  });

  const secure = config.publicUrl.startsWith('https://');
  await app.register(cookie);
  csrfCookie(app, secure);
  await securityHeaders(app, services.storage.connectSources);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  const registry = buildRegistry(services);
  await app.register(apiPlugin, { registry, services });
  await app.register(systemRoutes, { services });
  await app.register(photoRoutes, { services });
  await app.register(projectRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(shareTargetRoutes);
  await appShell(app, { distDir: config.distDir, localesDir: config.localesDir });
  await seedDemo(services);
  return { app, services };
}
