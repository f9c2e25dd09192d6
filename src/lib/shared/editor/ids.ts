// Ids for layers and operations: unique within a document, short enough to keep autosaves small.

let counter = 0;

export function newId(prefix: string): string {
  const random = typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  counter = (counter + 1) % 1_000_000;
  return `${prefix}_${random}${counter.toString(36)}`;
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100;
}
