// The library's pages and the galleries' saved lists are one user's photos kept on this device: when that
// user signs out (or another signs in), they are removed, so the next person on a shared device never sees
// them, offline included.
import { currentUser } from '../../lib/user';

export function startLibrary(): void {
  let signedIn: string | null = currentUser.get()?.email ?? null;
  currentUser.subscribe(() => {
    const user = currentUser.get();
    // Not known yet (start-up, offline): nothing has changed.
    if (user === undefined) return;
    const email = user?.email ?? null;
    const previous = signedIn;
    signedIn = email;
    if (previous && previous !== email) void import('./libraryCache').then((cache) => cache.forgetOwner(previous));
  });
}
