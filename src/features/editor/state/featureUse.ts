// Feature frequencies (account-content §3): the editor counts a tool when the user applies it, under the
// tool's deep-link type (what the dashboard's frequently-used cards and the feature search link to). A
// slider dragged ten times is one use: the same tool again in a row is not counted again.
import { recordFeatureUse } from '../../../lib/settings';
import { report } from '../../../lib/report';

let last: string | null = null;

export function noteToolUse(deepLinkType: string): void {
  if (deepLinkType === last) return;
  last = deepLinkType;
  void recordFeatureUse(deepLinkType).catch((error: unknown) => report('warning', 'feature use not recorded', { error: String(error) }));
}

/** A new document: the first use of each tool in it counts again. */
export function resetToolUse(): void {
  last = null;
}
