// Small collage-like documents for the engine's clip, frame and pattern checks: photo layers placed by
// hand (the layout maths is tested elsewhere), each with an optional clip and frame.
import { DOCUMENT_VERSION, type EditorDocument, type ImageLayer, type LayerClip, type LayerFrame, type Transform } from '../../../src/lib/shared/editor/types';

export function photoLayer(id: string, imageId: string, size: { width: number; height: number }, transform: Transform, extra: { clip?: LayerClip; frame?: LayerFrame } = {}): ImageLayer {
  return { id, name: '', kind: 'image', imageId, width: size.width, height: size.height, transform, opacity: 1, visible: true, blendMode: 'normal', locked: false, ...extra };
}

export function collageDoc(width: number, height: number, layers: ImageLayer[], background = '#f4efe6ff'): EditorDocument {
  return { version: DOCUMENT_VERSION, section: 'collage', canvas: { width, height, background }, layers, operations: [] };
}

export const FRAME: LayerFrame = { border: 5, borderColor: '#ffffffff', shadow: 8, shadowColor: '#000000a0', shadowX: 3, shadowY: 4 };
