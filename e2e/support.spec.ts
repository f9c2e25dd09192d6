// The customer support area against the real server with its default ALTCHA captcha (account-content §2, §4,
// §8): a visitor goes from the help centre to the form, attaches two files (each uploaded with its own
// progress, then registered), solves the captcha, sends, and sees the confirmation while both mails land in
// data/mail/; refusals show their messages; a signed-in user finds the ticket in My Account.
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { mailCount, waitForMail } from './support/mail';
import { expectCaptchaSolved, registerInModal, uniqueEmail } from './support/accountFlows';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** SUPPORT_EMAIL's default for a server on an IP address (server/accounts/config.ts). */
const SUPPORT_INBOX = 'support@pixloom.localhost';

async function screenshot(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
}

test.describe('customer support', () => {
  test('a visitor files a ticket with two attachments from the help centre and sees the confirmation; both mails are written', async ({ page, server }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('support');
    const inboxBefore = mailCount(server.dataDir, SUPPORT_INBOX, 'support_ticket');

    await page.goto('/contact-support/');
    const reasons = page.getByTestId('support-reasons');
    await expect(reasons.getByRole('link')).toHaveCount(11);
    // A help page answers first, with the way on to the form.
    await reasons.getByRole('link', { name: 'Printing requirements and resolution' }).click();
    await expect(page).toHaveURL(/\/contact-support\/understanding-printing-requirements-and-resolution\/$/);
    await expect(page.getByTestId('support-help')).toContainText('300 pixels for every inch');
    await page.getByTestId('support-breadcrumbs').getByRole('link', { name: 'Help centre' }).click();
    await page.getByTestId('support-reasons').getByRole('link', { name: 'Suggest a feature or a change' }).click();
    await expect(page).toHaveURL(/\/contact-support\/form\/\?issue=feedback-feature-request$/);

    const form = page.getByTestId('support-form');
    await expect(page.getByTestId('support-breadcrumbs')).toContainText('Suggest a feature or a change');
    await form.getByLabel('Your email').fill(email);
    await form.getByLabel('Device type').selectOption('desktop');
    await form.getByLabel('Message').fill('Please add a 4:5 crop preset.\nIt is the ratio of portrait posts.');
    await form.getByTestId('support-files').setInputFiles([
      { name: 'crop-panel.png', mimeType: 'image/png', buffer: await screenshot() },
      { name: 'mockup.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    const files = form.getByTestId('support-attachments').getByRole('listitem');
    await expect(files).toHaveCount(2);
    await expectCaptchaSolved(form);
    await form.getByTestId('support-submit').click();

    const done = page.getByTestId('support-confirmation');
    await expect(done).toBeVisible({ timeout: 30_000 });
    const number = /number is ([0-9A-F]{8})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    expect(number).toMatch(/^[0-9A-F]{8}$/);
    await expect(done).toContainText(email);

    const confirmation = await waitForMail(server.dataDir, email, 'support_confirmation');
    expect(confirmation.subject).toContain(number);
    const inbox = await waitForMail(server.dataDir, SUPPORT_INBOX, 'support_ticket', inboxBefore);
    expect(inbox.subject).toContain(number);
    expect(inbox.text).toContain('crop-panel.png');
    expect(inbox.text).toContain('mockup.pdf');
    expect(inbox.text).toContain('Please add a 4:5 crop preset.');
  });

  test('refusals show their messages; unknown topics go to the 404 page', async ({ page }) => {
    await page.goto('/contact-support/form/');
    const form = page.getByTestId('support-form');
    await expect(form).toHaveAttribute('data-issue', 'other');

    // A file type support does not take: the acknowledgement dialog names it, and the file is not added.
    await form.getByTestId('support-files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('Files of type .txt cannot be attached.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByTestId('support-attachments')).toHaveCount(0);

    // Sending without a device type: its message in a dialog and under the field.
    await form.getByLabel('Your email').fill('not-an-email');
    await form.getByLabel('Your email').blur();
    await expect(form.getByText('Please enter a valid email address (at most 70 characters).')).toBeVisible();
    await form.getByLabel('Your email').fill(uniqueEmail('refused'));
    await form.getByLabel('Message').fill('Hello');
    await expectCaptchaSolved(form);
    await form.getByTestId('support-submit').click();
    await expect(dialog).toContainText('Please choose the type of device you use.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByText('Please choose the type of device you use.')).toBeVisible();
    await expect(page.getByTestId('support-confirmation')).toHaveCount(0);

    await page.goto('/contact-support/form/?issue=free-money');
    await expect(page).toHaveURL(/\/404\/$/);
    await page.goto('/contact-support/no-such-topic/');
    await expect(page).toHaveURL(/\/404\/$/);
  });

  test('the help centre in Spanish keeps its translated addresses, and an unknown reason goes to the Spanish 404 page', async ({ page }) => {
    await page.goto('/es/contactar-soporte/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cómo podemos ayudarte?');
    const reasons = page.getByTestId('support-reasons');
    await expect(reasons.getByRole('link')).toHaveCount(11);
    await reasons.getByRole('link', { name: 'Requisitos de impresión y resolución' }).click();
    await expect(page).toHaveURL(/\/es\/contactar-soporte\/understanding-printing-requirements-and-resolution\/$/);
    await page.getByTestId('support-contact-button').click();
    await expect(page).toHaveURL(/\/es\/contactar-soporte\/formulario\/\?issue=printing-support$/);
    await expect(page.getByTestId('support-form')).toBeVisible();
    await page.getByTestId('support-breadcrumbs').getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(page).toHaveURL(/\/es\/contactar-soporte\/$/);
    // The footer links the help centre at the page language's address.
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Contactar con soporte' })).toHaveAttribute('href', '/es/contactar-soporte/');

    const unknownIssue = await page.goto('/es/contactar-soporte/formulario/?issue=free-money');
    await expect(page).toHaveURL(/\/es\/404\/$/);
    expect(unknownIssue?.status()).toBe(404);
    await page.goto('/de/support-kontaktieren/no-such-topic/');
    await expect(page).toHaveURL(/\/de\/404\/$/);
  });

  test('a signed-in user sends a ticket under their account email and sees it with its status in My Account', async ({ page, server }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('ticket-owner');
    await page.goto('/');
    await registerInModal(page, email, 'support-pass-1');

    await page.goto('/contact-support/cancel-subscription/');
    await expect(page.getByTestId('support-help')).toContainText('My Account');
    await page.getByTestId('support-contact-button').click();
    const form = page.getByTestId('support-form');
    await expect(form.getByLabel('Your email')).toHaveValue(email);
    await expect(form.getByLabel('Your email')).toHaveAttribute('readonly', '');
    await form.getByLabel('Device type').selectOption('iphone');
    await form.getByLabel('Name on the card').fill('Jo Example');
    await form.getByLabel('Date of the last charge').fill('2026-01-15');
    await form.getByLabel('Message').fill('Please cancel my Plus subscription.');
    await expectCaptchaSolved(form);
    await form.getByTestId('support-submit').click();
    await expect(page.getByTestId('support-confirmation')).toBeVisible({ timeout: 30_000 });
    await waitForMail(server.dataDir, email, 'support_confirmation');

    await page.goto('/my-account/');
    const card = page.getByTestId('support-tickets');
    const ticket = card.getByTestId('support-ticket');
    await expect(ticket).toHaveCount(1);
    await expect(ticket).toContainText('Cancel my subscription');
    await expect(ticket).toContainText('Open');
  });
});
