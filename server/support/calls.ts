// The support calls (spec account-content §7 "Support", §8 support errors):
//   support/upload-attachment  filename (the storage name direct-upload gave) and file_url → {upload:{token}}
//   support/create-ticket      the ticket fields (§3), captcha first → {ticket:{id, number, status}}
//   support/tickets            the signed-in user's tickets and their status (My Account)
// Attachments go to the storage's `attachments` bucket through direct-upload first (visitors too).
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineCall, type CallDefinition, type CallContext } from '../api/types';
import { ApiError } from '../api/errors';
import { noInput } from '../api/input';
import { requestOwner } from '../api/idempotency';
import { requireCaptcha, clientAddress } from '../accounts/guards';
import { checkLimit, recordHit } from '../accounts/rateLimit';
import { queueMail } from '../jobs/mail';
import { attachmentLink, ATTACHMENT_LINK_TTL_MS } from './attachmentLinks';
import type { Services } from '../services';
import { findUpload } from '../storage/uploads';
import { isUniqueViolation } from '../db/errors';
import { CSRF_COOKIE } from '../../src/lib/shared/api';
import { decodeBa, isValidEmail, normalizeEmail } from '../../src/lib/shared/validators';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOTAL_MAX_BYTES,
  CARD_NAME_ISSUES,
  DEVICE_SPECS_MAX,
  DEVICE_TYPES,
  extensionOf,
  GROUP_TYPES,
  isSupportIssue,
  isUnsupportedSupportBrowser,
  isValidCardName,
  isValidPaymentDate,
  NO_ATTACHMENT_ISSUES,
  PAYMENT_DATE_ISSUES,
  REFUND_REASONS,
  SUPPORT_CARD_NAME_MAX,
  SUPPORT_EMAIL_MAX,
  SUPPORT_GROUP_MEMBERS_MAX,
  SUPPORT_MESSAGE_MAX,
  type SupportIssue,
} from '../../src/lib/shared/support';
import { claimAttachments, findAttachments, hashToken, insertAttachment, insertTicket, listTickets, newToken, ticketNumber, type TicketRow } from './repo';
import { supportConfirmationMail, supportInboxMail } from './mails';

/** Tickets one address may file per hour (a refused ticket does not count). */
export const TICKET_LIMIT = { count: 20, windowMs: 60 * 60_000 };

const text = (max: number) => z.string().max(max).optional();

const uploadAttachmentInput = z.object({
  filename: z.string({ error: 'upload_not_found' }).min(1, 'upload_not_found').max(300, 'upload_not_found'),
  file_url: text(2000),
});

// Generous limits here: each field's own rule (and its code) is checked in the handler, after the captcha.
const createTicketInput = z.object({
  email: text(1000),
  subject: text(100),
  product: text(100),
  message: text(64_000),
  alt_email: text(1000),
  payment_name: text(1000),
  payment_date: text(100),
  group_description: text(100),
  group_members: text(1000),
  attachment: text(10),
  tag: text(100),
  device_specs: text(64_000),
  uploads: text(2000),
  captcha_response: text(8192),
});

/** Control characters other than line breaks and tabs: never stored (PostgreSQL refuses NUL in text). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}
const stripControl = (value: string): string => (/[^\P{Cc}\t\n\r]/u.test(value) ? [...value].filter((c) => !isControl(c.codePointAt(0) ?? 0)).join('') : value);

function fail(code: string, message: string, status = 400): never {
  throw new ApiError(code, status, message);
}

/** Who registers an attachment: the user, else this browser (its CSRF cookie), kept as a hash. */
function ownerOf(ctx: CallContext): string {
  const cookie = ctx.request.cookies[CSRF_COOKIE];
  return createHash('sha256').update(requestOwner(ctx.auth?.userId, cookie)).digest('hex');
}

/** The message as sent: base64 of the URI-encoded text with line breaks as <br> (spec §7); plain text accepted too. */
function decodeMessage(value: string): string {
  const decoded = /^[A-Za-z0-9+/=]+$/.test(value) && value.length % 4 === 0 ? decodeBa(value) : null;
  return stripControl((decoded ?? value).replace(/<br\s*\/?>/gi, '\n').replace(/\r\n?/g, '\n')).trim();
}

