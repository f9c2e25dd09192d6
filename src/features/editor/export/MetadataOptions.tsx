// The export dialog's "Photo information" part: keep the camera, date and settings (off by default),
// remove the location when kept (on by default), a summary of what the file will share, and why the
// choice is unavailable (no EXIF in the original, or WebP). Colours are always sRGB.
import { useTranslation } from 'react-i18next';
import type { ExportType } from '../engineClient';
import type { PhotoInfo } from './exifRewrite';
import { METADATA_TYPES } from './photoMetadata';
import type { ExportMetadata } from './useExportMetadata';
import './metadata.css';

function settingsText(settings: PhotoInfo['settings']): string {
  const parts = [settings.fNumber ? `f/${Math.round(settings.fNumber * 10) / 10}` : null, settings.exposure, settings.iso ? `ISO ${settings.iso}` : null];
  return parts.filter(Boolean).join(' · ');
}

function dateText(date: string, language: string): string {
  // EXIF dates carry no time zone: shown as the camera's clock said.
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(parsed);
}

function Summary({ info, removeLocation }: { info: PhotoInfo; removeLocation: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = settingsText(info.settings);
  return (
    <div className="px-ed-meta" data-testid="export-meta-summary">
      <p className="px-ed-meta__title">{t('exm_summary_title')}</p>
      <ul className="px-ed-muted">
        <li>{t('exm_camera', { camera: info.camera ?? t('exm_unknown') })}</li>
        <li>{t('exm_date', { date: info.date ? dateText(info.date, i18n.language) : t('exm_unknown') })}</li>
        {settings && <li>{t('exm_settings', { settings })}</li>}
      </ul>
      {info.hasLocation && (
        <p className={removeLocation ? 'px-ed-muted' : 'px-ed-meta__warning'} role="status" data-testid="export-meta-location">
          {t(removeLocation ? 'exm_location_removed' : 'exm_location_kept')}
        </p>
      )}
    </div>
  );
}

export function MetadataOptions({ meta, type, disabled }: { meta: ExportMetadata; type: ExportType; disabled: boolean }) {
  const { t } = useTranslation();
  const { state } = meta;
  const carries = METADATA_TYPES.has(type);
  const available = state.kind === 'exif' && carries;
  const why = state.kind === 'loading' ? t('exm_loading') : state.kind === 'none' ? t('exm_none') : carries ? null : t('exm_jpeg_png_only');
  return (
    <fieldset className="px-ed-fieldset" disabled={disabled} data-testid="export-meta">
      <legend>{t('exm_legend')}</legend>
      <label className="px-ed-check">
        <input type="checkbox" checked={meta.keep && available} disabled={!available} aria-describedby={why ? 'px-export-meta-why' : undefined} onChange={(e) => meta.setKeep(e.currentTarget.checked)} data-testid="export-keep-exif" />
        {t('exm_keep')}
      </label>
      {why && (
        <p id="px-export-meta-why" className="px-ed-muted" role={state.kind === 'loading' ? 'status' : undefined} data-testid="export-meta-why">
          {why}
        </p>
      )}
      {available && meta.keep && state.kind === 'exif' && (
        <>
          <label className="px-ed-check">
            <input type="checkbox" checked={meta.removeLocation} onChange={(e) => meta.setRemoveLocation(e.currentTarget.checked)} data-testid="export-remove-gps" />
            {t('exm_remove_location')}
          </label>
          <Summary info={state.info} removeLocation={meta.removeLocation} />
        </>
      )}
      <p className="px-ed-muted">{t('exm_colour')}</p>
    </fieldset>
  );
}
