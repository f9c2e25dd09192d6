// The one outbox (issue 18, README "Offline and sync"): every change the user makes that the server must get —
// photo, folder and project changes, settings, the language — waits here as one Dexie row, in order, until the
// server has applied it. The page and the service worker's background sync both drain it, one at a time under
// one Web Lock, with the one retry policy (src/lib/shared/retryPolicy.ts). Pure: both runtimes import it.

export { OUTBOX_LOCK, OUTBOX_SYNC_TAG } from '../shared/swProtocol';

export type OutboxState = 'waiting' | 'refused';

/** What the user reads in the sync panel: an i18n key (namespace sync) and its values, in plain words. */
export interface OutboxLabel {
  key: string;
  params: Record<string, string>;
}

/** Why a change was not applied: the server said no (refused), or it kept failing (stuck). */
export interface OutboxRefusal {
  kind: 'refused' | 'stuck';
  status: number;
  code: string;
  message: string;
  at: number;
}

/** What the device does once the server has applied a change (runs where the drain runs: page or worker). */
export type OutboxEffect =
  /** The server's answer holds the real id of an item created offline: it replaces the client id everywhere. */
  | { kind: 'folder-created'; clientId: number }
  /** The settings the change held are no longer pending (unless changed again since). */
  | { kind: 'settings'; values: Record<string, unknown> };

export interface OutboxEntry {
  /** Auto-increment: the order the changes were made in, and the order they are sent in. */
  seq?: number;
  /** Whose change it is (the signed-in email): sent only with that user's session, shown only to that user. */
  owner: string;
  /** The api/ call, e.g. `photo/update-image-info`. */
  call: string;
  /** The call's fields as sent (no CSRF token: that is fresh at each send, in the header). */
  payload: Record<string, string>;
  /** The X-Request-Id the change travels with, kept across replays: the server applies it once. */
  requestId: string;
  label: OutboxLabel;
  /** Sends the server answered "not now" (5xx, 408, 429…); after MAX_REPLAY_ATTEMPTS the change is stuck. */
  attempts: number;
  state: OutboxState;
  refusal?: OutboxRefusal;
  createdAt: number;
  effect?: OutboxEffect;
  /** Projects the server must hold before this change can go (a move of a project created offline). */
  needsProjects?: string[];
  /** Payload fields that may hold a client id (replaced by the real id once the server gave it). */
  idFields?: string[];
  /** An upload (photo/add): its file waits on the device (Dexie `uploadFiles`) until the photo is registered. */
  upload?: OutboxUpload;
}

/**
 * How far an upload has got, kept in its entry across replays so each step happens once: the storage form
 * (direct-upload, asked again only when it expired), the file stored under the form's key, then photo/add
 * naming that key (the server registers one key once). `round` counts forms: each round's direct-upload and
 * photo/add travel with their own X-Request-Id derived from the entry's, the same on every replay.
 */
export interface OutboxUpload {
  /** The row of `uploadFiles` holding the file (the entry's request id). */
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
  round: number;
  form?: { url: string; inputs: Record<string, string>; key: string; expiresAt: number };
  /** The storage holds the file under `form.key`. */
  stored?: boolean;
  /** Made public once registered (the editor's "save to My Photos" as public). */
  public?: boolean;
}
