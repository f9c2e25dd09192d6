// The upscale panel's size check (src/features/editor/tools/upscale/upscaleSize.ts): the result must fit
// the largest picture the editor keeps on this device.
import { describe, expect, it } from 'vitest';
import { largestSide, upscaledSize } from '../../src/features/editor/tools/upscale/upscaleSize';
import { DOCUMENT_LIMITS } from '../../src/lib/shared/editor/types';

describe('upscale size check', () => {
  it('shows the result size and accepts one within the engine limit', () => {
    expect(upscaledSize({ width: 1200, height: 800 }, 2, 4088)).toEqual({ width: 2400, height: 1600, maxSide: 4088, fits: true });
    expect(upscaledSize({ width: 1000, height: 1022 }, 4, 4088)).toMatchObject({ width: 4000, height: 4088, fits: true });
  });

  it('refuses a result with a side over the engine limit', () => {
    expect(upscaledSize({ width: 1200, height: 800 }, 4, 4088)).toMatchObject({ width: 4800, height: 3200, fits: false });
    expect(upscaledSize({ width: 800, height: 2045 }, 2, 4088).fits).toBe(false);
  });

  it('never goes past the documents’ own limit, even on a device allowing more', () => {
    expect(largestSide(16384)).toBe(DOCUMENT_LIMITS.maxSide);
    expect(upscaledSize({ width: 2500, height: 1000 }, 4, 16384)).toMatchObject({ width: 10000, fits: false, maxSide: DOCUMENT_LIMITS.maxSide });
    expect(upscaledSize({ width: 2048, height: 1000 }, 4, 16384).fits).toBe(true);
  });
});
