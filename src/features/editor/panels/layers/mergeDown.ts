// Merge down: the engine renders the two layers alone (full size, PNG, so nothing is lost), the picture
// is loaded back as a new image, kept as a project asset, and the document swaps the two layers for it
// in one undo step.
import { newId } from '../../../../lib/shared/editor/ids';
import { applyMergeDown, mergeDownSource } from '../../../../lib/shared/editor/layers';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import { commitStep } from './commitLayers';

export async function mergeDown(editor: EditorController, id: string, keepAsset: (imageId: string, blob: Blob, doc: EditorDocument) => void): Promise<boolean> {
  const doc = editor.document;
  const source = doc ? mergeDownSource(doc, id) : null;
  if (!source) return false;
  const { blob } = await editor.exportImage(source.document, { type: 'image/png' }, {});
  const imageId = newId('img');
  const info = await editor.loadImage(imageId, blob);
  // The document may have moved on while the picture was made: merge into what it is now, if it still can.
  const current = editor.document;
  if (!current) return false;
  const merged = applyMergeDown(current, id, { imageId, width: info.width, height: info.height });
  if (merged.document === current) return false;
  keepAsset(imageId, blob, merged.document);
  commitStep(editor, () => merged.document);
  editor.setUi({ selectedLayerId: merged.id });
  return true;
}
