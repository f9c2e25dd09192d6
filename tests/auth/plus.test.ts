// Spec shell-auth-platform §4.5: Plus status, the one-day new-user trial and native store subscriptions.
import { describe, expect, it } from 'vitest';
import { applyPlusStatus, inNewUserTrial, isPlus, NEW_USER_TRIAL_MS, newUserTrialEnd } from '../../src/features/auth/plus';
import { toUser } from '../../src/features/auth/userData';
import type { User } from '../../src/lib/user';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const HOUR = 3600_000;

function user(fields: Record<string, unknown>): User {
  const u = toUser({ email: 'p@example.com', user_name: 'p', pl: '0', subscription_status: 'free', register_date: NOW - 30 * 24 * HOUR, ...fields });
  if (!u) throw new Error('bad user');
  return u;
}

describe('Plus status', () => {
  it('pl "1" is Plus, anything else is not', () => {
    expect(isPlus(user({ pl: '1' }))).toBe(true);
    expect(isPlus(user({ pl: 1 }))).toBe(true);
    expect(isPlus(user({ pl: '0' }))).toBe(false);
    expect(isPlus(null)).toBe(false);
  });

  it('an old free user stays free', () => {
    const out = applyPlusStatus(user({}), { now: NOW });
    expect(out.pl).toBe('0');
    expect(out.subscription_status).toBe('free');
  });

  it('a paying user is plus, a trialing one stays trialing', () => {
    expect(applyPlusStatus(user({ pl: '1', subscription_status: 'free' }), { now: NOW }).subscription_status).toBe('plus');
    expect(applyPlusStatus(user({ pl: '1', subscription_status: 'trialing' }), { now: NOW }).subscription_status).toBe('trialing');
  });
});

describe('the one-day new-user trial', () => {
  it('treats a user registered less than a day ago as Plus with status trialing', () => {
    const fresh = user({ register_date: NOW - 23 * HOUR });
    const out = applyPlusStatus(fresh, { now: NOW });
    expect(out.pl).toBe('1');
    expect(out.subscription_status).toBe('trialing');
    expect(out.trial_source).toBe('new_user');
    // The server's data is left as it was.
    expect(fresh.pl).toBe('0');
  });

  it('ends exactly one day after registering', () => {
    const registered = NOW - NEW_USER_TRIAL_MS;
    expect(inNewUserTrial(user({ register_date: registered + 1 }), NOW)).toBe(true);
    expect(inNewUserTrial(user({ register_date: registered }), NOW)).toBe(false);
    expect(applyPlusStatus(user({ register_date: registered }), { now: NOW }).pl).toBe('0');
    expect(newUserTrialEnd(user({ register_date: NOW - HOUR }), NOW)).toBe(NOW - HOUR + NEW_USER_TRIAL_MS);
    expect(newUserTrialEnd(user({ register_date: registered }), NOW)).toBeNull();
  });

  it('does not apply without a register date, in the future, or when turned off', () => {
    expect(inNewUserTrial(user({ register_date: 0 }), NOW)).toBe(false);
    expect(inNewUserTrial(user({ register_date: NOW + HOUR }), NOW)).toBe(false);
    expect(applyPlusStatus(user({ register_date: NOW - HOUR }), { now: NOW, newUserTrialMs: 0 }).pl).toBe('0');
  });

  it('leaves a paying user as they are', () => {
    const out = applyPlusStatus(user({ pl: '1', subscription_status: 'plus', register_date: NOW - HOUR }), { now: NOW });
    expect(out.subscription_status).toBe('plus');
    expect(out.trial_source).toBeUndefined();
  });
});

describe('a native store subscription', () => {
  it('sets pl and subscr_usr to 1', () => {
    const out = applyPlusStatus(user({}), { now: NOW, nativeSubscription: { active: true, trial: false } });
    expect(out.pl).toBe('1');
    expect(out.subscr_usr).toBe(1);
    expect(out.subscription_status).toBe('plus');
  });

  it('is trialing when its trial started', () => {
    const out = applyPlusStatus(user({}), { now: NOW, nativeSubscription: { active: true, trial: true } });
    expect(out.subscription_status).toBe('trialing');
  });

  it('an inactive one changes nothing', () => {
    expect(applyPlusStatus(user({}), { now: NOW, nativeSubscription: { active: false, trial: false } }).pl).toBe('0');
  });
});
