import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { registerUser } from '../../support/accounts';
import { latestMail, listMails, parseMail } from '../../support/mailbox';
import { APP_LANGUAGES } from '../../../src/lib/shared/languages';
import { accountMail } from '../../../server/accounts/mails';
import { createMailAdapter, mailFileName } from '../../../server/adapters/mail';

const localesDir = join(import.meta.dirname, '../../../locales');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('account mails', () => {
  it.each(APP_LANGUAGES)('are written in %s with the link in both parts', async (lang) => {
    const link = 'https://pixloom.example/reset-password/?q=' + 'c'.repeat(40);
    const mail = await accountMail(localesDir, 'reset_password', { to: 'a@b.co', lang, link, expiresAt: Date.UTC(2030, 0, 2, 3, 4) });
    const english = await accountMail(localesDir, 'reset_password', { to: 'a@b.co', lang: 'en', link, expiresAt: Date.UTC(2030, 0, 2, 3, 4) });
    if (lang !== 'en') {
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    }
    expect(mail.subject).toContain('Pixloom');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('2030');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(mail.text).not.toMatch(/mail_[a-z_]+|\{\{/);
  });

  it('fall back to English for an unknown language', async () => {
    const mail = await accountMail(localesDir, 'verify_email', { to: 'a@b.co', lang: 'xx', link: 'http://x.test/my-account/?mv=1', expiresAt: Date.now() });
    expect(mail.subject).toBe('Confirm your email address for Pixloom');
  });

  it('are named so that file names sort by time and say kind and recipient', () => {
    const a = mailFileName(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), 7, 'verify_email', 'Ann+x@Example.com');
    const b = mailFileName(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 7)), 8, 'reset_password', 'ann@example.com');
    expect(a).toBe('20260102T030405006Z-000007-verify_email-ann+x@example.com.eml');
    expect([b, a].sort()).toEqual([a, b]);
  });
});

describe.each(testDatabases)('the .eml mail folder on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: 'https://app.pixloom.example/base' });
  });
  afterAll(async () => server.close());

  it('holds one complete .eml file per message, with links on PUBLIC_URL', async () => {
    const user = await registerUser(server, { headers: { 'accept-language': 'es-ES' } });
    await user.client.call('auth/close-account-request');
    const files = listMails(server.dataDir, { to: user.email });
    expect(files.map((f) => parseMail(f).kind)).toEqual(['verify_email', 'close_account']);
    const close = latestMail(server.dataDir, user.email)!;
    expect(close.subject).toBe('Confirma el cierre de tu cuenta de Pixloom');
    expect(close.link).toMatch(/^https:\/\/app\.pixloom\.example\/base\/close-account\/\?q=[0-9a-f]{40}$/);
    expect(close.headers['content-language']).toBe('es');
    expect(close.headers.from).toBe('Pixloom <no-reply@app.pixloom.example>');
    expect(readdirSync(join(server.dataDir, 'mail')).every((name) => name.endsWith('.eml'))).toBe(true);
  });
});

describe.each(testDatabases)('SMTP mail on %s', (kind) => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; raw: string; user: string }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8'), user: String(session.user) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startTestServer(kind, {}, { MAIL_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'Pixloom <hello@pixloom.example>' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification mail through the SMTP server with authentication, and writes no file', async () => {
    const user = await registerUser(server);
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.user).toBe('mailer');
    expect(mail?.from).toBe('hello@pixloom.example');
    expect(mail?.raw).toMatch(/X-Pixloom-Kind: verify_email/);
    expect(mail?.raw.replace(/\r?\n\s+/g, ' ')).toMatch(/X-Pixloom-Link: http:\/\/127\.0\.0\.1:8080\/my-account\/\?mv=[0-9a-f]{40}/);
    expect(listMails(server.dataDir)).toHaveLength(0);
  });
});

describe.each(testDatabases)('mail failures on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { MAIL_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => server.close());

  it('still registers (the user can ask again) but answers mail_failed where the mail is the point', async () => {
    const user = await registerUser(server);
    const res = await user.client.call('auth/send-verify-email');
    expect(res.status).toBe(503);
    expect(res.body.error?.code).toBe('mail_failed');
    await user.client.call('auth/sign-out');
    const forget = await new TestClient(server).call('auth/forget-pass', { _email_: user.email });
    expect(forget.body.error?.code).toBe('mail_failed');
  });

  it('refuses a MAIL_URL that is not SMTP at start', () => {
    expect(() => createMailAdapter({ mailUrl: 'http://mail.example', dataDir: server.dataDir, from: 'a@b.co' })).toThrow(/MAIL_URL/);
  });
});
