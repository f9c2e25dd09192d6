// Links to a ticket's attachments for the support team (the inbox mail lists them): signed and time-limited,
// never a public guessable address. A link names the ticket, the attachment (its token's hash, which only
// the registering browser's token leads to) and an expiry, signed with HMAC-SHA256 under a key derived from
// the server's SECRET; GET /support/attachment/ checks the signature, the expiry and that the attachment
// belongs to that ticket, then sends the file as a download (never rendered on our origin).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services';
import { errorBody } from '../http/errors';

export const ATTACHMENT_LINK_PATH = '/support/attachment/';
/** How long an inbox mail's links open the files: long enough for the team to answer the ticket. */
export const ATTACHMENT_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const HEX = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('pixloom support attachment link v1').digest();
}

function signature(secret: string, ticketId: string, tokenHash: string, expires: number): string {
  return createHmac('sha256', signingKey(secret)).update(`${ticketId}\n${tokenHash}\n${expires}`).digest('hex');
}

/** The absolute, signed address of one attachment of a ticket, valid until `expires` (ms). */
export function attachmentLink(publicUrl: string, secret: string, ticketId: string, tokenHash: string, expires: number): string {
  const params = new URLSearchParams({ ticket: ticketId, file: tokenHash, expires: String(expires), sig: signature(secret, ticketId, tokenHash, expires) });
  return `${publicUrl}${ATTACHMENT_LINK_PATH}?${params.toString()}`;
}

type LinkCheck = { ok: true; ticketId: string; tokenHash: string } | { ok: false; status: number; code: string; message: string };

/** Reads a link's query: well-formed, signed by this server, not expired. */
export function checkAttachmentLink(query: Record<string, unknown>, secret: string, now = Date.now()): LinkCheck {
  const { ticket, file, expires, sig } = query;
  if (typeof ticket !== 'string' || typeof file !== 'string' || typeof expires !== 'string' || typeof sig !== 'string' || !UUID.test(ticket) || !HEX.test(file) || !/^\d{1,15}$/.test(expires) || !HEX.test(sig)) {
    return { ok: false, status: 400, code: 'invalid_link', message: 'This attachment link is incomplete.' };
  }
  const expected = Buffer.from(signature(secret, ticket, file, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, status: 403, code: 'invalid_link', message: 'This attachment link is not valid.' };
  if (Number(expires) <= now) return { ok: false, status: 410, code: 'link_expired', message: 'This attachment link has expired. Ask for the ticket to be sent again.' };
  return { ok: true, ticketId: ticket, tokenHash: file };
}

/** A file name safe in a Content-Disposition header (the original name, UTF-8, with an ASCII fallback). */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\;]/g, '_') || 'attachment';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function attachmentLinkRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(code, message));

  app.get(ATTACHMENT_LINK_PATH, async (request, reply) => {
    const link = checkAttachmentLink(request.query as Record<string, unknown>, services.config.secret);
    if (!link.ok) return fail(reply, link.status, link.code, link.message);
    const row = await services.db
      .selectFrom('support_attachments')
      .select(['storage_key', 'filename', 'content_type'])
      .where('token_hash', '=', link.tokenHash)
      .where('ticket_id', '=', link.ticketId)
      .executeTakeFirst();
    const data = row ? await services.storage.get(row.storage_key) : null;
    if (!row || !data) return fail(reply, 404, 'attachment_not_found', 'This attachment is no longer kept.');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', disposition(row.filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('referrer-policy', 'no-referrer')
      .type(row.content_type || 'application/octet-stream')
      .send(data);
  });
}
