// Reading the editor's picture in a spec: the mean colour of a small block of the full-resolution reference
// render (the editor's test hook), at fractions of the picture.
import type { Page } from '@playwright/test';
import type {} from '../../src/features/editor/shell/testHook';

/** Mean RGB over a 7×7 block of the full-resolution reference render, centred at (fx, fy) of the picture. */
export function blockMean(page: Page, fx: number, fy: number): Promise<number[]> {
  return page.evaluate(
    async ([x, y]) => {
      const hook = window.__pixloomEditor;
      if (!hook) throw new Error('no test hook');
      const r = await hook.referencePixels({});
      const cx = Math.round((x as number) * r.width);
      const cy = Math.round((y as number) * r.height);
      const sum = [0, 0, 0];
      for (let yy = cy - 3; yy <= cy + 3; yy++) for (let xx = cx - 3; xx <= cx + 3; xx++) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (r.data[(yy * r.width + xx) * 4 + c] ?? 0);
      return sum.map((s) => s / 49);
    },
    [fx, fy],
  );
}
