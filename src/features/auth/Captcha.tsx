// The captcha area of the sign-in, registration and reset forms (spec §2.5, §5): an ALTCHA proof of work
// the browser solves by itself as soon as the form opens. A solved challenge is accepted once, so the
// form renews it after every answer from the server. A widget that cannot load shows "request failed,
// try again" (§8.4) with a retry.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaWidgetElement } from 'altcha/external';
import { ApiError } from '../../lib/request';
import { report } from '../../lib/report';

export interface CaptchaHandle {
  /** The payload for captcha_response ('' when the captcha is off); rejects with invalid_captcha. */
  response(): Promise<string>;
  /** Starts a new challenge (the last one was used). */
  renew(): void;
}

export const CHALLENGE_URL = '/captcha/challenge/';
const SOLVE_TIMEOUT_MS = 90_000;

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface StateDetail {
  state?: WidgetState;
  payload?: string | null;
}

export interface CaptchaProps {
  mode: 'altcha' | 'off';
  handleRef: Ref<CaptchaHandle | null>;
}

export function Captcha({ mode, handleRef }: CaptchaProps) {
  const { t, i18n } = useTranslation();
  const widget = useRef<AltchaWidgetElement | null>(null);
  const latest = useRef<StateDetail>({ state: 'unverified', payload: null });
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<WidgetState>('unverified');
  const [attempt, setAttempt] = useState(0);
  const lang = i18n.language;

  useEffect(() => {
    if (mode !== 'altcha') return;
    let live = true;
    setLoadFailed(false);
    import('./altcha').then(
      (module) => {
        module.setAltchaStrings(lang, t);
        if (live) setLoaded(true);
      },
      (error: unknown) => {
        report('error', 'captcha widget did not load', { error: String(error) });
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [mode, lang, t, attempt]);

  useEffect(() => {
    const el = widget.current;
    if (!loaded || !el) return;
    const onState = (event: Event): void => {
      const detail = (event as CustomEvent<StateDetail>).detail ?? {};
      latest.current = { state: detail.state, payload: detail.payload ?? null };
      setState(detail.state ?? 'unverified');
      setFailed(detail.state === 'error');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [loaded]);

  useImperativeHandle(
    handleRef,
    (): CaptchaHandle => ({
      async response() {
        if (mode === 'off') return '';
        const el = widget.current;
        if (!el) throw new ApiError('invalid_captcha');
        const now = latest.current;
        if (now.state === 'verified' && now.payload) return now.payload;
        // The widget's methods exist once it has mounted; until then it is about to start by itself.
        if (now.state !== 'verifying' && typeof el.verify === 'function') {
          const result = await el.verify().catch(() => null);
          if (result?.payload) return result.payload;
        }
        return waitForPayload(el);
      },
      renew() {
        const el = widget.current;
        if (mode === 'off' || !el || typeof el.reset !== 'function') return;
        latest.current = { state: 'unverified', payload: null };
        el.reset();
        void el.verify().catch(() => undefined);
      },
    }),
    [mode],
  );

  if (mode === 'off') return null;
  return (
    <div className="px-captcha" data-testid="captcha" data-state={state}>
      {loadFailed ? null : loaded ? (
        <altcha-widget ref={widget} challenge={CHALLENGE_URL} auto="onload" type="checkbox" language={lang} configuration={JSON.stringify({ hideFooter: true, hideLogo: true })} />
      ) : (
        <div className="px-captcha__loading" aria-busy="true">
          <span className="px-spinner px-spinner--small" />
          <span>{t('loading')}</span>
        </div>
      )}
      {(loadFailed || failed) && (
        <div className="px-captcha__error" role="alert">
          <span>{t('auth_captcha_failed')}</span>
          <button
            type="button"
            className="px-btn px-btn--small px-btn--secondary"
            onClick={() => {
              if (loadFailed) setAttempt((n) => n + 1);
              else widget.current?.reset();
              setFailed(false);
              void widget.current?.verify().catch(() => undefined);
            }}
          >
            {t('try_again')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Waits for the widget to finish a challenge it is solving. */
function waitForPayload(el: AltchaWidgetElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(null), SOLVE_TIMEOUT_MS);
    const onState = (event: Event): void => {
      const detail = (event as CustomEvent<StateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) done(detail.payload);
      else if (detail.state === 'error' || detail.state === 'expired') done(null);
    };
    function done(payload: string | null): void {
      clearTimeout(timer);
      el.removeEventListener('statechange', onState);
      if (payload) resolve(payload);
      else reject(new ApiError('invalid_captcha'));
    }
    el.addEventListener('statechange', onState);
  });
}
