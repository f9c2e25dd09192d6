// photo/projects/* calls (spec account-content §7 Projects): get (list), delete, update (rename) and the
// folder calls (folders.ts) from the spec, and load and save beside them, which the spec leaves to us (ARCHITECTURE.md "Offline and sync":
// a save carries the revision it was based on). Plus GET /project-files/{key}: a project's images and
// thumbnail, for their owner only.
import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineCall, withFields, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { errorBody } from '../http/errors';
import { isSafeKey } from '../adapters/storage';
import { decodeBa } from '../../src/lib/shared/validators';
import {
  cleanProjectName,
  isProjectId,
  isProjectType,
  isValidProjectName,
  parseAssetMap,
  PROJECT_ASSET_BUCKET,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_FILES_PATH,
  PROJECT_PAGE_SIZE,
  projectNameKey,
  type ProjectType,
} from '../../src/lib/shared/projects';
import { assetHashes, countOwnProjects, getAssets, getProject, listOwnProjects, nameTaken, renameProject, type ProjectRow } from './repo';
import { presentProject } from './present';
import { fileUrl, readDocument, THUMB_PREFIX } from './files';
import { projectNotFound, saveProject } from './save';
import { REQUEST_ID_LIST } from '../api/idempotency';
import { deleteProject } from './remove';
import { sweepUnusedAssets } from './assets';
import { projectFolderCalls } from './folders';

const offset = z.string().regex(/^\d{1,9}$/, 'invalid_page_range').transform(Number);
const projectId = (code: string) => z.string({ message: code }).refine(isProjectId, code);
const dimension = z.string().regex(/^\d{1,5}$/, 'invalid_project_size').transform(Number).refine((n) => n >= 1 && n <= 8192, 'invalid_project_size');

/** The user's own project; anyone else's is project_not_found, exactly like one that does not exist. */
async function ownProject(services: Services, id: string, userId: string): Promise<ProjectRow> {
  const row = await getProject(services.db, id);
  if (!row || row.user_id !== userId) throw projectNotFound();
  return row;
}

/** Spec §5: names travel URI-escaped then base64-encoded; clean, 1 to 100 characters. */
function decodeName(encoded: string): string {
  const decoded = decodeBa(encoded);
  if (decoded === null || !isValidProjectName(decoded)) throw new ApiError('invalid_project_name', 400, 'A project name has 1 to 100 characters.');
  return cleanProjectName(decoded);
}

