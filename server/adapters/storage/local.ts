// Local disk storage under $DATA_DIR/storage, speaking S3's presigned-POST form protocol: direct-upload hands
// out a policy (base64 JSON: expiry, key, content type, size range) signed with HMAC-SHA256, and the
// server's own POST /storage/upload/ checks it, streams the file to a temporary file and links it into
// place only when every check passed, so a refused or broken upload leaves nothing behind.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readFile, rm, stat, unlink, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectInfo, PresignOptions, PresignedPost, Storage } from '../storage';
import { isSafeKey } from './keys';
import { StorageError } from './errors';

export const LOCAL_UPLOAD_PATH = '/storage/upload/';
export const LOCAL_BUCKET = 'pixloom';
const SIGNATURE_FIELD = 'x-signature';

interface PostPolicy {
  expiration: string;
  conditions: (Record<string, string> | [string, number, number])[];
}

/** What a verified upload form allows: exactly this key, this content type, at most maxBytes. */
export interface VerifiedPost {
  key: string;
  contentType: string;
  maxBytes: number;
}

export interface ReceivedFile {
  tmpPath: string;
  bytes: number;
  md5: string;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif', heic: 'image/heic', heif: 'image/heif', pdf: 'application/pdf' };

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly bucket = LOCAL_BUCKET;
  readonly connectSources: string[] = [];
  private readonly signingKey: Buffer;
  private readonly tmpDir: string;

  constructor(
    readonly root: string,
    secret: string,
  ) {
    // A key of its own, so a signature made for uploads is worth nothing anywhere else.
    this.signingKey = createHmac('sha256', secret).update('pixloom storage post policy v1').digest();
    this.tmpDir = join(root, '.tmp');
  }

  /** The file behind a key, never outside the root. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new StorageError('invalid_storage_key', 400, 'The storage key is not valid.');
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(resolve(this.root) + sep)) throw new StorageError('invalid_storage_key', 400, 'The storage key is not valid.');
    return path;
  }

  private sign(policy: string): string {
    return createHmac('sha256', this.signingKey).update(policy).digest('hex');
  }

  async presignPost(key: string, { contentType, maxBytes, expiresIn }: PresignOptions): Promise<PresignedPost> {
    this.pathOf(key);
    const policy: PostPolicy = {
      expiration: new Date(Date.now() + expiresIn * 1000).toISOString(),
      conditions: [{ bucket: LOCAL_BUCKET }, { key }, { 'Content-Type': contentType }, ['content-length-range', 1, maxBytes], { success_action_status: '201' }],
    };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
    return {
      url: LOCAL_UPLOAD_PATH,
      inputs: { bucket: LOCAL_BUCKET, key, 'Content-Type': contentType, success_action_status: '201', policy: encoded, [SIGNATURE_FIELD]: this.sign(encoded) },
    };
  }

  keyFromUpload(uploadedKey: string): string {
    return uploadedKey;
  }

  /** Checks an upload form's fields against its signed policy, as S3 does before it reads the file. */
  verifyPost(fields: Record<string, string>, now = Date.now()): VerifiedPost {
    const encoded = fields.policy ?? '';
    const signature = fields[SIGNATURE_FIELD] ?? '';
    const expected = this.sign(encoded);
    if (!encoded || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new StorageError('invalid_signature', 403, 'The upload form is not signed by this server.');
    }
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as PostPolicy;
    if (!(Date.parse(policy.expiration) > now)) throw new StorageError('upload_expired', 403, 'The upload form has expired; ask for a new one.');
    let maxBytes = 0;
    for (const condition of policy.conditions) {
      if (Array.isArray(condition)) {
        if (condition[0] === 'content-length-range') maxBytes = condition[2];
        continue;
      }
      for (const [name, value] of Object.entries(condition)) {
        if ((fields[name] ?? '') !== value) throw new StorageError('policy_mismatch', 403, `The form field ${name} does not match the signed policy.`);
      }
    }
    const key = fields.key ?? '';
    this.pathOf(key);
    return { key, contentType: fields['Content-Type'] ?? '', maxBytes };
  }

  /** Streams an upload into a temporary file, counting bytes; over maxBytes it stops and removes it. */
  async receive(stream: Readable, maxBytes: number): Promise<ReceivedFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmpPath = join(this.tmpDir, `${randomUUID()}.part`);
    const md5 = createHash('md5');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) return done(new StorageError('file_too_large', 413, `The file is larger than ${maxBytes} bytes.`));
        md5.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, createWriteStream(tmpPath, { flags: 'wx' }));
      // A stream cut short by the multipart size limit ends without an error but is marked truncated.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new StorageError('file_too_large', 413, `The file is larger than ${maxBytes} bytes.`);
      if (bytes === 0) throw new StorageError('missing_file', 400, 'The file is empty.');
    } catch (error) {
      await rm(tmpPath, { force: true });
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new StorageError('file_too_large', 413, `The file is larger than ${maxBytes} bytes.`);
      throw error;
    }
    return { tmpPath, bytes, md5: md5.digest('hex') };
  }

  /** Moves a checked temporary file to its key; a key that already holds a file is never overwritten. */
  async commit(tmpPath: string, key: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await link(tmpPath, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageError('key_exists', 409, 'This upload form was already used.');
      throw error;
    } finally {
      await rm(tmpPath, { force: true });
    }
  }

  async discard(tmpPath: string): Promise<void> {
    await rm(tmpPath, { force: true });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  stream(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      return { size: info.size, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
    const tmpPath = join(this.tmpDir, `${randomUUID()}.part`);
    try {
      await writeFile(tmpPath, data, { flag: 'wx' });
      await rename(tmpPath, path);
    } finally {
      await rm(tmpPath, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }
}
