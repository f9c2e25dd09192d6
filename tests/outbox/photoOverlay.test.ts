// Photo changes made offline show at once and after a reload: lists and the photo modal lay the user's
// waiting outbox changes (rename with its tags, public/private, delete) over what the server gave; a change
// the server refused no longer shows, and another user's changes never do.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/lib/db/db';
import { enqueueChange } from '../../src/lib/outbox/outbox';
import { withWaitingPhotoChanges } from '../../src/features/photos/photoApi';
import type { Photo } from '../../src/features/photos';
import { currentUser, type User } from '../../src/lib/user';

const ALICE = 'alice@example.com';
const label = { key: 'offline_change_photo_rename', params: {} };

function photo(id: string, title: string): Photo {
  return { id, url: `/p/${id}.jpg`, nick: 'alice', title, tags: [], dateCreated: 1, isPublic: 0, width: 10, height: 10, key: 'k' };
}

beforeEach(async () => {
  await db().outbox.clear();
  currentUser.set({ email: ALICE } as User);
});
afterEach(() => currentUser.set(null));

describe('waiting photo changes', () => {
  it('rename, visibility and delete show over the server’s list', async () => {
    await enqueueChange(db(), { owner: ALICE, call: 'photo/update-image-info', payload: { imgId: '1', title: 'Beach 2023 #sea', tags: 'sea' }, label });
    await enqueueChange(db(), { owner: ALICE, call: 'photo/update-image-info', payload: { imgId: '1-k', isPublic: '1' }, label });
    await enqueueChange(db(), { owner: ALICE, call: 'photo/delete-image', payload: { imgIds: '2' }, label });
    const shown = await withWaitingPhotoChanges([photo('1', 'Beach'), photo('2', 'Harbour'), photo('3', 'Pier')]);
    expect(shown.map((p) => [p.id, p.title, p.tags, p.isPublic])).toEqual([
      ['1', 'Beach 2023 #sea', ['sea'], 1],
      ['3', 'Pier', [], 0],
    ]);
  });

  it('leaves out refused changes and other users’ changes', async () => {
    const refused = await enqueueChange(db(), { owner: ALICE, call: 'photo/delete-image', payload: { imgIds: '1' }, label });
    await db().outbox.update(refused.seq!, { state: 'refused', refusal: { kind: 'refused', status: 404, code: 'photo_not_found', message: '', at: 1 } });
    await enqueueChange(db(), { owner: 'bob@example.com', call: 'photo/update-image-info', payload: { imgId: '1', title: 'Bob was here' }, label });
    expect((await withWaitingPhotoChanges([photo('1', 'Beach')])).map((p) => p.title)).toEqual(['Beach']);
  });
});
