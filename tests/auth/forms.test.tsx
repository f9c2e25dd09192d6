// @vitest-environment jsdom
// The forms of the accounts area (spec §2.5, §5, §8.3): errors show as the user leaves a field and on
// submit, the first invalid field gets the focus, the submit button is disabled while sending, and the
// server's answer lands inline. The generic form modal: every field required, each error its message.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { ApiError } from '../../src/lib/request';
import { englishI18n } from './i18nForTests';

const signInWithPassword = vi.fn();
const registerWithPassword = vi.fn();
vi.mock('../../src/features/auth/loginFlow', () => ({
  signInWithPassword: (...args: unknown[]) => signInWithPassword(...args),
  registerWithPassword: (...args: unknown[]) => registerWithPassword(...args),
}));

const { SignInForm } = await import('../../src/features/auth/SignInForm');
const { RegisterForm } = await import('../../src/features/auth/RegisterForm');
const { FormModal } = await import('../../src/app/ui/FormModal');
const { usernameFields } = await import('../../src/features/account/accountRules');

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderWith(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const formProps = { captcha: 'off' as const, email: '', onEmail: () => undefined, onSwitch: vi.fn(), onLogin: vi.fn() };

describe('the sign-in form', () => {
  it('shows a field\'s error once the user leaves it, and follows the typing after that', () => {
    renderWith(<SignInForm {...formProps} />);
    const email = screen.getByLabelText('Email', { selector: 'input' });
    fireEvent.change(email, { target: { value: 'bad' } });
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'good@example.com' } });
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit marks every invalid field, focuses the first, and sends nothing', () => {
    renderWith(<SignInForm {...formProps} />);
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email', { selector: 'input' }));
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('disables the button while sending and shows the server\'s answer inline (invalid_email → email/password error)', async () => {
    let fail!: (e: unknown) => void;
    signInWithPassword.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    renderWith(<SignInForm {...formProps} />);
    fireEvent.change(screen.getByLabelText('Email', { selector: 'input' }), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByTestId('auth-submit'));
    await vi.waitFor(() => expect(signInWithPassword).toHaveBeenCalledWith({ email: 'me@example.com', password: 'wrong-one', captcha: '' }));
    expect((screen.getByTestId('auth-submit') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail(new ApiError('invalid_email', undefined, 401)));
    expect(screen.getByTestId('form-error').textContent).toBe('The email or the password is not correct.');
    expect((screen.getByTestId('auth-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('hands a successful sign-in to the caller', async () => {
    const result = { user: { email: 'me@example.com' }, isNew: false };
    signInWithPassword.mockResolvedValue(result);
    const onLogin = vi.fn();
    renderWith(<SignInForm {...formProps} email="me@example.com" onLogin={onLogin} />);
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'right-one' } });
    fireEvent.click(screen.getByTestId('auth-submit'));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalledWith(result));
  });

  it('links to the reset and registration forms', () => {
    const onSwitch = vi.fn();
    renderWith(<SignInForm {...formProps} onSwitch={onSwitch} />);
    fireEvent.click(screen.getByTestId('auth-forgot-link'));
    fireEvent.click(screen.getByTestId('auth-switch-register'));
    expect(onSwitch.mock.calls).toEqual([['forgot'], ['register']]);
  });

  it('does not move the link under a pressed pointer: leaving the empty email for "Forgot your password?" shows its error after the click', async () => {
    const onSwitch = vi.fn();
    renderWith(<SignInForm {...formProps} onSwitch={onSwitch} />);
    const email = screen.getByLabelText('Email', { selector: 'input' });
    const link = screen.getByTestId('auth-forgot-link');
    act(() => email.focus());
    // A press moves the focus on pointer-down; an error appearing then would push the link from under
    // the pointer before it is released (the click lands on nothing).
    fireEvent.pointerDown(link, { isPrimary: true });
    act(() => link.focus());
    expect(document.activeElement).toBe(link);
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    fireEvent.pointerUp(link, { isPrimary: true });
    fireEvent.click(link);
    expect(onSwitch).toHaveBeenCalledWith('forgot');
    // Once the press is over, the field the user left says what it misses.
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
  });

  it('lets the user see the password they type', () => {
    renderWith(<SignInForm {...formProps} />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});

describe('the registration form', () => {
  it('checks the confirmation email and the 6-character password, and says when an email is taken', async () => {
    registerWithPassword.mockRejectedValue(new ApiError('invalid_email', undefined, 409));
    renderWith(<RegisterForm {...formProps} />);
    fireEvent.change(screen.getByLabelText('Email', { selector: 'input' }), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Confirm email', { selector: 'input' }), { target: { value: 'me@example.org' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByText('The email addresses do not match.')).toBeTruthy();
    expect(screen.getByText('The password must be 6 to 100 characters long.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm email', { selector: 'input' }));
    expect(registerWithPassword).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Confirm email', { selector: 'input' }), { target: { value: 'ME@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('auth-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('This email is already in use. Sign in or reset your password instead.'));
  });
});

describe('the generic form modal', () => {
  it('requires every field, shows each field\'s own message on submit, and cleans as the user types', async () => {
    const onSubmit = vi.fn(async () => ({ messageKey: 'account_username_changed', values: { name: 'good_name' } }));
    renderWith(<FormModal titleKey="account_change_username" fields={usernameFields('')} submitKey="account_save" onSubmit={onSubmit} onClose={() => undefined} testId="m" />);
    const modal = screen.getByTestId('m');
    fireEvent.click(within(modal).getByTestId('form-modal-submit'));
    expect(within(modal).getByText('A username has 4 to 100 characters: letters, digits, _ or -.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const input = within(modal).getByLabelText('New username');
    fireEvent.change(input, { target: { value: 'good name!' } });
    expect((input as HTMLInputElement).value).toBe('goodname');
    fireEvent.change(input, { target: { value: 'good_name' } });
    expect(within(modal).queryByText('A username has 4 to 100 characters: letters, digits, _ or -.')).toBeNull();
    fireEvent.click(within(modal).getByTestId('form-modal-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('form-modal-confirmation').textContent).toContain('Your username is now good_name.'));
    expect(onSubmit).toHaveBeenCalledWith({ newName: 'good_name' });
  });

  it('puts a server error under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('username_taken', undefined, 409);
    });
    renderWith(
      <FormModal
        titleKey="account_change_username"
        fields={usernameFields('taken')}
        submitKey="account_save"
        onSubmit={onSubmit}
        errorFor={(e) => (e instanceof ApiError && e.code === 'username_taken' ? { field: 'newName', messageKey: 'error_username_taken' } : null)}
        onClose={() => undefined}
        testId="m"
      />,
    );
    fireEvent.change(screen.getByLabelText('New username'), { target: { value: 'takenname' } });
    fireEvent.click(screen.getByTestId('form-modal-submit'));
    await vi.waitFor(() => expect(screen.getByText('This username is already taken. Please choose another one.')).toBeTruthy());
  });
});