/** The system info (base64 of the URI-encoded JSON); an object of short values, as JSON text. */
function decodeDeviceSpecs(value: string | undefined): string {
  if (!value) return '{}';
  const decoded = decodeBa(value);
  if (decoded === null) fail('invalid_device_specs', 'The device details could not be read.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoded);
  } catch {
    fail('invalid_device_specs', 'The device details could not be read.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('invalid_device_specs', 'The device details could not be read.');
  const clean = new Map<string, string | number | boolean>();
  for (const [key, v] of Object.entries(parsed)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(key)) continue;
    if (typeof v === 'string') clean.set(key, stripControl(v).slice(0, 1000));
    else if (typeof v === 'number' || typeof v === 'boolean') clean.set(key, v);
  }
  const json = JSON.stringify(Object.fromEntries(clean));
  return json.length > DEVICE_SPECS_MAX ? json.slice(0, DEVICE_SPECS_MAX) : json;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

interface CheckedTicket {
  row: Omit<TicketRow, 'id' | 'created_at' | 'updated_at' | 'status'>;
  tokens: string[];
}

/** Every field's rule, in the form's order; the first broken one is answered with its §8 code. */
function checkTicket(raw: z.infer<typeof createTicketInput>, ctx: CallContext): CheckedTicket {
  const input = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? stripControl(v) : v])) as typeof raw;
  const subject = (input.subject ?? 'other').trim().replace(/-/g, '_') || 'other';
  if (!isSupportIssue(subject)) fail('invalid_issue', 'There is no support topic with this name.');
  const issue: SupportIssue = subject;
  const agent = ctx.request.headers['user-agent'] ?? '';
  if (isUnsupportedSupportBrowser(agent)) fail('unsupported_browser', 'Support requests cannot be sent from an app\'s built-in browser. Open this page in your browser.');

  // A signed-in user's email is the account's (the form shows it locked).
  const email = ctx.auth ? ctx.auth.email : (input.email ?? '').trim();
  if (!email || email.length > SUPPORT_EMAIL_MAX || !isValidEmail(email)) fail('invalid_email', `Enter a valid email address of at most ${SUPPORT_EMAIL_MAX} characters.`);
  const altEmail = (input.alt_email ?? '').trim();
  if (altEmail && (altEmail.length > SUPPORT_EMAIL_MAX || !isValidEmail(altEmail))) fail('invalid_alt_email', `The alternative email must be a valid address of at most ${SUPPORT_EMAIL_MAX} characters.`);

  const product = (input.product ?? '').trim();
  if (!(DEVICE_TYPES as readonly string[]).includes(product)) fail('device_type_empty', 'Choose the type of device you use.');

  const tag = (input.tag ?? '').trim();
  let message = decodeMessage(input.message ?? '').slice(0, SUPPORT_MESSAGE_MAX);
  if (issue === 'refund') {
    if (!(REFUND_REASONS as readonly string[]).includes(tag)) fail('refund_request_empty', 'Choose why you are asking for a refund.');
    if (!message) message = tag;
  } else if (!message) {
    fail('message_empty', 'Describe your request in the message.');
  }

  let paymentName = '';
  if (CARD_NAME_ISSUES.has(issue)) {
    paymentName = (input.payment_name ?? '').trim();
    if (!paymentName) fail('card_name_empty', 'Enter the name on the card that was charged.');
    if (paymentName.length > SUPPORT_CARD_NAME_MAX || !isValidCardName(paymentName)) fail('invalid_card_name', 'The name on the card may hold only letters, digits and spaces.');
  }
  let paymentDate = '';
  if (PAYMENT_DATE_ISSUES.has(issue)) {
    paymentDate = (input.payment_date ?? '').trim();
    if (!paymentDate) fail('payment_date_empty', 'Enter the date of the last charge.');
    if (!isValidPaymentDate(paymentDate, today())) fail('invalid_payment_date', 'The date of the last charge must be a real date, not in the future.');
  }
  let groupDescription = '';
  let groupMembers = '';
  if (issue === 'partner') {
    groupDescription = (input.group_description ?? '').trim();
    if (!(GROUP_TYPES as readonly string[]).includes(groupDescription)) fail('group_type_empty', 'Choose what kind of group you are.');
    groupMembers = (input.group_members ?? '').trim().slice(0, SUPPORT_GROUP_MEMBERS_MAX);
  }

  const tokens = (input.uploads ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  if (tokens.length > 0 && NO_ATTACHMENT_ISSUES.has(issue)) fail('attachments_not_allowed', 'This topic takes no attachments.');
  if (tokens.length > ATTACHMENT_MAX_FILES) fail('too_many_files', `Attach at most ${ATTACHMENT_MAX_FILES} files.`);
  if (new Set(tokens).size !== tokens.length) fail('attachment_not_found', 'The same attachment was sent twice.');

  return {
    row: {
      user_id: ctx.auth?.userId ?? null,
      email: normalizeEmail(email),
      alt_email: altEmail ? normalizeEmail(altEmail) : '',
      subject: issue,
      product,
      message,
      payment_name: paymentName,
      payment_date: paymentDate,
      group_description: groupDescription,
      group_members: groupMembers,
      tag: issue === 'refund' ? tag : tag.slice(0, 40),
      device_specs: decodeDeviceSpecs(input.device_specs),
      lang: ctx.lang,
    },
    tokens,
  };
}

