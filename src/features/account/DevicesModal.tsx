// The devices list (account-content §2, §3 Device): every browser signed in to the account, this one
// marked, each other one with a button that signs it out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { errorMessage } from '../../lib/request';
import { FormError } from '../../app/ui/FormError';
import { listDevices, revokeDevice, type Device } from './accountCalls';

function formatDate(ms: number, lang: string): string {
  if (!ms) return '';
  return new Intl.DateTimeFormat(lang === 'no' ? 'nb' : lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function DevicesModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    listDevices().then(
      (list) => live && setDevices(list),
      (failure: unknown) => live && setError(errorMessage(failure, { loggedIn: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function revoke(device: Device): Promise<void> {
    setBusy(device.id);
    setError(null);
    try {
      setDevices(await revokeDevice(device.id));
    } catch (failure) {
      setError(errorMessage(failure, { loggedIn: true }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal title={t('account_devices')} size="small" onClose={onClose} testId="devices-modal" className="px-devices-modal">
      <div className="px-devices">
        <p className="px-muted">{t('account_devices_intro')}</p>
        {error && (
          <FormError messageKey={error.key} values={error.values}>
            {!devices && (
              <button type="button" className="px-btn px-btn--small px-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t('try_again')}
              </button>
            )}
          </FormError>
        )}
        {!devices && !error && (
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
          </div>
        )}
        {devices && (
          <ul className="px-devices__list" data-testid="devices-list">
            {devices.map((device) => (
              <li key={device.id} className="px-devices__item" data-testid="device-item" data-current={device.is_you || undefined}>
                <div className="px-devices__text">
                  <strong>{device.device || t('account_unknown_device')}</strong>
                  {device.is_you && <span className="px-badge">{t('account_this_device')}</span>}
                  <span className="px-muted">{[device.geo_data, formatDate(device.date, i18n.language)].filter(Boolean).join(' · ')}</span>
                </div>
                {!device.is_you && (
                  <button type="button" className="px-btn px-btn--small px-btn--secondary" disabled={busy !== null} onClick={() => void revoke(device)}>
                    {busy === device.id && <span className="px-spinner px-spinner--small" aria-hidden="true" />}
                    <span>{t('account_sign_out_device')}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
