// How the manager runs a change whose refusal is shown to the user (in a dialog, or over the gallery).
import { errorKey } from '../projectErrors';

/** Runs a change; answers the refusal's message key, or null when it was made. */
export async function attempt(change: () => Promise<void>): Promise<string | null> {
  try {
    await change();
    return null;
  } catch (e) {
    return errorKey(e);
  }
}
