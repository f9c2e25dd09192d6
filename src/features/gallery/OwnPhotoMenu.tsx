import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../app/language/language';
import { useMenu } from '../../app/layout/useMenu';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import type { Photo } from '../photos/photo';
import { editorLinkForImage } from '../photos/editorLink';
import { deleteWithConfirmation, requestRename, togglePublic } from './ownPhotoActions';

/** The owner's actions on a photo tile: a button that opens a small menu (useMenu: arrows, Escape, outside). */
export function OwnPhotoMenu({ photo }: { photo: Photo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useStore(currentLanguage);
  const { open, close, rootProps, buttonProps, menuId } = useMenu();

  const run = (action: () => void): void => {
    close();
    action();
  };

  return (
    <div className="px-own-menu" {...rootProps}>
      <button
        {...buttonProps}
        type="button"
        className="px-own-menu__button"
        aria-label={t('gallery_photo_actions', { title: photo.title })}
        data-testid="photo-actions"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div className="px-own-menu__list" role="menu" id={menuId}>
          <button type="button" role="menuitem" onClick={() => run(() => requestRename(photo))}>
            {t('gallery_rename')}
          </button>
          <button type="button" role="menuitem" onClick={() => run(() => void togglePublic(photo))}>
            {t(photo.isPublic === 1 ? 'gallery_make_private' : 'gallery_make_public')}
          </button>
          <button type="button" role="menuitem" onClick={() => run(() => navigate(editorLinkForImage(isSiteLanguage(lang) ? lang : 'en', photo.url)))}>
            {t('gallery_open_in_editor')}
          </button>
          <button type="button" role="menuitem" className="is-danger" onClick={() => run(() => void deleteWithConfirmation(photo))}>
            {t('gallery_delete')}
          </button>
        </div>
      )}
    </div>
  );
}
