// Where a photo can come from in the designer: the device (several at once, or one), My Photos and the
// image library, and the shipped samples. `onFiles` receives what was chosen as files with their names
// (the project's asset upload checks their type); the caller adds them and reports problems.
import { useTranslation } from 'react-i18next';
import { openImageLibrary } from '../../../library';
import { imageVariantUrl, screenDensity } from '../../../photos';
import { fetchImage, pictureName, SAMPLES, sampleUrl } from '../../open/sources';
import { PhotosIcon, UploadIcon } from '../../shell/icons';
import { chooseFiles } from '../photos';

/** A fetched picture as a file with its name and type. */
export async function namedFile(url: string, name: string): Promise<File> {
  const blob = await fetchImage(url);
  return new File([blob], name, { type: blob.type });
}

interface Props {
  /** Prefix of the test ids (`<prefix>-device`, `<prefix>-library`, `<prefix>-sample-<id>`). */
  testId: string;
  multiple: boolean;
  busy: boolean;
  /** Runs an addition, showing progress and reporting its problem as `name`. */
  run(add: () => Promise<void>, name: string): void;
  onFiles(files: File[]): Promise<void>;
}

export function PhotoSources({ testId, multiple, busy, run, onFiles }: Props) {
  const { t } = useTranslation('designerPanels');
  const density = screenDensity();
  const fromDevice = () =>
    run(async () => {
      const files = await chooseFiles(multiple);
      if (files.length > 0) await onFiles(files);
    }, 'photo');
  const fromLibrary = () =>
    run(async () => {
      const image = await openImageLibrary();
      if (!image) return;
      const name = pictureName(image.imageURL, image.title?.trim() || t('dp_photo'));
      await onFiles([await namedFile(image.imageURL, name)]);
    }, t('dp_photo'));
  return (
    <div className="px-dz-sources">
      <div className="px-cl-actions">
        <button type="button" className="px-btn px-btn--small" data-testid={`${testId}-device`} disabled={busy} onClick={fromDevice}>
          <UploadIcon size={16} />
          {t(multiple ? 'dp_from_device_many' : 'dp_from_device')}
        </button>
        <button type="button" className="px-btn px-btn--small px-btn--secondary" data-testid={`${testId}-library`} disabled={busy} onClick={fromLibrary}>
          <PhotosIcon size={16} />
          {t('dp_from_library')}
        </button>
      </div>
      <p className="px-dz-subtitle">{t('dp_samples')}</p>
      <ul className="px-ed-tiles px-ed-tiles--samples px-cl-samples">
        {SAMPLES.map((s) => (
          <li key={s.id}>
            <button type="button" className="px-ed-tile" data-testid={`${testId}-sample-${s.id}`} disabled={busy} aria-label={t('dp_use_sample', { name: s.id.replace(/_/g, ' ') })} onClick={() => run(async () => onFiles([await namedFile(sampleUrl(s), s.file)]), s.file)}>
              <span className="px-ed-tile__thumb">
                <img src={imageVariantUrl(`/img/samples/${s.file}`, { width: 160, height: 120, fit: 'crop', devicePixelRatio: density })} alt="" loading="lazy" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
