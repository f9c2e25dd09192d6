// The ALTCHA widget (altcha v3), loaded on first use. The "external" build keeps the strict CSP: its
// proof-of-work workers are our own files (worker-src 'self') and its styles a stylesheet, instead of blob:
// workers and injected <style>. The widget's texts come from our translations.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { TFunction } from 'i18next';

const algorithms: Record<string, () => Worker> = {
  'PBKDF2/SHA-256': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-384': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-512': () => new Pbkdf2Worker(),
  'SHA-256': () => new ShaWorker(),
  'SHA-384': () => new ShaWorker(),
  'SHA-512': () => new ShaWorker(),
};
for (const [name, create] of Object.entries(algorithms)) globalThis.$altcha.algorithms.set(name, create);

/** Registers the widget's texts for `lang` from our translations. */
export function setAltchaStrings(lang: string, t: TFunction): void {
  globalThis.$altcha.i18n.set(lang, {
    ariaLinkLabel: t('auth_captcha_label'),
    cancel: t('cancel'),
    enterCode: t('auth_captcha_label'),
    enterCodeAria: t('auth_captcha_label'),
    enterCodeFromImage: t('auth_captcha_label'),
    error: t('auth_captcha_failed'),
    expired: t('auth_captcha_expired'),
    footer: '',
    getAudioChallenge: t('auth_captcha_label'),
    label: t('auth_captcha_label'),
    loading: t('loading'),
    reload: t('try_again'),
    verify: t('auth_captcha_verify'),
    verificationRequired: t('auth_captcha_required'),
    verified: t('auth_captcha_verified'),
    verifying: t('auth_captcha_verifying'),
    waitAlert: t('auth_captcha_verifying'),
  });
}
