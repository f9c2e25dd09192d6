// The change modals of My Account (account-content §2, §4, §5), built on the generic form modal:
// username (once only), email (a password account confirms with its password; others must verify the new
// address again), password (social accounts need no current password).
import type { User } from '../../lib/user';
import { FormModal } from '../../app/ui/FormModal';
import { updateSessionUser } from '../auth';
import { emailError, emailFields, passwordError, passwordFields, usernameError, usernameFields } from './accountRules';
import { changeUsername, updateEmail, updatePassword } from './accountCalls';

interface ChangeModalProps {
  user: User;
  onClose: () => void;
}

export function ChangeUsernameModal({ user, onClose }: ChangeModalProps) {
  return (
    <FormModal
      titleKey="account_change_username"
      introKey="account_change_username_intro"
      fields={usernameFields(user.user_name)}
      submitKey="account_save"
      testId="change-username-modal"
      onClose={onClose}
      errorFor={usernameError}
      onSubmit={async (values) => {
        // Through the outbox: offline the new name shows at once and is sent when the connection is back.
        const changed = await changeUsername(values.newName ?? '', user.user_name);
        return { messageKey: changed.state === 'waiting' ? 'account_username_change_waiting' : 'account_username_changed', values: { name: changed.name } };
      }}
    />
  );
}

export function ChangeEmailModal({ user, onClose }: ChangeModalProps) {
  const social = user.isSocialUser === 1;
  return (
    <FormModal
      titleKey="account_change_email"
      introKey="account_change_email_intro"
      introValues={{ email: user.email }}
      fields={emailFields(!social)}
      submitKey="account_save"
      testId="change-email-modal"
      onClose={onClose}
      errorFor={emailError}
      onSubmit={async (values) => {
        const { user: updated, social: isSocial } = await updateEmail({ e: values.e ?? '', ea: values.ea ?? '', password: social ? undefined : (values.pa ?? '') });
        updateSessionUser({ email: updated.email, isMailVerified: updated.isMailVerified });
        return { messageKey: isSocial ? 'account_email_changed' : 'account_email_changed_verify', values: { email: updated.email } };
      }}
    />
  );
}

export function ChangePasswordModal({ user, onClose }: ChangeModalProps) {
  const social = user.isSocialUser === 1;
  return (
    <FormModal
      titleKey="account_change_password"
      fields={passwordFields(!social)}
      submitKey="account_save"
      testId="change-password-modal"
      onClose={onClose}
      errorFor={passwordError}
      onSubmit={async (values) => {
        await updatePassword({ current: social ? undefined : (values.op ?? ''), next: values.np ?? '', again: values.npa ?? '' });
        return { messageKey: 'account_password_changed' };
      }}
    />
  );
}
