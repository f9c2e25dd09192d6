// The outbox's rows in Dexie (types.ts says what an entry is): queue a change, list an owner's, retry or
// discard one the server refused, and put the server's id in place of a client id everywhere it appears.
// Only Dexie: the page and the service worker both use it.
import type { PixloomDb } from '../db/db';
import type { OutboxEffect, OutboxEntry, OutboxLabel } from './types';

export interface NewChange {
  owner: string;
  call: string;
  payload: Record<string, string>;
  label: OutboxLabel;
  /** Kept when the caller already has one (the settings store's id for its pending change). */
  requestId?: string;
  effect?: OutboxEffect;
  needsProjects?: string[];
  idFields?: string[];
  upload?: OutboxEntry['upload'];
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Queues a change at the back; the same X-Request-Id twice is one entry (the first one). */
export async function enqueueChange(database: PixloomDb, change: NewChange): Promise<OutboxEntry> {
  const requestId = change.requestId ?? newRequestId();
  return database.transaction('rw', database.outbox, async () => {
    const known = await database.outbox.where('requestId').equals(requestId).first();
    if (known) return known;
    const entry: OutboxEntry = {
      owner: change.owner,
      call: change.call,
      payload: change.payload,
      requestId,
      label: change.label,
      attempts: 0,
      state: 'waiting',
      createdAt: Date.now(),
      ...(change.effect ? { effect: change.effect } : {}),
      ...(change.needsProjects?.length ? { needsProjects: change.needsProjects } : {}),
      ...(change.idFields?.length ? { idFields: change.idFields } : {}),
      ...(change.upload ? { upload: change.upload } : {}),
    };
    const seq = await database.outbox.add(entry);
    return { ...entry, seq };
  });
}

/** An owner's entries, in order (waiting and refused). */
export async function ownerEntries(database: PixloomDb, owner: string): Promise<OutboxEntry[]> {
  return database.outbox.where('owner').equals(owner).sortBy('seq');
}

/** The first waiting entry, of one owner or (the worker, which knows no user) of anyone. */
export async function firstWaiting(database: PixloomDb, owner?: string): Promise<OutboxEntry | undefined> {
  const rows = owner === undefined ? await database.outbox.orderBy('seq').toArray() : await ownerEntries(database, owner);
  return rows.find((row) => row.state === 'waiting');
}

/** The user's "try again": a refused or stuck change goes back to waiting, keeping its place and its id. */
export async function retryEntry(database: PixloomDb, owner: string, seq: number): Promise<void> {
  await database.transaction('rw', database.outbox, async () => {
    const row = await database.outbox.get(seq);
    if (!row || row.owner !== owner) return;
    await database.outbox.put({ ...row, state: 'waiting', attempts: 0, refusal: undefined });
  });
}

/** The user's "discard": the change is dropped (the caller puts back what the device showed); an upload's kept file goes with it. */
export async function discardEntry(database: PixloomDb, owner: string, seq: number): Promise<OutboxEntry | undefined> {
  return database.transaction('rw', [database.outbox, database.uploadFiles], async () => {
    const row = await database.outbox.get(seq);
    if (!row || row.owner !== owner) return undefined;
    if (row.upload) await database.uploadFiles.delete(row.upload.fileId);
    await database.outbox.delete(seq);
    return row;
  });
}

/**
 * The server created the folder the device knew as `clientId` under `realId`: every waiting change that names
 * it, the device's folder row and the projects filed in it now use the real id.
 */
export async function replaceClientFolderId(database: PixloomDb, owner: string, clientId: number, realId: number): Promise<void> {
  const from = String(clientId);
  const to = String(realId);
  await database.transaction('rw', [database.outbox, database.folders, database.projects], async () => {
    for (const row of await ownerEntries(database, owner)) {
      const fields = (row.idFields ?? []).filter((field) => Object.hasOwn(row.payload, field) && row.payload[field] === from);
      if (fields.length === 0) continue;
      const payload = { ...row.payload };
      for (const field of fields) payload[field] = to;
      await database.outbox.update(row.seq!, { payload });
    }
    const folder = await database.folders.get(`${owner}/${clientId}`);
    if (folder) {
      await database.folders.delete(folder.id);
      await database.folders.put({ ...folder, id: `${owner}/${realId}`, folderId: realId, clientId });
    }
    await database.projects.where('owner').equals(owner).filter((p) => p.folderId === clientId).modify({ folderId: realId });
  });
}
