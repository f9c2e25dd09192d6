import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { closeToast, toasts, type Toast } from './toasts';
import { CloseIcon } from '../icons';
import { isRtl } from '../../lib/shared/languages';

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!toast.autoDismissMs) return;
    const timer = setTimeout(() => closeToast(toast.id), toast.autoDismissMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.autoDismissMs]);
  return (
    <div
      className={`px-toast px-toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      lang={toast.lang}
      dir={toast.lang ? (isRtl(toast.lang) ? 'rtl' : 'ltr') : undefined}
      data-testid="toast"
    >
      <span>{toast.message}</span>
      {toast.acceptText && (
        <button
          type="button"
          className="px-btn px-btn--small"
          onClick={() => {
            closeToast(toast.id);
            toast.onAccept?.();
          }}
        >
          {toast.acceptText}
        </button>
      )}
      <button
        type="button"
        className="px-btn px-btn--ghost px-btn--small"
        aria-label={toast.dismissText ?? t('dismiss')}
        onClick={() => {
          closeToast(toast.id);
          toast.onDismiss?.();
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function ToastHost() {
  const all = useStore(toasts);
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => {
        const toast = all[position];
        return toast ? (
          <div key={position} className={`px-toasts px-toasts--${position}`}>
            <ToastView toast={toast} />
          </div>
        ) : null;
      })}
    </>
  );
}
