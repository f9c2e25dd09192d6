// The account calls of account-content §7, each checking its answer's shape (§5: "data equal to
// 'success', otherwise invalid_response"; lists must be arrays).
import { liveQuery } from 'dexie';
import { db } from '../../lib/db/db';
import { ApiError, INVALID_RESPONSE, apiCall } from '../../lib/request';
import { cleanUsername, encodeBa } from '../../lib/shared/validators';
import { currentUser, type User } from '../../lib/user';
import { toUser, updateSessionUser } from '../auth';

function expectSuccess(answer: unknown): void {
  if (answer !== 'success') throw new ApiError(INVALID_RESPONSE);
}

function expectUser(answer: unknown): User {
  const user = toUser(answer);
  if (!user) throw new ApiError(INVALID_RESPONSE);
  return user;
}

/** The name the server will keep (account-content §5: other characters stripped), for showing it at once. */
export function usernameAsKept(newName: string): string {
  return cleanUsername(newName.trim().normalize('NFC'));
}

export type UsernameChange = { state: 'changed' | 'waiting'; name: string };

const USERNAME_CALL = 'auth/update-username';
let followingRefusals = false;
const reverted = new Set<number>();

/**
 * A username change refused after it waited (the name was taken meanwhile): the name shown goes back to the
 * one before, and the change may be made again; the sync panel shows the server's reason. Watched in the
 * device's outbox, since the service worker's drain may be the one that met the refusal.
 */
function followUsernameRefusals(): void {
  if (followingRefusals) return;
  followingRefusals = true;
  liveQuery(() => db().outbox.filter((e) => e.call === USERNAME_CALL && e.state === 'refused' && e.refusal?.kind === 'refused').toArray()).subscribe({
    next: (entries) => {
      const user = currentUser.get();
      for (const entry of entries) {
        if (reverted.has(entry.seq!) || !user || user.email.toLowerCase() !== entry.owner.toLowerCase()) continue;
        reverted.add(entry.seq!);
        const { previous, name } = entry.label.params;
        // Only the name this change showed goes back (not one the server gave since).
        if (previous !== undefined && user.user_name === name) updateSessionUser({ user_name: previous, username: previous, can_change_user_name: true });
      }
    },
    error: () => undefined,
  });
}

/**
 * Changes the username through the one outbox (issue 18): shown at once; offline it waits and is delivered
 * once. Refused while the user waits (invalid, taken, already changed): nothing changes and the error says why.
 */
export async function changeUsername(newName: string, previous: string): Promise<UsernameChange> {
  const { sendOrQueue } = await import('../../lib/outbox/page');
  followUsernameRefusals();
  const name = usernameAsKept(newName);
  const result = await sendOrQueue({ call: USERNAME_CALL, payload: { newName }, label: { key: 'offline_change_username', params: { name, previous } } });
  if (result.state === 'refused') throw new ApiError(result.code || INVALID_RESPONSE, result.message);
  // The server keeps the cleaned name; the change can be made only once.
  updateSessionUser({ user_name: name, username: name, can_change_user_name: false });
  return { state: result.state === 'waiting' ? 'waiting' : 'changed', name };
}

export async function updateEmail(input: { e: string; ea: string; password?: string }): Promise<{ user: User; social: boolean }> {
  const answer = await apiCall<Record<string, unknown>>('auth/update-email', { e: input.e.trim(), ea: input.ea.trim(), ...(input.password !== undefined ? { paBa: encodeBa(input.password) } : {}) });
  return { user: expectUser(answer), social: Number(answer?.social) === 1 };
}

export async function updatePassword(input: { current?: string; next: string; again: string }): Promise<void> {
  expectSuccess(await apiCall('auth/update-pwd', { npBa: encodeBa(input.next), npaBa: encodeBa(input.again), ...(input.current !== undefined ? { opBa: encodeBa(input.current) } : {}) }));
}

/** Subscribes to (or leaves) the effects newsletter: is_ is "unsubscribed", '0' or '1'. */
/** Through the one outbox (src/lib/outbox, issue 18): offline it waits there and is delivered once, in order. */
export async function updateEmailPreference(subscribed: boolean): Promise<void> {
  const { sendOrQueue } = await import('../../lib/outbox/page');
  const result = await sendOrQueue({
    call: 'auth/update-email-pref',
    payload: { em: 'effects', is_: subscribed ? '0' : '1' },
    label: { key: subscribed ? 'offline_change_newsletter_on' : 'offline_change_newsletter_off', params: {} },
  });
  if (result.state === 'refused') throw new ApiError(result.code || INVALID_RESPONSE, result.message);
}

export interface Device {
  id: string;
  device: string;
  geo_data: string;
  date: number;
  is_you: boolean;
}

function toDevices(answer: unknown): Device[] {
  if (!Array.isArray(answer)) throw new ApiError(INVALID_RESPONSE);
  return answer.map((row: Record<string, unknown>) => ({
    id: String(row.id ?? ''),
    device: String(row.device ?? ''),
    geo_data: typeof row.geo_data === 'string' ? row.geo_data : '',
    date: Number(row.date) || 0,
    is_you: Number(row.is_you) === 1 || row.is_you === true,
  }));
}

export async function listDevices(): Promise<Device[]> {
  return toDevices(await apiCall('auth/devices', {}, { offlinePrompt: false }));
}

/** Signs a device out; answers the list that remains. */
export async function revokeDevice(id: string): Promise<Device[]> {
  return toDevices(await apiCall('auth/devices', { device_key: id }));
}

/** Sends the verification mail; answers the address it went to. */
export async function sendVerificationEmail(): Promise<string> {
  const answer = await apiCall<Record<string, unknown>>('auth/send-verify-email');
  if (typeof answer?.userEmail !== 'string' || !answer.userEmail) throw new ApiError(INVALID_RESPONSE);
  return answer.userEmail;
}

export async function verifyEmail(mv: string): Promise<void> {
  expectSuccess(await apiCall('auth/verify-email', { mv }));
}

export async function requestAccountClose(): Promise<void> {
  expectSuccess(await apiCall('auth/close-account-request'));
}

export async function checkCloseKey(closeKey: string): Promise<void> {
  expectSuccess(await apiCall('auth/close-account-key-control', { closeKey }, { offlinePrompt: false }));
}

export async function closeAccount(closeKey: string): Promise<void> {
  expectSuccess(await apiCall('auth/close-account', { closeKey }));
}

export interface CloseStatus {
  stepPercentageComplete?: unknown;
  isFinished?: unknown;
}

export async function closeAccountStatus(): Promise<CloseStatus> {
  const answer = await apiCall<CloseStatus>('auth/close-account-status', {}, { offlinePrompt: false, retryOnce: true });
  if (typeof answer !== 'object' || answer === null) throw new ApiError(INVALID_RESPONSE);
  return answer;
}

export async function validateResetKey(qKey: string): Promise<void> {
  expectSuccess(await apiCall('auth/reset-pass', { qKey, validateKey: 'true' }, { offlinePrompt: false }));
}

export async function resetPassword(qKey: string, password: string, again: string): Promise<void> {
  expectSuccess(await apiCall('auth/reset-pass', { qKey, passBa: encodeBa(password), passAgainBa: encodeBa(again) }));
}
