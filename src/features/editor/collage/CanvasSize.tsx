// The collage's size: the aspect presets (square, 4:5, 16:9, 9:16, A4, letter) and custom pixels, typed
// and applied with Enter or the Apply button (a half-typed number changes nothing).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASPECT_PRESETS } from '../../../lib/shared/collage/document';
import { DOCUMENT_LIMITS } from '../../../lib/shared/editor/types';

export interface Size {
  width: number;
  height: number;
}

export const ASPECT_LABEL_KEYS: Readonly<Record<(typeof ASPECT_PRESETS)[number]['id'], string>> = {
  square: 'collage_aspect_square',
  '4:5': 'collage_aspect_portrait',
  '16:9': 'collage_aspect_wide',
  '9:16': 'collage_aspect_story',
  a4: 'collage_aspect_a4',
  letter: 'collage_aspect_letter',
};

/** A typed side: a whole number of pixels within the document's limits, or null. */
export function sideFrom(text: string): number | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  const side = Math.round(n);
  return side >= 16 && side <= DOCUMENT_LIMITS.maxSide ? side : null;
}

function presetOf(size: Size): string | null {
  return ASPECT_PRESETS.find((p) => p.width === size.width && p.height === size.height)?.id ?? null;
}

export interface CanvasSizeProps {
  size: Size;
  onChange(size: Size): void;
  disabled?: boolean;
}

export function CanvasSize({ size, onChange, disabled }: CanvasSizeProps) {
  const { t } = useTranslation();
  const widthId = useId();
  const heightId = useId();
  const [typed, setTyped] = useState({ width: String(size.width), height: String(size.height) });
  useEffect(() => setTyped({ width: String(size.width), height: String(size.height) }), [size.width, size.height]);
  const preset = presetOf(size);
  const width = sideFrom(typed.width);
  const height = sideFrom(typed.height);
  const changed = width !== null && height !== null && (width !== size.width || height !== size.height);
  const apply = (): void => {
    if (width !== null && height !== null && changed) onChange({ width, height });
  };
  return (
    <div className="px-cl-size" data-testid="canvas-size">
      <div className="px-cl-chips" role="group" aria-label={t('collage_aspect')}>
        {ASPECT_PRESETS.map((p) => (
          <button key={p.id} type="button" className="px-cl-chip" aria-pressed={preset === p.id} disabled={disabled} data-testid={`aspect-${p.id}`} onClick={() => onChange({ width: p.width, height: p.height })}>
            <span className="px-cl-chip__shape" style={{ aspectRatio: `${p.width} / ${p.height}` }} aria-hidden="true" />
            {t(ASPECT_LABEL_KEYS[p.id])}
          </button>
        ))}
      </div>
      <form
        className="px-cl-size__custom"
        aria-label={t('collage_custom_size')}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label htmlFor={widthId}>{t('collage_width_px')}</label>
        <input id={widthId} className="px-input" type="number" inputMode="numeric" min={16} max={DOCUMENT_LIMITS.maxSide} value={typed.width} disabled={disabled} data-testid="canvas-width" onChange={(e) => setTyped({ ...typed, width: e.currentTarget.value })} />
        <label htmlFor={heightId}>{t('collage_height_px')}</label>
        <input id={heightId} className="px-input" type="number" inputMode="numeric" min={16} max={DOCUMENT_LIMITS.maxSide} value={typed.height} disabled={disabled} data-testid="canvas-height" onChange={(e) => setTyped({ ...typed, height: e.currentTarget.value })} />
        <button type="submit" className="px-btn px-btn--small px-btn--secondary" disabled={disabled || !changed} data-testid="canvas-size-apply">
          {t('collage_apply')}
        </button>
      </form>
    </div>
  );
}
