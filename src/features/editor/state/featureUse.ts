// Feature frequencies (account-content §3): the editor counts a tool when the user applies it, under the
// tool's feature-catalogue id (src/lib/shared/features: what the dashboard's frequently-used cards and the
// feature search list). A slider dragged ten times is one use: the same tool again in a row is not counted
// again. Callers may name the tool by its id, its deep link or the catalogue id.
import { featureIdFor } from '../../../lib/shared/features';
import { recordFeatureUse } from '../../../lib/settings';
import { report } from '../../../lib/report';

let last: string | null = null;

export function noteToolUse(tool: string): void {
  const id = featureIdFor(tool);
  if (id === undefined) {
    report('error', 'feature use of a tool the feature catalogue lacks', { tool });
    return;
  }
  if (id === last) return;
  last = id;
  void recordFeatureUse(id).catch((error: unknown) => report('warning', 'feature use not recorded', { error: String(error) }));
}

/** A new document: the first use of each tool in it counts again. */
export function resetToolUse(): void {
  last = null;
}
