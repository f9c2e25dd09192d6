// What the sign-in forms show, from the server (get/auth/sign-in-options): whether the captcha is on, and
// which social providers are configured (their buttons appear only then). Asked once per page.
import { useEffect, useState } from 'react';
import { apiCall } from '../../lib/request';

export type SocialProviderName = 'google' | 'facebook' | 'apple';
export const PROVIDER_ORDER: readonly SocialProviderName[] = ['google', 'facebook', 'apple'];

export interface SignInOptions {
  captcha: 'altcha' | 'off';
  providers: SocialProviderName[];
}

export function parseSignInOptions(data: unknown): SignInOptions {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const list = Array.isArray(d.providers) ? d.providers : [];
  return {
    captcha: d.captcha === 'off' ? 'off' : 'altcha',
    providers: PROVIDER_ORDER.filter((p) => list.includes(p)),
  };
}

let pending: Promise<SignInOptions> | null = null;

export function loadSignInOptions(): Promise<SignInOptions> {
  pending ??= apiCall<unknown>('get/auth/sign-in-options', {}, { offlinePrompt: false }).then(parseSignInOptions, (error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export interface SignInOptionsState {
  options: SignInOptions | null;
  failed: boolean;
  retry: () => void;
}

export function useSignInOptions(): SignInOptionsState {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadSignInOptions().then(
      (loaded) => live && setOptions(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { options, failed, retry: () => setAttempt((n) => n + 1) };
}
