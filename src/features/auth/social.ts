// Social sign-in through the server's OpenID Connect pages (spec §4.8, §9): a 750×600 popup opens
// /auth/oidc/<provider>/start; the provider sends the user back to the server's callback page, which hands
// {user_id, email, screenname, access_token, sntype} to this page by postMessage (when the popup still
// knows its opener) and by the BroadcastChannel "pixloom-oidc" (when Cross-Origin-Opener-Policy cut the
// popup off from this page). The form then calls auth/sn-login.
import { ApiError, CANCELLED_BY_USER } from '../../lib/request';
import type { SocialIdentity } from './loginFlow';
import type { SocialProviderName } from './signInOptions';

export const POPUP_WIDTH = 750;
export const POPUP_HEIGHT = 600;
export const OIDC_CHANNEL = 'pixloom-oidc';
const POPUP_NAME = 'pixloom-social-sign-in';

interface OidcMessage {
  type: 'pixloom-oidc';
  provider: string;
  result?: Partial<SocialIdentity>;
  error?: string;
}

function isOidcMessage(value: unknown): value is OidcMessage {
  return typeof value === 'object' && value !== null && (value as OidcMessage).type === 'pixloom-oidc' && typeof (value as OidcMessage).provider === 'string';
}

/** The identity in a callback page's message; throws its error code as an ApiError. */
export function identityFromMessage(message: OidcMessage): SocialIdentity {
  if (message.error) throw new ApiError(message.error);
  const r = message.result ?? {};
  if (!r.user_id || !r.access_token) throw new ApiError('invalid_sign_in');
  return {
    user_id: r.user_id,
    access_token: r.access_token,
    email: r.email ?? '',
    screenname: r.screenname ?? '',
    sntype: r.sntype ?? message.provider.toUpperCase(),
  };
}

/** window.open features of the popup, centred on the current window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the provider's sign-in in a popup and resolves with the identity it returns. Rejects with
 * popup_blocked, the callback's error code, or cancelled_by_user when `signal` aborts.
 */
export function signInPopup(provider: SocialProviderName, signal: AbortSignal): Promise<SocialIdentity> {
  const popup = window.open(`/auth/oidc/${provider}/start`, POPUP_NAME, popupFeatures(window));
  if (!popup) return Promise.reject(new ApiError('popup_blocked'));
  return new Promise((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OIDC_CHANNEL) : null;
    const finish = (outcome: () => SocialIdentity): void => {
      cleanup();
      try {
        resolve(outcome());
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(String(error)));
      }
    };
    const onData = (data: unknown): void => {
      if (!isOidcMessage(data) || data.provider !== provider) return;
      finish(() => identityFromMessage(data));
    };
    const onWindowMessage = (event: MessageEvent): void => {
      if (event.origin === window.location.origin) onData(event.data);
    };
    const onChannelMessage = (event: MessageEvent): void => onData(event.data);
    const onAbort = (): void => {
      cleanup();
      try {
        popup.close();
      } catch {
        /* already gone */
      }
      reject(new ApiError(CANCELLED_BY_USER));
    };
    function cleanup(): void {
      window.removeEventListener('message', onWindowMessage);
      channel?.removeEventListener('message', onChannelMessage);
      channel?.close();
      signal.removeEventListener('abort', onAbort);
    }
    window.addEventListener('message', onWindowMessage);
    channel?.addEventListener('message', onChannelMessage);
    signal.addEventListener('abort', onAbort);
    if (signal.aborted) onAbort();
  });
}
