// Password hashing with scrypt (memory-hard, in node:crypto, no native build). The stored string carries
// its parameters, so raising the cost later rehashes each password at its next successful sign-in.
// Format: scrypt$<logN>$<r>$<p>$<salt base64url>$<hash base64url>
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128 * N * r bytes; allow that plus headroom (Node's default cap is 32 MiB).
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isInteger(logN) || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  return { logN: logN as number, r: r as number, p: p as number, salt: Buffer.from(parts[4] ?? '', 'base64url'), key: Buffer.from(parts[5] ?? '', 'base64url') };
}

// A fixed hash checked when there is no user, so an unknown email takes as long as a wrong password.
const dummyCache = new Map<string, Promise<string>>();
function dummyHash(params: ScryptParams): Promise<string> {
  const id = `${params.logN}/${params.r}/${params.p}`;
  let hash = dummyCache.get(id);
  if (!hash) {
    hash = hashPassword(randomBytes(12).toString('hex'), params);
    dummyCache.set(id, hash);
  }
  return hash;
}

/** Constant-time check. A null hash (no user, or a social account without a password) never matches. */
export async function verifyPassword(password: string, stored: string | null, params: ScryptParams): Promise<boolean> {
  const parsed = parseHash(stored ?? (await dummyHash(params)));
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key) && stored !== null;
}

export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.logN !== params.logN || parsed.r !== params.r || parsed.p !== params.p;
}
