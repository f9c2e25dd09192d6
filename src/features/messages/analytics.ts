// Analytics events of this area (targeted_message_shown, teaser_shown, announcement_shown). The product has no
// analytics collector yet: events are kept (the latest 50) and announced on window as `pixloom:analytics`,
// where a collector can listen.
export interface AnalyticsEvent {
  name: string;
  props: Record<string, string>;
  at: number;
}

const recent: AnalyticsEvent[] = [];

export function trackEvent(name: string, props: Record<string, string> = {}): void {
  const event: AnalyticsEvent = { name, props, at: Date.now() };
  recent.push(event);
  if (recent.length > 50) recent.shift();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('pixloom:analytics', { detail: event }));
}

export function recentEvents(): readonly AnalyticsEvent[] {
  return recent;
}
