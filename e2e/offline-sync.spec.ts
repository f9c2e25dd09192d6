// A change made offline is kept, shown as waiting, and delivered exactly once when the network returns —
// even after the page that made it was closed (issue "Offline-first", Done when §2).
import { test, expect } from './support/fixtures';
import { csrfToken, queuedRequests, registerUser, serverSettings, uniqueEmail, waitForWorkerControl } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off' } });

test('a setting changed offline reaches the server exactly once after the page is closed', async ({ page, context }) => {
  await page.goto('/create/');
  await registerUser(page, uniqueEmail('offline-sync'));
  await page.reload();
  await waitForWorkerControl(page);
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-state', 'saved');

  // Offline: the change is saved on the device at once and waits in the worker's queue.
  await context.setOffline(true);
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-autosave').selectOption('no');
  await expect(page.getByTestId('setting-autosave')).toHaveValue('no');
  await expect(status).toHaveAttribute('data-state', 'waiting');
  await expect(status).toHaveText('1 change waiting to sync');
  await page.getByTestId('settings-panel').getByRole('button', { name: 'Close' }).last().click();

  // The user can see what waits.
  await status.click();
  const item = page.getByTestId('sync-waiting-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Settings: Autosave');
  const requestId = await item.getAttribute('data-request-id');
  expect(requestId).toBeTruthy();

  const [queued] = (await queuedRequests(page)).filter((r) => r.queueName === 'pixloom-api-mutations');
  expect(queued?.headers['x-request-id']).toBe(requestId);
  await page.close();

  // The network returns; a new page opens and the queue is replayed.
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/create/');
  await expect(next.getByTestId('sync-status')).toHaveAttribute('data-state', 'saved');
  await expect(next.getByTestId('sync-status')).toHaveText('All changes saved');
  expect((await serverSettings(next)).autosave).toBe('no');
  expect((await queuedRequests(next)).filter((r) => r.queueName === 'pixloom-api-mutations')).toEqual([]);

  // Another device changes the same setting; then the same request arrives once more (a second replay):
  // the server answers it from its record and changes nothing.
  const token = await csrfToken(context);
  const other = await next.request.post('/api/auth/update-user-options/', {
    headers: { 'x-csrf-token': token },
    form: { data: Buffer.from(encodeURIComponent(JSON.stringify({ data: { autosave: 'ask' } }))).toString('base64') },
  });
  expect(other.ok()).toBe(true);
  const replay = await next.request.post('/api/auth/update-user-options/', {
    headers: { ...queued!.headers, 'x-csrf-token': token },
    data: queued!.body.replace(/CSRFtoken=[^&]*/, `CSRFtoken=${token}`),
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['x-idempotent-replay']).toBe('true');
  expect((await serverSettings(next)).autosave).toBe('ask');
});

test('a setting changed offline costs one server round trip once replayed, with the page still open', async ({ page, context }) => {
  await page.goto('/create/');
  await registerUser(page, uniqueEmail('offline-roundtrip'));
  await page.reload();
  await waitForWorkerControl(page);
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-state', 'saved');

  await context.setOffline(true);
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-guides').uncheck();
  await expect(status).toHaveText('1 change waiting to sync');
  await expect.poll(async () => (await queuedRequests(page)).filter((r) => r.queueName === 'pixloom-api-mutations').length).toBe(1);

  // From here, every settings change the server answers (the page's requests all pass through the worker).
  const sent: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/update-user-options/' && request.serviceWorker()) sent.push(request.headers()['x-request-id'] ?? '');
  });
  await context.setOffline(false);
  // The page asks for a replay when it comes online; the worker may see the network a moment later than the
  // page, so ask again (as the page does on becoming visible) until the queue is empty.
  await expect
    .poll(async () => {
      await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY' }));
      return (await queuedRequests(page)).filter((r) => r.queueName === 'pixloom-api-mutations').length;
    })
    .toBe(0);
  // "All changes saved" once the page has settled the change it made (it used to settle by sending it again).
  await expect(status).toHaveText('All changes saved');
  expect((await serverSettings(page)).guides).toBe('no');
  expect(sent).toHaveLength(1);
});

test('the Background Sync event delivers a queued change with no page of the app open', async ({ page, context, server }) => {
  await page.goto('/create/');
  await registerUser(page, uniqueEmail('offline-bgsync'));
  await page.reload();
  await waitForWorkerControl(page);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'saved');

  await context.setOffline(true);
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-snapping').uncheck();
  await expect(page.getByTestId('sync-status')).toHaveText('1 change waiting to sync');
  // The worker holds it (not only the page's database).
  await expect.poll(async () => (await queuedRequests(page)).filter((r) => r.queueName === 'pixloom-api-mutations').length).toBe(1);
  await page.close();
  await context.setOffline(false);

  // No app page posts a replay; the browser's sync event alone must deliver (going online fires none in
  // Playwright, so the test dispatches it as the browser would).
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const ours = registrations.find((r) => r.scopeURL === `${server.url}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId: await registrationId, tag: 'workbox-background-sync:pixloom-api-mutations', lastChance: false });
  await expect.poll(async () => (await serverSettings(blank)).snapping, { timeout: 15_000 }).toBe('no');
  await blank.goto('/create/');
  expect((await queuedRequests(blank)).filter((r) => r.queueName === 'pixloom-api-mutations')).toEqual([]);
});

test('a queued change the server refuses is dropped, and the user is told which and why', async ({ page, context }) => {
  await page.goto('/create/');
  await registerUser(page, uniqueEmail('offline-refused'));
  await page.reload();
  await waitForWorkerControl(page);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'saved');

  // A queueable change with nothing valid in it (the app's own forms never send one), naming what it holds
  // the way the settings store does.
  await context.setOffline(true);
  const answer = await page.evaluate(async (token) => {
    const data = btoa(encodeURIComponent(JSON.stringify({ data: { autosave: 'sometimes' } })));
    const response = await fetch('/api/auth/update-user-options/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': token, 'x-pixloom-queueable': '1', 'x-pixloom-change-keys': 'autosave', 'x-request-id': crypto.randomUUID() },
      body: `data=${encodeURIComponent(data)}&CSRFtoken=${token}`,
    });
    return { status: response.status, queued: response.headers.get('x-pixloom-queued') };
  }, await csrfToken(context));
  expect(answer).toEqual({ status: 202, queued: '1' });
  await expect(page.getByTestId('sync-status')).toHaveText('1 change waiting to sync');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'attention', { timeout: 20_000 });
  await expect(page.getByText('Settings: Autosave was not saved')).toBeVisible();
  await page.getByTestId('sync-status').click();
  const issue = page.getByTestId('sync-issue');
  await expect(issue).toHaveAttribute('data-kind', 'refused');
  await expect(issue).toContainText('Settings: Autosave');
  await issue.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('sync-panel-empty')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
});
