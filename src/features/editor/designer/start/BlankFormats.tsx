// Blank designs: a card for each format (a drawing of its shape, its name and size) and a custom size,
// checked before it is made (whole pixels within CUSTOM_SIDE, with a message saying so).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeOfFormat, validCustomSide, type DesignerSize } from '../../../../lib/shared/designer/document';
import { CUSTOM_FORMAT, CUSTOM_SIDE, DESIGN_FORMATS } from '../../../../lib/shared/designer/formats';
import { formatName, formatSize } from './formatText';

export interface BlankFormatsProps {
  disabled?: boolean;
  /** Takes the keyboard focus on its first card (the blank-canvas link). */
  autoFocus?: boolean;
  onCreate(size: DesignerSize): void;
}

/** The longest side of a card's drawing, CSS pixels. */
const PREVIEW = 44;

export function BlankFormats({ disabled, autoFocus, onCreate }: BlankFormatsProps) {
  const { t } = useTranslation();
  return (
    <div className="px-ds-blank">
      <ul className="px-ds-formats" data-testid="designer-formats">
        {DESIGN_FORMATS.map((format, index) => {
          const scale = PREVIEW / Math.max(format.width, format.height);
          return (
            <li key={format.id}>
              <button
                type="button"
                className="px-ds-format"
                data-testid="designer-format"
                data-format={format.id}
                disabled={disabled}
                // The blank-canvas link lands here.
                autoFocus={autoFocus && index === 0}
                onClick={() => {
                  const size = sizeOfFormat(format.id);
                  if (size) onCreate(size);
                }}
              >
                <span className="px-ds-format__shape" aria-hidden="true">
                  <span style={{ width: Math.round(format.width * scale), height: Math.round(format.height * scale) }} />
                </span>
                <span className="px-ds-format__name">{formatName(t, format.id)}</span>
                <span className="px-ds-format__size">{formatSize(t, format.id)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <CustomSize disabled={disabled} onCreate={onCreate} />
    </div>
  );
}

function CustomSize({ disabled, onCreate }: Pick<BlankFormatsProps, 'disabled' | 'onCreate'>) {
  const { t } = useTranslation();
  const [width, setWidth] = useState('1200');
  const [height, setHeight] = useState('800');
  const [error, setError] = useState(false);
  const id = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const w = Number(width);
    const h = Number(height);
    if (!width.trim() || !height.trim() || !validCustomSide(w) || !validCustomSide(h)) {
      setError(true);
      return;
    }
    setError(false);
    onCreate({ format: CUSTOM_FORMAT, width: w, height: h });
  };
  const side = (value: string): boolean => value.trim() !== '' && validCustomSide(Number(value));
  return (
    <form className="px-ds-custom" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="px-ds-custom__title">
        {t('designer_start_custom')}
      </h4>
      <SideInput id={`${id}-w`} label={t('designer_start_width')} value={width} invalid={error && !side(width)} errorId={error ? `${id}-error` : undefined} testId="designer-custom-width" onChange={setWidth} />
      <SideInput id={`${id}-h`} label={t('designer_start_height')} value={height} invalid={error && !side(height)} errorId={error ? `${id}-error` : undefined} testId="designer-custom-height" onChange={setHeight} />
      <button type="submit" className="px-btn px-btn--secondary" disabled={disabled} data-testid="designer-custom-create">
        {t('designer_start_custom_create')}
      </button>
      {error && (
        <p id={`${id}-error`} className="px-ds-error" role="alert" data-testid="designer-custom-error">
          {t('designer_start_custom_invalid', { min: CUSTOM_SIDE.min, max: CUSTOM_SIDE.max })}
        </p>
      )}
    </form>
  );
}

/** One side of the custom size: a whole number of pixels within CUSTOM_SIDE. */
function SideInput({ id, label, value, invalid, errorId, testId, onChange }: { id: string; label: string; value: string; invalid: boolean; errorId: string | undefined; testId: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="px-input" type="number" inputMode="numeric" min={CUSTOM_SIDE.min} max={CUSTOM_SIDE.max} step={1} value={value} aria-invalid={invalid} aria-describedby={errorId} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value)} />
    </>
  );
}
