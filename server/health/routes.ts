// What a load balancer and a monitoring system ask: /healthz (the process answers; server/routes/system.ts),
// /readyz (the database and the storage are reachable: 503 otherwise, so the balancer sends traffic
// elsewhere) and /metrics (Prometheus text format, behind METRICS_TOKEN as a bearer token; 404 without one).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Services } from '../services';
import { errorBody } from '../http/errors';

/** A key of the storage's shape that nobody uploads: asking for it proves the store answers. */
const PROBE_KEY = 'photos/00/00000000-0000-4000-8000-000000000000.jpg';
const CHECK_TIMEOUT_MS = 3000;
/** Distinct api call labels kept; anything beyond is counted as "other" (names come from requests). */
const MAX_ROUTE_LABELS = 300;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(run: () => Promise<unknown>): Promise<string> {
  try {
    await withTimeout(run(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (err) {
    return err instanceof Error ? err.message.slice(0, 200) : 'failed';
  }
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  app.get('/readyz', async (_request, reply) => {
    const [database, storage] = await Promise.all([check(() => sql`select 1`.execute(services.db)), check(() => services.storage.exists(PROBE_KEY))]);
    const ready = database === 'ok' && storage === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { data: { database, storage } } : { ...errorBody('not_ready', 'The database or the storage is not reachable.'), checks: { database, storage } });
  });

  const token = services.config.metricsToken;
  if (!token) {
    app.get('/metrics', async (_request, reply) => reply.code(404).header('cache-control', 'no-store').send(errorBody('not_found', 'Nothing is here.')));
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'pixloom_http_requests_total', help: 'Requests answered, by route and status class.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'pixloom_http_request_duration_seconds',
    help: 'Time to answer a request, by route.',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'pixloom_jobs_pending',
    help: 'Background jobs queued or running (pg-boss: in the database; in-process: on this instance).',
    registers: [registry],
    async collect() {
      this.set(await services.jobs.pending().catch(() => -1));
    },
  });

  const seen = new Set<string>();
  const routeOf = (request: FastifyRequest, status: number): string => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/api/*') return route;
    if (status === 404) return 'api/unknown';
    const name = `api/${String((request.params as Record<string, string>)['*'] ?? '').replace(/^\/+|\/+$/g, '')}`;
    if (seen.has(name)) return name;
    if (seen.size >= MAX_ROUTE_LABELS) return 'api/other';
    seen.add(name);
    return name;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request, reply.statusCode);
    requests.inc({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
    duration.observe({ route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokenMatches(request, token)) return reply.code(404).send(errorBody('not_found', 'Nothing is here.'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
