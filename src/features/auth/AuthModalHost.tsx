// The sign-in / registration / reset-password modal and the welcome dialog, among the app's overlay hosts
// (Root) so that any page (with or without a nav bar) can open them (authModal.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { addHostSlot } from '../../app/layout/slots';
import { useStore } from '../../app/useStore';
import { LOCAL_KEYS, readLocal } from '../../lib/localStore';
import { AUTH_TITLE_KEYS, AuthPanel } from './AuthPanel';
import { authModalState, dismissAuthModal, welcomeState, type AuthModalRequest } from './authModal';
import { completeLogin } from './loginSuccess';
import { WelcomeDialog } from './WelcomeDialog';
import '../../app/ui/form.css';
import './auth.css';

function AuthModal({ request }: { request: AuthModalRequest }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(request.mode);
  const [email, setEmail] = useState(() => request.email ?? readLocal<string>(LOCAL_KEYS.latestUserEmail, '') ?? '');
  return (
    <Modal title={t(AUTH_TITLE_KEYS[mode])} size="small" id="auth" onClose={dismissAuthModal} testId="auth-modal" className="px-auth-modal">
      <AuthPanel
        mode={mode}
        onModeChange={setMode}
        email={email}
        onEmailChange={setEmail}
        noteKey={request.noteKey}
        onLogin={(result) => completeLogin(result, { onLogin: request.onLogin })}
      />
    </Modal>
  );
}

function AuthModalHost() {
  const request = useStore(authModalState);
  const welcome = useStore(welcomeState);
  return (
    <>
      {request && <AuthModal key={request.id} request={request} />}
      {welcome && <WelcomeDialog email={welcome} onClose={() => welcomeState.set(null)} />}
    </>
  );
}

export function mountAuthModalHost(): void {
  addHostSlot(AuthModalHost);
}
