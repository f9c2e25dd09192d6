// The shipped fonts in the editor worker: before a frame, an export or a measurement, every visible text
// in a shipped family (or an alias of one, e.g. "Impact" → Anton) has its faces loaded into the worker's
// own FontFaceSet (`self.fonts`), so the engine draws and exports with the real font, never a fallback
// it happened to have while the file was on its way.
import { loadFont, loadedFaceCount } from '../../src/lib/shared/editor/fontFaces';
import { shippedFont } from '../../src/lib/shared/editor/fonts';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { cssFont } from './textDraw';

function workerFonts(): FontFaceSet | null {
  return (globalThis as unknown as { fonts?: FontFaceSet }).fonts ?? null;
}

/** After a family failed to load (offline, never cached), frames use the fallback this long before trying again. */
const RETRY_AFTER_MS = 30_000;

export class ShippedFonts {
  private loaded = 0;
  private readonly failedAt = new Map<string, number>();

  /**
   * Loads the faces `doc`'s texts need. True when faces arrived since the last call (text drawn before
   * them used the fallback and must be drawn again).
   */
  async ensure(doc: EditorDocument): Promise<boolean> {
    const set = workerFonts();
    if (!set) return false;
    const origin = (globalThis as unknown as { location?: { href: string } }).location?.href ?? 'http://localhost/';
    const waits: Promise<boolean>[] = [];
    for (const layer of doc.layers) {
      if (layer.kind !== 'text' || !layer.visible) continue;
      const font = shippedFont(layer.fontFamily);
      if (!font || performance.now() - (this.failedAt.get(font.id) ?? -Infinity) < RETRY_AFTER_MS) continue;
      waits.push(
        loadFont(set, font, cssFont(layer, 16), layer.text, origin).then((ok) => {
          if (ok) this.failedAt.delete(font.id);
          else this.failedAt.set(font.id, performance.now());
          return ok;
        }),
      );
    }
    if (waits.length === 0) return false;
    await Promise.all(waits);
    const count = loadedFaceCount(set);
    const changed = count !== this.loaded;
    this.loaded = count;
    return changed;
  }
}
