// The request log at info: nothing for a fast successful request, one line with the request id for a
// refused, a failed and a slow one, and a sample of the successful ones when LOG_SAMPLE_RATE asks for it.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { requestLogging } from '../../../server/http/requestLog';
import { lazyRequestLogger } from '../../../server/http/requestLogger';

async function appWithLog(options: { sampleRate: number; slowMs: number; lazy?: boolean }) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
    ...(options.lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  requestLogging(app, options);
  app.get('/ok', async () => 'ok');
  app.get('/refused', async (_request, reply) => reply.code(404).send('no'));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe.each([false, true])('request log (child loggers made on first use: %s)', (lazy) => {
  it('writes one line for refused and failed requests only, each with its request id', async () => {
    const { app, lines } = await appWithLog({ sampleRate: 0, slowMs: 60_000, lazy });
    for (const url of ['/ok', '/ok', '/refused', '/broken']) await app.inject({ method: 'GET', url });
    const requestLines = lines.filter((l) => 'status' in l);
    expect(requestLines.map((l) => [l.url, l.status, l.level, l.msg])).toEqual([
      ['/refused', 404, 30, 'request refused'],
      ['/broken', 500, 50, 'request failed'],
    ]);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && typeof l.ms === 'number')).toBe(true);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    await app.close();
  });

  it('logs a request slower than the limit as slow (warn)', async () => {
    // A limit of 0 ms: every request is slower.
    const { app, lines } = await appWithLog({ sampleRate: 0, slowMs: 0, lazy });
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((l) => 'status' in l).map((l) => [l.url, l.status, l.level, l.msg])).toEqual([['/ok', 200, 40, 'slow request']]);
    await app.close();
  });

  it('logs successful requests too when the sample rate is 1', async () => {
    const { app, lines } = await appWithLog({ sampleRate: 1, slowMs: 10_000, lazy });
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((l) => l.status === 200).map((l) => [l.url, l.msg])).toEqual([['/ok', 'request']]);
    await app.close();
  });
});

describe('lazyRequestLogger', () => {
  it('makes the pino child on first use, with the request id, the level and nested children of a real one', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }), childLoggerFactory: lazyRequestLogger });
    app.get('/log', async (request) => {
      expect(request.log.level).toBe('info');
      request.log.debug('not written');
      request.log.warn({ extra: 1 }, 'written %s', 'once');
      request.log.child({ part: 'inner' }).error('nested');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/log' });
    const written = lines.filter((l) => l.msg !== 'Server listening at');
    expect(written.map((l) => [l.level, l.msg, l.extra, l.part])).toEqual([
      [40, 'written once', 1, undefined],
      [50, 'nested', undefined, 'inner'],
    ]);
    expect(written.every((l) => typeof l.reqId === 'string' && l.reqId === written[0]!.reqId)).toBe(true);
    await app.close();
  });
});
