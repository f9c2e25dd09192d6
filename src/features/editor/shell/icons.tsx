// The editor's icons: inline 24×24 strokes in currentColor (both themes, no icon font). Decorative:
// every button that shows one also has a text label or an aria-label.
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(paths: ReactNode) {
  return function EditorIcon({ size = 20, ...rest }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
        {paths}
      </svg>
    );
  };
}

/** A brush: the retouch tools. */
export const BrushIcon = make(
  <>
    <path d="M18.4 3.6a2 2 0 0 1 2.8 2.8L12 15.6 8.4 12z" />
    <path d="M8.4 12c-2.2 0-3.9 1.7-3.9 3.9 0 1.4-.8 2.6-2 3.1 1 .7 2.3 1 3.6 1 3 0 5.4-2.4 5.4-5.4" />
  </>,
);
export const BackIcon = make(<path d="M15 18l-6-6 6-6" />);
export const UndoIcon = make(<path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />);
export const RedoIcon = make(<path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />);
export const CompareIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M12 2v20" />
    <path d="M3 14l4-4 5 5" />
  </>,
);
export const ZoomInIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
  </>,
);
export const ZoomOutIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M8 11h6" />
  </>,
);
export const FitIcon = make(<path d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4" />);
export const DownloadIcon = make(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const CloudIcon = make(<path d="M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9H7zM12 16v-6M9.5 12.5 12 10l2.5 2.5" />);
export const CropIcon = make(<path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />);
export const RotateLeftIcon = make(<path d="M3 3v6h6M3.5 14a8.5 8.5 0 1 0 2-8.6L3 9" />);
export const RotateRightIcon = make(<path d="M21 3v6h-6M20.5 14a8.5 8.5 0 1 1-2-8.6L21 9" />);
export const FlipHIcon = make(<path d="M12 3v18M9 7 4 17h5V7zM15 7l5 10h-5V7z" />);
export const FlipVIcon = make(<path d="M3 12h18M7 9 17 4v5H7zM7 15l10 5v-5H7z" />);
export const StraightenIcon = make(
  <>
    <path d="M3 17 21 7" />
    <path d="M3 12h18" strokeDasharray="2 3" />
  </>,
);
export const ResizeIcon = make(<path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />);
export const ExpandIcon = make(
  <>
    <rect x="7" y="7" width="10" height="10" rx="1" />
    <path d="M3 3h4M3 3v4M21 3h-4M21 3v4M3 21h4M3 21v-4M21 21h-4M21 21v-4" />
  </>,
);
export const TransformIcon = make(<path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />);
export const AdjustIcon = make(<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4" />);
export const EffectsIcon = make(<path d="M12 3l1.8 4.6L18 9l-4.2 1.4L12 15l-1.8-4.6L6 9l4.2-1.4L12 3zM19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8.8-2zM5 16l.6 1.4L7 18l-1.4.6L5 20l-.6-1.4L3 18l1.4-.6L5 16z" />);
export const ArtsyIcon = make(
  <>
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.5-.2-.8-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.6 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </>,
);
export const ToolsIcon = make(<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6zM18 2l.7 1.8L20.5 4.5l-1.8.7L18 7l-.7-1.8-1.8-.7 1.8-.7L18 2z" />);
export const TextIcon = make(<path d="M5 6V4h14v2M12 4v16M9 20h6" />);
export const CloseIcon = make(<path d="M6 6l12 12M18 6 6 18" />);
export const TrashIcon = make(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const UploadIcon = make(<path d="M12 16V4M7 9l5-5 5 5M5 20h14" />);
export const CameraIcon = make(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);
export const PhotosIcon = make(
  <>
    <rect x="6" y="3" width="15" height="13" rx="2" />
    <path d="M3 7v11a2 2 0 0 0 2 2h12M9 13l3-3 3 3 2-2 4 4" />
  </>,
);
export const ClipboardIcon = make(
  <>
    <rect x="6" y="4" width="12" height="17" rx="2" />
    <path d="M9 4a3 3 0 0 1 6 0M9 10h6M9 14h6" />
  </>,
);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />);
export const CheckIcon = make(<path d="M5 12.5 10 17l9-10" />);
export const ResetIcon = make(<path d="M4 4v5h5M4.6 14a8 8 0 1 0 1.9-8.3L4 9" />);
export const AlignLeftIcon = make(<path d="M4 6h16M4 10h10M4 14h16M4 18h10" />);
export const AlignCenterIcon = make(<path d="M4 6h16M7 10h10M4 14h16M7 18h10" />);
export const AlignRightIcon = make(<path d="M4 6h16M10 10h10M4 14h16M10 18h10" />);
export const LinkIcon = make(<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />);
export const HistoryIcon = make(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 3" />
  </>,
);
export const SelectIcon = make(
  <>
    <path d="M4 8V5a1 1 0 0 1 1-1h3M12 4h2M18 4h1a1 1 0 0 1 1 1v3M20 12v2M20 18v1a1 1 0 0 1-1 1h-3M12 20h-2M6 20H5a1 1 0 0 1-1-1v-3M4 12v-2" />
  </>,
);
