// The user's own font in the engine (issue 16): a design whose text names an uploaded family is drawn by the
// worker in that font once the page knows it (the engine client sends the bytes with the document), not in
// the fallback, and the same as the shipped file of that font draws it.
import { describe, expect, it } from 'vitest';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { fontAssetId } from '../../src/lib/userFonts/file';
import { forgetPageFonts, registerUserFonts } from '../../src/lib/userFonts/store';
import { DOCUMENT_VERSION, type EditorDocument, type TextLayer } from '../../src/lib/shared/editor/types';
import { decode } from '../editor/support/exported';
import { difference } from '../editor/support/pictures';

function design(fontFamily: string): EditorDocument {
  const heading: TextLayer = { name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, id: 'h', kind: 'text', text: 'Hello Summer', fontFamily, fontSize: 64, bold: false, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2, transform: { x: 250, y: 60, scaleX: 1, scaleY: 1, rotation: 0 } };
  return { version: DOCUMENT_VERSION, section: 'designer', designer: { format: 'custom' }, canvas: { width: 500, height: 120, background: '#ffffffff' }, layers: [heading], operations: [] };
}

describe('an uploaded font in the engine', () => {
  it('draws the text in the uploaded font, not the fallback, as the same font file draws it', async () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    try {
      const picture = async (doc: EditorDocument) => {
        await engine.setDocument(doc);
        return decode((await engine.exportImage({ type: 'image/png' })).blob);
      };
      // Not known on this device: the fallback.
      const fallback = await picture(design('Ann Script'));
      // The shipped Pacifico, loaded by URL as always.
      const shipped = await picture(design('Pacifico'));
      // The same Pacifico file, uploaded under another family name.
      const bytes = await (await fetch('/fonts/pacifico/pacifico-latin-400-normal.woff2')).arrayBuffer();
      registerUserFonts([{ id: await fontAssetId(bytes), family: 'Ann Script', type: 'font/woff2', bytes }]);
      const uploaded = await picture(design('Ann Script'));

      const fromFallback = difference(uploaded, fallback);
      const fromShipped = difference(uploaded, shipped);
      console.info(`uploaded vs fallback: ${JSON.stringify(fromFallback)}; uploaded vs shipped: ${JSON.stringify(fromShipped)}`);
      expect(fromFallback.max).toBeGreaterThan(100);
      expect(fromShipped.max).toBeLessThanOrEqual(3);
    } finally {
      forgetPageFonts();
      engine.dispose();
      canvas.remove();
    }
  });
});
