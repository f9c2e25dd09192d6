// Client-side rules of the sign-in, registration and reset forms (spec shell-auth-platform §5), with the
// same validators the server uses. Each rule answers the i18next key of its message.
import { isValidEmail, isValidNewPassword, isValidSignInPassword, normalizeEmail } from '../../lib/shared/validators';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  email: string;
  emailAgain: string;
  password: string;
}

export interface ForgotValues {
  email: string;
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'auth_error_email_required';
  return isValidEmail(email) ? undefined : 'error_invalid_email';
}

/** Sign-in: a valid email; a password longer than 2 characters. */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'auth_error_password_required';
  else if (!isValidSignInPassword(values.password)) errors.password = 'auth_error_sign_in_password';
  return errors;
}

/** Register: a valid email; the confirmation equals it; a password of at least 6 characters. */
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.emailAgain.trim()) errors.emailAgain = 'auth_error_email_again_required';
  else if (normalizeEmail(values.emailAgain) !== normalizeEmail(values.email)) errors.emailAgain = 'error_email_mismatch';
  if (!values.password) errors.password = 'auth_error_password_required';
  else if (!isValidNewPassword(values.password)) errors.password = 'register_modal_password_error';
  return errors;
}

/** Reset password: a valid email. */
export function validateForgot(values: ForgotValues): FieldErrors<keyof ForgotValues> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
