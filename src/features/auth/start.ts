// The accounts area at start-up (src/app/features.ts): the session (first status loads in the background),
// and the account menu in the nav bars.
import { setAccountSlot } from '../../app/layout/slots';
import { AccountMenu } from './AccountMenu';
import { startSession } from './session';

export async function startAuth(): Promise<void> {
  startSession();
  setAccountSlot(AccountMenu);
}
