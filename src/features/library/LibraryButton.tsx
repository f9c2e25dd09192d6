import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { isSiteLanguage } from '../../lib/shared/languages';
import { editorLinkForImage } from '../photos';

/** Opens the image library; the chosen image opens in the photo editor. */
/** `onOpen` runs as it opens (a drawer that holds the button closes). */
export function LibraryButton({ className = 'px-btn px-btn--secondary', icon = null, onOpen }: { className?: string; icon?: ReactNode; onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useStore(currentLanguage);
  const open = async (): Promise<void> => {
    // Loaded on first use: the library is not part of the pages' own chunks.
    const { openImageLibrary } = await import('./openImageLibrary');
    const image = await openImageLibrary();
    if (image) navigate(editorLinkForImage(isSiteLanguage(lang) ? lang : 'en', image.imageURL, image.title));
  };
  return (
    <button type="button" className={className} onClick={() => {
        onOpen?.();
        void open();
      }} data-testid="open-library">
      {icon}
      {t('library_open')}
    </button>
  );
}
