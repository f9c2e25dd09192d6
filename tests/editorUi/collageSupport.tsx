// The collage maker's screens under test: an i18next instance with the collage strings and the editor's
// (English), and a collage document of a given layout with photos in its first cells (images the engine
// never decodes: the panels only read the document).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import collage from '../../locales/en/collage.json';
import common from '../../locales/en/common.json';
import designerPanels from '../../locales/en/designerPanels.json';
import editorNs from '../../locales/en/editor.json';
import editorText from '../../locales/en/editorText.json';
import editorUi from '../../locales/en/editorUi.json';
import { addPhotos, createCollageDocument } from '../../src/lib/shared/collage/document';
import { layoutsByCount, type CollageLayout } from '../../src/lib/shared/collage/layouts';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

export async function collageI18n(): Promise<I18n> {
  const i18n = i18next.createInstance();
  const resources = { collage, editorUi, editor: editorNs, common, editorText, designerPanels };
  const names = Object.keys(resources);
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, ns: names, defaultNS: 'collage', fallbackNS: names.filter((n) => n !== 'collage'), interpolation: { escapeValue: false } });
  return i18n;
}

/** The first layout for `count` photos. */
export function layoutFor(count: number): CollageLayout {
  const layout = layoutsByCount().get(count)?.[0];
  if (!layout) throw new Error(`no layout for ${count} photos`);
  return layout;
}

/** A 1200 × 1200 collage on the first `cells`-photo layout with `photos` photos (600 × 400) in it. */
export function collageDocument(cells = 3, photos = 0): EditorDocument {
  const doc = createCollageDocument({ layoutId: layoutFor(cells).id, width: 1200, height: 1200 });
  if (photos === 0) return doc;
  return addPhotos(
    doc,
    Array.from({ length: photos }, (_, i) => ({ imageId: `img-${i + 1}`, width: 600, height: 400, name: `Photo ${i + 1}` })),
  );
}
