// Print (issue 19): from the editor's export dialog, a signed-in user orders prints of the open photo. A
// small photo is warned about at a size it cannot fill at 150 dpi; a size it fills at 300 dpi is called
// sharp; the order goes to the sandbox print service, the confirmation shows, and the mail is written.
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { registerUser, uniqueEmail } from './support/pwa';
import { waitForMail } from './support/mail';

test.use({ serverEnv: { CAPTCHA: 'off' } });

const OPEN_TIMEOUT = 45_000;

test('a small photo warns about resolution; an order goes through and is confirmed and mailed', async ({ page, server }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  const email = uniqueEmail('print');
  await registerUser(page, email);

  // 900 × 600 pixels: 150 dpi on a 4 × 6 in print, 300 dpi nowhere, 25 dpi on a 24 × 36 in poster.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 130, b: 90 } } }).jpeg().toBuffer();
  await page.goto('/create/');
  await page.getByTestId('file-input').setInputFiles({ name: 'Garden.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page).toHaveURL(/\/create\/\?project=[0-9a-f-]{36}$/, { timeout: OPEN_TIMEOUT });

  await page.getByTestId('export').click();
  await page.getByTestId('export-dialog').getByTestId('export-print').click();
  const modal = page.getByTestId('print-modal');
  await expect(modal).toBeVisible();
  const quality = modal.getByTestId('print-quality');

  // A poster of 24 × 36 in: far too few pixels — a warning, with the largest sharp size.
  await modal.getByTestId('print-product-poster').check();
  await modal.getByTestId('print-size-24x36').check();
  await expect(quality).toHaveAttribute('data-rating', 'low');
  await expect(quality).toHaveAttribute('role', 'alert');
  await expect(quality).toContainText('Low resolution for this size');
  await expect(quality).toContainText('900 × 600 pixels: 25 dpi');
  await expect(quality).toContainText('up to 3 in (7 cm)');

  // A 4 × 6 in photo print: 150 dpi — it prints, with the advice for the sharpest result.
  await modal.getByTestId('print-product-photo_print').check();
  await modal.getByTestId('print-size-4x6').check();
  await expect(quality).toHaveAttribute('data-rating', 'fair');
  await expect(quality).toContainText('Good enough at this size');

  // Two prints, the server's prices (US dollars for a visitor from an unknown country).
  await modal.getByTestId('print-quantity').fill('2');
  await expect(modal.getByTestId('print-total')).toHaveText('$6.97');

  // The address is checked before anything is sent.
  await modal.getByTestId('print-submit').click();
  await expect(modal.getByText('Enter the name of the person the prints go to.')).toBeVisible();
  await modal.getByTestId('print-address-name').fill('Grace Hopper');
  await modal.getByTestId('print-address-line1').fill('1 Navy Yard Road');
  await modal.getByTestId('print-address-city').fill('Arlington');
  await modal.getByTestId('print-address-region').fill('VA');
  await modal.getByTestId('print-address-postal_code').fill('2220');
  await modal.getByTestId('print-address-country').selectOption('US');
  await modal.getByTestId('print-submit').click();
  await expect(modal.getByText('This postal code is not valid for the country.')).toBeVisible();
  await modal.getByTestId('print-address-postal_code').fill('22202');
  await modal.getByTestId('print-submit').click();

  const confirmation = page.getByTestId('print-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 60_000 });
  await expect(confirmation).toContainText('Order received');
  await expect(confirmation.getByTestId('print-done-total')).toHaveText('$6.97');
  await expect(confirmation).toContainText(`A confirmation has been sent to ${email}.`);

  const mail = await waitForMail(server.dataDir, email, 'print_order');
  expect(mail.text).toContain('1 Navy Yard Road');
  expect(mail.text).toContain('$6.97');
  await confirmation.getByRole('button', { name: 'Done' }).click();
  await expect(confirmation).toBeHidden();

  // My Account lists the order: what, how many, the total and its status.
  await page.goto('/my-account/');
  const orders = page.getByTestId('print-orders');
  await expect(orders.getByTestId('print-order')).toHaveCount(1);
  await expect(orders.getByTestId('print-order')).toContainText('2 × Photo print, 4 × 6 in');
  await expect(orders.getByTestId('print-order')).toContainText('$6.97');
  await expect(orders.getByTestId('print-order')).toContainText('Received');
});
