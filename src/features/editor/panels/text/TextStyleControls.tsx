// Text effects (issue 14): outline, shadow and background box, each switched on by a checkbox that shows
// its colour and sliders, then letter and line spacing. Sizes are stored in em and shown as a percentage
// of the font size. Every slider is the panel's Slider: one drag (or a run of arrow keys) is one undo step.
import { useTranslation } from 'react-i18next';
import type { LayerPatch } from '../../../../lib/shared/editor/edits';
import { TEXT_STYLE_LIMITS as L, type TextBackground, type TextLayer, type TextOutline, type TextShadow } from '../../../../lib/shared/editor/types';
import { formatSigned, Slider } from '../Slider';

export const DEFAULT_OUTLINE: TextOutline = { color: '#000000ff', width: 0.05 };
export const DEFAULT_SHADOW: TextShadow = { color: '#00000099', blur: 0.12, offsetX: 0.05, offsetY: 0.05 };
export const DEFAULT_BACKGROUND: TextBackground = { color: '#000000aa', padding: 0.3, radius: 0.2 };

const percent = (v: number): string => `${Math.round(v * 100)}%`;
const signedPercent = (v: number): string => `${formatSigned(Math.round(v * 100))}%`;
const withAlpha = (hex: string, previous: string): string => `${hex}${previous.slice(7, 9) || 'ff'}`;

interface Props {
  layer: TextLayer;
  /** A change merged with the next ones under `key` (sliders, colour drags). */
  patch(p: LayerPatch, key: string): void;
  /** A change that is one undo step on its own (switches). */
  step(p: LayerPatch): void;
  /** Ends the current merged change (a colour picker closed). */
  seal(): void;
}

function Colour({ label, value, testId, onChange, onDone }: { label: string; value: string; testId: string; onChange(v: string): void; onDone(): void }) {
  return (
    <label className="px-ed-color">
      <span>{label}</span>
      <input type="color" value={value.slice(0, 7)} data-testid={testId} onChange={(e) => onChange(withAlpha(e.currentTarget.value, value))} onBlur={onDone} />
    </label>
  );
}

function Section({ label, on, testId, onToggle, children }: { label: string; on: boolean; testId: string; onToggle(on: boolean): void; children: React.ReactNode }) {
  return (
    <fieldset className="px-ed-textfx">
      <legend className="px-visually-hidden">{label}</legend>
      <label className="px-ed-textfx__switch">
        <input type="checkbox" checked={on} data-testid={testId} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span>{label}</span>
      </label>
      {on && <div className="px-ed-textfx__body">{children}</div>}
    </fieldset>
  );
}

export function TextStyleControls({ layer, patch, step, seal }: Props) {
  const { t } = useTranslation();
  const { outline, shadow, background } = layer;
  return (
    <div className="px-ed-textfx__all" data-testid="text-effects">
      <Section label={t('etx_outline')} on={!!outline} testId="text-outline" onToggle={(on) => step({ outline: on ? DEFAULT_OUTLINE : undefined })}>
        {outline && (
          <>
            <Colour label={t('etx_outline_color')} value={outline.color} testId="text-outline-color" onChange={(color) => patch({ outline: { ...outline, color } }, 'outline-color')} onDone={seal} />
            <Slider label={t('etx_outline_width')} testId="text-outline-width" value={outline.width} min={0.01} max={L.outlineWidth[1]} step={0.01} format={percent} onChange={(width) => patch({ outline: { ...outline, width } }, 'outline-width')} />
          </>
        )}
      </Section>
      <Section label={t('etx_shadow')} on={!!shadow} testId="text-shadow" onToggle={(on) => step({ shadow: on ? DEFAULT_SHADOW : undefined })}>
        {shadow && (
          <>
            <Colour label={t('etx_shadow_color')} value={shadow.color} testId="text-shadow-color" onChange={(color) => patch({ shadow: { ...shadow, color } }, 'shadow-color')} onDone={seal} />
            <Slider label={t('etx_shadow_blur')} value={shadow.blur} min={0} max={L.shadowBlur[1]} step={0.01} format={percent} onChange={(blur) => patch({ shadow: { ...shadow, blur } }, 'shadow-blur')} />
            <Slider label={t('etx_shadow_x')} value={shadow.offsetX} min={L.shadowOffset[0]} max={L.shadowOffset[1]} step={0.01} neutral={0} format={signedPercent} onChange={(offsetX) => patch({ shadow: { ...shadow, offsetX } }, 'shadow-x')} />
            <Slider label={t('etx_shadow_y')} value={shadow.offsetY} min={L.shadowOffset[0]} max={L.shadowOffset[1]} step={0.01} neutral={0} format={signedPercent} onChange={(offsetY) => patch({ shadow: { ...shadow, offsetY } }, 'shadow-y')} />
          </>
        )}
      </Section>
      <Section label={t('etx_background')} on={!!background} testId="text-background" onToggle={(on) => step({ background: on ? DEFAULT_BACKGROUND : undefined })}>
        {background && (
          <>
            <Colour label={t('etx_background_color')} value={background.color} testId="text-background-color" onChange={(color) => patch({ background: { ...background, color } }, 'background-color')} onDone={seal} />
            <Slider label={t('etx_background_padding')} value={background.padding} min={0} max={L.backgroundPadding[1]} step={0.01} format={percent} onChange={(padding) => patch({ background: { ...background, padding } }, 'background-padding')} />
            <Slider label={t('etx_background_radius')} value={background.radius} min={0} max={L.backgroundRadius[1]} step={0.01} format={percent} onChange={(radius) => patch({ background: { ...background, radius } }, 'background-radius')} />
          </>
        )}
      </Section>
      <Slider label={t('etx_letter_spacing')} testId="text-letter-spacing" value={layer.letterSpacing ?? 0} min={L.letterSpacing[0]} max={L.letterSpacing[1]} step={0.01} neutral={0} format={signedPercent} onChange={(letterSpacing) => patch({ letterSpacing }, 'letter-spacing')} />
      <Slider label={t('etx_line_spacing')} testId="text-line-spacing" value={layer.lineHeight} min={0.5} max={3} step={0.05} neutral={1.2} format={(v) => `${v.toFixed(2)}×`} onChange={(lineHeight) => patch({ lineHeight }, 'line-height')} />
    </div>
  );
}
