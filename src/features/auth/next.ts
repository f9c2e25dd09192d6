// The `next` address of sign-in and sign-out (spec §2.3 sign-out/?next=): only a place on this site is
// followed; anything that leaves it (another host, a protocol-relative or scripted URL) is refused.

const SIGN_OUT_PATH = /^\/sign-out(\/|$)/;

/** The path, query and hash of `next` when it stays on `origin`; null otherwise. */
export function safeNext(next: string | null | undefined, origin: string): string | null {
  if (typeof next !== 'string') return null;
  const value = next.trim();
  if (!value) return null;
  // Control characters and backslashes let browsers read "/\evil.com" as another host.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
  const relative = value.startsWith('/') && !value.startsWith('//');
  const absolute = /^https?:\/\//i.test(value);
  if (!relative && !absolute) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A `next` for after signing in: on this site and not the sign-out page (which would undo it). */
export function safeNextAfterSignIn(next: string | null | undefined, origin: string): string | null {
  const path = safeNext(next, origin);
  return path && !SIGN_OUT_PATH.test(path) ? path : null;
}

/** The address of the sign-in page that comes back to `here` afterwards. */
export function signInPath(here?: string): string {
  return here ? `/sign-in/?next=${encodeURIComponent(here)}` : '/sign-in/';
}
