// The photo editor's front door: the editor itself, in a chunk of its own (the create page loads it when its
// section opens). Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadPhotoEditor = () => import('./PhotoEditor');

/** The user's own fonts (issue 16), for the projects sync that sends and brings a design's fonts: a small chunk. */
export const loadUserFonts = async () => {
  const [store, file] = await Promise.all([import('./panels/text/userFontStore'), import('./panels/text/userFontFile')]);
  return { listUserFonts: store.listUserFonts, registerProjectFonts: store.registerProjectFonts, userFonts: store.userFonts, isFontAssetId: file.isFontAssetId };
};
