// Account closure's print step: the pictures kept with the user's orders are deleted from storage (the
// order rows go with the user, by cascade).
import type { Services, UserDataRemover } from '../services';

export function printDataRemover(services: Services): UserDataRemover {
  const { db, storage } = services;
  return {
    name: 'print',
    async remove(userId) {
      const rows = await db.selectFrom('print_orders').select('image_key').where('user_id', '=', userId).execute();
      for (const { image_key } of rows) await storage.delete(image_key);
    },
  };
}
