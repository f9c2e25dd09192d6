// The rows of the history panel: one per state of the history ("Open", then each step), named from the
// diff of consecutive documents. Names are kept per pair of documents, so a slider drag (which replaces
// the newest step many times a second) names one pair, not the whole list, on each move.
import type { TFunction } from 'i18next';
import { historyStates, type History } from '../../../lib/shared/editor/history';
import { HISTORY_LABEL_KEYS, stepLabel, type StepLabel } from '../../../lib/shared/editor/historyLabels';
import type { EditorDocument } from '../../../lib/shared/editor/types';

export interface HistoryRow {
  index: number;
  label: StepLabel;
  state: 'past' | 'current' | 'future';
}

const labels = new WeakMap<EditorDocument, WeakMap<EditorDocument, StepLabel>>();

function cachedLabel(before: EditorDocument, after: EditorDocument): StepLabel {
  let byAfter = labels.get(before);
  const known = byAfter?.get(after);
  if (known) return known;
  const label = stepLabel(before, after);
  if (!byAfter) labels.set(before, (byAfter = new WeakMap()));
  byAfter.set(after, label);
  return label;
}

export function historyRows(history: History): HistoryRow[] {
  const states = historyStates(history);
  const current = history.past.length;
  return states.map((doc, index) => ({
    index,
    label: index === 0 ? { key: HISTORY_LABEL_KEYS.open } : cachedLabel(states[index - 1]!, doc),
    state: index < current ? 'past' : index === current ? 'current' : 'future',
  }));
}

export function labelText(t: TFunction, label: StepLabel): string {
  return label.name ? t(label.key, { name: t(label.name) }) : t(label.key);
}
