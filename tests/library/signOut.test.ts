import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { startLibrary } from '../../src/features/library/start';
import { readCachedLibrary, writeCachedLibrary } from '../../src/features/library/libraryCache';
import { currentUser, type User } from '../../src/lib/user';

const user = (email: string): User => ({ email } as unknown as User);
const image = { id: 'pixloom_photo_1', type: 'own-photo' as const, date: 1, imageURL: '/img/photos/1.jpg', isTransparent: false, thumbURL: '', thumbWidth: 200, thumbHeight: 200, title: 'one', width: 10, height: 10 };
const cursor = { startImages: 1, startLayers: 0 };

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met');
}

describe('the library copy on a shared device', () => {
  it('is removed when its user signs out, and kept while the user is only not known yet', async () => {
    startLibrary();
    currentUser.set(user('a@example.com'));
    await writeCachedLibrary('a@example.com', [image], 1, cursor);
    currentUser.set(undefined);
    currentUser.set(user('a@example.com'));
    await new Promise((r) => setTimeout(r, 30));
    expect(await readCachedLibrary('a@example.com')).not.toBeNull();

    currentUser.set(null);
    await eventually(async () => (await readCachedLibrary('a@example.com')) === null);
  });

  it('is removed when another user signs in', async () => {
    currentUser.set(user('b@example.com'));
    await writeCachedLibrary('b@example.com', [image], 1, cursor);
    currentUser.set(user('c@example.com'));
    await eventually(async () => (await readCachedLibrary('b@example.com')) === null);
  });
});
