// The upload buckets direct-upload knows (spec §7: bucket, content_type): what each takes, from whom, how big,
// and how its bytes are checked. A bucket is a key prefix in the one storage bucket.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { heicRefusal, inspectAttachment, inspectImage, PHOTO_TYPES } from './inspect';
import type { StorageError } from '../adapters/storage/errors';
import { ownValue } from '../../src/lib/shared/own';
import { FONT_ASSET_TYPES, inspectFont, isFontType } from '../projects/fontAssets';

export interface BucketRule {
  name: string;
  /** `user`: only a signed-in user may upload (not_logged_in otherwise). */
  auth: 'user' | 'any';
  /** Accepted content types and the key extension each gets. */
  types: Record<string, string>;
  maxBytes(config: Config): number;
  /** Throws a StorageError when the bytes are not what the upload form declared. */
  check(input: Buffer | string, contentType: string, config: Config): Promise<void>;
  /** A content type this bucket refuses with its own message (HEIC photos). */
  refusal?(contentType: string): StorageError | undefined;
}

/** Support attachments: spec account-content §5 (8 MB each; ttf woff woff2 otf pdf png jpg heic bfd). */
export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;

export const BUCKETS: Record<string, BucketRule> = {
  photos: {
    name: 'photos',
    auth: 'user',
    types: Object.fromEntries(Object.entries(PHOTO_TYPES).map(([type, { ext }]) => [type, ext])),
    maxBytes: (config) => config.uploadLimitBytes,
    check: async (input, contentType, config) => {
      await inspectImage(input, contentType, config.uploadMaxPixels);
    },
    refusal: (contentType) => (contentType === 'image/heic' || contentType === 'image/heic-sequence' ? heicRefusal() : undefined),
  },
  // The images of saved projects (server/projects): signed-in users only, stored once per content hash.
  // Also a design's uploaded fonts (server/projects/fontAssets.ts), checked by their magic bytes.
  projects: {
    name: 'projects',
    auth: 'user',
    types: { ...Object.fromEntries(Object.entries(PHOTO_TYPES).filter(([type]) => type !== 'image/heif').map(([type, { ext }]) => [type, ext])), ...FONT_ASSET_TYPES },
    maxBytes: (config) => config.uploadLimitBytes,
    check: async (input, contentType, config) => {
      if (isFontType(contentType)) await inspectFont(input, contentType);
      else await inspectImage(input, contentType, config.uploadMaxPixels);
    },
    refusal: (contentType) => (contentType === 'image/heic' || contentType === 'image/heic-sequence' ? heicRefusal() : undefined),
  },
  // A picture sent to the print service (server/print): claimed by print/order and kept with the order.
  print: {
    name: 'print',
    auth: 'user',
    types: { 'image/jpeg': 'jpg', 'image/png': 'png' },
    maxBytes: (config) => config.uploadLimitBytes,
    check: async (input, contentType, config) => {
      await inspectImage(input, contentType, config.uploadMaxPixels);
    },
  },
  attachments: {
    name: 'attachments',
    auth: 'any',
    types: {
      'font/ttf': 'ttf',
      'font/otf': 'otf',
      'font/woff': 'woff',
      'font/woff2': 'woff2',
      'application/pdf': 'pdf',
      'image/png': 'png',
      'image/jpeg': 'jpg',
      'image/heic': 'heic',
      // The spec's .bfd files travel as text/plain.
      'text/plain': 'txt',
    },
    maxBytes: (config) => Math.min(ATTACHMENT_MAX_BYTES, config.uploadLimitBytes),
    check: (input, contentType, config) => inspectAttachment(input, contentType, config.uploadMaxPixels),
  },
};

/** The bucket a request names; undefined for an unknown name (never an inherited property such as `constructor`). */
export function bucketNamed(name: string): BucketRule | undefined {
  return ownValue(BUCKETS, name);
}

/** The extension a bucket gives a content type; undefined when the bucket does not take it. */
export function extensionFor(rule: BucketRule, contentType: string): string | undefined {
  return ownValue(rule.types, contentType);
}

export function bucketOfKey(key: string): BucketRule | undefined {
  const slash = key.indexOf('/');
  return slash > 0 ? bucketNamed(key.slice(0, slash)) : undefined;
}

/** A fresh key: `{bucket}/{first two hex digits}/{uuid}.{ext}`; the shard keeps directories small. */
export function newKey(bucket: string, ext: string): string {
  const id = randomUUID();
  return `${bucket}/${id.slice(0, 2)}/${id}.${ext}`;
}
