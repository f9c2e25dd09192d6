// Playwright fixtures: every worker runs its own real server (startServer) on the e2e build; a test
// file that needs other server settings sets them with `test.use({ serverEnv: { … } })`.
import { test as base, expect } from '@playwright/test';
import { startServer, type ServerHandle } from './server';

interface WorkerFixtures {
  serverEnv: Record<string, string>;
  server: ServerHandle;
}

export const test = base.extend<object, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer(serverEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
