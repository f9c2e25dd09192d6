// Reads the mails the server wrote under $DATA_DIR/mail/ (the default mail adapter): one .eml file per
// message, named <UTC time>-<sequence>-<kind>-<recipient>.eml so that names sort by time.
// Usable from Vitest and from Playwright specs (Node only, no dependencies).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MailFile {
  file: string;
  kind: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The message's link (X-Pixloom-Link), e.g. http://…/reset-password/?q=<40 hex>. */
  link: string | undefined;
}

const NAME = /^(\d{8}T\d{9}Z)-(\d{6})-([a-z0-9_]+)-(.+)\.eml$/i;

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Unfold: a line starting with white space continues the previous header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(file: string): MailFile {
  const raw = readFileSync(file, 'utf8');
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((part) => splitHead(part.replace(/^\r?\n/, ''))) : [{ headers, body }];
  for (const p of parts) {
    const type = (p.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(p.headers, p.body).replace(/\r?\n$/, '');
    if (type.startsWith('text/html')) html = decoded;
    else if (type.startsWith('text/plain')) text = decoded;
  }
  const name = NAME.exec(file.split(/[/\\]/).pop() ?? '');
  return {
    file,
    kind: headers['x-pixloom-kind'] ?? name?.[3] ?? '',
    to: headers.to ?? name?.[4] ?? '',
    subject: decodeWords(headers.subject ?? ''),
    headers,
    text,
    html,
    link: headers['x-pixloom-link'],
  };
}

/** Every mail file, oldest first; only those to `to` (and of `kind`) when given. */
export function listMails(dataDir: string, filter: { to?: string; kind?: string } = {}): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const to = filter.to?.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  return readdirSync(dir)
    .filter((name) => {
      const m = NAME.exec(name);
      return m && (!to || m[4] === to) && (!filter.kind || m[3] === filter.kind);
    })
    .sort()
    .map((name) => join(dir, name));
}

/** The newest mail to an address (optionally of one kind), or undefined. */
export function latestMail(dataDir: string, to: string, kind?: string): MailFile | undefined {
  const files = listMails(dataDir, { to, kind });
  const last = files[files.length - 1];
  return last ? parseMail(last) : undefined;
}

/** The `q`/`mv` key of a mailed link. */
export function keyOfLink(link: string | undefined): string {
  const url = new URL(link ?? '');
  return url.searchParams.get('q') ?? url.searchParams.get('mv') ?? '';
}
