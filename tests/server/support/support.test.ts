// The support area on the real server (account-content §7 support calls, §8 support errors): attachments
// uploaded through the storage's direct upload and registered for a token, a ticket created with them, both
// mails written to data/mail/, every refusal with its code and no row written, and tickets kept to their owner.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';
import { latestMail, listMails } from '../../support/mailbox';
import { directUpload, postForm } from '../photos/helpers';
import { encodeBa } from '../../../src/lib/shared/validators';
import type { TicketSummary } from '../../../src/lib/shared/support';
import { attachmentLink } from '../../../server/support/attachmentLinks';

const INBOX = 'help-desk@pixloom.example';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]);

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
}

/** The browser's way: a direct-upload form for the attachments bucket, the multipart POST, then upload-attachment. */
async function attach(server: TestServer, client: TestClient, data: Buffer, filename: string, contentType: string) {
  const form = await directUpload(client, contentType, filename, 'attachments');
  const posted = await postForm(server, form, data, contentType);
  if (posted.statusCode !== 201) throw new Error(`upload failed: ${posted.statusCode} ${posted.body}`);
  const res = await client.call<{ upload: { token: string } }>('support/upload-attachment', { filename: form.key, file_url: `/img/${form.key}` });
  return { key: form.key, res, token: res.body.data?.upload.token ?? '' };
}

function ticket(fields: Record<string, string> = {}): Record<string, string> {
  return {
    email: 'visitor@example.com',
    subject: 'other',
    product: 'desktop',
    message: encodeBa('The export button does nothing.<br>I tried twice.'),
    device_specs: encodeBa(JSON.stringify({ os: 'Linux', browser: 'Chrome 140', screen: '1920x1080', performance_issue: false })),
    uploads: '',
    captcha_response: '',
    ...fields,
  };
}

