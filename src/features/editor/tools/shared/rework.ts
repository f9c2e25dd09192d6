// Trying another setting of the same tool right after applying it (another sky, the light from the other
// side) starts again from the picture before it, and its result takes the place of the last one in the
// history: applying the tool on its own result would stack the two (a foreground tinted twice, two lights).
// Only while nothing else happened since (the present document is the very one the tool committed), so the
// earlier picture is surely still in the engine.
import type { ImageLayer } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import { layerSourcePixels, swapLayerImage, targetImageLayer } from './pixels';
import type { Pixels } from './toolsWorker';

interface LastResult {
  tool: string;
  /** The document the tool's commit made. */
  document: unknown;
  layerId: string;
  /** The layer's picture before it. */
  before: Pick<ImageLayer, 'imageId' | 'width' | 'height'>;
}

const last = new WeakMap<EditorController, LastResult>();

function reworking(editor: EditorController, tool: string, layer: ImageLayer): LastResult | null {
  const record = last.get(editor);
  return record && record.tool === tool && record.document === editor.document && record.layerId === layer.id ? record : null;
}

export interface ToolSource {
  layer: ImageLayer;
  pixels: Pixels;
  /** The picture the tool works on is the one before its last result (which the new one replaces). */
  rework: boolean;
}

/** The target layer and the pixels `tool` should work on; null without an image layer. */
export async function readToolSource(editor: EditorController, tool: string): Promise<ToolSource | null> {
  const layer = targetImageLayer(editor);
  if (!layer) return null;
  const record = reworking(editor, tool, layer);
  const source = record ? { ...layer, ...record.before } : layer;
  return { layer, pixels: await layerSourcePixels(editor, source), rework: record !== null };
}

/** Commits `pixels` as the layer's picture (one undo step, in place of the tool's last one when reworking). */
export async function commitToolResult(editor: EditorController, tool: string, source: ToolSource, pixels: Pixels): Promise<boolean> {
  const layer = targetImageLayer(editor);
  const current = layer && layer.id === source.layer.id ? layer : null;
  const record = current ? reworking(editor, tool, current) : null;
  const before = record ? record.before : current ? { imageId: current.imageId, width: current.width, height: current.height } : null;
  if (record) editor.undo();
  const done = await swapLayerImage(editor, source.layer.id, pixels);
  if (done && before) last.set(editor, { tool, document: editor.document, layerId: source.layer.id, before });
  else last.delete(editor);
  return done;
}
