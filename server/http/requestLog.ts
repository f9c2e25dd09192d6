// Request logging that does not cost the server its throughput. Fastify's own request logging writes two
// info lines per request (156 MB after 1.2 M requests); here a request is written once, when it ends, and
// only when it matters: server errors (error), slow requests (warn), client errors (info), and a sample of
// the successful rest (info, LOG_SAMPLE_RATE, 0 by default). Every line carries the request id (reqId).
import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** Fraction (0–1) of successful, fast requests that are logged anyway. */
  sampleRate: number;
  /** A request that takes longer than this is logged as slow, whatever its status. */
  slowMs: number;
}

export function requestLogging(app: FastifyInstance, { sampleRate, slowMs }: RequestLogOptions): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status < 400 && ms < slowMs && (sampleRate <= 0 || Math.random() >= sampleRate)) return done();
    const line = { method: request.method, url: request.url, status, ms: Math.round(ms * 10) / 10 };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (ms >= slowMs) request.log.warn(line, 'slow request');
    else request.log.info(line, status >= 400 ? 'request refused' : 'request');
    done();
  });
}
