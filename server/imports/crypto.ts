// Stored import tokens are encrypted with AES-256-GCM. The additional data binds a ciphertext to its owner
// and connector: a token copied into another user's row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function sealToken(key: Buffer, plain: string, binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plain token, or null when the text was not sealed with this key for this binding. */
export function openToken(key: Buffer, sealed: string, binding: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== VERSION || !iv || data === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
