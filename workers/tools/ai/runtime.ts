// TensorFlow.js for the tools worker, loaded on first use (its ~1 MB stays out of the worker until a model
// runs): WebGL on an OffscreenCanvas where the worker has one, else the CPU backend. Models come from
// /models/ (same origin, public/models, LICENSES.md there); the service worker keeps them once fetched, so
// they load offline after the first use or after "Download AI tools for offline use".
import type * as TF from '@tensorflow/tfjs';

export type Tf = typeof TF;
export type GraphModel = TF.GraphModel;
export type LayersModel = TF.LayersModel;

let tfReady: Promise<Tf> | null = null;

async function pickBackend(tf: Tf): Promise<string> {
  // WebGL in a worker needs OffscreenCanvas (Safari < 17 has none): probe before asking for it, and fall
  // back to the CPU when the context cannot be made (software-only devices, a lost GPU process).
  const hasOffscreen = typeof OffscreenCanvas !== 'undefined' && (() => {
    try {
      return new OffscreenCanvas(1, 1).getContext('webgl2') !== null;
    } catch {
      return false;
    }
  })();
  if (hasOffscreen) {
    try {
      if (await tf.setBackend('webgl')) {
        await tf.ready();
        return 'webgl';
      }
    } catch {
      // falls through to the CPU
    }
  }
  await tf.setBackend('cpu');
  await tf.ready();
  return 'cpu';
}

/** TensorFlow.js with its backend chosen (logged once, so a slow run can be told from a CPU one). */
export function loadTf(): Promise<Tf> {
  if (!tfReady) {
    tfReady = (async () => {
      const tf = await import('@tensorflow/tfjs');
      tf.env().set('PROD', true);
      const backend = await pickBackend(tf);
      console.info(`[pixloom ai] TensorFlow.js ${tf.version.tfjs}, backend ${backend}`);
      return tf;
    })();
    tfReady.catch(() => {
      tfReady = null;
    });
  }
  return tfReady;
}

/** The backend in use ('webgl' | 'cpu'), for benchmarks and logs. */
export async function backendName(): Promise<string> {
  return (await loadTf()).getBackend();
}

/** Where the shipped models are served: the app's origin in the page and in its workers. */
function modelUrl(path: string): string {
  const base = typeof self !== 'undefined' && 'location' in self ? self.location.origin : '';
  return `${base}/models/${path}`;
}

const graphModels = new Map<string, Promise<GraphModel>>();
const layersModels = new Map<string, Promise<LayersModel>>();

function once<M>(cache: Map<string, Promise<M>>, path: string, load: () => Promise<M>): Promise<M> {
  let model = cache.get(path);
  if (!model) {
    model = load();
    cache.set(path, model);
    // A failed load (offline before the models were kept) may succeed later: forget it.
    model.catch(() => cache.delete(path));
  }
  return model;
}

/** A graph model (converted TensorFlow SavedModel) from /models/<path>, loaded once. */
export function graphModel(path: string): Promise<GraphModel> {
  return once(graphModels, path, async () => (await loadTf()).loadGraphModel(modelUrl(path)));
}

/** A Keras layers model from /models/<path>, loaded once. */
export function layersModel(path: string): Promise<LayersModel> {
  return once(layersModels, path, async () => (await loadTf()).loadLayersModel(modelUrl(path)));
}
