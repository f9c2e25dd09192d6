/// <reference lib="webworker" />
// Cookies as the worker can read them: through the Cookie Store API where the browser has it in service
// workers (Chromium); elsewhere the pages send what the worker needs (the CSRF token) in their messages.
declare const self: ServiceWorkerGlobalScope;

export async function readCookie(name: string): Promise<string | undefined> {
  try {
    const store = (self as ServiceWorkerGlobalScope & { cookieStore?: CookieStore }).cookieStore;
    const cookie = await store?.get(name);
    return cookie?.value ?? undefined;
  } catch {
    return undefined;
  }
}
