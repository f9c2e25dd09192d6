// Helpers of the offline-first specs: waiting for the service worker to control a page, a signed-in user
// made through the API, the CSRF token, and what the worker's queue holds.
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createDocument } from '../../src/lib/shared/editor';

/**
 * Resolves once a service worker is active and controls the page (its precache is complete by then). The
 * precache is ≈6 MB since the designer's templates joined it; on a loaded 2-core machine installing it can
 * pass 30 s, so the wait allows 90 (it ends as soon as the worker controls the page).
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000 });
}

export async function csrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('no csrftoken cookie yet: open a page first');
  return cookie.value;
}

function passBa(password: string): string {
  return Buffer.from(encodeURIComponent(password)).toString('base64');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Registers and leaves the context signed in; the page must have loaded once (cookie). Where the server's
 *  captcha is on, pass the solved captcha (e2e/a11y.spec.ts solves it as the widget would). */
export async function registerUser(page: Page, email: string, password = 'correct horse 1', captchaResponse = ''): Promise<void> {
  const token = await csrfToken(page.context());
  const response = await page.request.post('/api/auth/register/', {
    headers: { 'x-csrf-token': token },
    form: { _email_: email, _email_again: email, _pass_ba_: passBa(password), em_effects: '0', em_articles: '1', ...(captchaResponse ? { captcha_response: captchaResponse } : {}) },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** auth/get-user-options as the signed-in user of the context. */
export async function serverSettings(page: Page): Promise<Record<string, unknown>> {
  const token = await csrfToken(page.context());
  const response = await page.request.post('/api/auth/get-user-options/', { headers: { 'x-csrf-token': token }, form: {} });
  if (!response.ok()) throw new Error(`get-user-options failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A change waiting in the one outbox (src/lib/outbox), as the app's Dexie database holds it. */
export interface OutboxRow {
  seq: number;
  owner: string;
  call: string;
  payload: Record<string, string>;
  requestId: string;
  state: 'waiting' | 'refused';
  label: { key: string; params: Record<string, string> };
}

/** The outbox's rows, read from IndexedDB in the page (every owner's, in order). */
export async function outboxEntries(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('pixloom');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result as OutboxRow[]);
          };
        };
      }),
  );
}

/** Saves an empty 400 × 300 design named `name` to the server for the page's user, as a device's sync would; its id. */
export async function saveDesignOnServer(page: Page, name: string): Promise<string> {
  const id = randomUUID();
  const response = await page.request.post('/api/photo/projects/save/', {
    headers: { 'x-csrf-token': await csrfToken(page.context()) },
    form: {
      id,
      filename: Buffer.from(encodeURIComponent(name)).toString('base64'),
      project_type: 'designer',
      width: '400',
      height: '300',
      document: JSON.stringify(createDocument({ section: 'designer', width: 400, height: 300 })),
      base_revision: '0',
      assets: '{}',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return id;
}
