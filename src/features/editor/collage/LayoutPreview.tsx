// A layout drawn small: its cells as rounded rectangles on the collage's aspect, so the browser shows what
// a layout looks like before it is chosen.
import { memo } from 'react';
import { layoutPreviewRects } from '../../../lib/shared/collage/geometry';
import type { CollageLayout } from '../../../lib/shared/collage/layouts';

const SIDE = 64;

export interface LayoutPreviewProps {
  layout: CollageLayout;
  /** Width over height of the collage it would be used on. */
  aspect: number;
}

export const LayoutPreview = memo(function LayoutPreview({ layout, aspect }: LayoutPreviewProps) {
  const width = aspect >= 1 ? SIDE : Math.round(SIDE * aspect);
  const height = aspect >= 1 ? Math.round(SIDE / aspect) : SIDE;
  const rects = layoutPreviewRects(layout.id, { width, height });
  return (
    <svg className="px-cl-preview" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
      <rect className="px-cl-preview__canvas" x={0} y={0} width={width} height={height} rx={2} />
      {rects.map((r, i) => (
        <rect key={i} className="px-cl-preview__cell" x={r.x} y={r.y} width={Math.max(0, r.width)} height={Math.max(0, r.height)} rx={1.5} />
      ))}
    </svg>
  );
});
