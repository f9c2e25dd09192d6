// auth/ calls (spec shell-auth-platform §7 and account-content §7 Account), one file per group beside this one.
import type { CallDefinition } from '../../api/types';
import type { Services } from '../../services';
import { sessionCalls } from './session';
import { passwordCalls } from './password';
import { profileCalls } from './profile';
import { optionsCalls } from './options';
import { closeCalls } from './close';
import { socialCalls } from './social';
import { trackingCalls } from './tracking';

export function authCalls(_services: Services): CallDefinition<never>[] {
  return [...sessionCalls(), ...passwordCalls(), ...profileCalls(), ...optionsCalls(), ...closeCalls(), ...socialCalls(), ...trackingCalls()];
}
