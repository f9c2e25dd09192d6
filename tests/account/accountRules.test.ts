// The rules of the My Account change forms and the reset page (account-content §5), through the generic
// form modal's validation (every field required, each error its field's message).
import { describe, expect, it } from 'vitest';
import { emailError, emailFields, passwordError, passwordFields, usernameError, usernameFields, validateResetPassword } from '../../src/features/account/accountRules';
import { validateFields } from '../../src/app/ui/FormModal';
import { ApiError } from '../../src/lib/request';

describe('change username', () => {
  const fields = usernameFields('old_name');

  it('keeps 4 to 100 letters, digits, _ and -; other characters are stripped as the user types', () => {
    const clean = fields[0]!.clean!;
    expect(clean('new name!')).toBe('newname');
    expect(clean('Zoë_42-x')).toBe('Zoë_42-x');
    expect(validateFields(fields, { newName: 'abcd' })).toEqual({});
    expect(validateFields(fields, { newName: 'abc' })).toEqual({ newName: 'username_length' });
    expect(validateFields(fields, { newName: 'a'.repeat(101) })).toEqual({ newName: 'username_length' });
    expect(validateFields(fields, { newName: '' })).toEqual({ newName: 'username_length' });
  });

  it('puts a taken name under the field', () => {
    expect(usernameError(new ApiError('username_taken'))).toEqual({ field: 'newName', messageKey: 'error_username_taken' });
    expect(usernameError(new ApiError('username_change_not_allowed'))).toBeNull();
  });
});

describe('change email', () => {
  it('needs a valid new email, the same again, and the password (6 to 100)', () => {
    const fields = emailFields(true);
    expect(validateFields(fields, { e: 'new@example.com', ea: 'new@example.com', pa: 'secret1' })).toEqual({});
    expect(validateFields(fields, { e: 'new@example', ea: 'new@example', pa: 'secret1' })).toEqual({ e: 'error_invalid_email' });
    expect(validateFields(fields, { e: 'new@example.com', ea: 'other@example.com', pa: 'secret1' })).toEqual({ ea: 'error_email_mismatch' });
    expect(validateFields(fields, { e: 'new@example.com', ea: 'new@example.com', pa: '12345' })).toEqual({ pa: 'register_modal_password_error' });
  });

  it('asks a social account for no password', () => {
    expect(emailFields(false).map((f) => f.name)).toEqual(['e', 'ea']);
  });

  it('tells an address in use from a malformed one, and a wrong password', () => {
    expect(emailError(new ApiError('invalid_email', undefined, 409))).toEqual({ field: 'e', messageKey: 'auth_error_email_in_use' });
    expect(emailError(new ApiError('invalid_email', undefined, 400))).toEqual({ field: 'e', messageKey: 'error_invalid_email' });
    expect(emailError(new ApiError('wrong_password', undefined, 403))).toEqual({ field: 'pa', messageKey: 'error_wrong_password' });
  });
});

describe('change password', () => {
  it('needs the current password, a new one of 6 to 100, and the same again', () => {
    const fields = passwordFields(true);
    expect(validateFields(fields, { op: 'old', np: 'newpass', npa: 'newpass' })).toEqual({});
    expect(validateFields(fields, { op: '', np: 'newpass', npa: 'newpass' })).toEqual({ op: 'account_current_password_required' });
    expect(validateFields(fields, { op: 'old', np: 'short', npa: 'short' })).toEqual({ np: 'register_modal_password_error' });
    expect(validateFields(fields, { op: 'old', np: 'newpass', npa: 'newpasz' })).toEqual({ npa: 'error_password_mismatch' });
  });

  it('omits the current password for social accounts', () => {
    expect(passwordFields(false).map((f) => f.name)).toEqual(['np', 'npa']);
    expect(passwordError(new ApiError('wrong_password'))).toEqual({ field: 'op', messageKey: 'error_wrong_password' });
  });
});

describe('reset page', () => {
  it('needs at least 6 characters and the same again', () => {
    expect(validateResetPassword({ password: '123456', again: '123456' })).toEqual({});
    expect(validateResetPassword({ password: '12345', again: '12345' })).toEqual({ password: 'register_modal_password_error' });
    expect(validateResetPassword({ password: '123456', again: '123457' })).toEqual({ again: 'error_password_mismatch' });
  });
});
