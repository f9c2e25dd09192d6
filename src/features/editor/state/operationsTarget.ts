// Where the Adjust, Effects and Artsy panels send their changes. Normally the document's own operations;
// while a collage cell's photo is being edited (ui.editLayerId), that image layer's operations instead.
// The panels work on a "view": for the photo editor the document itself (so its behaviour is unchanged),
// for a cell a document of that photo alone whose operations are the layer's — which also makes the look
// thumbnails show the photo, not the whole collage. A change to the view is written back onto the layer
// and committed to the collage's own history, so undo and autosave work as for any other edit.
import { isAdjustmentOperation } from '../../../lib/shared/editor/layers';
import { DOCUMENT_LIMITS, type EditorDocument, type ImageLayer } from '../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../EditorContext';
import type { EditorController } from './editorController';

/** The image layer being edited, when it is still in the document. */
export function editedLayer(doc: EditorDocument, layerId: string | null): ImageLayer | null {
  if (layerId === null) return null;
  const layer = doc.layers.find((l) => l.id === layerId);
  return layer?.kind === 'image' ? layer : null;
}

// Views are kept per document and layer, so a view read twice is the same object (useSlice needs that).
const views = new WeakMap<EditorDocument, Map<string, EditorDocument>>();

function photoView(doc: EditorDocument, layer: ImageLayer): EditorDocument {
  // The photo alone, upright and uncut, at its own size: what its own operations apply to.
  const { clip: _clip, frame: _frame, operations = [], mask: _mask, ...rest } = layer;
  const photo: ImageLayer = { ...rest, opacity: 1, blendMode: 'normal', transform: { x: layer.width / 2, y: layer.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } };
  return { version: doc.version, section: 'editor', canvas: { width: layer.width, height: layer.height, background: '#00000000' }, layers: [photo], operations };
}

/** What the panels see: the document, or the edited photo alone with its operations as the document's. */
export function targetView(doc: EditorDocument, layerId: string | null): EditorDocument {
  const layer = editedLayer(doc, layerId);
  if (!layer || layerId === null) return doc;
  const kept = views.get(doc) ?? new Map<string, EditorDocument>();
  views.set(doc, kept);
  const known = kept.get(layerId);
  if (known) return known;
  const view = photoView(doc, layer);
  kept.set(layerId, view);
  return view;
}

/**
 * The document after the panels changed `view` (from targetView): the same document for the photo editor,
 * or the edited layer with the view's operations (point and effect kinds only, within the limit).
 */
export function fromTargetView(doc: EditorDocument, layerId: string | null, view: EditorDocument): EditorDocument {
  const layer = editedLayer(doc, layerId);
  if (!layer) return view;
  const operations = view.operations.filter((op) => isAdjustmentOperation(op.type));
  if (operations.length > DOCUMENT_LIMITS.maxAdjustmentOperations) return doc;
  const { operations: _old, ...rest } = layer;
  const next: ImageLayer = operations.length > 0 ? { ...rest, operations } : rest;
  return { ...doc, layers: doc.layers.map((l) => (l === layer ? next : l)) };
}

/** The panels' document now (editor.document, or the edited photo's view). */
export function targetDocument(editor: EditorController): EditorDocument | null {
  const doc = editor.document;
  return doc ? targetView(doc, editor.ui.get().editLayerId) : null;
}

/** Commits a change the panels made to their view (editor.commit, through the target). */
export function commitTarget(editor: EditorController, view: EditorDocument, mergeKey?: string): void {
  const doc = editor.document;
  if (!doc) return;
  editor.commit(fromTargetView(doc, editor.ui.get().editLayerId, view), mergeKey);
}

/** The panels' document, re-rendering when it changes (the document's present, or the photo's view). */
export function useTargetDocument(): EditorDocument | null {
  const editor = useEditor();
  const layerId = useSlice(editor.ui, (ui) => ui.editLayerId);
  return useSlice(editor.history, (h) => (h ? targetView(h.present, layerId) : null));
}
