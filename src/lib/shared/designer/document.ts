// New designer documents (issue 16): a blank canvas of a format or a custom size. Templates arrive as
// whole documents (templates.ts); the panels add layers with the editor's layer edits (layers.ts) and the
// designer's own (elements.ts).
import { DOCUMENT_VERSION, type EditorDocument } from '../editor/types';
import { CUSTOM_FORMAT, CUSTOM_SIDE, formatById } from './formats';

export interface DesignerSize {
  /** A format id (formats.ts) or 'custom'. */
  format: string;
  width: number;
  height: number;
}

/** The size of a format; undefined when the id is unknown. */
export function sizeOfFormat(format: string): DesignerSize | undefined {
  const f = formatById(format);
  return f ? { format: f.id, width: f.width, height: f.height } : undefined;
}

/** Whether a custom side is accepted. */
export function validCustomSide(side: number): boolean {
  return Number.isInteger(side) && side >= CUSTOM_SIDE.min && side <= CUSTOM_SIDE.max;
}

/** An empty design: white, no layers. */
export function newDesignerDocument(size: DesignerSize, background = '#ffffffff'): EditorDocument {
  return {
    version: DOCUMENT_VERSION,
    section: 'designer',
    canvas: { width: size.width, height: size.height, background },
    layers: [],
    operations: [],
    designer: { format: formatById(size.format) ? size.format : CUSTOM_FORMAT },
  };
}
