// The sign-in / registration / reset-password modal and the welcome dialog, in their own React root so
// that any page (with or without a nav bar) can open them (authModal.ts).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { getAppI18n } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { LOCAL_KEYS, readLocal } from '../../lib/localStore';
import { AUTH_TITLE_KEYS, AuthPanel } from './AuthPanel';
import { authModalState, closeAuthModal, welcomeState, type AuthModalRequest } from './authModal';
import { completeLogin } from './loginSuccess';
import { WelcomeDialog } from './WelcomeDialog';
import './auth.css';

function AuthModal({ request }: { request: AuthModalRequest }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(request.mode);
  const [email, setEmail] = useState(() => request.email ?? readLocal<string>(LOCAL_KEYS.latestUserEmail, '') ?? '');
  return (
    <Modal title={t(AUTH_TITLE_KEYS[mode])} size="small" onClose={closeAuthModal} testId="auth-modal" className="px-auth-modal">
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

let mounted = false;

export function mountAuthModalHost(): void {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  element.id = 'px-auth-root';
  document.body.append(element);
  createRoot(element).render(
    <I18nextProvider i18n={getAppI18n()}>
      <AuthModalHost />
    </I18nextProvider>,
  );
}
