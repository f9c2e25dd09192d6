// An icon button of the Arrange panel: its label as the accessible name and in a tooltip (on hover and
// keyboard focus), with the shortcut when it has one. A button that cannot act now stays focusable
// (aria-disabled) and its tooltip says why, read out as its description.
import { useId } from 'react';

export interface ArrangeButtonProps {
  label: string;
  /** The icon's SVG path (24 × 24, Material Design Icons). */
  icon: string;
  /** Why it cannot act now; null when it can. */
  reason: string | null;
  onClick(): void;
  testId?: string;
  pressed?: boolean;
}

export function ArrangeButton({ label, icon, reason, onClick, testId, pressed }: ArrangeButtonProps) {
  const tipId = useId();
  return (
    <span className="px-ar-btn">
      <button
        type="button"
        className="px-ed-icon-btn"
        aria-label={label}
        aria-disabled={reason !== null}
        aria-describedby={tipId}
        aria-pressed={pressed}
        data-testid={testId}
        onClick={() => {
          if (reason === null) onClick();
        }}
      >
        <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={icon} fill="currentColor" />
        </svg>
      </button>
      <span role="tooltip" id={tipId} className="px-ar-btn__tip">
        {reason === null ? label : `${label}: ${reason}`}
      </span>
    </span>
  );
}
