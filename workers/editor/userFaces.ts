// Fonts the page hands the worker as bytes (the user's own uploaded fonts, issue 16), by the family name
// documents use. Each file is added to the worker's FontFaceSet under a name of its own and texts of the
// family are drawn with that name: Chromium's worker canvas keeps what a font string resolved to, so a
// family drawn once in the fallback (before its bytes arrived) would stay in the fallback under its own name.
const faces = new Map<string, string>();
let count = 0;

/** A fresh face name for `family`'s bytes (used once the face has loaded: setUserFace). */
export function nextUserFaceName(): string {
  count += 1;
  return `pixloom-user-font-${count}`;
}

export function setUserFace(family: string, faceName: string): void {
  faces.set(family, faceName);
}

/** The face name a family's text is drawn with, when the page sent the family's bytes. */
export function userFaceName(family: string): string | null {
  return faces.get(family) ?? null;
}
