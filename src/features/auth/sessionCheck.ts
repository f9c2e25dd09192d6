// The session check of spec §4.3: the page compares the user it shows with the user the browser's
// session belongs to (auth/status). Three mismatches:
//   already_logged_in  the page shows a visitor, the browser has a session: offer to continue as that user;
//   not_logged_in      the page shows a user, the session ended: log out locally, ask to refresh;
//   wrong_user         the session belongs to someone else: ask to refresh.
// The checker runs one check at a time (a check in progress, dialog included, answers later requests)
// and can be suspended while a flow changes the session on purpose (sign-in retry, account closing).
import type { User } from '../../lib/user';
import { sameEmail } from './userData';

export type SessionMismatch = 'already_logged_in' | 'not_logged_in' | 'wrong_user';

type Who = Pick<User, 'email' | 'luk'> | null;

/** Which mismatch, if any, between the page's user and the session's. The same account (luk) under a new email is no mismatch. */
export function compareSession(page: Who, server: Who): SessionMismatch | null {
  if (!page && server) return 'already_logged_in';
  if (page && !server) return 'not_logged_in';
  if (page && server && !sameEmail(page.email, server.email)) {
    return page.luk && page.luk === server.luk ? null : 'wrong_user';
  }
  return null;
}

export interface SessionCheckDeps {
  /** The page's user: undefined while the first status is loading. */
  pageUser(): User | null | undefined;
  /** auth/status: the session's user, or null for none. Rejects when the server cannot be reached. */
  fetchStatus(): Promise<User | null>;
  /** Shows the session's user on the page (a refresh of the same user, or continuing as the session's). */
  applyUser(user: User): void;
  /** Forgets the user on the page (not_logged_in), without touching the server. */
  logOutLocally(): void;
  /** Confirm: continue as this user? Resolves true for yes. */
  confirmContinueAs(email: string): Promise<boolean>;
  /** Acknowledgement: the session ended, refresh (key acknowledge_session_expired). */
  acknowledgeExpired(): Promise<void>;
  /** Acknowledgement: another user signed in, refresh. */
  acknowledgeWrongUser(email: string): Promise<void>;
  reload(): void;
}

export interface SessionChecker {
  /** Compares the page with the session and handles a mismatch; resolves with what was found. */
  check(): Promise<SessionMismatch | null>;
  /** Stops checks until the returned function is called (nested suspensions stack). */
  suspend(): () => void;
  readonly suspended: boolean;
}

export function createSessionChecker(deps: SessionCheckDeps): SessionChecker {
  let running: Promise<SessionMismatch | null> | null = null;
  let suspensions = 0;

  async function run(): Promise<SessionMismatch | null> {
    const page = deps.pageUser();
    if (page === undefined) return null;
    let server: User | null;
    try {
      server = await deps.fetchStatus();
    } catch {
      // Offline or a server error says nothing about the session.
      return null;
    }
    // A flow that changes the session on purpose started while the status was on its way.
    if (suspensions > 0) return null;
    const mismatch = compareSession(page, server);
    if (mismatch === null) {
      if (server) deps.applyUser(server);
      return null;
    }
    if (mismatch === 'already_logged_in' && server) {
      if (await deps.confirmContinueAs(server.email)) {
        // "Continue" reloads the status: the session may have changed while the question was open.
        const fresh = await deps.fetchStatus().catch(() => server);
        if (fresh) deps.applyUser(fresh);
      }
    } else if (mismatch === 'not_logged_in') {
      deps.logOutLocally();
      await deps.acknowledgeExpired();
      deps.reload();
    } else if (mismatch === 'wrong_user' && server) {
      await deps.acknowledgeWrongUser(server.email);
      deps.reload();
    }
    return mismatch;
  }

  return {
    check() {
      if (suspensions > 0) return Promise.resolve(null);
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    suspend() {
      suspensions++;
      let resumed = false;
      return () => {
        if (resumed) return;
        resumed = true;
        suspensions--;
      };
    },
    get suspended() {
      return suspensions > 0;
    },
  };
}
