// photo/report-abuse (subscription-navigation §7, §8): a signed-in user with a verified email reports another
// user's shared photo. One report per user per photo: reporting again answers the same thanks and writes
// nothing ("thanks shown either way"), with already_reported set so the page can tell.
import { z } from 'zod';
import { defineCall, withFields, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import type { Db } from '../db/index';
import { isUniqueViolation } from '../db/errors';
import type { Services } from '../services';
import { REPORT_MODES } from '../../src/lib/shared/photos';
import { parsePhotoId } from './ids';
import { getPhoto, isMailVerified, isShared } from './repo';

export const reportInput = z.object({
  mode: z.enum(REPORT_MODES, { message: 'invalid_report_mode' }),
  img_key: z.string({ message: 'invalid_photo_id' }).min(1, 'invalid_photo_id').max(100, 'invalid_photo_id'),
  is_anonymous: z.enum(['0', '1'], { message: 'invalid_anonymous_flag' }).optional(),
});

/** Whether this user has reported this photo. */
export async function hasReported(db: Db, userId: string, photoId: number): Promise<boolean> {
  const row = await db.selectFrom('photo_reports').select('id').where('user_id', '=', userId).where('photo_id', '=', photoId).executeTakeFirst();
  return row !== undefined;
}

export function reportCalls(services: Services): CallDefinition<never>[] {
  const { db } = services;
  const reportAbuse = defineCall({
    name: 'photo/report-abuse',
    auth: 'user',
    input: reportInput,
    handler: async (input, ctx) => {
      const userId = ctx.auth!.userId;
      if (!(await isMailVerified(db, userId))) throw new ApiError('email_not_verified', 403, 'Verify your email address before you report a photo.');
      const parsed = parsePhotoId(input.img_key);
      if (!parsed) throw new ApiError('invalid_photo_id', 400, 'This is not a photo id.');
      const row = await getPhoto(db, parsed.id);
      // Only what the reporter can see can be reported: a private or missing photo is not found alike.
      if (!row || row.kind !== 'photo' || (parsed.kind !== undefined && parsed.kind !== row.kind) || !isShared(row)) {
        throw new ApiError('photo_not_found', 404, 'There is no such photo.');
      }
      if (row.user_id === userId) throw new ApiError('cannot_report_own_photo', 400, 'You cannot report your own photo.');
      let already = await hasReported(db, userId, row.id);
      if (!already) {
        try {
          await db
            .insertInto('photo_reports')
            .values({ photo_id: row.id, user_id: userId, mode: input.mode, is_anonymous: input.is_anonymous === '1' ? 1 : 0, created_at: Date.now() })
            .execute();
        } catch (error) {
          // A second request racing the first one: the first one's row stands.
          if (!isUniqueViolation(error)) throw error;
          already = true;
        }
      }
      return withFields('success', { message: '1', already_reported: already ? 1 : 0 });
    },
  });
  return [reportAbuse] as CallDefinition<never>[];
}
