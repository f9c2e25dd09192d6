// Shared pieces of the project tests: real documents from the editor model, real images uploaded through the
// browser's protocol to the `projects` bucket, and photo/projects/save as the page sends it.
import { createHash, randomUUID } from 'node:crypto';
import type { TestClient, TestServer, CallResult } from '../../support/serverHarness';
import { addOperation, createPhotoDocument, type EditorDocument } from '../../../src/lib/shared/editor';
import { encodeBa } from '../../../src/lib/shared/validators';
import { directUpload, makeImage, postForm } from '../photos/helpers';
import type { ProjectJson, ProjectSaveAnswer } from '../../../src/lib/shared/projects';

export { makeImage };

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A photo-editor document showing `imageId`, with `brightness` applied (so revisions differ). */
export function photoDocument(imageId = 'img_1', brightness = 20): EditorDocument {
  const doc = createPhotoDocument({ imageId, width: 64, height: 48 });
  return addOperation(doc, 'brightness', { amount: brightness }).document;
}

/** Uploads an image to the projects bucket and answers the key a save names it by. */
export async function uploadAsset(server: TestServer, client: TestClient, data: Buffer, contentType = 'image/png'): Promise<string> {
  const form = await directUpload(client, contentType, 'layer.png', 'projects');
  const posted = await postForm(server, form, data, contentType);
  if (posted.statusCode !== 201) throw new Error(`upload failed: ${posted.statusCode} ${posted.body}`);
  return form.key;
}

export type { ProjectJson };

export interface SaveFields {
  id?: string;
  name?: string;
  document: EditorDocument | string;
  baseRevision: number;
  assets?: Record<string, { hash: string; key?: string }>;
  projectType?: string;
  /** Earlier saves of the page whose answers it never got. */
  afterRequests?: string[];
}

function saveForm(fields: SaveFields): Record<string, string> {
  const form: Record<string, string> = {
    document: typeof fields.document === 'string' ? fields.document : JSON.stringify(fields.document),
    base_revision: String(fields.baseRevision),
    assets: JSON.stringify(fields.assets ?? {}),
  };
  if (fields.id) form.id = fields.id;
  if (fields.name !== undefined) form.filename = encodeBa(fields.name);
  if (fields.projectType) form.project_type = fields.projectType;
  if (fields.afterRequests) form.after_requests = fields.afterRequests.join(',');
  return form;
}

export function save(client: TestClient, fields: SaveFields, requestId?: string): Promise<CallResult<ProjectSaveAnswer>> {
  return client.call<ProjectJson>('photo/projects/save', saveForm(fields), { requestId });
}

/** A save with a thumbnail, multipart as the page sends it. */
export function saveWithThumbnail(client: TestClient, fields: SaveFields, thumbnail: Buffer, contentType = 'image/png'): Promise<CallResult<ProjectSaveAnswer>> {
  return client.upload<ProjectJson>('photo/projects/save', saveForm(fields), [{ field: 'thumbnail', filename: 'thumbnail.png', contentType, data: thumbnail }]);
}

/** A new project with one uploaded image; answers its id, the hash of the image and the save's answer. */
export async function createProject(server: TestServer, client: TestClient, options: { name?: string; image?: Buffer } = {}): Promise<{ id: string; hash: string; project: ProjectJson }> {
  const image = options.image ?? (await makeImage('png', 64, 48));
  const hash = sha256(image);
  const key = await uploadAsset(server, client, image);
  const id = randomUUID();
  const res = await save(client, { id, name: options.name ?? 'Beach day', document: photoDocument(), baseRevision: 0, assets: { img_1: { hash, key } } });
  if (res.status !== 200 || !res.body.data) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, hash, project: res.body.data };
}
