// Uploads through the one outbox (issue 18): a photo uploaded or saved to My Photos offline — or online, the
// same way — keeps its file on the device (Dexie `uploadFiles`) and waits as one outbox entry (call photo/add)
// until the server registered it. Delivering the entry is three steps, each recorded in the entry
// (OutboxUpload) so a replay goes on where the last attempt stopped and nothing happens twice:
// 1. direct-upload: the storage form (spec shell-auth-platform §7), asked with the request id
//    `{id}-f{round}` — a lost reply is answered again with the same form and key;
// 2. the file POSTed to the form's url (storage keeps one file per key: sending it again overwrites it on S3,
//    and the local storage answers key_exists — the file is there either way);
// 3. photo/add naming the key, with the entry's own X-Request-Id (round 1) — the server registers one key once.
// A form that expired (upload_expired) or an upload the server no longer has (upload_not_found: unclaimed
// uploads are pruned after a day) starts a new round. Page and worker both send uploads with this module;
// it only uses fetch and Dexie (the page passes an XMLHttpRequest poster for progress).
import type { PixloomDb } from '../db/db';
import { sendCall, type OutboxAnswer } from './drain';
import type { OutboxEntry, OutboxUpload } from './types';

export const PHOTO_BUCKET = 'photos';
/** Forms last 15 minutes (server/storage/uploads.ts UPLOAD_FORM_SECONDS); the device trusts one for 14. */
const FORM_TRUSTED_MS = 14 * 60 * 1000;
/** Storage codes after which a new form is asked for (S3 answers AccessDenied to an expired policy). */
const NEW_FORM_CODES: ReadonlySet<string> = new Set(['upload_expired', 'access_denied', 'policy_mismatch']);
/** The local storage's answer to a form used twice: the first POST stored the file. */
const STORED_ALREADY = 'key_exists';
/** New rounds one send may start before it gives the answer to the drain's policy. */
const MAX_NEW_ROUNDS = 2;

/** Posts a storage form; resolves with the answer's status and text, throws when the network cannot be reached. */
export type PostFile = (url: string, form: FormData, entry: OutboxEntry) => Promise<{ status: number; text: string }>;

export function fetchPostFile(fetcher: typeof fetch = fetch): PostFile {
  return async (url, form) => {
    const response = await fetcher(url, { method: 'POST', body: form, cache: 'no-store', credentials: 'same-origin' });
    return { status: response.status, text: await response.text() };
  };
}

function xmlField(text: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(text)?.[1];
}

/** The storage's S3-style XML error, with its code as the app writes codes (AccessDenied → access_denied). */
function storageError(text: string): { code: string; message: string } | null {
  const code = xmlField(text, 'Code');
  if (!code) return null;
  return { code: code.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase(), message: xmlField(text, 'Message') ?? '' };
}

interface UploadForm {
  url: string;
  inputs: Record<string, string>;
  key: string;
}

function formOf(body: unknown): UploadForm | null {
  const data = (body as { data?: unknown } | null)?.data as Partial<UploadForm> | undefined;
  if (!data || typeof data.url !== 'string' || typeof data.key !== 'string' || typeof data.inputs !== 'object' || data.inputs === null) return null;
  const inputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(data.inputs)) if (typeof value === 'string') inputs[name] = value;
  return { url: data.url, inputs, key: data.key };
}

const invalidAnswer = (message: string): OutboxAnswer => ({ status: 502, code: 'invalid_response', message });

export interface SendUploadOptions {
  db: PixloomDb;
  csrf: string;
  fetcher?: typeof fetch;
  postFile?: PostFile;
}

/** The request id of a round's step: the entry's own for round 1's photo/add, derived (and stable) otherwise. */
export function stepRequestId(entry: OutboxEntry, step: 'form' | 'add' | 'public', round: number): string {
  if (step === 'add' && round === 1) return entry.requestId;
  return `${entry.requestId}-${step[0]}${round}`;
}

/**
 * Delivers an upload entry: its answer is photo/add's (the new photo) or the first step's refusal or "not
 * now"; throws when the network cannot be reached (the drain then stops, nothing counted).
 */
