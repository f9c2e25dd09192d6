// Analytics events. No analytics service is part of the product yet: each event goes out as a DOM event
// (`pixloom:track`, detail { event, ...details }) that an analytics area can listen to.
export const TRACK_EVENT = 'pixloom:track';

export function trackEvent(event: string, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event, ...details } }));
}
