// S3-compatible storage: STORAGE_URL=s3://bucket?endpoint=…&region=…[&forcePathStyle=0][&prefix=…], with
// credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN), else the SDK's usual
// chain. The browser POSTs straight to the bucket with a presigned POST whose policy pins the key, the
// content type and the size range; S3 cannot look at the bytes, so the call that registers an upload
// downloads it and checks it (and deletes it when it is not what it claims to be).
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { ObjectInfo, PresignOptions, PresignedPost, Storage } from '../storage';
import { isSafeKey } from './keys';
import { StorageError } from './errors';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export function parseS3Url(storageUrl: string, env: NodeJS.ProcessEnv): S3Options {
  const url = new URL(storageUrl);
  const bucket = url.hostname;
  if (!bucket) throw new Error('STORAGE_URL needs a bucket: s3://bucket?region=…');
  const endpoint = url.searchParams.get('endpoint') ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL ?? undefined;
  const region = url.searchParams.get('region') ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  // A custom endpoint (MinIO, R2, s3rver…) rarely has a DNS name per bucket: path style unless told otherwise.
  const pathStyle = url.searchParams.get('forcePathStyle');
  const forcePathStyle = pathStyle === null ? Boolean(endpoint) : pathStyle === '1' || pathStyle === 'true';
  const prefix = (url.searchParams.get('prefix') ?? '').replace(/^\/+|\/+$/g, '');
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
      : undefined;
  return { bucket, region, endpoint, forcePathStyle, prefix: prefix ? `${prefix}/` : '', credentials };
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  return false;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly connectSources: string[];
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // S3-compatible servers often reject the newer default checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    if (options.endpoint) {
      const origin = new URL(options.endpoint);
      this.connectSources = [origin.origin, `${origin.protocol}//${options.bucket}.${origin.host}`];
    } else {
      this.connectSources = [`https://${options.bucket}.s3.${options.region}.amazonaws.com`, `https://s3.${options.region}.amazonaws.com`];
    }
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new StorageError('invalid_storage_key', 400, 'The storage key is not valid.');
    return this.options.prefix + key;
  }

  async presignPost(key: string, { contentType, maxBytes, expiresIn }: PresignOptions): Promise<PresignedPost> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Conditions: [['content-length-range', 1, maxBytes], { 'Content-Type': contentType }, { success_action_status: '201' }],
      Fields: { 'Content-Type': contentType, success_action_status: '201' },
      Expires: expiresIn,
    });
    return { url, inputs: fields };
  }

  keyFromUpload(uploadedKey: string): string {
    return this.options.prefix && uploadedKey.startsWith(this.options.prefix) ? uploadedKey.slice(this.options.prefix.length) : uploadedKey;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }
}
