// A shape or graphic drawn small from the same outline the engine and the PDF draw (outline.ts), for the
// Elements panel's buttons and the photo frame choices.
import { outlinePath } from '../../../../lib/shared/designer/outline';
import type { ShapeOutline } from '../../../../lib/shared/editor/types';

const SIZE = 40;

export function ShapePreview({ outline, width = SIZE, height = SIZE }: { outline: ShapeOutline; width?: number; height?: number }) {
  const stroke = outline.shape === 'line' || outline.shape === 'arrow' ? 2.5 : 0;
  const path = outlinePath(outline, width, height, stroke);
  const pad = 3;
  return (
    <svg className="px-dz-preview" width={SIZE + pad * 2} height={SIZE + pad * 2} viewBox={`${-pad} ${(height - SIZE) / 2 - pad} ${SIZE + pad * 2} ${SIZE + pad * 2}`} aria-hidden="true" focusable="false">
      <path
        d={path.d}
        transform={path.scaleX !== 1 || path.scaleY !== 1 ? `scale(${path.scaleX} ${path.scaleY})` : undefined}
        fill={path.strokeOnly ? 'none' : 'currentColor'}
        stroke={path.strokeOnly ? 'currentColor' : 'none'}
        strokeWidth={path.strokeOnly ? stroke : undefined}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
