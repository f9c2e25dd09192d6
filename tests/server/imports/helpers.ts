// Helpers of the import tests: the popup's journey through the server's start and callback pages and the
// fake authorization server (tests/support/oauthServer.ts), as a browser would make it.
import { expect } from 'vitest';
import type { TestClient } from '../../support/serverHarness';
import type { ImportPageMessage } from '../../../server/imports/routes';

export function importPageMessage(html: string): ImportPageMessage {
  const json = /<script type="application\/json" id="pixloom-import-result">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, html).toBeDefined();
  return JSON.parse(json!) as ImportPageMessage;
}

/** Start → the provider (auto-approves) → callback. Returns the callback page's message and the provider's authorization URL. */
export async function connectThroughPopup(client: TestClient, connector: string): Promise<{ message: ImportPageMessage; authUrl: URL; status: number }> {
  const start = await client.request({ method: 'GET', url: `/imports/${connector}/start` });
  expect(start.statusCode, start.body).toBe(302);
  const authUrl = new URL(String(start.headers.location));
  const atProvider = await fetch(authUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  const page = await client.request({ method: 'GET', url: back.pathname + back.search });
  expect(page.headers['content-type']).toContain('text/html');
  return { message: importPageMessage(page.body), authUrl, status: page.statusCode };
}