export function supportCalls(services: Services): CallDefinition<never>[] {
  const uploadAttachment = defineCall({
    name: 'support/upload-attachment',
    input: uploadAttachmentInput,
    handler: async (input, ctx) => {
      const key = input.filename.trim();
      const upload = await findUpload(services.db, key);
      // Only who asked for the upload form may register its file; a key of someone else's is unknown.
      if (!upload || upload.bucket !== 'attachments' || upload.user_id !== (ctx.auth?.userId ?? null)) {
        fail('upload_not_found', 'There is no finished attachment upload with this name; upload the file first.', 404);
      }
      const extension = extensionOf(upload.filename);
      if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
        fail('invalid_file_format', `Files of type .${extension || '?'} cannot be attached. Allowed: ${ATTACHMENT_EXTENSIONS.join(', ')}.`, 415);
      }
      const info = await services.storage.head(key);
      if (!info) fail('upload_not_found', 'The attachment has not been uploaded yet.', 404);
      if (info.size > ATTACHMENT_MAX_BYTES) fail('file_size_is_large', `Each attachment may be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, 413);
      const token = newToken();
      const registered = insertAttachment(services.db, {
        token_hash: hashToken(token),
        storage_key: key,
        owner: ownerOf(ctx),
        user_id: ctx.auth?.userId ?? null,
        ticket_id: null,
        filename: upload.filename.slice(0, 255) || `attachment.${extension}`,
        content_type: upload.content_type,
        size: info.size,
        created_at: Date.now(),
      });
      // The same upload registered twice at once: the second finds it taken.
      await registered.catch((error: unknown) => {
        if (isUniqueViolation(error)) fail('upload_not_found', 'This upload is already registered.', 409);
        throw error;
      });
      return { upload: { token } };
    },
  });

  const createTicket = defineCall({
    name: 'support/create-ticket',
    input: createTicketInput,
    handler: async (input, ctx) => {
      // Captcha first (spec §4 Support page), then every field, then the attachments.
      await requireCaptcha(ctx, input.captcha_response);
      const { row, tokens } = checkTicket(input, ctx);
      const owner = ownerOf(ctx);
      const attachments = await findAttachments(services.db, tokens.map(hashToken));
      if (attachments.length !== tokens.length || attachments.some((a) => a.owner !== owner || a.ticket_id !== null)) {
        fail('attachment_not_found', 'An attachment is unknown or already sent with another request; attach the file again.', 404);
      }
      const total = attachments.reduce((sum, a) => sum + Number(a.size), 0);
      if (total > ATTACHMENT_TOTAL_MAX_BYTES) fail('file_total_size_is_large', `All attachments together may be at most ${ATTACHMENT_TOTAL_MAX_BYTES / 1024 / 1024} MB.`, 413);

      const bucket = `SUPPORT_TICKET_IP:${clientAddress(ctx)}`;
      await checkLimit(services.db, bucket, TICKET_LIMIT);
      const now = Date.now();
      const ticket: TicketRow = { ...row, id: randomUUID(), status: 'open', created_at: now, updated_at: now };
      await services.db.transaction().execute(async (trx) => {
        await insertTicket(trx, ticket);
        const claimed = await claimAttachments(trx, ticket.id, attachments.map((a) => a.token_hash));
        // Another request claimed one in between: nothing of this one is kept.
        if (claimed !== attachments.length) fail('attachment_not_found', 'An attachment was already sent with another request; attach the file again.', 409);
      });
      await recordHit(services.db, bucket, now);

      // Both mails through the job queue (retried while mail is down); the ticket is stored either way.
      // The inbox lists each file by its name with a signed link that opens it for a while (never a public address).
      const linksExpire = now + ATTACHMENT_LINK_TTL_MS;
      const files = attachments.map((a) => ({ filename: a.filename, size: Number(a.size), link: attachmentLink(services.config.publicUrl, services.config.secret, ticket.id, a.token_hash, linksExpire) }));
      try {
        await queueMail(services, await supportConfirmationMail(services.config.localesDir, ticket));
        await queueMail(services, supportInboxMail(services.config.accounts.supportEmail, ticket, files, services.config.publicUrl, linksExpire));
      } catch (err) {
        ctx.request.log.error({ err }, 'queueing the support mails failed');
      }
      return { ticket: { id: ticket.id, number: ticketNumber(ticket.id), status: ticket.status } };
    },
  });

  const tickets = defineCall({
    name: 'support/tickets',
    auth: 'user',
    input: noInput,
    handler: async (_input, ctx) => listTickets(services.db, ctx.auth!.userId),
  });

  return [uploadAttachment, createTicket, tickets] as CallDefinition<never>[];
}
