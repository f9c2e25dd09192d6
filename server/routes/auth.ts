// auth/ calls (spec shell-auth-platform §7 and account-content §7 Account), implemented in server/accounts/.
import type { CallDefinition } from '../api/types';
import type { Services } from '../services';
import { sessionCalls } from '../accounts/calls/session';
import { passwordCalls } from '../accounts/calls/password';
import { profileCalls } from '../accounts/calls/profile';
import { optionsCalls } from '../accounts/calls/options';
import { closeCalls } from '../accounts/calls/close';
import { socialCalls } from '../accounts/calls/social';
import { trackingCalls } from '../accounts/calls/tracking';

export function authCalls(_services: Services): CallDefinition<never>[] {
  return [...sessionCalls(), ...passwordCalls(), ...profileCalls(), ...optionsCalls(), ...closeCalls(), ...socialCalls(), ...trackingCalls()];
}