export function projectCalls(services: Services): CallDefinition<never>[] {
  const { db } = services;

  const list = defineCall({
    name: 'photo/projects/get',
    auth: 'user',
    idempotent: false,
    input: z.object({
      start: offset.optional(),
      end: offset.optional(),
      all: z.enum(['0', '1'], { message: 'invalid_page_range' }).optional(),
      keyword: z.string().max(500).optional(),
    }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      let page: { offset: number; limit: number | null } = { offset: 0, limit: null };
      if (input.all !== '1') {
        const start = input.start ?? 0;
        const end = input.end ?? start + PROJECT_PAGE_SIZE;
        if (end <= start) throw new ApiError('invalid_page_range', 400, 'end must be greater than start.');
        page = { offset: start, limit: Math.min(PROJECT_PAGE_SIZE, end - start) };
      }
      const [rows, total] = await Promise.all([listOwnProjects(db, userId, page, input.keyword), countOwnProjects(db, userId, input.keyword)]);
      return withFields(rows.map(presentProject), { total });
    },
  });

  const load = defineCall({
    name: 'photo/projects/load',
    auth: 'user',
    idempotent: false,
    input: z.object({ id: projectId('invalid_project_id'), revision: z.string().regex(/^\d{1,9}$/, 'invalid_revision').transform(Number).optional() }),
    handler: async (input, ctx) => {
      const row = await ownProject(services, input.id, ctx.auth!.userId);
      // The page already has this revision: no need to send the document again.
      if (input.revision === row.revision) return { id: row.id, revision: row.revision, unchanged: true };
      const document = await readDocument(services, row.doc_key);
      const hashes = assetHashes(row);
      const stored = new Map((await getAssets(db, row.user_id, [...new Set(Object.values(hashes))])).map((a) => [a.hash, a]));
      const assets = Object.fromEntries(
        Object.entries(hashes).map(([imageId, hash]) => {
          const a = stored.get(hash);
          return [imageId, { hash, url: a ? fileUrl(a.storage_key) : '', type: a?.content_type ?? '', width: a?.width ?? 0, height: a?.height ?? 0, bytes: Number(a?.bytes ?? 0) }];
        }),
      );
      return { ...presentProject(row), document, assets };
    },
  });

  const save = defineCall({
    name: 'photo/projects/save',
    auth: 'user',
    files: true,
    input: z.object({
      id: projectId('invalid_project_id').optional(),
      filename: z.string().max(2000).optional(),
      project_type: z.string().refine(isProjectType, 'invalid_project_type').optional(),
      width: dimension.optional(),
      height: dimension.optional(),
      document: z.string().optional(),
      base_revision: z.string({ message: 'invalid_revision' }).regex(/^\d{1,9}$/, 'invalid_revision').transform(Number),
      assets: z.string().max(100_000, 'invalid_assets').optional(),
      // Earlier saves of this page whose answers never came (save.ts builtOn).
      after_requests: z.string().regex(REQUEST_ID_LIST, 'invalid_request_id').optional(),
    }),
    handler: async (input, ctx) => {
      // The document may come as a field or, to spare the form-encoding, as a file part named "document".
      for (const file of ctx.files) {
        if (file.field !== 'document' && file.field !== 'thumbnail') throw new ApiError('unexpected_file', 400, `This call takes no file named ${file.field}.`);
      }
      const documentFile = ctx.files.find((f) => f.field === 'document');
      const thumbnail = ctx.files.find((f) => f.field === 'thumbnail');
      const documentBytes = documentFile ? documentFile.data.length : Buffer.byteLength(input.document ?? '');
      if (documentBytes > PROJECT_DOCUMENT_MAX_BYTES) throw new ApiError('document_too_large', 413, `A project document has at most ${PROJECT_DOCUMENT_MAX_BYTES} bytes.`);
      const document = documentFile ? documentFile.data.toString('utf8') : input.document;
      if (!document) throw new ApiError('invalid_document', 400, 'The save has no document.');
      const assets = parseAssetMap(input.assets);
      if (!assets) throw new ApiError('invalid_assets', 400, 'The asset list is not valid.');
      return saveProject(
        services,
        ctx.auth!.userId,
        {
          id: input.id,
          name: input.filename !== undefined && input.filename !== '' ? decodeName(input.filename) : undefined,
          projectType: input.project_type as ProjectType | undefined,
          width: input.width,
          height: input.height,
          document,
          baseRevision: input.base_revision,
          assets,
          requestId: ctx.requestId,
          afterRequests: input.after_requests?.split(','),
        },
        thumbnail?.data,
      );
    },
  });

  const remove = defineCall({
    name: 'photo/projects/delete',
    auth: 'user',
    input: z.object({ template: projectId('invalid_project_id') }),
    handler: async (input, ctx) => {
      const row = await ownProject(services, input.template, ctx.auth!.userId);
      await deleteProject(services, row);
      return withFields('success', { message: '1' });
    },
  });

  const update = defineCall({
    name: 'photo/projects/update',
    auth: 'user',
    input: z.object({ project: projectId('invalid_project_id'), filename: z.string({ message: 'invalid_project_name' }).max(2000, 'invalid_project_name') }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const row = await ownProject(services, input.project, userId);
      const name = decodeName(input.filename);
      const key = projectNameKey(name);
      if (await nameTaken(db, userId, key, row.id)) throw new ApiError('duplicate_project_name', 409, 'Another project already has this name.');
      await renameProject(db, row.id, name, key, Date.now());
      return withFields('success', { message: '1', filename: name });
    },
  });

  return [list, load, save, remove, update, ...projectFolderCalls(services)] as CallDefinition<never>[];
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody('not_found', 'There is no such file.'));
}

/** GET /project-files/{key}: an image or thumbnail of one of the viewer's projects; anything else is 404. */
export async function projectRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const timer = setInterval(() => void sweepUnusedAssets(services).catch((err: unknown) => services.log.warn({ err }, 'sweeping unused project images failed')), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(`${PROJECT_FILES_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return notFound(reply);
    const viewer = (await services.sessions.resolve(request))?.userId;
    if (!viewer) return notFound(reply);
    let contentType: string | undefined;
    if (key.startsWith(`${THUMB_PREFIX}/`)) {
      const row = await services.db.selectFrom('projects').select('id').where('thumb_key', '=', key).where('user_id', '=', viewer).executeTakeFirst();
      if (row) contentType = 'image/webp';
    } else if (key.startsWith(`${PROJECT_ASSET_BUCKET}/`)) {
      const row = await services.db.selectFrom('project_assets').select('content_type').where('storage_key', '=', key).where('user_id', '=', viewer).executeTakeFirst();
      contentType = row?.content_type;
    }
    if (!contentType) return notFound(reply);
    const data = await services.storage.get(key);
    if (!data) return notFound(reply);
    // A key's bytes never change; only the owner's browser may keep them.
    return reply.header('cache-control', 'private, max-age=31536000, immutable').type(contentType).send(data);
  });
}
