// Builds the Fastify instance: external plugins, then ours, then routes (the fastify/demo shape).
// main.ts only listens and shuts down; tests build the app and inject requests.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { loadConfig, type Config, type TrustProxy } from './config';
import { migrate, openDatabase } from './db/index';
import type { Services } from './services';
import { databaseSessions, declareSessionFields } from './accounts/sessions';
import { csrfCookieSetter } from './plugins/csrf';
import { securityHeaderSetter } from './plugins/security';
import { cookieParser, everyRequest, untrustedProxyWarning } from './plugins/everyRequest';
import { appShell } from './plugins/appShell';
import { apiPlugin } from './api/plugin';
import { buildRegistry } from './calls';
import { systemRoutes } from './system/routes';
import { photoRoutes } from './photos/routes';
import { storageRoutes } from './storage/routes';
import { createStorage } from './adapters/storage';
import { photoDataRemover } from './photos/remove';
import { billingDataRemover } from './billing/remover';
import { pruneStripeEvents } from './billing/repo';
import { projectDataRemover } from './projects/remove';
import { projectRoutes } from './projects/routes';
import { seedDemo } from './seed/index';
import { pruneAnswers, releaseClaimsOf } from './api/idempotency';
import { startBoot } from './api/boot';
import { errorBody, mapFrameworkError } from './http/errors';
import { createMailAdapter } from './adapters/mail';
import { createCaptcha } from './adapters/captcha';
import { createIdentity } from './adapters/identity';
import { accountRoutes } from './accounts/routes';
import { shareTargetRoutes } from './pages/shareTarget';
import { requestLogging } from './http/requestLog';
import { lazyRequestLogger } from './http/requestLogger';
import { COMPRESS_THRESHOLD_BYTES, ENCODINGS } from './http/compressAnswer';
import { healthRoutes } from './health/routes';
import { inProcessQueue, jobSchemaFor, pgBossQueue, queueSettings, type JobQueue } from './jobs/queue';
import { defineMailJobs } from './jobs/mail';
import { createPaymentsAdapter } from './adapters/payments/index';
import { createBillingClock } from './billing/clock';
import { defineRenewalJob, scheduleRenewals } from './billing/renewals';
import { sandboxRoutes } from './billing/sandboxRoutes';
import { blogRoutes } from './blog/routes';
import { imageProxyRoutes } from './imageProxy/routes';
import { printDataRemover } from './print/remover';
import type { BillingEventSink } from './billing/stripeWebhook';
import { supportRoutes } from './support/routes';
import { createImports } from './imports/core';
import { importRoutes } from './imports/routes';
import { photoImportRoutes } from './imports/photos/routes';
import { driveRoutes } from './imports/drive';
import { importDataRemover } from './imports/remover';

