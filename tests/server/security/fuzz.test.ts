// Property-based fuzzing of every api/ call (the list comes from the server's call registry, so new calls
// are covered without touching this file): generated bodies — wrong types, prototype names, huge and
// unicode strings, repeated fields (arrays), stray X-Request-Ids — as a visitor and as a signed-in user.
// Never a 5xx, and a refused (4xx) request writes no row in any table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { insertTestUser, signInAs } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';
import { buildRegistry } from '../../../server/calls';
import { HEADER, SESSION_COOKIE } from '../../../src/lib/shared/api';
import { encodeBa } from '../../../src/lib/shared/validators';
import { multipartBody } from '../photos/helpers';

/** Runs per call and per role; FUZZ_RUNS raises it for a deeper local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
const CLIENT_FIELDS = ['client_date', 'browser', 'device', 'graphic_info'];

function fieldNames(server: TestServer): Map<string, string[]> {
  const registry = buildRegistry(server.services);
  return new Map(
    registry.names().map((name) => {
      const shape = (registry.get(name)?.input as { shape?: Record<string, unknown> } | undefined)?.shape;
      return [name, shape ? Object.keys(shape) : []];
    }),
  );
}

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', 'true', 'null', 'undefined', '[]', '{}', '{"__proto__":{"polluted":1}}', '{"constructor":{"hash":"x"}}', '%00', '..%2F..%2Fetc', '/..//evil.example', "' or 1=1 --"),
  fc.integer().map(String),
  fc.string({ maxLength: 30 }).map(encodeBa),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('a'.repeat(300_000), '\u{1F600}'.repeat(40_000), 'é'.repeat(70_000)),
);
/** A form value: text, or the same field repeated (an array). */
const value = fc.oneof({ weight: 4, arbitrary: oddText }, { weight: 1, arbitrary: fc.array(oddText, { minLength: 2, maxLength: 3 }) });

function bodyFor(fields: string[]) {
  const key = fc.oneof(
    { weight: 5, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES, ...CLIENT_FIELDS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  return fc.dictionary(key, value, { maxKeys: Math.max(4, fields.length + 2), noNullPrototype: true });
}

function encode(body: Record<string, string | string[]>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  return form.toString();
}

describe.each(testDatabases)('fuzzing every api call on %s', (kind) => {
  let server: TestServer;
  let tables: string[];
  let userId: string;
  let calls: Map<string, string[]>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tables = await dataTables(server);
    userId = (await insertTestUser(server, { nick: 'fuzz_user' })).id;
    calls = fieldNames(server);
  });
  afterAll(async () => server.close());

  it('covers the whole registry', () => {
    expect(calls.size).toBeGreaterThan(30);
    expect([...calls.keys()]).toContain('direct-upload');
  });

  it('answers every call with generated bodies without a 5xx, and a 4xx writes no row', async () => {
    const visitor = new TestClient(server);
    const user = await signInAs(server, userId);
    const failures: string[] = [];
    for (const [name, fields] of calls) {
      const isGet = name.startsWith('get/');
      await fc.assert(
        fc.asyncProperty(bodyFor(fields), fc.boolean(), fc.option(fc.uuid(), { nil: undefined }), async (body, asUser, requestId) => {
          const client = asUser ? user : visitor;
          // A fuzzed sign-out or device removal ends the session: the next run gets a fresh one.
          if (asUser && !client.cookies.has(SESSION_COOKIE)) await signInAs(server, userId, client);
          if (!asUser) visitor.cookies.delete(SESSION_COOKIE);
          const form = encode(body);
          const headers: Record<string, string> = {};
          if (!isGet) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            headers[HEADER.csrf] = await client.csrf();
            if (requestId) headers[HEADER.requestId] = requestId;
          }
          const before = await rowCounts(server, tables);
          const res = await client.request({ method: isGet ? 'GET' : 'POST', url: isGet ? `/api/${name}/?${form}` : `/api/${name}/`, headers, payload: isGet ? undefined : form });
          const label = `${name} as ${asUser ? 'user' : 'visitor'} with ${form.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(() => JSON.parse(res.body), label).not.toThrow();
          if (res.statusCode >= 400) expect(await rowCounts(server, tables), label).toEqual(before);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          endOnFailure: true,
          interruptAfterTimeLimit: 20_000,
          // Always tried, beside the random runs: every field named like a prototype property.
          examples: PROTOTYPE_NAMES.map((p, i): [Record<string, string>, boolean, undefined] => [Object.fromEntries(fields.map((f) => [f, p])), i % 2 === 0, undefined]),
        },
      ).catch((error: unknown) => void failures.push(String(error).slice(0, 3000)));
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers the upload endpoint (outside api/) with generated multipart forms without a 5xx or a stored row', async () => {
    const uploadField = fc.oneof(fc.constantFrom('key', 'policy', 'x-signature', 'Content-Type', 'bucket', 'success_action_status', ...PROTOTYPE_NAMES), fc.string({ maxLength: 12 }));
    const textValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 30 }).map((t) => Buffer.from(t).toString('base64')));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(uploadField, textValue, { maxKeys: 8, noNullPrototype: true }), fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }), fc.boolean(), async (generated, file, signed) => {
        // Half the forms start from a real signed one (a visitor's attachment form) and change some of its fields.
        const real = signed ? (await new TestClient(server).call<{ inputs: Record<string, string> }>('direct-upload', { bucket: 'attachments', content_type: 'text/plain' })).body.data?.inputs : undefined;
        const fields = { ...real, ...generated };
        const { body, contentType } = multipartBody(fields, file ? { data: Buffer.from(file), filename: 'x.txt', contentType: 'text/plain' } : null);
        const before = await rowCounts(server, tables);
        const res = await server.app.inject({ method: 'POST', url: '/storage/upload/', headers: { 'content-type': contentType }, payload: body });
        const label = `${JSON.stringify(fields).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await rowCounts(server, tables), label).toEqual(before);
      }),
      { numRuns: RUNS * 10, seed: SEED, examples: [[Object.fromEntries(PROTOTYPE_NAMES.map((p) => [p, p])), new Uint8Array([1, 2, 3]), true]] },
    );
  }, 60_000);
});
