// What the editor does with an image or project queued by a deep link (spec §3 queue behaviors): the
// offline area's share pickup picks the behavior from what is open (sharedImage.ts queueBehaviorFor); the
// editor carries it out. With nothing open there is nothing to replace or save, so every behavior opens.
import type { QueueBehavior } from '../../../lib/deeplink/deepLink';

export type QueuedStep = 'open' | 'ask_then_open' | 'save_then_open';

export function queuedStep(behavior: QueueBehavior, hasDocument: boolean): QueuedStep {
  if (!hasDocument) return 'open';
  if (behavior === 'ask_user') return 'ask_then_open';
  if (behavior === 'load_after_saving_autosave') return 'save_then_open';
  return 'open';
}
