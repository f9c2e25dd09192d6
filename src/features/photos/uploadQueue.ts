// Several uploads at once (file picker or drop), each with its own progress and its own error: what the
// upload list shows. Two files travel at a time so one large file does not hold the others back.
import { errorMessage, isApiError, type ErrorMessage } from '../../lib/request';
import { createStore, type Store } from '../../lib/store';
import type { Photo } from './photo';
import { ACCEPTED_PHOTO_TYPES, photoContentType, uploadPhoto, type UploadPhase } from './uploadPhoto';

export const PARALLEL_UPLOADS = 2;

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  status: 'waiting' | UploadPhase | 'done' | 'failed';
  /** 0..1 */
  fraction: number;
  error?: ErrorMessage;
  photo?: Photo;
}

let nextId = 1;

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
    private readonly upload: typeof uploadPhoto = uploadPhoto,
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
    this.entries.set((list) => list.filter((e) => e.status !== 'done' && e.status !== 'failed'));
  }

  dismiss(id: number): void {
    this.entries.set((list) => list.filter((e) => e.id !== id || (e.status !== 'done' && e.status !== 'failed')));
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
      const photo = await this.upload(file, { onProgress: (p) => this.patch(entry.id, { status: p.phase, fraction: p.fraction }) });
      this.patch(entry.id, { status: 'done', fraction: 1, photo });
      this.onUploaded(photo);
    } catch (error) {
      this.patch(entry.id, { status: 'failed', error: uploadErrorMessage(error, file) });
    }
  }
}
