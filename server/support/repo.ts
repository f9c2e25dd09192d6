// Support tickets and attachments in the database (060_support). Every read names its owner: a user's
// tickets, an attachment's registering user or browser.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/index';
import type { Database, SupportAttachmentTable, SupportTicketTable } from '../db/schema';
import type { Storage } from '../adapters/storage';
import { isSupportIssue, TICKET_STATUSES, type TicketStatus, type TicketSummary } from '../../src/lib/shared/support';

export type TicketRow = SupportTicketTable;
export type AttachmentRow = SupportAttachmentTable;

/** Attachments registered but never sent with a ticket are removed after a day, with their files. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The number a person reads in the mails and My Account: the id's first 8 hex digits. */
export function ticketNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** Registers an upload as an attachment: the storage's record of the unclaimed upload goes in the same step. */
export async function insertAttachment(db: Db, row: AttachmentRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('support_attachments').values(row).execute();
    await trx.deleteFrom('storage_uploads').where('storage_key', '=', row.storage_key).execute();
  });
}

export async function findAttachments(db: Db, tokenHashes: string[]): Promise<AttachmentRow[]> {
  if (tokenHashes.length === 0) return [];
  return db.selectFrom('support_attachments').selectAll().where('token_hash', 'in', tokenHashes).execute();
}

/** Gives unsent attachments to a ticket; returns how many it got (fewer when another request was first). */
export async function claimAttachments(trx: Kysely<Database>, ticketId: string, tokenHashes: string[]): Promise<number> {
  if (tokenHashes.length === 0) return 0;
  const result = await trx.updateTable('support_attachments').set({ ticket_id: ticketId }).where('token_hash', 'in', tokenHashes).where('ticket_id', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertTicket(trx: Kysely<Database>, row: TicketRow): Promise<void> {
  await trx.insertInto('support_tickets').values(row).execute();
}

/** A user's tickets, newest first, with how many files each carries. */
export async function listTickets(db: Db, userId: string): Promise<TicketSummary[]> {
  const rows = await db
    .selectFrom('support_tickets as t')
    .leftJoin('support_attachments as a', 'a.ticket_id', 't.id')
    .select(({ fn }) => ['t.id', 't.subject', 't.status', 't.created_at', fn.count<number>('a.token_hash').as('attachments')])
    .where('t.user_id', '=', userId)
    .groupBy(['t.id', 't.subject', 't.status', 't.created_at'])
    .orderBy('t.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: ticketNumber(r.id),
    subject: isSupportIssue(r.subject) ? r.subject : 'other',
    status: (TICKET_STATUSES as readonly string[]).includes(r.status) ? (r.status as TicketStatus) : 'open',
    created_at: Number(r.created_at),
    attachments: Number(r.attachments),
  }));
}

/** Removes attachments nobody sent within the TTL, files first. Returns how many. */
export async function pruneUnsentAttachments(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const stale = await db.selectFrom('support_attachments').select(['token_hash', 'storage_key']).where('ticket_id', 'is', null).where('created_at', '<', now - UNSENT_ATTACHMENT_TTL_MS).limit(500).execute();
  for (const row of stale) {
    await storage.delete(row.storage_key);
    await db.deleteFrom('support_attachments').where('token_hash', '=', row.token_hash).execute();
  }
  return stale.length;
}

/** A closed account's tickets and attachments (files too). */
export async function removeUserSupportData(db: Db, storage: Storage, userId: string): Promise<void> {
  const files = await db.selectFrom('support_attachments').select('storage_key').where('user_id', '=', userId).execute();
  for (const { storage_key } of files) await storage.delete(storage_key);
  await db.deleteFrom('support_attachments').where('user_id', '=', userId).execute();
  await db.deleteFrom('support_tickets').where('user_id', '=', userId).execute();
}
