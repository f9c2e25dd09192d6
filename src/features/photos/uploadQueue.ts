// Several uploads at once (file picker or drop), each with its own progress and its own error: what the
// upload list shows. Two files travel at a time so one large file does not hold the others back. Each goes
// through the outbox (keptUploads.ts, loaded with the first file): offline, the file is kept on the device
// and uploaded when the network returns ('kept'), shown meanwhile in My Photos as waiting.
import { errorMessage, isApiError, type ErrorMessage } from '../../lib/request';
import { createStore, type Store } from '../../lib/store';
import type { Photo } from './photo';
import { ACCEPTED_PHOTO_TYPES, photoContentType, type UploadPhase } from './uploadPhoto';
import type { KeepUploadOptions, KeptUpload } from './keptUploads';

/** Uploads one file (through the outbox unless a test passes its own). */
export type Uploader = (file: File, options: KeepUploadOptions) => Promise<KeptUpload>;

const keepAndUpload: Uploader = async (file, options) => (await import('./keptUploads')).keepAndUploadPhoto(file, options);

export const PARALLEL_UPLOADS = 2;

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  /** kept: offline, the file waits on the device and uploads when the network returns. */
  status: 'waiting' | UploadPhase | 'done' | 'kept' | 'failed';
  /** 0..1 */
  fraction: number;
  error?: ErrorMessage;
  photo?: Photo;
}

let nextId = 1;

/** Done, kept for later or failed: the row can be dismissed. */
export function isFinished(entry: UploadEntry): boolean {
  return entry.status === 'done' || entry.status === 'kept' || entry.status === 'failed';
}

/** A file's type checked before anything is sent: an unknown type never costs an upload. */
export function precheckPhotoFile(file: File): ErrorMessage | null {
  const type = photoContentType(file);
  if (type === 'image/heic') return { key: 'photos_error_heic' };
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type)) return { key: 'error_unsupported_format' };
  return null;
}

/** Server codes to messages; HEIC (refused by the server with unsupported_format) gets its own hint. */
export function uploadErrorMessage(error: unknown, file: File): ErrorMessage {
  if (isApiError(error, 'unsupported_format') && photoContentType(file) === 'image/heic') return { key: 'photos_error_heic' };
  return errorMessage(error, { loggedIn: true });
}

export class UploadQueue {
  readonly entries: Store<UploadEntry[]> = createStore<UploadEntry[]>([]);
  private readonly pending: { entry: UploadEntry; file: File }[] = [];
  private running = 0;

  constructor(
    private readonly upload: Uploader = keepAndUpload,
    private readonly onUploaded: (photo: Photo) => void = () => undefined,
  ) {}

  add(files: Iterable<File>): void {
    for (const file of files) {
      const entry: UploadEntry = { id: nextId++, name: file.name, size: file.size, status: 'waiting', fraction: 0 };
      const refusal = precheckPhotoFile(file);
      if (refusal) {
        this.entries.set((list) => [...list, { ...entry, status: 'failed', error: refusal }]);
        continue;
      }
      this.entries.set((list) => [...list, entry]);
      this.pending.push({ entry, file });
    }
    this.pump();
  }

  /** Removes finished and failed entries from the list. */
  clearFinished(): void {
    this.entries.set((list) => list.filter((e) => !isFinished(e)));
  }

  dismiss(id: number): void {
    this.entries.set((list) => list.filter((e) => e.id !== id || !isFinished(e)));
  }

  get busy(): boolean {
    return this.running > 0 || this.pending.length > 0;
  }

  private patch(id: number, patch: Partial<UploadEntry>): void {
    this.entries.set((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }

  private pump(): void {
    while (this.running < PARALLEL_UPLOADS && this.pending.length > 0) {
      const next = this.pending.shift();
      if (!next) return;
      this.running++;
      void this.run(next.entry, next.file).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(entry: UploadEntry, file: File): Promise<void> {
    this.patch(entry.id, { status: 'uploading' });
    try {
      const result = await this.upload(file, { onProgress: (p) => this.patch(entry.id, { status: p.phase, fraction: p.fraction }) });
      if (result.state === 'waiting') {
        this.patch(entry.id, { status: 'kept', fraction: 0 });
        return;
      }
      this.patch(entry.id, { status: 'done', fraction: 1, ...(result.photo ? { photo: result.photo } : {}) });
      if (result.photo) this.onUploaded(result.photo);
    } catch (error) {
      this.patch(entry.id, { status: 'failed', error: uploadErrorMessage(error, file) });
    }
  }
}
