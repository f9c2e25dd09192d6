// notify/ calls (shell-auth-platform §4.11, subscription-navigation §7): notify/send-download-link mails the
// signed-in user the link that opens Pixloom on a phone. Plus users only (§6): pl 1, a Plus or trialing
// subscription, or the one-day new-user trial (§4.5). Answers data "success".
import { defineCall, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import { noInput } from '../api/input';
import type { Services } from '../services';
import { publicLink } from '../accounts/links';
import { downloadLinkMail } from './downloadMail';
import { dashboardPath } from '../../src/lib/shared/routes';
import { isSiteLanguage } from '../../src/lib/shared/languages';

/** The new-user trial of shell-auth-platform §4.5 (the page's src/features/auth/plus.ts uses the same day). */
export const NEW_USER_TRIAL_MS = 24 * 60 * 60 * 1000;

export function isPlusUser(user: { pl: number; subscription_status: string; register_date: number }, now = Date.now()): boolean {
  if (user.pl === 1 || user.subscription_status === 'plus' || user.subscription_status === 'trialing') return true;
  return user.register_date > 0 && now >= user.register_date && now - user.register_date < NEW_USER_TRIAL_MS;
}

/** Where the mailed link leads: the dashboard, in the user's language, marked so the page offers to install. */
export function downloadLink(config: Services['config'], lang: string): string {
  return publicLink(config, dashboardPath(isSiteLanguage(lang) ? lang : 'en'), { utm_source: 'download_link' });
}

export function notifyCalls(services: Services): CallDefinition<never>[] {
  const { db } = services;
  const sendDownloadLink = defineCall({
    name: 'notify/send-download-link',
    auth: 'user',
    input: noInput,
    handler: async (_input, ctx) => {
      const user = await db
        .selectFrom('users')
        .select(['email', 'language', 'pl', 'subscription_status', 'register_date'])
        .where('id', '=', ctx.auth!.userId)
        .executeTakeFirst();
      if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
      if (!isPlusUser(user)) throw new ApiError('plus_required', 403, 'Sending the app link is part of Pixloom Plus.');
      const message = await downloadLinkMail(services.config.localesDir, { to: user.email, lang: user.language, link: downloadLink(services.config, user.language) });
      try {
        await services.mail.send(message);
      } catch (err) {
        ctx.request.log.error({ err }, 'sending the download link failed');
        throw new ApiError('mail_failed', 503, 'The email could not be sent. Try again later.');
      }
      return 'success';
    },
  });
  return [sendDownloadLink] as CallDefinition<never>[];
}
