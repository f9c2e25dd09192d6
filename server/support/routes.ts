// The support area's place in the app: its calls (server/calls.ts), the signed attachment links of the inbox
// mail (attachmentLinks.ts), the hourly removal of attachments never sent with a ticket, and the removal of a
// closed account's tickets.
import type { FastifyInstance } from 'fastify';
import type { Services, UserDataRemover } from '../services';
import { pruneUnsentAttachments, removeUserSupportData } from './repo';
import { attachmentLinkRoutes } from './attachmentLinks';

export { supportCalls } from './calls';

export function supportDataRemover(services: Services): UserDataRemover {
  return { name: 'support', remove: (userId) => removeUserSupportData(services.db, services.storage, userId) };
}

export async function supportRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  services.userDataRemovers.push(supportDataRemover(services));
  await attachmentLinkRoutes(app, { services });
  const timer = setInterval(
    () => void pruneUnsentAttachments(services.db, services.storage).catch((err: unknown) => services.log.warn({ err }, 'pruning unsent support attachments failed')),
    60 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
