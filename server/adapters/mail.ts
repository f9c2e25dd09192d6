// Mail: each message written as an .eml file under $DATA_DIR/mail/ by default, or sent over SMTP when
// MAIL_URL is smtp:// or smtps://. Both go through nodemailer, so the file is exactly what SMTP would carry.
//
// File names sort by time and say what is inside:
//   <UTC yyyymmddThhmmssSSSZ>-<6-digit sequence>-<kind>-<recipient>.eml
//   20261121T122846123Z-000001-verify_email-alice@example.com.eml
// Each message also carries X-Pixloom-Kind and, when it has one, X-Pixloom-Link (the link to follow).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is (verify_email, reset_password, close_account, feedback…): a header and part of the file name. */
  kind: string;
  /** The one link the message is about, repeated in a header so tests and tools need not parse the body. */
  link?: string;
  lang?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, in file mode. */
  file?: string;
}

export interface MailAdapter {
  readonly mode: 'file' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailOptions {
  mailUrl: string | undefined;
  dataDir: string;
  from: string;
}

export function mailDirectory(dataDir: string): string {
  return join(dataDir, 'mail');
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

export function mailFileName(date: Date, sequence: number, kind: string, to: string): string {
  const safeKind = kind.replace(/[^a-z0-9_]/gi, '_');
  const safeTo = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  return `${stamp(date)}-${String(sequence % 1_000_000).padStart(6, '0')}-${safeKind}-${safeTo}.eml`;
}

function envelope(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      'X-Pixloom-Kind': message.kind,
      ...(message.link ? { 'X-Pixloom-Link': message.link } : {}),
      ...(message.lang ? { 'Content-Language': message.lang } : {}),
    },
  };
}

export function createMailAdapter(options: MailOptions): MailAdapter {
  if (options.mailUrl && /^smtps?:\/\//.test(options.mailUrl)) {
    const transport: Transporter = nodemailer.createTransport(options.mailUrl);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail(envelope(message, options.from));
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  if (options.mailUrl) throw new Error(`MAIL_URL must start with smtp:// or smtps:// (got ${options.mailUrl.split(':')[0]}:)`);

  const dir = mailDirectory(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    mode: 'file',
    async send(message) {
      const info = await transport.sendMail(envelope(message, options.from));
      const file = join(dir, mailFileName(new Date(), ++sequence, message.kind, message.to));
      // Write then rename, so a reader polling the folder never sees half a message.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, file);
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}
