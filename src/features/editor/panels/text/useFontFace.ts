// A shipped font's faces in the page (for the picker and the layer list), loaded once when first wanted:
// the picker asks as an option scrolls into view. The state is shared by every component that shows
// the family, so each file is fetched once (and then comes from the service worker's cache).
import { useEffect, useState } from 'react';
import { loadFont } from '../../../../lib/shared/editor/fontFaces';
import type { ShippedFont } from '../../../../lib/shared/editor/fonts';

export type FaceState = 'idle' | 'loading' | 'ready' | 'failed';

const states = new Map<string, FaceState>();
const waiting = new Map<string, Set<(state: FaceState) => void>>();

function announce(id: string, state: FaceState): void {
  states.set(id, state);
  for (const listener of waiting.get(id) ?? []) listener(state);
}

/** Starts loading a family's regular face (its name's letters); later calls share the first one's result. */
export function requestFontFace(font: ShippedFont): void {
  const state = states.get(font.id);
  if (state === 'loading' || state === 'ready') return;
  // Without the FontFace API (an old browser, a test's DOM) the name shows in the fallback face.
  if (typeof FontFace === 'undefined' || !(document.fonts as FontFaceSet | undefined)) return announce(font.id, 'ready');
  announce(font.id, 'loading');
  void loadFont(document.fonts, font, `16px "${font.family}"`, font.family, location.href).then((ok) => announce(font.id, ok ? 'ready' : 'failed'));
}

/** The loading state of `font`'s face; `wanted` starts the load (e.g. once the option is on screen). */
export function useFontFace(font: ShippedFont | null, wanted: boolean): FaceState {
  const [state, setState] = useState<FaceState>(() => (font ? (states.get(font.id) ?? 'idle') : 'ready'));
  useEffect(() => {
    if (!font) return undefined;
    const listeners = waiting.get(font.id) ?? new Set();
    waiting.set(font.id, listeners);
    listeners.add(setState);
    setState(states.get(font.id) ?? 'idle');
    return () => {
      listeners.delete(setState);
    };
  }, [font]);
  useEffect(() => {
    if (font && wanted) requestFontFace(font);
  }, [font, wanted]);
  return state;
}
