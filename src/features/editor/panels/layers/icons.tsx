// The layers panel's icons, in the editor's style (24×24 strokes in currentColor, decorative).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(paths: ReactNode) {
  return function LayerIcon({ size = 18, ...rest }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
        {paths}
      </svg>
    );
  };
}

export const EyeIcon = make(<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />);
export const EyeOffIcon = make(<path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 7.6C3.7 9.4 2 12 2 12s3.5 6 10 6a9.6 9.6 0 0 0 4.4-1" />);
export const LockIcon = make(<path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />);
export const UnlockIcon = make(<path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 6.8-1.2" />);
export const UpIcon = make(<path d="M12 19V5M6 11l6-6 6 6" />);
export const DownIcon = make(<path d="M12 5v14M6 13l6 6 6-6" />);
export const CopyIcon = make(<path d="M9 9h11v11H9zM5 15H4V4h11v1" />);
export const ImageIcon = make(<path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 1 0 0-.01" />);
export const ShapeIcon = make(<path d="M4 4h9v9H4zM16 11a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" />);
export const AdjustLayerIcon = make(<path d="M12 3a9 9 0 1 0 0 18zM12 3a9 9 0 0 1 0 18" />);
export const MergeIcon = make(<path d="M7 4v5l5 5 5-5V4M12 14v6M8 20h8" />);
