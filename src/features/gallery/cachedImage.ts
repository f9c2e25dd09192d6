// Offline, a photo asked for at a size never seen before (the photo modal's big image of a photo seen only
// as a thumbnail, a tile after the window changed size) is not in the service worker's image cache; any
// size of the same photo that is there stands in for it, rather than a broken image.
import type { SyntheticEvent } from 'react';
import { IMAGE_CACHE } from '../../lib/shared/swProtocol';

/** An object URL of any size of this image the image cache holds, or null. */
export async function cachedVariant(url: string): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const base = new URL(url.split('?')[0] ?? url, window.location.href).href;
    const response = await (await caches.open(IMAGE_CACHE)).match(base, { ignoreSearch: true, ignoreVary: true });
    if (!response?.ok) return null;
    return URL.createObjectURL(await response.blob());
  } catch {
    return null;
  }
}

/** An img's onError: once, shows a kept size of the same photo instead. */
export function keptSizeOnError(url: string): (event: SyntheticEvent<HTMLImageElement>) => void {
  return (event) => {
    const img = event.currentTarget;
    if (img.dataset.keptSize) return;
    img.dataset.keptSize = 'tried';
    void cachedVariant(url).then((src) => {
      if (!src) return;
      img.addEventListener('load', () => URL.revokeObjectURL(src), { once: true });
      img.dataset.keptSize = 'shown';
      img.src = src;
    });
  };
}
