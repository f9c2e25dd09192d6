// The Photos panel: add photos from the device (several at once), My Photos and the image library, or the
// shipped samples — into the empty cells in order — and the collage's photos, each replaceable,
// editable with the editor's tools (cellEdit.ts) and removable. Each addition or removal is one undo step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removePhoto } from '../../../lib/shared/collage/document';
import { removeLayer } from '../../../lib/shared/editor/edits';
import type { EditorDocument, ImageLayer } from '../../../lib/shared/editor/types';
import { openImageLibrary } from '../../library';
import { imageVariantUrl, screenDensity } from '../../photos';
import { useEditor, useSlice } from '../EditorContext';
import { fetchImage, pictureName, SAMPLES, sampleUrl, type Sample } from '../open/sources';
import { PhotosIcon, TrashIcon, UploadIcon } from '../shell/icons';
import { startCellEdit } from './cellEdit';
import { editCollage } from './editCollage';
import { addCollageFiles, notifyPhotoProblem, pickCollagePhotos } from './photos';

interface PhotoRow {
  /** The cell it shows in; null for a freestyle photo. */
  cell: number | null;
  layer: ImageLayer | null;
}

/**
 * The cells in order (empty ones too), then the photos waiting for a cell (a smaller layout left them out:
 * a bigger one brings them back); a freestyle collage's photos have no cells.
 */
export function photoRows(doc: EditorDocument | null): PhotoRow[] {
  if (!doc) return [];
  const images = new Map(doc.layers.flatMap((l) => (l.kind === 'image' ? [[l.id, l] as const] : [])));
  const cells = doc.collage?.layout === 'freestyle' ? [] : (doc.collage?.cells ?? []);
  const rows: PhotoRow[] = cells.map((c, cell) => ({ cell, layer: (c.layerId && images.get(c.layerId)) || null }));
  const inCells = new Set(cells.map((c) => c.layerId));
  for (const layer of images.values()) if (!inCells.has(layer.id)) rows.push({ cell: null, layer });
  return rows;
}

/** A fetched picture as a file with its name and its type (the project's asset upload checks the type). */
async function namedFile(url: string, name: string): Promise<File> {
  const blob = await fetchImage(url);
  return new File([blob], name, { type: blob.type });
}

export function PhotosPanel() {
  const { t } = useTranslation();
  const { t: te } = useTranslation('collageEdit');
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const [busy, setBusy] = useState(false);
  const density = screenDensity();
  const rows = photoRows(doc);
  const cells = doc?.collage?.layout === 'freestyle' ? 0 : (doc?.collage?.cells.length ?? 0);

  const run = async (add: () => Promise<void>, name: string): Promise<void> => {
    setBusy(true);
    try {
      await add();
    } catch (error) {
      notifyPhotoProblem(error, name, t);
    } finally {
      setBusy(false);
    }
  };
  const fromUrl = (url: string, name: string, cell?: number) => run(async () => addCollageFiles(editor, [await namedFile(url, name)], cell), name);
  const fromLibrary = () =>
    run(async () => {
      const image = await openImageLibrary();
      if (!image) return;
      const name = pictureName(image.imageURL, image.title?.trim() || t('eui_untitled'));
      await addCollageFiles(editor, [await namedFile(image.imageURL, name)]);
    }, t('eui_untitled'));
  const sample = (s: Sample) => fromUrl(sampleUrl(s), s.file);
  const remove = (row: PhotoRow): void => {
    const layer = row.layer;
    if (!layer) return;
    editCollage(editor, (d) => (row.cell === null ? removeLayer(d, layer.id) : removePhoto(d, row.cell)));
  };

  return (
    <div className="px-ed-panel__body" data-testid="photos-panel" aria-busy={busy}>
      <div className="px-cl-actions">
        <button type="button" className="px-btn px-btn--small" data-testid="photos-add-device" disabled={busy} onClick={() => void run(() => pickCollagePhotos(editor), 'photo')}>
          <UploadIcon size={16} />
          {t('collage_add_device')}
        </button>
        <button type="button" className="px-btn px-btn--small px-btn--secondary" data-testid="photos-add-library" disabled={busy} onClick={() => void fromLibrary()}>
          <PhotosIcon size={16} />
          {t('collage_add_library')}
        </button>
      </div>
      <p className="px-ed-hint">{t('collage_add_hint')}</p>
      {busy && (
        <p className="px-ed-hint" role="status">
          <span className="px-spinner px-spinner--small" />
          {t('collage_adding')}
        </p>
      )}

      <section aria-labelledby="px-cl-photos">
        <h4 id="px-cl-photos" className="px-cl-group__title">
          {t('collage_photos_in_collage', { filled: rows.filter((r) => r.layer && r.cell !== null).length, total: cells })}
        </h4>
        <ol className="px-cl-photos" data-testid="collage-photos">
          {rows.map((row, index) => (
            <li key={row.layer?.id ?? `cell-${index}`} className="px-cl-photo" data-testid="collage-photo" data-filled={row.layer ? 'true' : 'false'}>
              <span className="px-cl-photo__name">{row.layer ? row.layer.name || t('collage_photo_n', { number: index + 1 }) : t('collage_empty_cell', { number: index + 1 })}</span>
              {row.layer && row.cell === null && cells > 0 && <span className="px-ed-hint">{t('collage_waiting')}</span>}
              {row.cell !== null && (
                <button type="button" className="px-btn px-btn--ghost px-btn--small" disabled={busy} data-testid="collage-photo-replace" onClick={() => void run(() => pickCollagePhotos(editor, row.cell ?? undefined), 'photo')}>
                  {row.layer ? t('collage_replace') : t('collage_fill')}
                </button>
              )}
              {row.layer && (
                <button type="button" className="px-btn px-btn--ghost px-btn--small" disabled={busy} data-testid="collage-photo-edit" aria-label={te('ce_edit_named', { name: row.layer.name || t('collage_photo_n', { number: index + 1 }) })} onClick={() => row.layer && startCellEdit(editor, row.layer.id)}>
                  {te('ce_edit_photo')}
                </button>
              )}
              {row.layer && (
                <button type="button" className="px-ed-icon-btn" disabled={busy} aria-label={t('collage_remove_named', { name: row.layer.name || t('collage_photo_n', { number: index + 1 }) })} data-testid="collage-photo-remove" onClick={() => remove(row)}>
                  <TrashIcon size={16} />
                </button>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="px-cl-samples">
        <h4 id="px-cl-samples" className="px-cl-group__title">
          {t('collage_samples')}
        </h4>
        <ul className="px-ed-tiles px-ed-tiles--samples px-cl-samples">
          {SAMPLES.map((s) => (
            <li key={s.id}>
              <button type="button" className="px-ed-tile" data-testid={`collage-sample-${s.id}`} disabled={busy} onClick={() => void sample(s)} aria-label={t('collage_add_sample', { name: s.id.replace(/_/g, ' ') })}>
                <span className="px-ed-tile__thumb">
                  <img src={imageVariantUrl(`/img/samples/${s.file}`, { width: 160, height: 120, fit: 'crop', devicePixelRatio: density })} alt="" loading="lazy" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
