// Loading shipped fonts into a FontFaceSet: `document.fonts` in the page (picker, layer list) and
// `self.fonts` in the editor worker (what the engine draws and exports with). Every face of a family is
// registered once, by URL and unicode range, so the browser fetches only the files a text needs (and the
// service worker keeps them for offline use); `loadFont` resolves when those have arrived.
import { FONT_PATH, fontFiles, type ShippedFont } from './fonts';

const registered = new WeakMap<FontFaceSet, Map<string, FontFace[]>>();

function faces(set: FontFaceSet, font: ShippedFont, origin: string): FontFace[] {
  let families = registered.get(set);
  if (!families) {
    families = new Map();
    registered.set(set, families);
  }
  let list = families.get(font.id);
  if (!list) {
    list = fontFiles(font).map((file) => new FontFace(font.family, `url("${new URL(FONT_PATH + file.path, origin).href}") format("woff2")`, { weight: String(file.weight), style: 'normal', unicodeRange: file.unicodeRange, display: 'swap' }));
    for (const face of list) set.add(face);
    families.set(font.id, list);
  }
  return list;
}

/**
 * Loads what `text` in `font` (a CSS font shorthand naming the family) needs from a shipped family.
 * True when the faces are ready; false when one could not be fetched (offline and never cached): the
 * text is then drawn with the fallback, and a later call tries the network again.
 */
export async function loadFont(set: FontFaceSet, font: ShippedFont, cssFont: string, text: string, origin: string): Promise<boolean> {
  const list = faces(set, font, origin);
  try {
    await set.load(cssFont, text.trim() === '' ? font.family : text);
    return true;
  } catch {
    // A failed face stays failed: register fresh ones so the next try asks the network again.
    const families = registered.get(set);
    families?.delete(font.id);
    for (const face of list) set.delete(face);
    return false;
  }
}

/** How many of the shipped faces in `set` have loaded: when it grows, text drawn before must be redrawn. */
export function loadedFaceCount(set: FontFaceSet): number {
  let count = 0;
  for (const list of registered.get(set)?.values() ?? []) for (const face of list) if (face.status === 'loaded') count += 1;
  return count;
}
