import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { DialogButtons } from '../ui/DialogButtons';
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
              <DialogButtons
                secondary={{ label: t(d.buttons.cancelKey ?? 'no'), onClick: () => d.resolve(false) }}
                primary={{ label: t(d.buttons.confirmKey ?? 'yes'), onClick: () => d.resolve(true), danger: d.danger }}
              />
            ) : (
              <DialogButtons primary={{ label: t(d.buttons.confirmKey ?? 'ok'), onClick: () => d.resolve(true) }} />
            )
          }
        >
          <p>{t(d.contentKey, d.values)}</p>
        </Modal>
      ))}
    </>
  );
}
