// Uploads (spec shell-auth-platform §7 direct-upload): the api/ call that hands out a presigned POST form,
// and, for local storage, the endpoint that form is posted to. The endpoint is outside /api/ and takes no
// CSRF token: the signed policy is what authorises it, exactly as with S3.
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { defineCall, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { StorageError } from '../adapters/storage/errors';
import { LOCAL_UPLOAD_PATH, LocalStorage, type ReceivedFile, type VerifiedPost } from '../adapters/storage/local';
import { BUCKETS, bucketNamed, bucketOfKey, extensionFor, newKey } from './buckets';
import { pruneUploads, recordUpload, UPLOAD_FORM_SECONDS } from './uploads';

const directUploadInput = z.object({
  bucket: z.string().max(30),
  content_type: z.string().max(100),
  filename: z.string().max(1000).optional(),
});

export function storageCalls(services: Services): CallDefinition<never>[] {
  const directUpload = defineCall({
    name: 'direct-upload',
    input: directUploadInput,
    handler: async (input, ctx) => {
      const rule = bucketNamed(input.bucket);
      if (!rule) throw new ApiError('invalid_bucket', 400, `There is no upload bucket named "${input.bucket}".`);
      if (rule.auth === 'user' && !ctx.auth) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
      const contentType = input.content_type.trim().toLowerCase();
      const refusal = rule.refusal?.(contentType);
      if (refusal) throw new ApiError(refusal.code, refusal.status, refusal.message);
      const ext = extensionFor(rule, contentType);
      if (!ext) throw new ApiError('unsupported_format', 415, `The ${rule.name} bucket does not take ${contentType || 'files without a type'}.`);

      const key = newKey(rule.name, ext);
      const maxBytes = rule.maxBytes(services.config);
      const now = Date.now();
      const filename = (input.filename ?? '').replace(/^.*[\\/]/, '').slice(0, 255);
      // The form first: a refusal (a StorageError, answered with its own 4xx) must leave no row behind.
      const form = await services.storage.presignPost(key, { contentType, maxBytes, expiresIn: UPLOAD_FORM_SECONDS });
      await recordUpload(services.db, {
        storage_key: key,
        bucket: rule.name,
        user_id: ctx.auth?.userId ?? null,
        content_type: contentType,
        filename,
        max_bytes: maxBytes,
        created_at: now,
        expires_at: now + UPLOAD_FORM_SECONDS * 1000,
      });
      // `key` beside the spec's url and inputs: what photo/add (or another registering call) takes.
      return { ...form, key };
    },
  });
  return [directUpload] as CallDefinition<never>[];
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function sendXmlError(reply: FastifyReply, error: StorageError, key: string | undefined): FastifyReply {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${xmlEscape(error.code)}</Code><Message>${xmlEscape(error.message)}</Message>${key ? `<Key>${xmlEscape(key)}</Key>` : ''}</Error>`;
  return reply.code(error.status).header('cache-control', 'no-store').type('application/xml; charset=utf-8').send(body);
}

/** The largest upload any bucket takes: the multipart limit; each form's own limit is checked as it streams. */
function largestUpload(services: Services): number {
  return Math.max(...Object.values(BUCKETS).map((b) => b.maxBytes(services.config)));
}

async function localUploadEndpoint(app: FastifyInstance, services: Services, storage: LocalStorage): Promise<void> {
  await app.register(multipart, { limits: { fileSize: largestUpload(services), files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 } });

  app.post(LOCAL_UPLOAD_PATH, async (request, reply) => {
    if (!request.isMultipart()) return sendXmlError(reply, new StorageError('malformed_body', 400, 'POST the form as multipart/form-data.'), undefined);
    // Field names come from the form: a null-prototype record, so `__proto__` or `constructor` are plain fields.
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let verified: VerifiedPost | undefined;
    let received: ReceivedFile | undefined;
    let md5 = '';
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          // As with S3, fields after the file are ignored.
          if (!verified) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || verified) {
          part.file.resume();
          continue;
        }
        verified = storage.verifyPost(fields);
        const rule = bucketOfKey(verified.key);
        if (!rule) throw new StorageError('invalid_storage_key', 400, 'The storage key is not valid.');
        received = await storage.receive(part.file, verified.maxBytes);
        await rule.check(received.tmpPath, verified.contentType, services.config);
        await storage.commit(received.tmpPath, verified.key);
        md5 = received.md5;
        received = undefined;
      }
      if (!verified) throw new StorageError('missing_file', 400, 'The form has no file (send it last, in the field "file").');
    } catch (error) {
      if (received) await storage.discard(received.tmpPath);
      if (error instanceof StorageError) return sendXmlError(reply, error, verified?.key ?? fields.key);
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return sendXmlError(reply, new StorageError('file_too_large', 413, 'The file is too large.'), verified?.key);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        return sendXmlError(reply, new StorageError('malformed_body', 400, 'The form has too many parts.'), verified?.key);
      }
      throw error;
    }

    const location = `${request.protocol}://${request.host}/img/${verified.key}`;
    const etag = `"${md5}"`;
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xmlEscape(location)}</Location><Bucket>${xmlEscape(storage.bucket)}</Bucket><Key>${xmlEscape(verified.key)}</Key><ETag>${xmlEscape(etag)}</ETag></PostResponse>`;
    return reply.code(201).header('location', location).header('etag', etag).header('cache-control', 'no-store').type('application/xml; charset=utf-8').send(body);
  });
}

/** The upload endpoint (local storage only) and the hourly prune of uploads nobody registered. */
export async function storageRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  if (services.storage instanceof LocalStorage) await localUploadEndpoint(app, services, services.storage);
  const timer = setInterval(
    () => void pruneUploads(services.db, services.storage).catch((err: unknown) => services.log.warn({ err }, 'pruning unclaimed uploads failed')),
    60 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
