// The storage adapter (ARCHITECTURE.md "Configuration": STORAGE_URL): local disk under $DATA_DIR/storage by
// default, or an S3-compatible bucket. Both hand the browser the same presigned-POST form (spec §7
// direct-upload: `url` and `inputs`, then a multipart POST answered with XML Location and Key).
// Keys are `{bucket}/{shard}/{uuid}.{ext}`: unique per upload, so the bytes behind a key never change.
import { join } from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './storage/local';
import { S3Storage, parseS3Url } from './storage/s3';

export { isSafeKey } from './storage/keys';
export { StorageError } from './storage/errors';

export interface PresignedPost {
  /** Where the browser POSTs the form: a same-origin path for local storage, the bucket's URL for S3. */
  url: string;
  /** Form fields to send, in this order, before the file (which goes last, in the field `file`). */
  inputs: Record<string, string>;
}

export interface PresignOptions {
  contentType: string;
  maxBytes: number;
  /** Seconds the form stays valid. */
  expiresIn: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** The bucket name shown in upload answers. */
  readonly bucket: string;
  /** Origins the browser must be allowed to POST to (CSP connect-src); none for local storage. */
  readonly connectSources: string[];
  presignPost(key: string, options: PresignOptions): Promise<PresignedPost>;
  /** The app's key for the Key an upload answer named (S3 keys may carry an installation prefix). */
  keyFromUpload(uploadedKey: string): string;
  /** The whole object, or null when there is none. Originals are read this way to make derivatives. */
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function createStorage(config: Config, env: NodeJS.ProcessEnv = process.env): Storage {
  if (config.storageUrl?.startsWith('s3://')) return new S3Storage(parseS3Url(config.storageUrl, env));
  if (config.storageUrl) throw new Error(`STORAGE_URL must start with s3:// (got ${config.storageUrl.split(':')[0]}:)`);
  return new LocalStorage(join(config.dataDir, 'storage'), config.secret);
}
