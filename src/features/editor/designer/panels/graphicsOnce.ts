// The shipped graphics, loaded once per page (their data is a chunk of its own) for the Elements panel's
// grid and the photo frame shapes; a failed load is tried again next time.
import { loadGraphics, type Graphic } from '../../../../lib/shared/designer/graphics';

let loaded: Promise<readonly Graphic[]> | null = null;

export function graphicsOnce(): Promise<readonly Graphic[]> {
  loaded ??= loadGraphics().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
