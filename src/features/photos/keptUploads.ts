// Uploads that work offline (issue 18): the file is kept on the device and its upload waits in the one
// outbox (src/lib/outbox/upload.ts) until the server registered the photo — at once when online, else when
// the network returns (also after the tab was closed: the service worker's Background Sync). My Photos shows
// a waiting upload at once from its kept file (WaitingUploads). Loaded on demand, with the first upload or My Photos.
import { liveQuery } from 'dexie';
import { ApiError, INVALID_RESPONSE, type Progress } from '../../lib/request';
import { db } from '../../lib/db/db';
import * as outboxPage from '../../lib/outbox/page';
import type { OutboxEntry } from '../../lib/outbox/types';
import { restorePhoto, type Photo } from './photo';
import { emitPhotoEvent } from './photoEvents';
import { photoContentType, type UploadPhase } from './uploadPhoto';

export type KeptUpload = { state: 'delivered'; photo: Photo | null } | { state: 'waiting' };

export interface KeepUploadOptions {
  title?: string;
  filename?: string;
  /** Make the photo public once registered (the editor's "save to My Photos"). */
  makePublic?: boolean;
  /** Cancels: the file stops travelling and is dropped, unless the server already has the photo. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress & { fraction: number; phase: UploadPhase }) => void;
}

function photoOfAnswer(body: unknown): Photo | null {
  return restorePhoto((body as { data?: unknown } | null)?.data);
}

let following = false;

/** From the first use on, whenever this page delivers a waiting upload (now, or later when the network returns), the open lists get the new photo. */
function followDeliveries(): void {
  if (following) return;
  following = true;
  outboxPage.onOutboxSettled((entry, outcome, answer) => {
    if (!entry.upload || outcome !== 'delivered') return;
    const photo = photoOfAnswer(answer?.body);
    if (photo) emitPhotoEvent({ type: 'added', photo });
  });
}

/**
 * Uploads one image as a photo of the signed-in user through the outbox. Delivered: the photo (null when
 * another tab or the worker delivered it). Offline: waiting, kept on the device. Refused: an ApiError.
 */
export async function keepAndUploadPhoto(file: Blob, options: KeepUploadOptions = {}): Promise<KeptUpload> {
  const contentType = photoContentType(file as Blob & { name?: string }) || 'application/octet-stream';
  const filename = options.filename ?? (file instanceof File ? file.name : 'upload');
  const title = options.title ?? filename.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const report = options.onProgress;
  followDeliveries();
  const result = await outboxPage.uploadOrKeep({
    file,
    filename,
    contentType,
    payload: { ...(options.title ? { title: options.title } : {}), type: 'photo' },
    label: { key: 'offline_change_photo_upload', params: { title } },
    public: options.makePublic,
    signal: options.signal,
    onProgress: report
      ? (loaded, total) => {
          report({ loaded, total, fraction: total > 0 ? Math.min(1, loaded / total) : 0, phase: total > 0 && loaded >= total ? 'registering' : 'uploading' });
        }
      : undefined,
  });
  if (result.state === 'refused') throw new ApiError(result.code || INVALID_RESPONSE, result.message || 'The upload was refused.');
  if (result.state === 'waiting') return { state: 'waiting' };
  return { state: 'delivered', photo: photoOfAnswer(result.body) };
}

/** A waiting (or refused) upload as My Photos shows it: its kept file for the thumbnail. */
export interface WaitingUpload {
  seq: number;
  requestId: string;
  title: string;
  file: Blob | null;
  state: OutboxEntry['state'];
  refusal?: OutboxEntry['refusal'];
}

/**
 * The owner's uploads still in the outbox, as they change (any tab, the worker), but for those this page is
 * sending while the user watches their progress in the upload list. Returns a function that stops.
 */
export function watchWaitingUploads(owner: string, listener: (uploads: WaitingUpload[]) => void): () => void {
  followDeliveries();
  let latest: WaitingUpload[] = [];
  const tell = (): void => listener(latest.filter((upload) => !outboxPage.isAwaitedUpload(upload.requestId)));
  const stopAwaited = outboxPage.onAwaitedUploads(tell);
  const subscription = liveQuery(async () => {
    const database = db();
    const entries = (await database.outbox.where('owner').equals(owner).sortBy('seq')).filter((entry) => entry.upload);
    const files = await database.uploadFiles.bulkGet(entries.map((entry) => entry.upload!.fileId));
    return entries.map((entry, index): WaitingUpload => {
      const file = files[index];
      return {
        seq: entry.seq!,
        requestId: entry.requestId,
        title: entry.label.params.title ?? entry.upload!.filename,
        file: file ? new Blob([file.bytes], { type: file.type }) : null,
        state: entry.state,
        ...(entry.refusal ? { refusal: entry.refusal } : {}),
      };
    });
  }).subscribe({
    next: (uploads) => {
      latest = uploads;
      tell();
    },
    error: () => listener([]),
  });
  return () => {
    stopAwaited();
    subscription.unsubscribe();
  };
}

export const retryUpload = (seq: number): Promise<void> => outboxPage.retryChange(seq);
export const discardUpload = async (seq: number): Promise<void> => {
  await outboxPage.discardChange(seq);
};
