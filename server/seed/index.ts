// Demo content on first start (config.seedDemo, SEED_DEMO=off to skip). Each step decides for itself whether
// there is anything to do, so a restart seeds nothing twice. Areas add their steps here.
import type { Services } from '../services';
import { DEMO_USERS, seedDemoPhotos } from './demoPhotos';
import { seedBlogPosts } from './blogPosts';

export async function seedDemo(services: Services): Promise<void> {
  if (!services.config.seedDemo) return;
  // Users and their photos only into an empty installation: never beside real accounts.
  const anyUser = await services.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!anyUser) {
    const photos = await seedDemoPhotos(services);
    services.log.info({ users: DEMO_USERS.length, photos }, 'seeded demo users and photos');
  }
  const posts = await seedBlogPosts(services);
  if (posts) services.log.info({ posts }, 'seeded the blog');
}
