// Product areas that hook into the shell at start (account menu, sync status, session checks, service
// worker). Each area adds one line; start-up waits for none of them longer than it must.
import { startAuth } from '../features/auth/start';
import { startOffline } from '../features/offline/start';
import { startLibrary } from '../features/library/start';
import { startProjects } from '../features/projects/start';

export async function startFeatures(): Promise<void> {
  startLibrary();
  startProjects();
  await Promise.all([startAuth(), startOffline()]);
}
