// The `next` address of sign-in and sign-out (spec §2.3 sign-out/?next=): only a place on this site is
// followed; anything that leaves it (another host, a protocol-relative or scripted URL) is refused.

import { safeNext } from '../../lib/shared/safeNext';

export { safeNext };

// Signing in only to land on the sign-out page would undo it; landing on the sign-in page again would leave
// the signed-in user on its spinner.
const AUTH_PAGE_PATH = /^\/sign-(in|out)(\/|$|\?|#)/;

/** A `next` for after signing in: on this site and not the sign-in or sign-out page. */
export function safeNextAfterSignIn(next: string | null | undefined, origin: string): string | null {
  const path = safeNext(next, origin);
  return path && !AUTH_PAGE_PATH.test(path) ? path : null;
}

/** The address of the sign-in page that comes back to `here` afterwards. */
export function signInPath(here?: string): string {
  return here ? `/sign-in/?next=${encodeURIComponent(here)}` : '/sign-in/';
}
