// Start of the projects area (src/app/features.ts): autosave flushes when the page is hidden or left, the
// sync runs when it can, and a visitor's projects on this device join the account that signs in.
import { currentUser } from '../../lib/user';
import { report } from '../../lib/report';

export function startProjects(): void {
  // The store and the sync load in their own chunk, after the first render has what it needs.
  void import('./startNow').then(({ startNow }) => startNow(currentUser), (error: unknown) => report('error', 'projects failed to start', { error: String(error) }));
}
