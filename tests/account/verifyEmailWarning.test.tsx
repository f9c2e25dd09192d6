// @vitest-environment jsdom
// The unverified-email warning (account-content §2, §4): send verification; when the send cookie exists
// (a mail went out recently) a resend asks for confirmation first, and "no" sends nothing.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../auth/i18nForTests';
import { toUser } from '../../src/features/auth/userData';

const sendVerificationEmail = vi.fn(async () => 'me@example.com');
const askDialog = vi.fn(async () => false);
const acknowledgeDialog = vi.fn(async () => undefined);
vi.mock('../../src/features/account/accountCalls', () => ({ sendVerificationEmail: () => sendVerificationEmail() }));
vi.mock('../../src/app/dialogs/dialogs', () => ({ askDialog: (...a: unknown[]) => askDialog(...(a as [])), acknowledgeDialog: (...a: unknown[]) => acknowledgeDialog(...(a as [])) }));

const { VerifyEmailWarning, VERIFY_SENT_COOKIE } = await import('../../src/features/account/VerifyEmailWarning');
const { toasts } = await import('../../src/app/toasts/toasts');

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  document.cookie = `${VERIFY_SENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  toasts.set({});
});

const user = toUser({ email: 'me@example.com', user_name: 'me', isMailVerified: 0 })!;

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <VerifyEmailWarning user={user} />
    </I18nextProvider>,
  );
}

describe('send verification', () => {
  it('sends at once the first time, says so, and remembers it in the send cookie', async () => {
    show();
    expect(screen.getByTestId('verify-email-warning').textContent).toContain('Please verify your email address me@example.com');
    fireEvent.click(screen.getByTestId('send-verification'));
    await vi.waitFor(() => expect(sendVerificationEmail).toHaveBeenCalledTimes(1));
    expect(askDialog).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(toasts.get().bottom?.message).toBe('Verification email sent to me@example.com.'));
    expect(document.cookie).toContain(`${VERIFY_SENT_COOKIE}=1`);
  });

  it('asks before sending again while the cookie exists; "no" sends nothing', async () => {
    document.cookie = `${VERIFY_SENT_COOKIE}=1; path=/`;
    show();
    fireEvent.click(screen.getByTestId('send-verification'));
    await vi.waitFor(() => expect(askDialog).toHaveBeenCalledWith(expect.objectContaining({ contentKey: 'account_verify_resend_confirm', values: { email: 'me@example.com' } })));
    await new Promise((r) => setTimeout(r, 20));
    expect(sendVerificationEmail).not.toHaveBeenCalled();
  });

  it('sends again after "yes"', async () => {
    document.cookie = `${VERIFY_SENT_COOKIE}=1; path=/`;
    askDialog.mockResolvedValueOnce(true);
    show();
    fireEvent.click(screen.getByTestId('send-verification'));
    await vi.waitFor(() => expect(sendVerificationEmail).toHaveBeenCalledTimes(1));
  });
});
