import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../app/language/language';
import { ActionsMenu, type MenuAction } from '../../app/layout/ActionsMenu';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import type { Photo } from '../photos';
import { editorLinkForImage } from '../photos';
import { deleteWithConfirmation, requestRename, togglePublic } from './ownPhotoActions';

/** The owner's actions on one photo: the tile's "⋯" menu and its context menu offer the same ones. */
export function useOwnPhotoActions(): (photo: Photo) => MenuAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useStore(currentLanguage);
  return (photo) => [
    { label: t('gallery_rename'), onSelect: () => requestRename(photo) },
    { label: t(photo.isPublic === 1 ? 'gallery_make_private' : 'gallery_make_public'), onSelect: () => void togglePublic(photo) },
    { label: t('gallery_open_in_editor'), onSelect: () => void navigate(editorLinkForImage(isSiteLanguage(lang) ? lang : 'en', photo.url, photo.title)) },
    { label: t('gallery_delete'), danger: true, onSelect: () => void deleteWithConfirmation(photo) },
  ];
}

/** The owner's actions on a photo tile: a button that opens a small menu. */
export function OwnPhotoMenu({ photo }: { photo: Photo }) {
  const { t } = useTranslation();
  const actions = useOwnPhotoActions();
  return <ActionsMenu label={t('gallery_photo_actions', { title: photo.title })} className="px-own-menu" buttonClassName="px-own-menu__button" buttonTestId="photo-actions" actions={actions(photo)} />;
}
