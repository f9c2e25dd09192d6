// The app side of the third-party imports' OAuth core (server/imports/core.ts). Shared by the image
// library's drive, photo-service and social-network sections (lib, not a feature, so each may import it):
//
//   importOptions()                 the connectors this server has configured (get/imports/options, once; none
//                                   while the server cannot be reached, and no offline prompt)
//   connectImport(connector, signal) opens /imports/<connector>/start in a 750×600 popup and resolves when
//                                   the callback page reports success (postMessage from this origin only, or
//                                   the BroadcastChannel "pixloom-import"); rejects with its error code,
//                                   popup_blocked, or cancelled_by_user (signal aborted). The popup's
//                                   `closed` is not watched: the app's pages isolate their window (COOP), so
//                                   the opener sees the popup as closed as soon as it leaves; callers offer
//                                   a cancel that aborts `signal` instead
//   isNoAccessToken(error)          a call answered no_access_token: authorise again (spec §8)
import { apiCall, ApiError, CANCELLED_BY_USER, isApiError } from '../request';

export type ImportConnectorId = 'drive' | 'photos' | 'facebook';

export const IMPORT_POPUP_WIDTH = 750;
export const IMPORT_POPUP_HEIGHT = 600;
export const IMPORT_CHANNEL = 'pixloom-import';
const POPUP_NAME = 'pixloom-import';

interface ImportMessage {
  type: 'pixloom-import';
  connector: string;
  ok?: boolean;
  error?: string;
}

function isImportMessage(value: unknown): value is ImportMessage {
  return typeof value === 'object' && value !== null && (value as ImportMessage).type === 'pixloom-import' && typeof (value as ImportMessage).connector === 'string';
}

let options: Promise<ReadonlySet<ImportConnectorId>> | null = null;

/** The configured connectors (asked once per page; a failure is asked again next time). */
export function importOptions(): Promise<ReadonlySet<ImportConnectorId>> {
  if (!options) {
    // No offline prompt: the library opens offline from the device, and a tab that needs the network is simply
    // not offered until the server has answered (asked again the next time the library opens).
    options = apiCall<{ connectors?: unknown }>('get/imports/options', {}, { cacheable: true, offlinePrompt: false }).then(
      (data) => new Set(Array.isArray(data?.connectors) ? (data.connectors.filter((c) => typeof c === 'string') as ImportConnectorId[]) : []),
      () => {
        options = null;
        return new Set<ImportConnectorId>();
      },
    );
  }
  return options;
}

/** Test hook and sign-out: forget the cached options. */
export function resetImportOptions(): void {
  options = null;
}

export function isNoAccessToken(error: unknown): boolean {
  return isApiError(error, 'no_access_token');
}

function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - IMPORT_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - IMPORT_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${IMPORT_POPUP_WIDTH},height=${IMPORT_POPUP_HEIGHT},left=${left},top=${top}`;
}

export function connectImport(connector: ImportConnectorId, signal?: AbortSignal): Promise<void> {
  const popup = window.open(`/imports/${connector}/start`, POPUP_NAME, popupFeatures(window));
  if (!popup) return Promise.reject(new ApiError('popup_blocked'));
  return new Promise((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(IMPORT_CHANNEL) : null;
    let done = false;
    function settle(error?: ApiError): void {
      if (done) return;
      done = true;
      window.removeEventListener('message', onWindowMessage);
      channel?.removeEventListener('message', onChannelMessage);
      channel?.close();
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    }
    const onData = (data: unknown): void => {
      if (!isImportMessage(data) || data.connector !== connector) return;
      settle(data.ok ? undefined : new ApiError(data.error || 'authorization_failed'));
    };
    const onWindowMessage = (event: MessageEvent): void => {
      if (event.origin === window.location.origin) onData(event.data);
    };
    const onChannelMessage = (event: MessageEvent): void => onData(event.data);
    const onAbort = (): void => {
      try {
        popup.close();
      } catch {
        /* already gone */
      }
      settle(new ApiError(CANCELLED_BY_USER));
    };
    window.addEventListener('message', onWindowMessage);
    channel?.addEventListener('message', onChannelMessage);
    signal?.addEventListener('abort', onAbort);
    if (signal?.aborted) onAbort();
  });
}
