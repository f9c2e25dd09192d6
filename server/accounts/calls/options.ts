// auth/get-user-options, auth/update-user-options (settings of spec §3, rules of §5) and auth/send-feedback.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { defineCall, type CallDefinition } from '../../api/types';
import { noInput } from '../../api/input';
import { decodeSettingsPayload, hasValidSettings, NO_VALID_SETTINGS, validateSettings } from '../../../src/lib/shared/settings';
import { mergeSettings } from '../../../src/lib/shared/settingsMerge';
import { isValidEmail, normalizeEmail } from '../../../src/lib/shared/validators';
import { clientAddress, field, optionalField, requireAuth } from '../guards';
import { consumeLimit } from '../rateLimit';
import { parseOptions } from '../users';
import { feedbackMail } from '../mails';
import { queueMail } from '../../jobs/mail';

const FEEDBACK_MESSAGE_MAX = 4000;
const FEEDBACK_SUBJECT_MAX = 200;
const SYSTEM_INFO_MAX = 10_000;
/** The stored settings of one user stay under this size (JSON characters). */
const OPTIONS_MAX_CHARS = 512 * 1024;

export function optionsCalls(): CallDefinition<never>[] {
  const getUserOptions = defineCall({
    name: 'auth/get-user-options',
    input: noInput,
    auth: 'user',
    idempotent: false,
    async handler(_input, ctx) {
      const auth = requireAuth(ctx);
      const row = await ctx.services.db.selectFrom('users').select('options').where('id', '=', auth.userId).executeTakeFirst();
      return parseOptions(row?.options ?? '{}');
    },
  });

  const updateUserOptions = defineCall({
    name: 'auth/update-user-options',
    auth: 'user',
    input: z.object({ data: field('no_valid_settings', undefined, 1024 * 1024) }),
    async handler(input, ctx) {
      const auth = requireAuth(ctx);
      const { services } = ctx;
      const validation = validateSettings(decodeSettingsPayload(input.data));
      // Spec §5: unknown keys are logged and dropped; invalid values are reported and dropped.
      if (validation.unknown.length) ctx.request.log.info({ keys: validation.unknown }, 'unknown settings dropped');
      if (validation.invalid.length) ctx.request.log.warn({ keys: validation.invalid }, 'invalid settings dropped');
      if (!hasValidSettings(validation)) throw new ApiError('no_valid_settings', 400, NO_VALID_SETTINGS, { invalid: validation.invalid, unknown: validation.unknown });
      await services.db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('users').select('options').where('id', '=', auth.userId);
        // Two devices saving at once must not lose each other's keys.
        if (services.dbKind === 'postgres') query = query.forUpdate();
        const row = await query.executeTakeFirst();
        // Later values win, but dismissals and shown notices from another device are kept (settingsMerge.ts).
        const merged = mergeSettings(parseOptions(row?.options ?? '{}'), validation.valid);
        const json = JSON.stringify(merged);
        if (json.length > OPTIONS_MAX_CHARS) throw new ApiError('settings_too_large', 413, 'The settings are too large.');
        const language = validation.valid.language;
        await trx
          .updateTable('users')
          .set(language ? { options: json, language } : { options: json })
          .where('id', '=', auth.userId)
          .execute();
      });
      return 'success';
    },
  });

  const sendFeedback = defineCall({
    name: 'auth/send-feedback',
    input: z.object({
      email: field('invalid_email', isValidEmail, 254),
      subject: field('invalid_subject', (v) => v.trim().length > 0, FEEDBACK_SUBJECT_MAX),
      message: field('invalid_message', (v) => v.trim().length > 0, FEEDBACK_MESSAGE_MAX),
      system_info: optionalField(SYSTEM_INFO_MAX),
    }),
    async handler(input, ctx) {
      const { services } = ctx;
      await consumeLimit(services, 'FEEDBACK_IP', clientAddress(ctx));
      const row = {
        id: randomUUID(),
        user_id: ctx.auth?.userId ?? null,
        email: normalizeEmail(input.email),
        subject: input.subject.trim(),
        message: input.message.trim(),
        system_info: input.system_info ?? '',
        created_at: Date.now(),
      };
      await services.db.insertInto('feedback').values(row).execute();
      // Sent by the job queue, retried while mail is down; the message is stored either way.
      try {
        await queueMail(services, feedbackMail({ to: services.config.accounts.supportEmail, from: row.email, subject: row.subject, message: row.message, systemInfo: row.system_info, userId: row.user_id }));
      } catch (err) {
        // Support reads the stored message from the database when the queue is down too.
        ctx.request.log.error({ err }, 'queueing the feedback mail failed');
      }
      return 'success';
    },
  });

  return [getUserOptions, updateUserOptions, sendFeedback] as CallDefinition<never>[];
}
