// The editor worker: the one Comlink `expose` of the editor engine (STYLE.md rule 1). The page talks to
// it only through src/features/editor/engineClient.ts. Pixels and bitmaps travel as transfers.
import { expose, transfer } from 'comlink';
import type { EditorEngineApi } from './api';
import { EditorEngine } from './engine';

const engine = new EditorEngine();

const api: EditorEngineApi = {
  init: async (canvas, options, onEvent) => engine.init(canvas, options, onEvent),
  addImage: async (id, bitmap) => engine.addImage(id, bitmap),
  addImageFile: (id, file) => engine.addImageFile(id, file),
  addImagePixels: (id, width, height, data) => engine.addImagePixels(id, width, height, data),
  removeImage: (id) => engine.removeImage(id),
  loadFont: (family, data, descriptors) => engine.loadFont(family, data, descriptors),
  setDocument: (document) => engine.setDocument(document),
  render: (document, view, jobId, onProgress) => engine.render(document, view, jobId, onProgress),
  exportImage: (options, jobId, onProgress) => engine.exportImage(options, jobId, onProgress),
  planExport: async (options) => engine.planExport(options),
  renderPixels: async (options, jobId, onProgress) => {
    const result = await engine.renderPixels(options, jobId, onProgress);
    return transfer(result, [result.data.buffer]);
  },
  thumbnails: (options, jobId, onProgress) => engine.thumbnails(options, jobId, onProgress),
  histogram: () => engine.histogram(),
  measureLayers: () => engine.measureLayers(),
  cancel: (jobId) => engine.cancel(jobId),
  simulateContextLoss: (restoreAfterMs) => engine.simulateContextLoss(restoreAfterMs),
  dispose: () => engine.dispose(),
};

expose(api);
