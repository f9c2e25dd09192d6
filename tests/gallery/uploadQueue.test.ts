import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/request';
import { PARALLEL_UPLOADS, precheckPhotoFile, UploadQueue, type Uploader } from '../../src/features/photos/uploadQueue';
import type { KeptUpload } from '../../src/features/photos/keptUploads';
import type { Photo } from '../../src/features/photos/photo';

const file = (name: string, type: string): File => new File([new Uint8Array(10)], name, { type });
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const photo = (id: string): Photo => ({ id, url: `/img/photos/${id}.jpg`, nick: 'me', title: id, tags: [], dateCreated: 1, isPublic: 0, width: 10, height: 10, key: 'k' });

describe('several uploads at once, each with its progress and its error', () => {
  it('refuses files that are not images before sending anything, with the HEIC hint for HEIC', () => {
    expect(precheckPhotoFile(file('a.txt', 'text/plain'))).toEqual({ key: 'error_unsupported_format' });
    expect(precheckPhotoFile(file('IMG_1.HEIC', ''))).toEqual({ key: 'photos_error_heic' });
    expect(precheckPhotoFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(precheckPhotoFile(file('a.avif', ''))).toBeNull();
  });

  it('reports progress per file, sends two at a time, and maps server codes to messages per file', async () => {
    const pending: { name: string; report: (f: number) => void; done: (p: Photo) => void; keep: () => void; fail: (e: unknown) => void }[] = [];
    const fake: Uploader = (f, options) =>
      new Promise<KeptUpload>((resolve, reject) => {
        pending.push({
          name: f.name,
          report: (fraction) => options.onProgress?.({ loaded: fraction * 100, total: 100, fraction, phase: 'uploading' }),
          done: (p) => resolve({ state: 'delivered', photo: p }),
          keep: () => resolve({ state: 'waiting' }),
          fail: reject,
        });
      });
    const uploaded: Photo[] = [];
    const queue = new UploadQueue(fake, (p) => uploaded.push(p));
    queue.add([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp'), file('notes.txt', 'text/plain'), file('d.jpg', 'image/jpeg')]);

    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'b.png']);
    expect(PARALLEL_UPLOADS).toBe(2);
    const status = (): string[] => queue.entries.get().map((e) => `${e.name}:${e.status}`);
    expect(status()).toEqual(['a.jpg:uploading', 'b.png:uploading', 'c.webp:waiting', 'notes.txt:failed', 'd.jpg:waiting']);

    pending[0]!.report(0.5);
    expect(queue.entries.get()[0]!.fraction).toBe(0.5);
    pending[0]!.done(photo('a'));
    await settle();
    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    pending[1]!.fail(new ApiError('image_too_large', 'too big', 413));
    pending[2]!.done(photo('c'));
    await settle();
    // Offline: the file is kept on the device and uploads when the network returns (shown in My Photos as waiting).
    pending[3]!.keep();
    await settle();

    expect(status()).toEqual(['a.jpg:done', 'b.png:failed', 'c.webp:done', 'notes.txt:failed', 'd.jpg:kept']);
    expect(queue.entries.get()[1]!.error).toEqual({ key: 'error_image_too_large' });
    expect(uploaded.map((p) => p.id)).toEqual(['a', 'c']);
    expect(queue.busy).toBe(false);

    queue.clearFinished();
    expect(queue.entries.get()).toEqual([]);
  });

  it('tells a HEIC photo the server refused how to convert it', async () => {
    const fake: Uploader = async () => {
      throw new ApiError('unsupported_format', 'no', 415);
    };
    const queue = new UploadQueue(fake);
    queue.add([file('x.heic', 'image/heif')]);
    await settle();
    // image/heif passes the type check (AV1 HEIF is fine); the server's refusal is shown as is.
    expect(queue.entries.get()[0]!.error).toEqual({ key: 'error_unsupported_format' });
  });
});
