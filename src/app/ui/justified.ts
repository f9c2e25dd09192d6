// The justified grid of Explore, user galleries and My Photos (spec account-content §2, §9): rows of
// height 200 with a 1 px border, in a content width of min(1232, window width) minus 96 (windows of 768
// and up), 64 (361 and up) or 32. Rows come from Flickr's justified-layout, the algorithm their photo
// pages use; this module only feeds it our numbers.
import justifiedLayout from 'justified-layout';

export const GALLERY_ROW_HEIGHT = 200;
export const GALLERY_BORDER = 1;
export const GALLERY_MAX_WIDTH = 1232;
/** The gap between tiles: the tiles' 1 px borders meet at 2 px, plus breathing room. */
export const GALLERY_SPACING = 8;

export function galleryContentWidth(windowWidth: number): number {
  const margin = windowWidth >= 768 ? 96 : windowWidth >= 361 ? 64 : 32;
  return Math.max(0, Math.min(GALLERY_MAX_WIDTH, windowWidth) - margin);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface GridLayout {
  boxes: Box[];
  height: number;
}

export interface GridOptions {
  containerWidth: number;
  rowHeight?: number;
  spacing?: number;
  /** Gallery default 40 (spec §9 "min item width 40"): very tall images are widened to it. */
  minItemWidth?: number;
}

/**
 * Lays out items (width and height of each image) in justified rows. Each box includes the border; the
 * last row keeps the target height instead of stretching a lonely photo across the page.
 */
export function justifiedRows(items: readonly { width: number; height: number }[], options: GridOptions): GridLayout {
  const rowHeight = options.rowHeight ?? GALLERY_ROW_HEIGHT;
  const spacing = options.spacing ?? GALLERY_SPACING;
  const minWidth = options.minItemWidth ?? 40;
  if (items.length === 0 || options.containerWidth <= 0) return { boxes: [], height: 0 };
  const ratios = items.map(({ width, height }) => {
    const ratio = width > 0 && height > 0 ? width / height : 1;
    // Never narrower than the minimum width, never wider than the whole row.
    return Math.min(Math.max(ratio, minWidth / rowHeight), options.containerWidth / rowHeight);
  });
  const result = justifiedLayout(ratios, {
    containerWidth: options.containerWidth,
    containerPadding: 0,
    boxSpacing: spacing,
    targetRowHeight: rowHeight,
    targetRowHeightTolerance: 0.25,
    showWidows: true,
    widowLayoutStyle: 'left',
  });
  return {
    boxes: result.boxes.map((b) => ({ left: b.left, top: b.top, width: b.width, height: b.height })),
    height: result.containerHeight,
  };
}
