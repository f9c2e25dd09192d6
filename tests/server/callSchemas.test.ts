import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../support/serverHarness';
import { buildRegistry } from '../../server/calls';
import { ApiRegistry } from '../../server/api/registry';
import { defineCall, type CallDefinition } from '../../server/api/types';
import { noInput } from '../../server/api/input';
import { isSnakeCaseCode } from '../../src/lib/shared/api';

describe.each(testDatabases)('every api call registers an input schema, checked by the dispatcher, on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;
  let calls: CallDefinition<unknown>[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new TestClient(server);
    calls = buildRegistry(server.services).list();
  });
  afterAll(async () => server.close());

  it('lists the calls of every area, each with a zod schema', () => {
    const names = calls.map((call) => call.name);
    for (const area of ['auth/', 'get/auth/', 'photo/', 'photo/projects/', 'photo/projects/folder/', 'direct-upload', 'transaction/']) {
      expect(names.some((name) => name.startsWith(area)), area).toBe(true);
    }
    expect(calls.length).toBeGreaterThanOrEqual(45);
    const without = calls.filter((call) => !((call.input as unknown) instanceof ZodType)).map((call) => call.name);
    expect(without).toEqual([]);
  });

  it('answers a payload its schema refuses with 400 and the schema’s code, before the handler runs', async () => {
    let refused = 0;
    for (const call of calls) {
      const parsed = call.input.safeParse({});
      if (parsed.success) continue;
      refused++;
      const message = parsed.error.issues[0]?.message;
      const expected = isSnakeCaseCode(message) ? message : 'invalid_input';
      const res = await client.call(call.name, {});
      expect({ call: call.name, status: res.status, code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({ call: call.name, status: 400, code: expected });
    }
    expect(refused).toBeGreaterThan(20);
  });
});

describe('the api registry', () => {
  it('refuses a call registered without an input schema', () => {
    const bare = { name: 'test/bare', handler: () => 'ok' } as unknown as CallDefinition<never>;
    expect(() => new ApiRegistry().add(bare)).toThrow('api call without an input schema: test/bare');
  });

  it('takes a call with noInput and lists it', () => {
    const registry = new ApiRegistry().add(defineCall({ name: '/test/plain/', input: noInput, handler: () => 'ok' }) as CallDefinition<never>);
    expect(registry.list().map((call) => call.name)).toEqual(['test/plain']);
  });
});
