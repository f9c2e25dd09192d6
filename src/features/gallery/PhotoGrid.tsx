import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isTransparentUrl, type Photo, imageVariantUrl, screenDensity } from '../photos';
import { GALLERY_BORDER, galleryContentWidth, justifiedRows } from '../../app/ui/justified';
import { photoPath, type PhotoLinkState } from './paths';
import { keptSizeOnError } from './cachedImage';
import { useWindowWidth } from '../../app/ui/useWindowWidth';
import { useContextMenu, type MenuAction } from '../../app/ui/ContextMenu';

interface PhotoGridProps {
  photos: Photo[];
  /** The list's own address: closing the photo modal comes back to it. */
  background: string;
  /** Extra controls on each tile (the owner's menu). */
  tileExtras?: (photo: Photo) => ReactNode;
  /** The tile's context menu (right-click, long press, Shift+F10); none without. */
  tileActions?: (photo: Photo) => MenuAction[];
  showNick?: boolean;
}

interface TileProps {
  photo: Photo;
  index: number;
  box: { left: number; top: number; width: number; height: number };
  background: string;
  density: number;
  showNick: boolean;
  extras: ReactNode;
  actions: MenuAction[];
}

function PhotoTile({ photo, index, box, background, density, showNick, extras, actions }: TileProps) {
  const { t } = useTranslation();
  const menu = useContextMenu({ label: t('gallery_photo_actions', { title: photo.title }), actions, testId: 'photo-context-menu' });
  const inner = { width: box.width - 2 * GALLERY_BORDER, height: box.height - 2 * GALLERY_BORDER };
  const state: PhotoLinkState = { background, photo };
  return (
    <li
      className={`px-tile ${isTransparentUrl(photo.url) ? 'is-transparent' : ''}`}
      style={{ insetInlineStart: box.left, top: box.top, width: box.width, height: box.height }}
      data-testid="photo-tile"
      data-photo-id={photo.id}
      {...(actions.length > 0 ? menu.targetProps : {})}
    >
      <Link to={photoPath(photo.id)} state={state} className="px-tile__link" aria-label={photo.title || t('gallery_untitled')}>
        <img
          src={imageVariantUrl(photo.url, { ...inner, fit: 'bounds', devicePixelRatio: density })}
          alt=""
          loading={index < 12 ? 'eager' : 'lazy'}
          decoding="async"
          onError={keptSizeOnError(photo.url)}
          width={Math.round(inner.width)}
          height={Math.round(inner.height)}
        />
        <span className="px-tile__caption" aria-hidden="true">
          <span className="px-tile__title">{photo.title}</span>
          {showNick && photo.nick && <span className="px-tile__nick">{photo.nick}</span>}
        </span>
      </Link>
      {extras}
      {menu.element}
    </li>
  );
}

/** The justified grid (spec §2): rows of 200 px with a 1 px border in the spec's content width. */
export function PhotoGrid({ photos, background, tileExtras, tileActions, showNick = true }: PhotoGridProps) {
  const { t } = useTranslation();
  const width = galleryContentWidth(useWindowWidth());
  const layout = useMemo(() => justifiedRows(photos, { containerWidth: width }), [photos, width]);
  const density = screenDensity();

  return (
    <ul className="px-grid" style={{ width, height: layout.height }} data-testid="photo-grid" aria-label={t('gallery_photos')}>
      {photos.map((photo, index) => {
        const box = layout.boxes[index];
        if (!box) return null;
        return (
          <PhotoTile
            key={photo.id}
            photo={photo}
            index={index}
            box={box}
            background={background}
            density={density}
            showNick={showNick}
            extras={tileExtras?.(photo)}
            actions={tileActions?.(photo) ?? []}
          />
        );
      })}
    </ul>
  );
}
