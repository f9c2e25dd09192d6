// Input rules shared by the client (fast messages) and the server (which cannot trust the client).
// Spec shell-auth-platform §5 and account-content §5.
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_REGISTER, PASSWORD_MIN_SIGN_IN_EXCLUSIVE, PHOTO_TITLE_MAX, USERNAME_MAX, USERNAME_MIN } from './constants';

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,10}$/;

/** Trimmed, then a local part, @, a domain and a top-level domain of 2 to 10 letters. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL.test(value.trim());
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidSignInPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length > PASSWORD_MIN_SIGN_IN_EXCLUSIVE && value.length <= PASSWORD_MAX;
}

export function isValidNewPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_REGISTER && value.length <= PASSWORD_MAX;
}

/** Usernames keep letters, digits, underscore and hyphen; everything else is stripped (account-content §5). */
export function cleanUsername(value: string): string {
  return value.replace(/[^\p{L}\p{N}_-]/gu, '');
}

export function isValidUsername(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  return value === cleanUsername(value) && length >= USERNAME_MIN && length <= USERNAME_MAX;
}

/** Whitespace collapsed, leading dots and spaces removed. */
export function cleanPhotoTitle(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/^[.\s]+/, '').trimEnd();
}

export function isValidPhotoTitle(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const length = [...cleanPhotoTitle(value)].length;
  return length >= 1 && length <= PHOTO_TITLE_MAX;
}

/** Tags are the #word parts of a title, lower-cased and unique, in order. */
export function tagsFromTitle(title: string): string[] {
  const tags: string[] = [];
  for (const match of title.matchAll(/#([\p{L}\p{N}_]+)/gu)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** Project and folder names: trimmed, max 100, leading dots and backslashes stripped. */
export function cleanName(value: string): string {
  return value.trim().replace(/^[.\\]+/, '').trim();
}

export function isValidName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const length = [...cleanName(value)].length;
  return length >= 1 && length <= NAME_MAX;
}

/** Search inputs: + " < > ^ % become spaces, repeated spaces collapse, the text is trimmed. */
export function cleanSearch(value: string): string {
  return value.replace(/[+"<>^%]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function isHex40(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value);
}

/** base64 of the URI-encoded text, as the api/ calls carry passwords and names (spec §7). */
export function encodeBa(text: string): string {
  const encoded = encodeURIComponent(text);
  return btoa(encoded);
}

export function decodeBa(value: string): string | null {
  try {
    const raw = atob(value);
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
