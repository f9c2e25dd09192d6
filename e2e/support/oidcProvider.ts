// Social sign-in in e2e: a real OpenID Connect provider (tests/support/oidcProvider.ts, the one the
// server's Vitest tests use) runs inside the Playwright worker. The app server discovers the provider
// lazily, on the first sign-in, so the provider's port is chosen first, the app server starts with
// OAUTH_GOOGLE_* pointing at it, and the provider then starts on that port knowing the app's callback URL.
import { test as base } from './fixtures';
import { freePort } from './server';
import { startOidcProvider, type RunningOidcProvider } from '../../tests/support/oidcProvider';

export const OIDC_CLIENT = { client_id: 'pixloom-google-e2e', client_secret: 'google-e2e-secret' } as const;

interface OidcWorkerFixtures {
  oidcPort: number;
  idp: RunningOidcProvider;
}

/** The app server's settings for Google sign-in through the provider on `oidcPort`. */
function googleAt(oidcPort: number): Record<string, string> {
  return {
    OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    OAUTH_GOOGLE_CLIENT_ID: OIDC_CLIENT.client_id,
    OAUTH_GOOGLE_CLIENT_SECRET: OIDC_CLIENT.client_secret,
  };
}

export const test = base.extend<object, OidcWorkerFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  oidcPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }],
  serverEnv: async ({ oidcPort }, use) => use(googleAt(oidcPort)),
  idp: [
    async ({ oidcPort, servers }, use) => {
      // The same server the tests get (the pool keys servers by their settings).
      const server = await servers.get(googleAt(oidcPort));
      const idp = await startOidcProvider({ port: oidcPort, clients: [{ ...OIDC_CLIENT, redirect_uris: [`${server.url}/auth/oidc/google/callback`] }] });
      await use(idp);
      await idp.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from './fixtures';
