// The drive import in e2e: the local fakes of Google's authorization server and Drive v3
// (tests/support/oauthServer.ts, driveFake.ts — the ones the server's Vitest tests use) run inside the
// Playwright worker. Their ports are chosen first, the app server starts with IMPORT_GOOGLE_* pointing at
// them, and the fakes then start on those ports knowing the app's callback URL (as e2e/support/oidcProvider.ts).
import { test as base } from './fixtures';
import { freePort } from './server';
import { startFakeOAuth, type FakeOAuthServer } from '../../tests/support/oauthServer';
import { startFakeDrive, type FakeDrive } from '../../tests/support/driveFake';

export const IMPORT_CLIENT = { client_id: 'pixloom-import-e2e', client_secret: 'import-e2e-secret' } as const;

interface ImportWorkerFixtures {
  fakePorts: { oauth: number; drive: number };
  googleFakes: { oauth: FakeOAuthServer; drive: FakeDrive };
}

/** The app server's settings for the imports through the fakes on these ports. */
function importsAt(ports: { oauth: number; drive: number }): Record<string, string> {
  const oauth = `http://127.0.0.1:${ports.oauth}`;
  return {
    CAPTCHA: 'off',
    IMPORT_GOOGLE_CLIENT_ID: IMPORT_CLIENT.client_id,
    IMPORT_GOOGLE_CLIENT_SECRET: IMPORT_CLIENT.client_secret,
    IMPORT_GOOGLE_AUTH_URL: `${oauth}/authorize`,
    IMPORT_GOOGLE_TOKEN_URL: `${oauth}/token`,
    IMPORT_GOOGLE_REVOKE_URL: `${oauth}/revoke`,
    IMPORT_GOOGLE_DRIVE_API: `http://127.0.0.1:${ports.drive}/drive/v3`,
  };
}

export const test = base.extend<object, ImportWorkerFixtures>({
  fakePorts: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ oauth: await freePort(), drive: await freePort() }),
    { scope: 'worker' },
  ],
  serverEnv: async ({ fakePorts }, use) => use(importsAt(fakePorts)),
  googleFakes: [
    async ({ fakePorts, servers }, use) => {
      const server = await servers.get(importsAt(fakePorts));
      const oauth = await startFakeOAuth({ port: fakePorts.oauth, clients: [{ ...IMPORT_CLIENT, redirect_uris: ['drive', 'photos'].map((c) => `${server.url}/imports/${c}/callback`) }] });
      const drive = await startFakeDrive(oauth, { port: fakePorts.drive });
      await use({ oauth, drive });
      await drive.close();
      await oauth.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from './fixtures';
