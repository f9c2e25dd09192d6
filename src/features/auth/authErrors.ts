// The inline errors of the sign-in, registration and reset forms (spec shell-auth-platform §8.3), and the
// errors of social sign-in (§5, §8.4). A code answers the i18next key shown under the form; null means
// the code is no real error and nothing is shown.
import { ApiError, SILENT_CODES } from '../../lib/request';

export type AuthFormKind = 'signIn' | 'register' | 'forgot' | 'social';

const COMMON: Record<string, string> = {
  invalid_token: 'error_invalid_csrf_token',
  invalid_captcha: 'error_invalid_captcha',
  request_failed: 'error_request_failed',
  different_user_logged_in: 'auth_error_refresh_support',
  // Not in the spec's table: the server's rate limit says so plainly instead of "invalid response".
  too_many_attempts: 'error_too_many_attempts',
  too_many_requests: 'error_too_many_requests',
};

const BY_FORM: Record<AuthFormKind, Record<string, string>> = {
  signIn: { ...COMMON, invalid_email: 'auth_error_email_password' },
  register: {
    ...COMMON,
    already_logged_in: 'auth_error_refresh_support',
    invalid_email: 'auth_error_email_in_use',
    email_mismatch: 'error_email_mismatch',
    invalid_password: 'register_modal_password_error',
  },
  forgot: {
    invalid_token: COMMON.invalid_token!,
    invalid_captcha: COMMON.invalid_captcha!,
    request_failed: COMMON.request_failed!,
    too_many_attempts: COMMON.too_many_attempts!,
    too_many_requests: COMMON.too_many_requests!,
    already_logged_in: 'error_already_logged_in',
    operation_failed: 'error_email_not_registered',
    invalid_email: 'error_invalid_email',
    mail_failed: 'error_mail_failed',
  },
  social: {
    ...COMMON,
    missing_email: 'error_missing_email',
    invalid_access_token: 'error_invalid_access_token',
    unverified_provider_email: 'error_unverified_provider_email',
    provider_unavailable: 'error_provider_unavailable',
    provider_not_configured: 'error_provider_not_configured',
    invalid_provider: 'error_invalid_provider',
    invalid_sign_in: 'error_invalid_sign_in',
    invalid_state: 'error_invalid_state',
    popup_blocked: 'auth_error_popup_blocked',
  },
};

function codeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  if (typeof error === 'string') return error;
  return 'invalid_response';
}

/** The message key for an error of `form`; null for codes that are not real errors (cancelled, access_denied…). */
export function authErrorKey(form: AuthFormKind, error: unknown): string | null {
  const code = codeOf(error);
  if (SILENT_CODES.has(code)) return null;
  return BY_FORM[form][code] ?? 'error_invalid_response';
}
