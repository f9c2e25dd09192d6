import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import type { Photo } from '../photos/photo';
import { editorLinkForImage } from '../photos/editorLink';
import { deleteWithConfirmation, requestRename, togglePublic } from './ownPhotoActions';

/** The owner's actions on a photo tile: a button that opens a small menu. */
export function OwnPhotoMenu({ photo }: { photo: Photo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useStore(currentLanguage);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent): void => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    box.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const run = (action: () => void): void => {
    setOpen(false);
    action();
  };

  return (
    <div className="px-own-menu" ref={box}>
      <button
        type="button"
        className="px-own-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('gallery_photo_actions', { title: photo.title })}
        data-testid="photo-actions"
        onClick={() => setOpen((o) => !o)}
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
