// "Track a registered or logged-in event" (spec §4.4). No analytics service is part of the product yet:
// the event goes out as a DOM event that an analytics area can listen to.
export type TrackedEvent = 'registered' | 'logged_in';

export const TRACK_EVENT = 'pixloom:track';

export function track(event: TrackedEvent, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event, ...details } }));
}
