// The generic modal (subscription-navigation §5, §9): named sizes only (an invalid one is reported and
// falls back to medium), never larger than the window (16 px margin), a click outside within 500 ms of
// opening does not close it, a second dialog with the id of an open one is refused, Escape closes, focus
// moves in and comes back. The rules themselves are in modalRules.ts.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { claimDialogId, modalBox, outsideClickCloses, resolveModalSize, type ModalSize } from './modalRules';

export { MODAL_SIZES, type ModalSize } from './modalRules';
/** Open modals, newest last: only the top one answers Escape and keeps Tab inside (a dialog over a dialog). */
const openModals: object[] = [];

export interface ModalProps {
  title: ReactNode;
  /** One of the named sizes (§9); there is no default, so every dialog says which. */
  size: ModalSize;
  /** Names the dialog: while it is open, another Modal with the same id is refused (reported, not shown). */
  id?: string;
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

function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = (): void => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

export function Modal({ title, size, id, onClose, children, footer, blocking = false, role = 'dialog', className, testId }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const self = useRef({});
  const validSize = useMemo(() => resolveModalSize(size), [size]);
  const frame = modalBox(validSize, useViewport());
  const [refused, setRefused] = useState(false);
  // Set before the effects below run, so a refused dialog never takes the focus or the keyboard.
  const refusedRef = useRef(false);

  useLayoutEffect(() => {
    if (id === undefined) return;
    const release = claimDialogId(id);
    refusedRef.current = release === null;
    if (release === null) setRefused(true);
    return release ?? undefined;
  }, [id]);

  useEffect(() => {
    if (refusedRef.current) return;
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
    if (refusedRef.current) return;
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
    if (!outsideClickCloses(openedAt.current, Date.now())) return;
    onClose();
  };

  if (refused) return null;
  return createPortal(
    <div className="px-modal-backdrop" onMouseDown={onBackdrop} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <div ref={boxRef} className={`px-modal px-modal--${validSize} ${className ?? ''}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId} data-size={validSize} style={{ maxWidth: frame.width, maxHeight: frame.maxHeight }}>
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