export async function sendUpload(entry: OutboxEntry, options: SendUploadOptions): Promise<OutboxAnswer> {
  const { db: database, csrf } = options;
  const fetcher = options.fetcher ?? fetch;
  const postFile = options.postFile ?? fetchPostFile(fetcher);
  let upload = entry.upload!;
  const ids = (step: 'form' | 'add' | 'public'): { requestId: string; owner: string } => ({ requestId: stepRequestId(entry, step, upload.round), owner: entry.owner });
  const keep = async (next: OutboxUpload): Promise<void> => {
    upload = next;
    await database.outbox.update(entry.seq!, { upload: next });
  };
  const newRound = (): Promise<void> => keep({ ...upload, round: upload.round + 1, form: undefined, stored: false });

  for (let rounds = 0; ; rounds++) {
    if (!upload.stored) {
      if (upload.form && upload.form.expiresAt <= Date.now()) await newRound();
      if (!upload.form) {
        const answer = await sendCall('direct-upload', { bucket: PHOTO_BUCKET, content_type: upload.contentType, filename: upload.filename }, ids('form'), csrf, fetcher);
        if (answer.status < 200 || answer.status >= 300) return answer;
        const form = formOf(answer.body);
        if (!form) return invalidAnswer('The upload form is incomplete.');
        await keep({ ...upload, form: { ...form, expiresAt: Date.now() + FORM_TRUSTED_MS } });
      }
      const file = await database.uploadFiles.get(upload.fileId);
      if (!file) return { status: 410, code: 'upload_file_missing', message: 'The file is no longer on this device.' };
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.form!.inputs)) form.append(name, value);
      form.append('file', new Blob([file.bytes], { type: upload.contentType }), upload.filename);
      const posted = await postFile(upload.form!.url, form, entry);
      const error = storageError(posted.text);
      // key_exists: the local storage already holds a file under this form's key — the earlier send whose
      // reply was lost (S3 would overwrite it). Either way the file is there.
      if (error?.code !== STORED_ALREADY && (error || posted.status < 200 || posted.status >= 300)) {
        if (error && NEW_FORM_CODES.has(error.code) && rounds < MAX_NEW_ROUNDS) {
          await newRound();
          continue;
        }
        return { status: posted.status >= 400 ? posted.status : 502, code: error?.code ?? 'upload_failed', message: error?.message ?? 'The storage did not take the file.' };
      }
      await keep({ ...upload, stored: true });
    }
    const answer = await sendCall(entry.call, { ...entry.payload, key: upload.form!.key }, ids('add'), csrf, fetcher);
    if (answer.code === 'upload_not_found' && rounds < MAX_NEW_ROUNDS) {
      await newRound();
      continue;
    }
    if (answer.status < 200 || answer.status >= 300 || !upload.public) return answer;
    return makePublic(answer, ids('public'), csrf, fetcher);
  }
}

/**
 * "Save to My Photos" as public: the photo is registered private, then made public (its own request id, so a
 * replay does it once). A refusal of that step keeps the photo, private; no answer or "not now" waits.
 */
async function makePublic(added: OutboxAnswer, ids: { requestId: string; owner: string }, csrf: string, fetcher: typeof fetch): Promise<OutboxAnswer> {
  const photo = (added.body as { data?: { id?: unknown; key?: unknown } } | null)?.data;
  if (!photo || (typeof photo.id !== 'string' && typeof photo.id !== 'number') || typeof photo.key !== 'string') return added;
  const answer = await sendCall('photo/update-image-info', { imgId: `${photo.id}-${photo.key}`, isPublic: '1' }, ids, csrf, fetcher);
  if (answer.status >= 200 && answer.status < 300) return { ...added, body: { ...(added.body as object), data: { ...photo, isPublic: 1 } } };
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429) return answer;
  return added;
}

/** The page's poster: XMLHttpRequest, for the upload's progress (fetch cannot report it). */
export function xhrPostFile(onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): PostFile {
  return (url, form) =>
    new Promise((resolve, reject) => {
      // Cancelled by the user: not sent (the drain stops as if offline; the page then drops the entry).
      if (signal?.aborted) {
        reject(new TypeError('Failed to fetch'));
        return;
      }
      const xhr = new XMLHttpRequest();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.open('POST', url);
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.send(form);
    });
}
