// The compatibility worker (spec §4.10): the one Comlink `expose`. It measures the GPU on an OffscreenCanvas
// off the main thread and applies the rules; the page's client (src/lib/compat/compatClient.ts) wraps it.
import { expose } from 'comlink';
import { probeGl } from './probe';
import { evaluateCompat } from './rules';
import type { CompatInput, CompatResult, GlFacts } from './types';

const api = {
  /** Runs every test and applies the rules; an admin renderer override in the input wins over the GPU's. */
  run(input: CompatInput): CompatResult {
    return evaluateCompat(input, probeGl());
  },
  /** The raw measurements, for logs and the manual Chromium check. */
  probe(): GlFacts {
    return probeGl();
  },
};

export type CompatWorkerApi = typeof api;

expose(api);
