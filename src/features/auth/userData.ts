// The server's "user data" (spec §3 User) as the page keeps it: numbers and flags arrive as numbers,
// strings or booleans depending on the call, so they are read once here into the User shape of
// src/lib/user.ts. Unknown fields are kept as they are for the areas that read them.
import type { User } from '../../lib/user';

const STATUSES = ['free', 'plus', 'trialing'] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function numeric(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A User from an answer of auth/status, auth/login, auth/register, auth/sn-login…; null for a visitor. */
export function toUser(data: unknown): User | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const email = text(d.email).trim();
  if (!email) return null;
  const status = text(d.subscription_status);
  const options = typeof d.options === 'object' && d.options !== null && !Array.isArray(d.options) ? (d.options as User['options']) : {};
  return {
    ...d,
    email,
    user_name: text(d.user_name ?? d.username),
    language: text(d.language),
    isNewUser: flag(d.isNewUser ?? d.newUser),
    pl: text(d.pl) === '1' ? '1' : '0',
    is_strp: numeric(d.is_strp),
    register_date: numeric(d.register_date),
    register_from: text(d.register_from),
    login_count: numeric(d.login_count),
    isMailVerified: flag(d.isMailVerified) ? 1 : 0,
    plan_type: numeric(d.plan_type),
    subscription_status: (STATUSES as readonly string[]).includes(status) ? (status as User['subscription_status']) : 'free',
    can_change_user_name: flag(d.can_change_user_name),
    is_subscribe_newsletter: flag(d.is_subscribe_newsletter) ? 1 : 0,
    is_beta_user: flag(d.is_beta_user) ? 1 : 0,
    isSocialUser: flag(d.isSocialUser) ? 1 : 0,
    options,
    luk: text(d.luk),
    delinquent: flag(d.delinquent),
  };
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** The name shown for a user: the username, else the part of the email before the @. */
export function displayName(user: Pick<User, 'user_name' | 'email'>): string {
  return user.user_name || user.email.split('@')[0] || user.email;
}

/** The letter in the account button's circle (subscription-navigation/account-content: first letter of username or email). */
export function initialOf(user: Pick<User, 'user_name' | 'email'>): string {
  const source = user.user_name || user.email;
  const first = [...source.trim()][0] ?? '?';
  return first.toLocaleUpperCase();
}
