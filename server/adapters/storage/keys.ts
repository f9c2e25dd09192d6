// Storage keys: a bucket name then a few plain path segments, e.g. photos/3f/3f0c…e2.jpg.

const KEY = /^[a-z][a-z0-9-]{0,29}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){1,6}$/;

/** No `..`, no empty or hidden segments, no backslashes or other path tricks. */
export function isSafeKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 300 && KEY.test(key) && !key.split('/').some((s) => s === '..' || s.startsWith('.'));
}
