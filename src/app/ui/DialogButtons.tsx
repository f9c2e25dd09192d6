// The footer of a modal (Modal's `footer`): an optional secondary button, then the primary one, which gets
// the focus when the dialog opens (data-autofocus) unless told otherwise.
import type { ReactNode } from 'react';

export interface DialogButton {
  label: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}

export interface PrimaryDialogButton extends DialogButton {
  /** The destructive style (deleting, leaving with unsaved work). */
  danger?: boolean;
  /** Submits the form with this id instead of running onClick. */
  submitForm?: string;
  /** Focus the button when the dialog opens (default true). */
  autoFocus?: boolean;
}

export function DialogButtons({ secondary, primary }: { secondary?: DialogButton; primary: PrimaryDialogButton }) {
  const autoFocus = primary.autoFocus ?? true;
  return (
    <>
      {secondary && (
        <button type="button" className="px-btn px-btn--secondary" onClick={secondary.onClick} disabled={secondary.disabled} data-testid={secondary.testId}>
          {secondary.label}
        </button>
      )}
      <button
        type={primary.submitForm ? 'submit' : 'button'}
        form={primary.submitForm}
        className={primary.danger ? 'px-btn px-btn--danger' : 'px-btn'}
        onClick={primary.onClick}
        disabled={primary.disabled}
        data-testid={primary.testId}
        data-autofocus={autoFocus || undefined}
      >
        {primary.label}
      </button>
    </>
  );
}
