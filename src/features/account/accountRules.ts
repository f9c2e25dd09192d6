// The rules of the My Account change forms (account-content §5), as FormModal fields, and how the
// server's answers to them land in the forms.
import { ApiError } from '../../lib/request';
import { PASSWORD_MAX, USERNAME_MAX } from '../../lib/shared/constants';
import { cleanUsername, isValidEmail, isValidNewPassword, isValidUsername, normalizeEmail } from '../../lib/shared/validators';
import type { FormModalField, FormModalMessage } from '../../app/ui/FormModal';

export function usernameFields(current: string): FormModalField[] {
  return [
    {
      name: 'newName',
      labelKey: 'account_new_username',
      messageKey: 'username_length',
      initial: current,
      autoComplete: 'username',
      maxLength: USERNAME_MAX,
      clean: cleanUsername,
      isValid: isValidUsername,
      hintKey: 'account_username_hint',
    },
  ];
}

/** New email, its confirmation, and (unless a social account) the password. */
export function emailFields(needsPassword: boolean): FormModalField[] {
  const fields: FormModalField[] = [
    { name: 'e', labelKey: 'account_new_email', messageKey: 'error_invalid_email', type: 'email', autoComplete: 'email', isValid: isValidEmail },
    { name: 'ea', labelKey: 'account_new_email_again', messageKey: 'error_email_mismatch', type: 'email', autoComplete: 'email', isValid: (v, all) => normalizeEmail(v) === normalizeEmail(all.e ?? '') },
  ];
  if (needsPassword) {
    fields.push({ name: 'pa', labelKey: 'account_current_password', messageKey: 'register_modal_password_error', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX, isValid: isValidNewPassword });
  }
  return fields;
}

/** The current password (unless a social account), the new one and its confirmation. */
export function passwordFields(needsCurrent: boolean): FormModalField[] {
  const fields: FormModalField[] = [];
  if (needsCurrent) {
    fields.push({ name: 'op', labelKey: 'account_current_password', messageKey: 'account_current_password_required', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX });
  }
  fields.push(
    { name: 'np', labelKey: 'account_new_password', messageKey: 'register_modal_password_error', type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX, isValid: isValidNewPassword, hintKey: 'auth_password_hint' },
    { name: 'npa', labelKey: 'account_new_password_again', messageKey: 'error_password_mismatch', type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX, isValid: (v, all) => v === all.np },
  );
  return fields;
}

function codeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export function usernameError(error: unknown): (FormModalMessage & { field?: string }) | null {
  const code = codeOf(error);
  if (code === 'username_taken' || code === 'invalid_username') return { field: 'newName', messageKey: `error_${code}` };
  return null;
}

export function emailError(error: unknown): (FormModalMessage & { field?: string }) | null {
  if (!(error instanceof ApiError)) return null;
  // invalid_email with 409 is an address another account uses; a malformed one is 400.
  if (error.code === 'invalid_email') return { field: 'e', messageKey: error.status === 409 ? 'auth_error_email_in_use' : 'error_invalid_email' };
  if (error.code === 'email_mismatch') return { field: 'ea', messageKey: 'error_email_mismatch' };
  if (error.code === 'wrong_password') return { field: 'pa', messageKey: 'error_wrong_password' };
  return null;
}

export function passwordError(error: unknown): (FormModalMessage & { field?: string }) | null {
  const code = codeOf(error);
  if (code === 'wrong_password') return { field: 'op', messageKey: 'error_wrong_password' };
  if (code === 'invalid_password') return { field: 'np', messageKey: 'register_modal_password_error' };
  if (code === 'password_mismatch') return { field: 'npa', messageKey: 'error_password_mismatch' };
  return null;
}

/** Reset-password page (account-content §5): at least 6 (and at most 100), confirmation equal. */
export function validateResetPassword(values: { password: string; again: string }): Partial<Record<'password' | 'again', string>> {
  const errors: Partial<Record<'password' | 'again', string>> = {};
  if (!isValidNewPassword(values.password)) errors.password = 'register_modal_password_error';
  if (!values.again || values.again !== values.password) errors.again = 'error_password_mismatch';
  return errors;
}
