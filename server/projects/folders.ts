// photo/projects/folder/* (spec account-content §7): get, add (name base64 of the URI-encoded name; answers
// folderId and name), set-folder (folder or not_set, projects as a comma list), update (folder, name),
// delete (folder, is_delete_projects 0 or 1). Folder 0 is "unsorted"; -1 ("all projects") is the client's.
import { z } from 'zod';
import { defineCall, withFields, type CallDefinition } from '../api/types';
import { noInput } from '../api/input';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { cleanName, decodeBa, isValidName } from '../../src/lib/shared/validators';
import { isProjectId, PROJECT_PAGE_SIZE } from '../../src/lib/shared/projects';
import { deleteProject } from './remove';
import { isUniqueViolation } from '../db/errors';

const folderId = z.string({ message: 'folder_not_found' }).regex(/^\d{1,12}$/, 'folder_not_found').transform(Number);

function decodeFolderName(encoded: string): string {
  const decoded = decodeBa(encoded);
  if (decoded === null || !isValidName(decoded)) throw new ApiError('invalid_folder_name', 400, 'A folder name has 1 to 100 characters.');
  return cleanName(decoded);
}

const folderNotFound = (): ApiError => new ApiError('folder_not_found', 404, 'There is no such folder.');
const duplicateName = (): ApiError => new ApiError('duplicate_folder_name', 409, 'Another folder already has this name.');

export function projectFolderCalls(services: Services): CallDefinition<never>[] {
  const { db } = services;

  async function ownFolder(id: number, userId: string): Promise<{ id: number; name: string }> {
    const row = await db.selectFrom('project_folders').select(['id', 'name']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw folderNotFound();
    return { id: Number(row.id), name: row.name };
  }

  const list = defineCall({
    name: 'photo/projects/folder/get',
    input: noInput,
    auth: 'user',
    idempotent: false,
    handler: async (_input, ctx) => {
      const userId = ctx.auth!.userId;
      const folders = await db.selectFrom('project_folders').select(['id', 'name']).where('user_id', '=', userId).orderBy('name_key').execute();
      const counts = await db.selectFrom('projects').select(['folder_id', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', '=', userId).groupBy('folder_id').execute();
      const count = new Map(counts.map((c) => [Number(c.folder_id), Number(c.n)]));
      return folders.map((f) => ({ folderId: Number(f.id), name: f.name, projects: count.get(Number(f.id)) ?? 0 }));
    },
  });

  const add = defineCall({
    name: 'photo/projects/folder/add',
    auth: 'user',
    input: z.object({ name: z.string({ message: 'invalid_folder_name' }).max(2000, 'invalid_folder_name') }),
    handler: async (input, ctx) => {
      const name = decodeFolderName(input.name);
      try {
        const row = await db
          .insertInto('project_folders')
          .values({ user_id: ctx.auth!.userId, name, name_key: name.toLocaleLowerCase('en'), created_at: Date.now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { folderId: Number(row.id), name };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  });

  const setFolder = defineCall({
    name: 'photo/projects/set-folder',
    auth: 'user',
    input: z.object({
      folder: z.union([z.literal('not_set'), folderId], { message: 'folder_not_found' }),
      projects: z.string({ message: 'invalid_project_id' }).max(4000, 'invalid_project_id'),
    }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const ids = [...new Set(input.projects.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length === 0 || !ids.every(isProjectId)) throw new ApiError('invalid_project_id', 400, 'Name the projects as a comma list of ids.');
      if (ids.length > PROJECT_PAGE_SIZE) throw new ApiError('too_many_projects', 400, `Move at most ${PROJECT_PAGE_SIZE} projects at once.`);
      const target = input.folder === 'not_set' ? 0 : (await ownFolder(input.folder, userId)).id;
      const owned = await db.selectFrom('projects').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
      // Every id is checked before anything moves: one bad id changes nothing.
      if (owned.length !== ids.length) throw new ApiError('project_not_found', 404, 'There is no such project.');
      await db.updateTable('projects').set({ folder_id: target }).where('user_id', '=', userId).where('id', 'in', ids).execute();
      return withFields('success', { message: '1', folderId: target });
    },
  });

  const update = defineCall({
    name: 'photo/projects/folder/update',
    auth: 'user',
    input: z.object({ folder: folderId, name: z.string({ message: 'invalid_folder_name' }).max(2000, 'invalid_folder_name') }),
    handler: async (input, ctx) => {
      const folder = await ownFolder(input.folder, ctx.auth!.userId);
      const name = decodeFolderName(input.name);
      try {
        await db.updateTable('project_folders').set({ name, name_key: name.toLocaleLowerCase('en') }).where('id', '=', folder.id).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
      return withFields('success', { message: '1', folderId: folder.id, name });
    },
  });

  const remove = defineCall({
    name: 'photo/projects/folder/delete',
    auth: 'user',
    input: z.object({ folder: folderId, is_delete_projects: z.enum(['0', '1'], { message: 'invalid_input' }).optional() }),
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      const folder = await ownFolder(input.folder, userId);
      if (input.is_delete_projects === '1') {
        const rows = await db.selectFrom('projects').selectAll().where('user_id', '=', userId).where('folder_id', '=', folder.id).execute();
        for (const row of rows) await deleteProject(services, row);
      } else {
        // Kept projects go back to "unsorted".
        await db.updateTable('projects').set({ folder_id: 0 }).where('user_id', '=', userId).where('folder_id', '=', folder.id).execute();
      }
      await db.deleteFrom('project_folders').where('id', '=', folder.id).execute();
      return withFields('success', { message: '1' });
    },
  });

  return [list, add, setFolder, update, remove] as CallDefinition<never>[];
}
