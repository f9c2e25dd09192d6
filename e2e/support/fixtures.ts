// Playwright fixtures: a test gets a real server (startServer) on the e2e build. A test file that needs
// other server settings sets them with `test.use({ serverEnv: { … } })`.
// The servers belong to the worker and live as long as it does: a worker starts one server per distinct
// serverEnv the first time a test asks for it, and every later test file with the same settings shares it.
// serverEnv is a test option (not a worker option), so files with different settings do not make
// Playwright throw the worker away — no new browser, no server started again for each switch.
// Tests on a shared server keep out of each other's way as they always did in a worker: each registers its
// own user (uniqueEmail) and keeps its state in its own browser context.
import { test as base, expect } from '@playwright/test';
import { startServer, type ServerHandle } from './server';

/** This worker's servers, one per set of settings, started on first use and stopped with the worker. */
export interface ServerPool {
  get(env: Record<string, string>): Promise<ServerHandle>;
}

interface TestFixtures {
  serverEnv: Record<string, string>;
  server: ServerHandle;
}

interface WorkerFixtures {
  servers: ServerPool;
}

function keyOf(env: Record<string, string>): string {
  return JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const running = new Map<string, Promise<ServerHandle>>();
      await use({
        get(env) {
          const key = keyOf(env);
          let server = running.get(key);
          if (!server) {
            server = startServer(env);
            running.set(key, server);
            // A server that failed to start is not kept: the next test tries again.
            server.catch(() => running.delete(key));
          }
          return server;
        },
      });
      await Promise.all([...running.values()].map((server) => server.then((s) => s.stop(), () => undefined)));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  serverEnv: [{}, { option: true }],
  server: [
    async ({ servers, serverEnv }, use) => {
      await use(await servers.get(serverEnv));
    },
    // Starting a server is slow on a loaded machine: its own time, not the test's.
    { timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
