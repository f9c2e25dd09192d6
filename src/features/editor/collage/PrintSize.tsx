// Print size at 300 dpi: what the collage's pixels make on paper, and a paper size (inches or centimetres)
// turned into pixels.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printSize } from '../../../lib/shared/collage/document';
import { DOCUMENT_LIMITS } from '../../../lib/shared/editor/types';
import type { Size } from './CanvasSize';

export const PRINT_DPI = 300;
const CM_PER_INCH = 2.54;
type Unit = 'in' | 'cm';

/** The paper size `size` prints at, at 300 dpi, in `unit`, to one decimal. */
export function paperSize(size: Size, unit: Unit): { width: string; height: string } {
  const per = unit === 'in' ? 1 : CM_PER_INCH;
  const side = (px: number): string => ((px / PRINT_DPI) * per).toFixed(1);
  return { width: side(size.width), height: side(size.height) };
}

/** "10.0 × 10.0 in at 300 dpi": the hint under a size. */
export function PrintHint({ size, unit = 'in' }: { size: Size; unit?: Unit }) {
  const { t } = useTranslation();
  const paper = paperSize(size, unit);
  return (
    <p className="px-ed-hint" data-testid="print-hint">
      {t(unit === 'in' ? 'collage_print_hint_in' : 'collage_print_hint_cm', { width: paper.width, height: paper.height, dpi: PRINT_DPI })}
    </p>
  );
}

export interface PrintSizeProps {
  size: Size;
  onChange(size: Size): void;
  disabled?: boolean;
}

export function PrintSize({ size, onChange, disabled }: PrintSizeProps) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<Unit>('in');
  const [typed, setTyped] = useState(() => paperSize(size, 'in'));
  const ids = { unit: useId(), width: useId(), height: useId() };
  // The canvas changed size (a preset, undo): the fields show its paper size again.
  useEffect(() => setTyped(paperSize({ width: size.width, height: size.height }, unit)), [size.width, size.height, unit]);
  const per = unit === 'in' ? 1 : CM_PER_INCH;
  const inches = { width: Number(typed.width) / per, height: Number(typed.height) / per };
  const pixels = Number.isFinite(inches.width) && Number.isFinite(inches.height) && inches.width > 0 && inches.height > 0 ? printSize(inches.width, inches.height, PRINT_DPI) : null;
  const valid = pixels !== null && pixels.width >= 16 && pixels.height >= 16 && pixels.width <= DOCUMENT_LIMITS.maxSide && pixels.height <= DOCUMENT_LIMITS.maxSide;
  return (
    <form
      className="px-cl-print"
      aria-label={t('collage_print_size')}
      data-testid="print-size"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && pixels) onChange(pixels);
      }}
    >
      <PrintHint size={size} unit={unit} />
      <label htmlFor={ids.unit}>{t('collage_print_unit')}</label>
      <select
        id={ids.unit}
        className="px-input"
        value={unit}
        disabled={disabled}
        onChange={(e) => {
          const next = e.currentTarget.value === 'cm' ? 'cm' : 'in';
          setUnit(next);
        }}
      >
        <option value="in">{t('collage_unit_in')}</option>
        <option value="cm">{t('collage_unit_cm')}</option>
      </select>
      <label htmlFor={ids.width}>{t('collage_print_width')}</label>
      <input id={ids.width} className="px-input" type="number" inputMode="decimal" step="0.1" min="0.1" value={typed.width} disabled={disabled} data-testid="print-width" onChange={(e) => setTyped({ ...typed, width: e.currentTarget.value })} />
      <label htmlFor={ids.height}>{t('collage_print_height')}</label>
      <input id={ids.height} className="px-input" type="number" inputMode="decimal" step="0.1" min="0.1" value={typed.height} disabled={disabled} data-testid="print-height" onChange={(e) => setTyped({ ...typed, height: e.currentTarget.value })} />
      {pixels && (
        <p className="px-ed-hint" dir="ltr">
          {t('collage_print_pixels', { width: pixels.width, height: pixels.height })}
        </p>
      )}
      <button type="submit" className="px-btn px-btn--small px-btn--secondary" disabled={disabled || !valid} data-testid="print-apply">
        {t('collage_apply')}
      </button>
    </form>
  );
}
