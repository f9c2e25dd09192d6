// Demo content for a fresh installation: three users with verified emails and public photos with titles and
// #tags, made from the shipped samples, so Explore and the galleries are alive on first start.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Services } from '../services';
import { createUser } from '../accounts/users';
import { hashPassword } from '../accounts/passwords';
import { newKey } from '../storage/buckets';
import { inspectImage, MIME_OF } from '../storage/inspect';
import { searchTextOf } from '../photos/repo';
import { SAMPLES_DIR } from '../photos/imageRoute';
import { tagsFromTitle } from '../../src/lib/shared/validators';

export interface DemoUser {
  nick: string;
  email: string;
  password: string;
  photos: { file: string; title: string; isPublic: boolean }[];
}

/** The README lists these sign-ins. */
export const DEMO_USERS: DemoUser[] = [
  {
    nick: 'demo',
    email: 'demo@example.com',
    password: 'demo1234',
    photos: [
      { file: 'astronaut.png', title: 'Eileen Collins, astronaut #space #portrait', isPublic: true },
      { file: 'rocket.jpg', title: 'Liftoff #space #rocket', isPublic: true },
      { file: 'brick.png', title: 'Old brick wall #texture', isPublic: false },
    ],
  },
  {
    nick: 'anna',
    email: 'anna@example.com',
    password: 'anna1234',
    photos: [
      { file: 'coffee.png', title: 'Morning coffee #food #cozy', isPublic: true },
      { file: 'chelsea.png', title: 'Chelsea the cat #cat #pets', isPublic: true },
      { file: 'horse.png', title: 'Horse silhouette #horse #minimal', isPublic: true },
    ],
  },
  {
    nick: 'kenji',
    email: 'kenji@example.com',
    password: 'kenji1234',
    photos: [
      { file: 'hubble_deep_field.jpg', title: 'Hubble deep field #space #galaxies', isPublic: true },
      { file: 'camera.png', title: 'The cameraman #blackandwhite #classic', isPublic: true },
      { file: 'grass.png', title: 'Summer grass #texture #green', isPublic: true },
    ],
  },
];

export async function seedDemoPhotos(services: Services): Promise<number> {
  const { db, storage, config } = services;
  const now = Date.now();
  let index = 0;
  for (const demo of DEMO_USERS) {
    const user = await createUser(db, {
      email: demo.email,
      passwordHash: await hashPassword(demo.password, config.accounts.scrypt),
      language: 'en',
      registerFrom: 'email',
      isSocial: false,
      mailVerified: true,
      emailEffects: false,
      emailArticles: false,
      nameSeed: demo.nick,
    });
    for (const photo of demo.photos) {
      const data = await readFile(join(SAMPLES_DIR, photo.file));
      const facts = await inspectImage(data, undefined, config.uploadMaxPixels);
      const key = newKey('photos', facts.format === 'jpeg' ? 'jpg' : facts.format);
      await storage.put(key, data, MIME_OF[facts.format]);
      const tags = tagsFromTitle(photo.title);
      // An hour apart, so Explore shows them in a stable order.
      const created = now - ++index * 60 * 60 * 1000;
      await db
        .insertInto('photos')
        .values({
          user_id: user.id,
          kind: 'photo',
          storage_key: key,
          owner_key: randomBytes(8).toString('hex'),
          title: photo.title,
          tags: tags.join(' '),
          search_text: searchTextOf(photo.title, tags),
          is_public: photo.isPublic ? 1 : 0,
          format: facts.format,
          width: facts.width,
          height: facts.height,
          bytes: data.length,
          created_at: created,
          updated_at: created,
        })
        .execute();
    }
  }
  return index;
}
