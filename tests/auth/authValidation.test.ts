// Spec shell-auth-platform §5 (sign-in, register, reset password) and §8.3 (the inline errors).
import { describe, expect, it } from 'vitest';
import { hasErrors, validateForgot, validateRegister, validateSignIn } from '../../src/features/auth/authValidation';
import { authErrorKey } from '../../src/features/auth/authErrors';
import { ApiError } from '../../src/lib/request';

describe('sign-in rules', () => {
  it('needs a valid email and a password longer than 2 characters', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'abc' })).toEqual({});
    expect(validateSignIn({ email: '  a@b.co  ', password: 'abc' })).toEqual({});
    expect(validateSignIn({ email: 'a@b.c', password: 'abc' }).email).toBe('error_invalid_email');
    expect(validateSignIn({ email: 'a@b.co', password: 'ab' }).password).toBe('auth_error_sign_in_password');
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'auth_error_email_required', password: 'auth_error_password_required' });
  });
});

describe('registration rules', () => {
  it('needs a valid email, the same email again, and a password of at least 6', () => {
    expect(validateRegister({ email: 'new@example.com', emailAgain: 'NEW@example.com ', password: '123456' })).toEqual({});
    expect(validateRegister({ email: 'new@example.com', emailAgain: 'other@example.com', password: '123456' }).emailAgain).toBe('error_email_mismatch');
    expect(validateRegister({ email: 'new@example.com', emailAgain: '', password: '123456' }).emailAgain).toBe('auth_error_email_again_required');
    expect(validateRegister({ email: 'new@example.com', emailAgain: 'new@example.com', password: '12345' }).password).toBe('register_modal_password_error');
    expect(validateRegister({ email: 'new@example.com', emailAgain: 'new@example.com', password: 'x'.repeat(101) }).password).toBe('register_modal_password_error');
    expect(validateRegister({ email: 'nope', emailAgain: 'nope', password: '123456' }).email).toBe('error_invalid_email');
  });
});

describe('reset-password rules', () => {
  it('needs a valid email', () => {
    expect(validateForgot({ email: 'a@example.com' })).toEqual({});
    expect(validateForgot({ email: 'a@example' })).toEqual({ email: 'error_invalid_email' });
    expect(hasErrors(validateForgot({ email: '' }))).toBe(true);
  });
});

describe('inline errors of §8.3', () => {
  const err = (code: string): ApiError => new ApiError(code);

  it('sign-in', () => {
    expect(authErrorKey('signIn', err('invalid_token'))).toBe('error_invalid_csrf_token');
    expect(authErrorKey('signIn', err('invalid_captcha'))).toBe('error_invalid_captcha');
    expect(authErrorKey('signIn', err('request_failed'))).toBe('error_request_failed');
    expect(authErrorKey('signIn', err('different_user_logged_in'))).toBe('auth_error_refresh_support');
    expect(authErrorKey('signIn', err('invalid_email'))).toBe('auth_error_email_password');
    expect(authErrorKey('signIn', err('something_else'))).toBe('error_invalid_response');
    expect(authErrorKey('signIn', new Error('boom'))).toBe('error_invalid_response');
  });

  it('register: already_logged_in asks to refresh, invalid_email means the email is in use', () => {
    expect(authErrorKey('register', err('already_logged_in'))).toBe('auth_error_refresh_support');
    expect(authErrorKey('register', err('invalid_email'))).toBe('auth_error_email_in_use');
    expect(authErrorKey('register', err('invalid_captcha'))).toBe('error_invalid_captcha');
    expect(authErrorKey('register', err('whatever'))).toBe('error_invalid_response');
  });

  it('reset password: operation_failed means the email is not registered', () => {
    expect(authErrorKey('forgot', err('operation_failed'))).toBe('error_email_not_registered');
    expect(authErrorKey('forgot', err('already_logged_in'))).toBe('error_already_logged_in');
    expect(authErrorKey('forgot', err('invalid_token'))).toBe('error_invalid_csrf_token');
    expect(authErrorKey('forgot', err('request_failed'))).toBe('error_request_failed');
  });

  it('says the rate limit plainly rather than "invalid response"', () => {
    expect(authErrorKey('signIn', err('too_many_attempts'))).toBe('error_too_many_attempts');
  });

  it('shows nothing for codes that are no real errors (§8.4)', () => {
    for (const code of ['cancelled_by_user', 'cancelled', 'user_not_found', 'access_denied']) expect(authErrorKey('social', err(code))).toBeNull();
    expect(authErrorKey('social', err('missing_email'))).toBe('error_missing_email');
    expect(authErrorKey('social', err('popup_blocked'))).toBe('auth_error_popup_blocked');
  });
});
