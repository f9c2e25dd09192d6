// "Track a registered or logged-in event" (spec §4.4), through the app's event channel (src/lib/track.ts).
import { trackEvent } from '../../lib/track';

export type TrackedEvent = 'registered' | 'logged_in';

export { TRACK_EVENT } from '../../lib/track';

export function track(event: TrackedEvent, details: Record<string, unknown> = {}): void {
  trackEvent(event, details);
}
