// Looking a request-supplied name up on a plain object finds its prototype too (`constructor`, `__proto__`,
// `hasOwnProperty`…): a lookup by a name that came from outside goes through here (or a Map).

/** `record[key]` when `key` is the record's own property; undefined for anything inherited. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
