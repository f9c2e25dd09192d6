import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { imageVariantUrl, screenDensity } from '../photos';
import { justifiedRows } from '../../app/ui/justified';
import type { LibraryImage } from './libraryImage';

/** Spec §9: own photos in rows of 173 px with an 8 px gutter; 108 px square thumbnails on phones. */
export const LIBRARY_ROW_HEIGHT = 173;
export const LIBRARY_GUTTER = 8;
export const LIBRARY_MOBILE_THUMB = 108;

interface LibraryGridProps {
  images: LibraryImage[];
  width: number;
  compact: boolean;
  onPick: (image: LibraryImage) => void;
  onDelete?: (image: LibraryImage) => void;
}

function Tile({ image, style, src, onPick, onDelete }: { image: LibraryImage; style?: React.CSSProperties; src: string; onPick: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  const label = image.title || t('library_untitled');
  return (
    <li className={`px-lib-tile ${image.isTransparent ? 'is-transparent' : ''}`} style={style} data-testid="library-image" data-image-id={image.id}>
      <button type="button" className="px-lib-tile__pick" onClick={onPick} title={label} aria-label={t('library_pick', { title: label })}>
        <img src={src} alt="" loading="lazy" decoding="async" />
      </button>
      {onDelete && (
        <button type="button" className="px-lib-tile__delete" onClick={onDelete} aria-label={t('library_delete', { title: label })}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}

export function LibraryGrid({ images, width, compact, onPick, onDelete }: LibraryGridProps) {
  const density = screenDensity();
  const layout = useMemo(
    () => (compact ? null : justifiedRows(images, { containerWidth: width, rowHeight: LIBRARY_ROW_HEIGHT, spacing: LIBRARY_GUTTER })),
    [images, width, compact],
  );
  if (compact || !layout) {
    return (
      <ul className="px-lib-grid px-lib-grid--compact">
        {images.map((image) => (
          <Tile
            key={image.id}
            image={image}
            src={imageVariantUrl(image.imageURL, { width: LIBRARY_MOBILE_THUMB, height: LIBRARY_MOBILE_THUMB, fit: 'crop', devicePixelRatio: density })}
            onPick={() => onPick(image)}
            onDelete={onDelete && (() => onDelete(image))}
          />
        ))}
      </ul>
    );
  }
  return (
    <ul className="px-lib-grid" style={{ height: layout.height }}>
      {images.map((image, index) => {
        const box = layout.boxes[index];
        if (!box) return null;
        return (
          <Tile
            key={image.id}
            image={image}
            style={{ insetInlineStart: box.left, top: box.top, width: box.width, height: box.height }}
            src={imageVariantUrl(image.imageURL, { width: box.width, height: box.height, fit: 'bounds', devicePixelRatio: density })}
            onPick={() => onPick(image)}
            onDelete={onDelete && (() => onDelete(image))}
          />
        );
      })}
    </ul>
  );
}
