// 3-D Secure (subscription-navigation §4 "Payment flow"): the processor's page in a frame; its answer comes
// back as a message, taken only from this page's own origin and from that frame.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ThreeDSOutcome = 'succeed' | 'fail';

/** The message the sandbox page posts: {type: 'pixloom-3ds', outcome}. */
export function readOutcome(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): ThreeDSOutcome | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; outcome?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== 'pixloom-3ds') return null;
  return data.outcome === 'succeed' ? 'succeed' : data.outcome === 'fail' ? 'fail' : null;
}

export function ThreeDSecureFrame({ clientSecret, onOutcome }: { clientSecret: string; onOutcome: (outcome: ThreeDSOutcome) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const answer = useRef(onOutcome);
  answer.current = onOutcome;
  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const outcome = readOutcome(event, window.location.origin);
      if (outcome) answer.current(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <div className="px-pay__3ds" data-testid="payment-3ds">
      <p className="px-muted">{t('payment_3ds_note')}</p>
      <iframe ref={frame} src={`/sandbox/payments/${encodeURIComponent(clientSecret)}`} title={t('payment_3ds_title')} />
    </div>
  );
}
