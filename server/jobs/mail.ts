// Mails that need not hold up the request go through the job queue: a failed send is retried (and on
// PostgreSQL another instance picks the job up if this one stops). Mails whose failure the user must see
// (the account keys: mail_failed) are still sent within their call.
import type { Services } from '../services';
import type { MailMessage } from '../adapters/mail';

export const MAIL_JOB = 'mail.send';

export function defineMailJobs(services: Services): void {
  services.jobs.define<MailMessage>(
    MAIL_JOB,
    async (message, job) => {
      const sent = await services.mail.send(message);
      services.log.info({ job: job.id, kind: message.kind, messageId: sent.messageId }, 'mail sent');
    },
    { retryLimit: 5, retryDelaySeconds: 30, timeoutSeconds: 120 },
  );
}

/** Queues a mail; resolves once it is queued (not sent). */
export async function queueMail(services: Services, message: MailMessage): Promise<void> {
  await services.jobs.send(MAIL_JOB, message);
}
