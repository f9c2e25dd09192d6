// The 3-D Secure step of "switch to annual" (subscription-navigation §4 payment flow, paycontract sandbox):
// the sandbox's authentication page in a frame; it reports the outcome with postMessage from our own origin
// (any other origin, or another message, is ignored).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';

export type ThreeDSecureOutcome = 'succeed' | 'fail';

/** The outcome a message carries, or null when it is not the sandbox page's message from this origin. */
export function threeDSecureOutcome(event: { origin: string; data: unknown }, origin: string): ThreeDSecureOutcome | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; outcome?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== 'pixloom-3ds') return null;
  return data.outcome === 'succeed' ? 'succeed' : data.outcome === 'fail' ? 'fail' : null;
}

export function ThreeDSecureModal({ clientSecret, onDone }: { clientSecret: string; onDone: (outcome: ThreeDSecureOutcome | null) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      const outcome = threeDSecureOutcome(event, window.location.origin);
      if (outcome) onDone(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onDone]);
  return (
    <Modal title={t('billing_3ds_title')} size="medium" onClose={() => onDone(null)} testId="billing-3ds">
      <p className="px-muted">{t('billing_3ds_text')}</p>
      <iframe className="px-billing-3ds" title={t('billing_3ds_title')} src={`/sandbox/payments/${encodeURIComponent(clientSecret)}`} />
    </Modal>
  );
}
