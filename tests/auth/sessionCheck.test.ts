// Spec shell-auth-platform §4.3: the three session mismatches and what the page does about each.
import { describe, expect, it, vi } from 'vitest';
import { compareSession, createSessionChecker, type SessionCheckDeps } from '../../src/features/auth/sessionCheck';
import type { User } from '../../src/lib/user';

function user(email: string, luk = `luk-${email}`): User {
  return {
    email,
    user_name: email.split('@')[0]!,
    language: 'en',
    isNewUser: false,
    pl: '0',
    is_strp: 0,
    register_date: 1,
    register_from: 'email',
    login_count: 1,
    isMailVerified: 1,
    plan_type: 0,
    subscription_status: 'free',
    can_change_user_name: true,
    is_subscribe_newsletter: 0,
    is_beta_user: 0,
    isSocialUser: 0,
    options: {},
    luk,
    delinquent: false,
  };
}

const alice = user('alice@example.com');
const bob = user('bob@example.com');

function deps(page: User | null | undefined, server: User | null | (() => Promise<User | null>), answers: { continueAs?: boolean } = {}) {
  const d = {
    pageUser: vi.fn(() => page),
    fetchStatus: vi.fn(typeof server === 'function' ? server : async () => server),
    applyUser: vi.fn(),
    logOutLocally: vi.fn(),
    confirmContinueAs: vi.fn(async (_email: string) => answers.continueAs ?? false),
    acknowledgeExpired: vi.fn(async (): Promise<void> => undefined),
    acknowledgeWrongUser: vi.fn(async (_email: string): Promise<void> => undefined),
    reload: vi.fn(),
  } satisfies SessionCheckDeps;
  return d;
}

describe('compareSession', () => {
  it('finds no mismatch when page and session agree', () => {
    expect(compareSession(null, null)).toBeNull();
    expect(compareSession(alice, alice)).toBeNull();
    expect(compareSession(alice, { ...alice, email: 'ALICE@example.com ' })).toBeNull();
  });

  it('names the three mismatches', () => {
    expect(compareSession(null, alice)).toBe('already_logged_in');
    expect(compareSession(alice, null)).toBe('not_logged_in');
    expect(compareSession(alice, bob)).toBe('wrong_user');
  });

  it('treats the same account under a changed email as the same user', () => {
    expect(compareSession(alice, { ...alice, email: 'new-alice@example.com' })).toBeNull();
  });
});

describe('the session check', () => {
  it('refreshes the page user when the session agrees', async () => {
    const d = deps(alice, { ...alice, pl: '1' });
    await expect(createSessionChecker(d).check()).resolves.toBeNull();
    expect(d.applyUser).toHaveBeenCalledWith({ ...alice, pl: '1' });
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('waits for the first status: no check while the page does not know its user yet', async () => {
    const d = deps(undefined, alice);
    await expect(createSessionChecker(d).check()).resolves.toBeNull();
    expect(d.fetchStatus).not.toHaveBeenCalled();
  });

  it('says nothing when the server cannot be reached', async () => {
    const d = deps(alice, async () => {
      throw new Error('request_failed');
    });
    await expect(createSessionChecker(d).check()).resolves.toBeNull();
    expect(d.logOutLocally).not.toHaveBeenCalled();
  });

  it('already_logged_in: offers to continue as that user and reloads the status on yes', async () => {
    const d = deps(null, alice, { continueAs: true });
    await expect(createSessionChecker(d).check()).resolves.toBe('already_logged_in');
    expect(d.confirmContinueAs).toHaveBeenCalledWith('alice@example.com');
    expect(d.fetchStatus).toHaveBeenCalledTimes(2);
    expect(d.applyUser).toHaveBeenCalledWith(alice);
  });

  it('already_logged_in: "not now" leaves the page a visitor', async () => {
    const d = deps(null, alice, { continueAs: false });
    await expect(createSessionChecker(d).check()).resolves.toBe('already_logged_in');
    expect(d.applyUser).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('not_logged_in: logs out locally, acknowledges acknowledge_session_expired, then refreshes', async () => {
    const order: string[] = [];
    const d = deps(alice, null);
    d.logOutLocally.mockImplementation(() => order.push('logout'));
    d.acknowledgeExpired.mockImplementation(async () => void order.push('acknowledge'));
    d.reload.mockImplementation(() => order.push('reload'));
    await expect(createSessionChecker(d).check()).resolves.toBe('not_logged_in');
    expect(order).toEqual(['logout', 'acknowledge', 'reload']);
  });

  it('wrong_user: acknowledges with the other user, then refreshes', async () => {
    const d = deps(alice, bob);
    await expect(createSessionChecker(d).check()).resolves.toBe('wrong_user');
    expect(d.acknowledgeWrongUser).toHaveBeenCalledWith('bob@example.com');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.logOutLocally).not.toHaveBeenCalled();
  });

  it('runs one check at a time: requests during a check (and its dialog) share it', async () => {
    let release!: () => void;
    const d = deps(alice, bob);
    d.acknowledgeWrongUser.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const checker = createSessionChecker(d);
    const first = checker.check();
    await vi.waitFor(() => expect(d.acknowledgeWrongUser).toHaveBeenCalled());
    const second = checker.check();
    expect(second).toBe(first);
    release();
    await first;
    expect(d.fetchStatus).toHaveBeenCalledTimes(1);
    expect(d.acknowledgeWrongUser).toHaveBeenCalledTimes(1);
  });

  it('is silent while a flow changes the session on purpose, and checks again once resumed', async () => {
    const d = deps(alice, null);
    const checker = createSessionChecker(d);
    const resume = checker.suspend();
    expect(checker.suspended).toBe(true);
    await expect(checker.check()).resolves.toBeNull();
    expect(d.fetchStatus).not.toHaveBeenCalled();
    resume();
    resume();
    expect(checker.suspended).toBe(false);
    await expect(checker.check()).resolves.toBe('not_logged_in');
  });

  it('drops a mismatch found by a check that a suspension overtook', async () => {
    let answer!: (u: User | null) => void;
    const d = deps(alice, () => new Promise<User | null>((resolve) => (answer = resolve)));
    const checker = createSessionChecker(d);
    const running = checker.check();
    await vi.waitFor(() => expect(d.fetchStatus).toHaveBeenCalled());
    checker.suspend();
    answer(null);
    await expect(running).resolves.toBeNull();
    expect(d.logOutLocally).not.toHaveBeenCalled();
  });
});