/** A hop count as the function Fastify applies to each address from the socket outwards. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface BuildOptions {
  env?: NodeJS.ProcessEnv;
  config?: Partial<Config>;
  logger?: boolean;
  /** PAYMENTS=stripe: what handles Stripe's webhook events, if not the billing area's own (tests record them). */
  stripeEvents?: BillingEventSink;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const verboseLog = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
          },
    // Requests are logged once, when they end, and only when they matter (server/http/requestLog.ts); at
    // debug and trace every request is, as Fastify does it (two lines each).
    logController: new LogController({ disableRequestLogging: !verboseLog }),
    // A request's child logger is made when it first logs (most never do); at debug and trace every one does.
    ...(options.logger === false || verboseLog ? {} : { childLoggerFactory: lazyRequestLogger }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // The session cache's change feed (PostgreSQL) reconnects by itself; meanwhile every lookup reads the database.
  const { db, kind, changes } = openDatabase(config.databaseUrl, (err) => app.log.warn({ err }, 'session change feed lost its connection; reconnecting'));
  const applied = await migrate(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  const env = options.env ?? process.env;
  let jobs: JobQueue;
  if (config.jobQueue === 'postgres' && kind === 'postgres') {
    const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name ?? 'public';
    jobs = pgBossQueue(config.databaseUrl, jobSchemaFor(schema), app.log, queueSettings(env));
  } else {
    jobs = inProcessQueue(app.log, queueSettings(env));
  }
  const services: Services = {
    config,
    db,
    dbKind: kind,
    log: app.log,
    sessions: databaseSessions(db, changes),
    userDataRemovers: [],
    storage: createStorage(config, env),
    mail: createMailAdapter({ mailUrl: config.mailUrl, dataDir: config.dataDir, from: config.accounts.mailFrom }),
    captcha: createCaptcha({ mode: config.captcha, secret: config.secret, db, settings: config.accounts.captcha }),
    identity: createIdentity(config),
    jobs,
    payments: await createPaymentsAdapter(config, db),
    billing: createBillingClock(db, config.payments),
    imports: createImports(config.imports, db),
  };
  defineMailJobs(services);
  defineRenewalJob(services);
  services.userDataRemovers.push(photoDataRemover(services));
  services.userDataRemovers.push(projectDataRemover(services));
  services.userDataRemovers.push(billingDataRemover(services));
  services.userDataRemovers.push(printDataRemover(services));
  services.userDataRemovers.push(importDataRemover(services));

  const boot = await startBoot(db);
  const pruneTimer = setInterval(() => {
    void pruneAnswers(db).catch((err: unknown) => app.log.warn({ err }, 'pruning stored answers failed'));
    void pruneStripeEvents(db).catch((err: unknown) => app.log.warn({ err }, 'pruning Stripe event ids failed'));
  }, 60 * 60 * 1000);
  pruneTimer.unref();
  // Jobs start once every area has defined its own (they are defined while the app is built).
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await jobs.stop();
    await releaseClaimsOf(db, boot);
    await boot.stop();
    await changes.close?.();
    await db.destroy();
  });
  if (!verboseLog) requestLogging(app, { sampleRate: config.logSampleRate, slowMs: config.slowRequestMs });
  await healthRoutes(app, { services });

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapFrameworkError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(mapped.status).type('application/json; charset=utf-8').send(errorBody(mapped.code, mapped.message));
  });

  const secure = config.publicUrl.startsWith('https://');
  declareSessionFields(app);
  // Cookies are parsed by the every-request hook below (cookieParser), not by a hook of the plugin's own.
  await app.register(cookie, { hook: false });
  // Behind an untrusted proxy every visitor has the proxy's address (one rate-limit bucket for the site): said once.
  everyRequest(app, [cookieParser(app), config.trustProxy === false ? untrustedProxyWarning() : undefined, csrfCookieSetter(secure), await securityHeaderSetter(services.storage.connectSources)]);
  // The api route compresses its own answers with the same settings (server/http/compressAnswer.ts).
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ENCODINGS });

  const registry = buildRegistry(services);
  await app.register(apiPlugin, { registry, services, boot });
  await app.register(systemRoutes, { services });
  await app.register(storageRoutes, { services });
  await app.register(photoRoutes, { services });
  await app.register(projectRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(sandboxRoutes, { services });
  await app.register(blogRoutes, { services });
  await app.register(supportRoutes, { services });
  await app.register(imageProxyRoutes, { services });
  await app.register(importRoutes, { services });
  await app.register(photoImportRoutes, { services });
  await app.register(driveRoutes, { services });
  scheduleRenewals(app, services);
  if (config.payments === 'stripe') {
    // Loaded only with Stripe: the sandbox never loads its SDK.
    const [{ registerStripeWebhook }, { billingEventSink }] = await Promise.all([import('./billing/stripeWebhook'), import('./billing/stripeEvents')]);
    await registerStripeWebhook(app, services, options.stripeEvents ?? billingEventSink(services));
  }
  await app.register(shareTargetRoutes);
  await appShell(app, { distDir: config.distDir, localesDir: config.localesDir, publicUrl: config.publicUrl });
  await seedDemo(services);
  return { app, services };
}
