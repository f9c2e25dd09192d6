// The mails the e2e server wrote under $DATA_DIR/mail/ (one .eml file per message, see
// server/adapters/mail.ts), read with the shared parser in tests/support/mailbox.ts. A spec waits for the
// newest mail of a kind to an address and follows its link.
import { expect } from '@playwright/test';
import { latestMail, listMails, type MailFile } from '../../tests/support/mailbox';

export type { MailFile };

/** How many mails of `kind` went to `to` so far: pass it to waitForMail to wait for the next one. */
export function mailCount(dataDir: string, to: string, kind?: string): number {
  return listMails(dataDir, { to, kind }).length;
}

/** Waits for a mail of `kind` to `to` beyond the first `seen` ones, and returns the newest. */
export async function waitForMail(dataDir: string, to: string, kind: string, seen = 0, timeoutMs = 10_000): Promise<MailFile> {
  await expect.poll(() => mailCount(dataDir, to, kind), { timeout: timeoutMs, message: `a ${kind} mail to ${to}` }).toBeGreaterThan(seen);
  const mail = latestMail(dataDir, to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The link of a mail as a path on the app (the mail's PUBLIC_URL is the test server's address). */
export function linkOf(mail: MailFile): string {
  const fromHeader = mail.link;
  const fromText = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const link = fromHeader ?? fromText;
  if (!link) throw new Error(`the ${mail.kind} mail to ${mail.to} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
