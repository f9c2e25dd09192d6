// Product areas that hook into the shell at start (account menu, sync status, session checks, service
// worker). Each area adds one line; start-up waits for none of them longer than it must.
// An area's start.ts is its start-up hook, imported here only: everything else goes through the area's
// front door (index.ts), which may carry UI the first render does not need (ESLint keeps both rules).
import { startAuth } from '../features/auth/start';
import { startOffline } from '../features/offline/start';
import { startLibrary } from '../features/library/start';
import { startMessages } from '../features/messages/start';
import { startProjects } from '../features/projects/start';
import { startSearch } from '../features/search/start';
import { startSite } from '../features/site/start';

export async function startFeatures(): Promise<void> {
  startLibrary();
  startProjects();
  startSearch();
  startMessages();
  startSite();
  await Promise.all([startAuth(), startOffline()]);
}
