// The parts the photo export dialog and the design export dialog share: the footer, the format chips, the
// quality slider, the file name with its extension, the progress bar and the failure line.
import { useTranslation } from 'react-i18next';
import { EXTENSIONS } from './exportNaming';

type ExportType = keyof typeof EXTENSIONS;

export function ExportFooter({ onCancel, onDownload, disabled }: { onCancel: () => void; onDownload: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="px-btn px-btn--secondary" onClick={onCancel} data-testid="export-cancel">
        {t('cancel')}
      </button>
      <button type="button" className="px-btn" disabled={disabled} onClick={onDownload} data-testid="export-download">
        {t('eui_export_download')}
      </button>
    </>
  );
}

/** The format chips; `testIds` gives each input `export-format-<ext>` (jpg as jpeg). */
export function FormatChips<T extends ExportType>({ types, value, onChange, disabled, testIds = false }: { types: readonly T[]; value: T; onChange: (type: T) => void; disabled: boolean; testIds?: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="px-ed-fieldset" disabled={disabled}>
      <legend>{t('eui_export_format')}</legend>
      <div className="px-ed-chips" role="radiogroup" aria-label={t('eui_export_format')}>
        {types.map((type) => (
          <label key={type} className="px-ed-chip">
            <input type="radio" name="px-export-type" value={type} checked={value === type} onChange={() => onChange(type)} data-testid={testIds ? `export-format-${EXTENSIONS[type] === 'jpg' ? 'jpeg' : EXTENSIONS[type]}` : undefined} />
            {EXTENSIONS[type].toUpperCase()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QualityField({ quality, onChange, disabled }: { quality: number; onChange: (quality: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="px-field">
      <label htmlFor="px-export-quality">{t('eui_export_quality', { quality })}</label>
      <input id="px-export-quality" type="range" min={10} max={100} step={1} value={quality} disabled={disabled} data-testid="export-quality" onChange={(e) => onChange(Number(e.currentTarget.value))} />
    </div>
  );
}

/** The editable name, its extension beside it, and the whole file name read out as it changes. */
export function FileNameField({ typedName, onChange, type, fileName, disabled }: { typedName: string; onChange: (name: string) => void; type: ExportType; fileName: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="px-field">
        <label htmlFor="px-export-name">{t('eui_export_name')}</label>
        <div className="px-ed-row">
          <input id="px-export-name" className="px-input" type="text" maxLength={200} value={typedName} disabled={disabled} spellCheck={false} onChange={(e) => onChange(e.currentTarget.value)} data-testid="export-name" />
          <span aria-hidden="true">.{EXTENSIONS[type]}</span>
        </div>
      </div>
      <p className="px-ed-muted" data-testid="export-filename" aria-live="polite">
        {t('eui_export_filename', { name: fileName })}
      </p>
    </>
  );
}

export function ExportProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="px-ed-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="export-progress">
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
