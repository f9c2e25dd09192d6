// The generic modal (subscription-navigation §9): named sizes only, never larger than the window, a click
// outside within 500 ms of opening does not close it, Escape closes, focus moves in and comes back.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { report } from '../../lib/report';
import { CloseIcon } from '../icons';

export const MODAL_SIZES = ['extra-small', 'small', 'medium', 'large', 'xxl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
const OUTSIDE_CLICK_GRACE_MS = 500;
/** Open modals, newest last: only the top one answers Escape and keeps Tab inside (a dialog over a dialog). */
const openModals: object[] = [];

export interface ModalProps {
  title: ReactNode;
  size?: ModalSize;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** A modal that must be answered: no close button, no Escape, no outside click. */
  blocking?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  testId?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, size = 'small', onClose, children, footer, blocking = false, role = 'dialog', className, testId }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const self = useRef({});
  const validSize: ModalSize = (MODAL_SIZES as readonly string[]).includes(size) ? size : 'small';
  if (validSize !== size) report('error', 'invalid modal size', { size });

  useEffect(() => {
    openedAt.current = Date.now();
    const me = self.current;
    openModals.push(me);
    const previous = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    (box?.querySelector<HTMLElement>('[data-autofocus]') ?? box?.querySelector<HTMLElement>(FOCUSABLE) ?? box)?.focus();
    return () => {
      openModals.splice(openModals.indexOf(me), 1);
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const box = boxRef.current;
      if (!box || openModals[openModals.length - 1] !== self.current) return;
      // An open menu inside the modal closes itself on Escape (useMenu); the modal stays.
      if (event.key === 'Escape' && (event.target as Element | null)?.closest?.('[role="menu"]')) return;
      if (event.key === 'Escape' && !blocking && onClose) {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [blocking, onClose]);

  const onBackdrop = (event: React.MouseEvent): void => {
    if (event.target !== event.currentTarget || blocking || !onClose) return;
    if (Date.now() - openedAt.current < OUTSIDE_CLICK_GRACE_MS) return;
    onClose();
  };

  return createPortal(
    <div className="px-modal-backdrop" onMouseDown={onBackdrop} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <div ref={boxRef} className={`px-modal px-modal--${validSize} ${className ?? ''}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <div className="px-modal__header">
          <h2 className="px-modal__title" id={titleId}>
            {title}
          </h2>
          {!blocking && onClose && (
            <button type="button" className="px-btn px-btn--ghost px-btn--icon" onClick={onClose} aria-label={t('close')}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="px-modal__body">{children}</div>
        {footer && <div className="px-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
