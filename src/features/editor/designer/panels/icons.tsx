// The designer rail's own icons, drawn like the editor's (shell/icons.tsx): 24×24 strokes in currentColor,
// decorative (every button that shows one has a text label).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(d: string) {
  return function DesignerIcon({ size = 20, ...rest }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
        <path d={d} />
      </svg>
    );
  };
}

/** Three panes of a page layout. */
export const TemplatesIcon = icon('M4 4h16v16H4zM4 10h16M10 10v10');
/** A circle, a square and a triangle. */
export const ElementsIcon = icon('M10 7a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0zM14 3.5h6.5V10H14zM7 13l4 7H3z');
/** A photo with a cloud arrow. */
export const UploadsIcon = icon('M4 16V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10M4 16l4-4 3 3 3-3 6 6M12 21v-5M9.5 18.5 12 16l2.5 2.5');
/** A page with a diagonal fill. */
export const BackgroundIcon = icon('M4 4h16v16H4zM4 14 14 4M4 20 20 4M10 20 20 10');
/** Stacked layers. */
export const ArrangeIcon = icon('M12 3 3 8l9 5 9-5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5');
