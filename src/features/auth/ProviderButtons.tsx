// Google, Facebook and Apple buttons (spec §2.5), shown only for the providers the server has configured.
// A button opens the provider in a popup (social.ts) and signs in with auth/sn-login. While the popup is
// open the form says where to continue and offers to cancel (the page cannot always see the popup close:
// see social.ts). A provider that shares no email offers registration with an email instead (§5).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorKey } from './authErrors';
import { FormError } from '../../app/ui/FormError';
import { AppleIcon, FacebookIcon, GoogleIcon } from './icons';
import { signInWithProvider, type LoginResult } from './loginFlow';
import { signInPopup } from './social';
import type { SocialProviderName } from './signInOptions';

const ICONS: Record<SocialProviderName, ComponentType> = { google: GoogleIcon, facebook: FacebookIcon, apple: AppleIcon };
const LABELS: Record<SocialProviderName, string> = { google: 'auth_continue_google', facebook: 'auth_continue_facebook', apple: 'auth_continue_apple' };

export interface ProviderButtonsProps {
  providers: readonly SocialProviderName[];
  onLogin: (result: LoginResult) => void | Promise<void>;
  onRegisterWithEmail: () => void;
}

export function ProviderButtons({ providers, onLogin, onRegisterWithEmail }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<SocialProviderName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(provider: SocialProviderName): Promise<void> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPending(provider);
    setError(null);
    try {
      const identity = await signInPopup(provider, current.signal);
      const result = await signInWithProvider(identity);
      await onLogin(result);
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(authErrorKey('social', failure));
      setPending(null);
    }
  }

  function cancel(): void {
    controller.current?.abort();
    controller.current = null;
    setPending(null);
  }

  if (providers.length === 0) return null;
  return (
    <div className="px-providers">
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <button
            key={provider}
            type="button"
            className={`px-btn px-btn--secondary px-provider px-provider--${provider}`}
            onClick={() => void start(provider)}
            disabled={pending !== null}
            data-testid={`auth-provider-${provider}`}
          >
            {pending === provider ? <span className="px-spinner px-spinner--small" aria-hidden="true" /> : <Icon />}
            <span>{t(LABELS[provider])}</span>
          </button>
        );
      })}
      {pending && (
        <div className="px-providers__waiting" role="status">
          <span>{t('auth_popup_waiting')}</span>
          <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      )}
      <FormError messageKey={error}>
        {error === 'error_missing_email' && (
          <button type="button" className="px-link" onClick={onRegisterWithEmail}>
            {t('auth_register_with_email')}
          </button>
        )}
      </FormError>
      <div className="px-divider" role="separator">
        <span>{t('auth_or')}</span>
      </div>
    </div>
  );
}
