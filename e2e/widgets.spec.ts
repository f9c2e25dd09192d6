// Reporting a photo end to end (subscription-navigation §7 photo/report-abuse, §8): a reader with an
// unverified email is offered the verification mail; once verified, the report goes out after a
// confirmation, the button reads "Reported" and stays so after a reload. And the phone download link
// (shell-auth-platform §4.11): a Plus user (here in the new-user trial) has it mailed from My Account.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { linkOf, mailCount, waitForMail } from './support/mail';
import { csrfToken, registerUser, uniqueEmail } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off' } });

/** Registers, verifies and shares one photo through the api, as the app does; returns the photo id. */
async function sharePhoto(page: Page, dataDir: string): Promise<string> {
  const email = uniqueEmail('owner');
  await page.goto('/');
  await registerUser(page, email);
  await page.goto(linkOf(await waitForMail(dataDir, email, 'verify_email')));
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  const headers = { 'x-csrf-token': await csrfToken(page.context()) };
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const ticket = await page.request.post('/api/direct-upload/', { headers, form: { bucket: 'photos', content_type: 'image/png', filename: 'Lake.png' } });
  const { url, inputs, key } = ((await ticket.json()) as { data: { url: string; inputs: Record<string, string>; key: string } }).data;
  expect((await page.request.post(url, { multipart: { ...inputs, file: { name: 'Lake.png', mimeType: 'image/png', buffer: png } } })).status()).toBe(201);
  const added = (await (await page.request.post('/api/photo/add/', { headers, form: { key, title: 'Quiet lake #water' } })).json()) as { data: { id: string; key: string } };
  const shared = await page.request.post('/api/photo/update-image-info/', { headers, form: { imgId: `${added.data.id}-${added.data.key}`, isPublic: '1' } });
  expect(shared.ok(), await shared.text()).toBe(true);
  return added.data.id;
}

test('a reader verifies their email, reports a photo, and the button reads Reported, also after a reload', async ({ browser, page, server }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const id = await sharePhoto(await ownerContext.newPage(), server.dataDir);
  await ownerContext.close();

  const email = uniqueEmail('reader');
  await page.goto('/');
  await registerUser(page, email);
  await page.goto(`/explore/gallery/${id}/`);
  const modal = page.getByTestId('photo-modal');
  const report = modal.getByTestId('photo-report');
  await expect(report).toHaveText('Report');

  // Not verified yet: the verification prompt, and nothing reported.
  const mailsBefore = mailCount(server.dataDir, email, 'verify_email');
  await report.click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('To report a photo, verify your email address first.');
  await dialog.getByRole('button', { name: 'Send email' }).click();
  const mail = await waitForMail(server.dataDir, email, 'verify_email', mailsBefore);
  await expect(page.getByTestId('dialog')).toContainText('We sent a verification email');
  await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(report).toHaveText('Report');
  await page.goto(linkOf(mail));
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();

  // Verified: confirm, and the report is in.
  await page.goto(`/explore/gallery/${id}/`);
  await report.click();
  await expect(dialog).toContainText('Tell the Pixloom team that this photo breaks the rules');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Thank you for your report. We will review this photo.')).toBeVisible();
  await expect(report).toHaveText('Reported');
  await expect(report).toBeDisabled();
  // Focus came back from the dialog to the page's photo view.
  await expect(modal).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('photo-modal').getByTestId('photo-report')).toHaveText('Reported');
  await expect(page.getByTestId('photo-modal').getByTestId('photo-report')).toBeDisabled();
});

test('a Plus user has the phone download link mailed from My Account', async ({ page, server }) => {
  const email = uniqueEmail('phone');
  await page.goto('/');
  await registerUser(page, email);
  await page.goto('/my-account/');
  const card = page.getByTestId('phone-link-card');
  await expect(card.getByRole('heading', { name: 'Get the app on your phone' })).toBeVisible();
  await card.getByTestId('phone-link-send').click();
  await expect(card.getByTestId('phone-link-status')).toHaveText(`Sent. Open the email at ${email} on your phone.`);
  const mail = await waitForMail(server.dataDir, email, 'download_link');
  expect(mail.subject).toBe('Pixloom on your phone');
  expect(linkOf(mail)).toMatch(/\/dashboard\/\?utm_source=download_link$/);
});