describe.each(testDatabases)('customer support on %s', (kind) => {
  let server: TestServer;
  let tables: string[];
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { SUPPORT_EMAIL: INBOX });
    tables = await dataTables(server);
    alice = await createTestUser(server, { nick: 'alice_support', language: 'de' });
    bob = await createTestUser(server, { nick: 'bob_support' });
  });
  afterAll(async () => server.close());

  /** Runs a request that must be refused with `code`, and checks it wrote no row. */
  async function refused(code: string, run: () => Promise<{ status: number; body: { error?: { code: string; message: string } } }>) {
    const before = await rowCounts(server, tables);
    const res = await run();
    expect(res.body.error?.code, JSON.stringify(res.body)).toBe(code);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error?.message.length).toBeGreaterThan(10);
    expect(await rowCounts(server, tables)).toEqual(before);
    return res;
  }

  it('files a visitor ticket with two attachments: rows kept, both mails written', async () => {
    const visitor = new TestClient(server);
    const first = await attach(server, visitor, await png(), 'screenshot.png', 'image/png');
    const second = await attach(server, visitor, PDF, 'receipt.pdf', 'application/pdf');
    expect(first.res.status).toBe(200);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const res = await visitor.call<{ ticket: { id: string; number: string; status: string } }>('support/create-ticket', ticket({ uploads: `${first.token},${second.token}`, alt_email: 'other@example.com' }));
    expect(res.status).toBe(200);
    const created = res.body.data?.ticket;
    expect(created?.status).toBe('open');
    expect(created?.number).toMatch(/^[0-9A-F]{8}$/);

    const row = await server.services.db.selectFrom('support_tickets').selectAll().where('id', '=', created?.id ?? '').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, email: 'visitor@example.com', alt_email: 'other@example.com', subject: 'other', product: 'desktop', message: 'The export button does nothing.\nI tried twice.' });
    expect(JSON.parse(row.device_specs)).toEqual({ os: 'Linux', browser: 'Chrome 140', screen: '1920x1080', performance_issue: false });
    const files = await server.services.db.selectFrom('support_attachments').select(['filename', 'ticket_id', 'storage_key']).where('ticket_id', '=', row.id).orderBy('filename').execute();
    expect(files.map((f) => f.filename)).toEqual(['receipt.pdf', 'screenshot.png']);
    expect(await server.services.storage.exists(first.key)).toBe(true);
    // Registered uploads are no longer the storage's to prune.
    expect(await server.services.db.selectFrom('storage_uploads').select('storage_key').where('storage_key', 'in', [first.key, second.key]).execute()).toEqual([]);

    await vi.waitFor(() => {
      expect(listMails(server.dataDir, { to: 'visitor@example.com', kind: 'support_confirmation' })).toHaveLength(1);
      expect(listMails(server.dataDir, { to: INBOX, kind: 'support_ticket' })).toHaveLength(1);
    });
    const confirmation = latestMail(server.dataDir, 'visitor@example.com', 'support_confirmation')!;
    expect(confirmation.subject).toContain(created?.number);
    expect(confirmation.text).toContain('The export button does nothing.');
    const inbox = latestMail(server.dataDir, INBOX, 'support_ticket')!;
    expect(inbox.subject).toBe(`[Pixloom support ${created?.number}] other`);
    expect(inbox.headers['reply-to']).toContain('visitor@example.com');
    expect(inbox.text).toContain('screenshot.png');
    expect(inbox.text).toContain('receipt.pdf');
    expect(inbox.text).toContain('browser: Chrome 140');

    // Each attachment by its original name with a signed, time-limited link (never the storage key) that
    // downloads exactly that file.
    expect(inbox.text).not.toContain(first.key);
    const linkOf = (name: string) => {
      const line = inbox.text.split(/\r?\n/).find((l) => l.startsWith(`- ${name} (`)) ?? '';
      return new URL(/(https?:\/\/\S+)$/.exec(line)?.[1] ?? 'http://missing/');
    };
    const pngLink = linkOf('screenshot.png');
    expect(pngLink.pathname).toBe('/support/attachment/');
    expect(inbox.html).toContain('>screenshot.png</a>');
    const download = await visitor.request({ method: 'GET', url: `${pngLink.pathname}${pngLink.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(await png())).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('attachment; filename="screenshot.png"');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const pdfLink = linkOf('receipt.pdf');
    const pdf = await new TestClient(server).request({ method: 'GET', url: `${pdfLink.pathname}${pdfLink.search}` });
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // A changed link, a link past its time, another ticket's file, a malformed link: refused, never a 500.
    const tampered = new URLSearchParams(pngLink.search);
    tampered.set('file', new URLSearchParams(pdfLink.search).get('file') ?? '');
    const forged = await visitor.request({ method: 'GET', url: `/support/attachment/?${tampered.toString()}` });
    expect(forged.statusCode).toBe(403);
    expect((forged.json() as { error: { code: string } }).error.code).toBe('invalid_link');
    const params = new URLSearchParams(pngLink.search);
    const expired = new URL(attachmentLink('', server.services.config.secret, params.get('ticket') ?? '', params.get('file') ?? '', Date.now() - 1000), 'http://x');
    const late = await visitor.request({ method: 'GET', url: `${expired.pathname}${expired.search}` });
    expect(late.statusCode).toBe(410);
    expect((late.json() as { error: { code: string } }).error.code).toBe('link_expired');
    const otherTicket = new URL(attachmentLink('', server.services.config.secret, '00000000-0000-4000-8000-000000000000', params.get('file') ?? '', Date.now() + 60_000), 'http://x');
    const elsewhere = await visitor.request({ method: 'GET', url: `${otherTicket.pathname}${otherTicket.search}` });
    expect(elsewhere.statusCode).toBe(404);
    for (const query of ['', '?ticket=x&file=y&expires=1&sig=z', `?${params.toString()}&expires=abc`, '?ticket[]=a']) {
      const bad = await visitor.request({ method: 'GET', url: `/support/attachment/${query}` });
      expect(bad.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, query).toBeLessThan(500);
    }
  });

  it('files a signed-in user\'s ticket under the account\'s email, confirms it in the page\'s language, and lists it for them only', async () => {
    const { token } = await attach(server, alice.client, await png(), 'layers.png', 'image/png');
    const res = await alice.client.call<{ ticket: { id: string; number: string } }>(
      'support/create-ticket',
      ticket({ email: 'someone-else@example.com', subject: 'cancel-subscription', payment_name: 'Alice Example', payment_date: '2026-01-15', uploads: token }),
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(res.status).toBe(200);
    const id = res.body.data?.ticket.id ?? '';
    const row = await server.services.db.selectFrom('support_tickets').select(['email', 'user_id', 'subject']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: alice.email, user_id: alice.id, subject: 'cancel_subscription' });
    await vi.waitFor(() => expect(listMails(server.dataDir, { to: alice.email, kind: 'support_confirmation' })).toHaveLength(1));
    const mail = latestMail(server.dataDir, alice.email, 'support_confirmation')!;
    expect(mail.subject).toBe(`Wir haben deine Anfrage ${res.body.data?.ticket.number} erhalten`);
    expect(mail.text).toContain('„Mein Abo kündigen“');

    const mine = await alice.client.call<TicketSummary[]>('support/tickets');
    expect(mine.body.data).toEqual([expect.objectContaining({ id, number: res.body.data?.ticket.number, subject: 'cancel_subscription', status: 'open', attachments: 1 })]);
    const theirs = await bob.client.call<TicketSummary[]>('support/tickets');
    expect(theirs.body.data).toEqual([]);
    const visitor = await new TestClient(server).call('support/tickets');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.code).toBe('not_logged_in');
  });

  it('stores a message without control characters (PostgreSQL refuses NUL in text)', async () => {
    const res = await new TestClient(server).call<{ ticket: { id: string } }>('support/create-ticket', ticket({ message: 'Crash\u0000 after\u0007 export', alt_email: '' }));
    expect(res.status).toBe(200);
    const row = await server.services.db.selectFrom('support_tickets').select('message').where('id', '=', res.body.data?.ticket.id ?? '').executeTakeFirstOrThrow();
    expect(row.message).toBe('Crash after export');
  });

  it('keeps attachments to who uploaded them: another user can neither register the upload nor send the token', async () => {
    const form = await directUpload(alice.client, 'image/png', 'private.png', 'attachments');
    expect((await postForm(server, form, await png(), 'image/png')).statusCode).toBe(201);
    await refused('upload_not_found', () => bob.client.call('support/upload-attachment', { filename: form.key }));
    await refused('upload_not_found', () => new TestClient(server).call('support/upload-attachment', { filename: form.key }));
    const own = await alice.client.call<{ upload: { token: string } }>('support/upload-attachment', { filename: form.key });
    const token = own.body.data?.upload.token ?? '';
    await refused('attachment_not_found', () => bob.client.call('support/create-ticket', ticket({ uploads: token })));
    await refused('attachment_not_found', () => new TestClient(server).call('support/create-ticket', ticket({ uploads: token })));
    // A visitor's token is bound to that browser too.
    const visitor = new TestClient(server);
    const theirs = await attach(server, visitor, PDF, 'bill.pdf', 'application/pdf');
    await refused('attachment_not_found', () => new TestClient(server).call('support/create-ticket', ticket({ uploads: theirs.token })));
    // A token goes with one ticket only.
    expect((await visitor.call('support/create-ticket', ticket({ uploads: theirs.token }))).status).toBe(200);
    await refused('attachment_not_found', () => visitor.call('support/create-ticket', ticket({ uploads: theirs.token })));
  });

  describe('refusals, each with its code and nothing written', () => {
    const visitor = () => new TestClient(server);

    it.each([
      ['invalid_issue', { subject: 'free-money' }],
      ['invalid_email', { email: 'not-an-email' }],
      ['invalid_email', { email: `${'a'.repeat(60)}@example.com` }],
      ['invalid_alt_email', { alt_email: 'also@not' }],
      ['device_type_empty', { product: '' }],
      ['device_type_empty', { product: 'toaster' }],
      ['message_empty', { message: encodeBa('  <br> ') }],
      ['refund_request_empty', { subject: 'refund', tag: '', payment_date: '2026-01-02' }],
      ['card_name_empty', { subject: 'multiple-charges', payment_date: '2026-01-02' }],
      ['invalid_card_name', { subject: 'multiple_charges', payment_name: 'Robert); DROP', payment_date: '2026-01-02' }],
      ['payment_date_empty', { subject: 'unrecognized-charge', payment_name: 'Jo Doe' }],
      ['invalid_payment_date', { subject: 'unrecognized-charge', payment_name: 'Jo Doe', payment_date: '2999-01-01' }],
      ['invalid_payment_date', { subject: 'switch-to-monthly', payment_name: 'Jo Doe', payment_date: '2026-02-30' }],
      ['group_type_empty', { subject: 'partner', group_description: 'aliens' }],
      ['attachments_not_allowed', { subject: 'receipts', uploads: 'sometoken' }],
      ['too_many_files', { uploads: Array.from({ length: 11 }, (_, i) => `token${i}`).join(',') }],
      ['attachment_not_found', { uploads: 'no-such-token' }],
      ['invalid_device_specs', { device_specs: encodeBa('not json') }],
    ])('%s for %j', async (code, fields) => {
      await refused(code, () => visitor().call('support/create-ticket', ticket(fields as Record<string, string>)));
    });

    it('unsupported_browser from an app\'s built-in browser', async () => {
      await refused('unsupported_browser', () => visitor().call('support/create-ticket', ticket(), { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0' } }));
    });

    it('invalid_file_format for a file type support does not take, with the extension in the message', async () => {
      const client = visitor();
      const form = await directUpload(client, 'text/plain', 'notes.txt', 'attachments');
      expect((await postForm(server, form, Buffer.from('plain notes'), 'text/plain')).statusCode).toBe(201);
      const res = await refused('invalid_file_format', () => client.call('support/upload-attachment', { filename: form.key }));
      expect(res.body.error?.message).toContain('.txt');
    });

    it('file_size_is_large: the storage refuses an attachment over 8 MB and nothing is registered', async () => {
      const client = visitor();
      const form = await directUpload(client, 'text/plain', 'big.bfd', 'attachments');
      const posted = await postForm(server, form, Buffer.alloc(8 * 1024 * 1024 + 1, 'a'), 'text/plain');
      expect(posted.statusCode).toBe(413);
      await refused('upload_not_found', () => client.call('support/upload-attachment', { filename: form.key }));
    });

    it('file_total_size_is_large when the attachments add up to more than 40 MB', async () => {
      const client = visitor();
      const tokens: string[] = [];
      for (let i = 0; i < 6; i++) tokens.push((await attach(server, client, Buffer.alloc(7 * 1024 * 1024, 'b'), `log${i}.bfd`, 'text/plain')).token);
      await refused('file_total_size_is_large', () => client.call('support/create-ticket', ticket({ uploads: tokens.join(',') })));
      // Five of them (35 MB) go through.
      expect((await client.call('support/create-ticket', ticket({ uploads: tokens.slice(0, 5).join(',') }))).status).toBe(200);
    });
  });

  it('checks the captcha first: with ALTCHA on, a ticket without a solved challenge is invalid_captcha, whatever else is wrong', async () => {
    const guarded = await startTestServer(kind, {}, { CAPTCHA: 'altcha' });
    try {
      const client = new TestClient(guarded);
      const guardedTables = await dataTables(guarded);
      const before = await rowCounts(guarded, guardedTables);
      const res = await client.call('support/create-ticket', ticket({ email: 'broken', captcha_response: 'not-a-solution' }));
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_captcha');
      expect(await rowCounts(guarded, guardedTables)).toEqual(before);
    } finally {
      await guarded.close();
    }
  });
});
