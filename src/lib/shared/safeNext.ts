// The one check for a return address (`next` of sign-in and sign-out, and any server route that redirects
// back): resolve it against the site first, then refuse anything that is not a path on this origin. Checking
// the raw text and returning the parsed path is the trap: the URL parser turns `/..//evil.example`,
// `/.//evil.example`, `/%2e%2e//evil.example` and `/a/..//evil.example` into the path `//evil.example`,
// which a browser reads as another host. Shared by the page and the server (src/lib/shared).

/** The path, query and hash of `next` when it stays on `origin`; null otherwise. */
export function safeNext(next: string | null | undefined, origin: string): string | null {
  if (typeof next !== 'string') return null;
  const value = next.trim();
  if (!value) return null;
  // Control characters and backslashes let browsers read "/\evil.com" as another host.
  if (hasControlCharacter(value) || value.includes('\\')) return null;
  const relative = value.startsWith('/') && !value.startsWith('//');
  const absolute = /^https?:\/\//i.test(value);
  if (!relative && !absolute) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(value, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSitePath(path)) return null;
  return path;
}

/** A resolved path a browser keeps on this origin: one leading slash, no second slash or backslash after it, even once decoded. */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (hasControlCharacter(decoded)) return false;
  return !decoded.startsWith('//') && !decoded.startsWith('/\\');
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
