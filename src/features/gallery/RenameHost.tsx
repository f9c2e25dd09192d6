import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { DialogButtons } from '../../app/ui/DialogButtons';
import { useStore } from '../../app/useStore';
import { PHOTO_TITLE_MAX } from '../../lib/shared/constants';
import { cleanPhotoTitle, tagsFromTitle } from '../../lib/shared/validators';
import type { Photo } from '../photos';
import { renaming, saveTitle, titleError } from './ownPhotoActions';

function RenameForm({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(photo.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tags = tagsFromTitle(cleanPhotoTitle(title));

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const saved = await saveTitle(photo, title);
    setBusy(false);
    if (saved) onDone();
  };

  return (
    <Modal
      title={t('gallery_rename_title')}
      size="small"
      onClose={onDone}
      testId="rename-dialog"
      footer={
        <DialogButtons secondary={{ label: t('cancel'), onClick: onDone }} primary={{ label: t('gallery_save'), submitForm: `${id}-form`, disabled: busy, autoFocus: false }} />
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
        <div className="px-field">
          <label htmlFor={id}>{t('gallery_title_label')}</label>
          <input
            id={id}
            className="px-input"
            value={title}
            maxLength={PHOTO_TITLE_MAX * 2}
            data-autofocus
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setTitle(e.target.value);
              if (error) setError(titleError(e.target.value));
            }}
          />
          {error ? (
            <span className="px-field__error" role="alert">
              {t(error, { max: String(PHOTO_TITLE_MAX) })}
            </span>
          ) : (
            <span id={`${id}-hint`} className="px-gallery__hint">
              {tags.length > 0 ? t('gallery_tags_found', { tags: tags.map((tag) => `#${tag}`).join(' ') }) : t('gallery_tags_hint')}
            </span>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** The title form for the photo being renamed, wherever the rename was asked for. */
export function RenameHost() {
  const photo = useStore(renaming);
  if (!photo) return null;
  return <RenameForm key={photo.id} photo={photo} onDone={() => renaming.set(null)} />;
}
