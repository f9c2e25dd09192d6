import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { dialogs } from './dialogs';
import { Modal } from './Modal';

/** Renders the confirm and acknowledge dialogs requested through dialogs.ts, newest on top. */
export function DialogHost() {
  const { t } = useTranslation();
  const list = useStore(dialogs);
  return (
    <>
      {list.map((d) => (
        <Modal
          key={d.id}
          size="small"
          role="alertdialog"
          testId="dialog"
          title={t(d.titleKey ?? (d.kind === 'confirm' ? 'dialog_confirm_title' : 'dialog_notice_title'))}
          onClose={() => d.resolve(false)}
          footer={
            d.kind === 'confirm' ? (
              <>
                <button type="button" className="px-btn px-btn--secondary" onClick={() => d.resolve(false)}>
                  {t(d.buttons.cancelKey ?? 'no')}
                </button>
                <button type="button" className={`px-btn ${d.danger ? 'px-btn--danger' : ''}`} data-autofocus onClick={() => d.resolve(true)}>
                  {t(d.buttons.confirmKey ?? 'yes')}
                </button>
              </>
            ) : (
              <button type="button" className="px-btn" data-autofocus onClick={() => d.resolve(true)}>
                {t(d.buttons.confirmKey ?? 'ok')}
              </button>
            )
          }
        >
          <p>{t(d.contentKey, d.values)}</p>
        </Modal>
      ))}
    </>
  );
}
