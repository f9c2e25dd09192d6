// The Background panel: a solid colour (swatches and a picker; it replaces a gradient), a gradient
// (linear at an angle, or radial; two colours), a texture or pattern (the collage maker's picker), and a
// photo as a locked bottom layer covering the canvas (replaceable, removable). Each change is one undo
// step; a colour being picked or a slider dragged is merged into one.
import { useTranslation } from 'react-i18next';
import type { CanvasGradient } from '../../../../lib/shared/editor/types';
import { PatternPicker } from '../../collage/PatternPicker';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { TrashIcon } from '../../shell/icons';
import { setDesignerBackgroundPhoto } from '../photos';
import { editDesign } from './designCommit';
import { backgroundPhotoOf, removeBackgroundPhoto, setBackgroundColor, setGradient } from './designEdits';
import { ColourField } from './ColourField';
import { PhotoSources } from './PhotoSources';
import { usePhotoRunner } from './UploadsPanel';

export const BACKGROUND_SWATCHES = ['#ffffffff', '#f8f5f0ff', '#111827ff', '#1e3a8aff', '#0ea5e9ff', '#10b981ff', '#84cc16ff', '#facc15ff', '#f97316ff', '#ef4444ff', '#ec4899ff', '#8b5cf6ff'] as const;

/** Gradients to start from (the user's colours and angle come after). */
const GRADIENT_PRESETS: readonly CanvasGradient[] = [
  { kind: 'linear', from: '#ff7e5fff', to: '#feb47bff', angle: 90 },
  { kind: 'linear', from: '#6a11cbff', to: '#2575fcff', angle: 45 },
  { kind: 'linear', from: '#43e97bff', to: '#38f9d7ff', angle: 0 },
  { kind: 'radial', from: '#fdfbfbff', to: '#a1c4fdff', angle: 0 },
  { kind: 'radial', from: '#fbc2ebff', to: '#a6c1eeff', angle: 0 },
  { kind: 'linear', from: '#0f2027ff', to: '#2c5364ff', angle: 90 },
];

const css = (color: string): string => (/^#[0-9a-f]{8}$/i.test(color) ? color : '#ffffff');
export const gradientCss = (g: CanvasGradient): string =>
  g.kind === 'radial' ? `radial-gradient(circle, ${css(g.from)}, ${css(g.to)})` : `linear-gradient(${g.angle + 90}deg, ${css(g.from)}, ${css(g.to)})`;

export function BackgroundPanel() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const background = useSlice(editor.history, (h) => h?.present.canvas.background ?? '#ffffffff');
  const gradient = useSlice(editor.history, (h) => h?.present.canvas.gradient ?? null);
  const photo = useSlice(editor.history, (h) => (h ? backgroundPhotoOf(h.present) : null));
  const { busy, run } = usePhotoRunner();
  const solid = (color: string, key?: string): void => editDesign(editor, (doc) => setGradient(setBackgroundColor(doc, color), null), key);
  const changeGradient = (patch: Partial<CanvasGradient>, key?: string): void =>
    editDesign(editor, (doc) => setGradient(doc, { ...(doc.canvas.gradient ?? GRADIENT_PRESETS[0]!), ...patch }), key);
  return (
    <div className="px-ed-panel__body" data-testid="designer-background" aria-busy={busy}>
      <section className="px-dz-section" aria-labelledby="px-dz-bg-colour">
        <h4 id="px-dz-bg-colour" className="px-dz-title">
          {t('dp_bg_colour')}
        </h4>
        <ul className="px-dz-swatches" aria-label={t('dp_bg_swatches')}>
          {BACKGROUND_SWATCHES.map((color) => (
            <li key={color}>
              <button type="button" className="px-dz-swatch" style={{ background: color }} aria-pressed={!gradient && background === color} aria-label={t('dp_bg_swatch', { color: color.slice(0, 7) })} data-testid="designer-bg-swatch" data-color={color} onClick={() => solid(color)} />
            </li>
          ))}
        </ul>
        <ColourField label={t('dp_bg_custom')} value={background} testId="designer-bg-colour" onChange={(color) => solid(color, 'designer:background')} />
      </section>

      <section className="px-dz-section" aria-labelledby="px-dz-bg-gradient">
        <h4 id="px-dz-bg-gradient" className="px-dz-title">
          {t('dp_bg_gradient')}
        </h4>
        <ul className="px-dz-swatches px-dz-swatches--wide" aria-label={t('dp_bg_gradient_presets')}>
          {GRADIENT_PRESETS.map((g, i) => (
            <li key={i}>
              <button type="button" className="px-dz-swatch" style={{ background: gradientCss(g) }} aria-label={t('dp_bg_gradient_preset', { n: i + 1 })} data-testid="designer-gradient-preset" onClick={() => editDesign(editor, (doc) => setGradient(doc, g))} />
            </li>
          ))}
        </ul>
        <div className="px-ed-toggles" role="radiogroup" aria-label={t('dp_bg_gradient_kind')}>
          {(['none', 'linear', 'radial'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              className="px-ed-toggle px-dz-toggle"
              aria-checked={(gradient?.kind ?? 'none') === kind}
              data-testid={`designer-gradient-${kind}`}
              onClick={() => (kind === 'none' ? editDesign(editor, (doc) => setGradient(doc, null)) : changeGradient({ kind }))}
            >
              {t(`dp_gradient_${kind}`)}
            </button>
          ))}
        </div>
        {gradient && (
          <div className="px-dz-fields">
            <ColourField label={t('dp_gradient_from')} value={gradient.from} testId="designer-gradient-from" onChange={(from) => changeGradient({ from }, 'designer:gradient-from')} />
            <ColourField label={t('dp_gradient_to')} value={gradient.to} testId="designer-gradient-to" onChange={(to) => changeGradient({ to }, 'designer:gradient-to')} />
            {gradient.kind === 'linear' && <Slider label={t('dp_gradient_angle')} testId="designer-gradient-angle" value={gradient.angle} min={0} max={359} step={1} format={(v) => `${v}°`} onChange={(angle) => changeGradient({ angle }, 'designer:gradient-angle')} />}
          </div>
        )}
      </section>

      <section className="px-dz-section" aria-labelledby="px-dz-bg-pattern">
        <h4 id="px-dz-bg-pattern" className="px-dz-title">
          {t('dp_bg_pattern')}
        </h4>
        <PatternPicker />
      </section>

      <section className="px-dz-section" aria-labelledby="px-dz-bg-photo">
        <h4 id="px-dz-bg-photo" className="px-dz-title">
          {t('dp_bg_photo')}
        </h4>
        {photo && (
          <div className="px-cl-photo" data-testid="designer-bg-photo">
            <span className="px-cl-photo__name">{photo.name || t('dp_bg_layer_name')}</span>
            <button type="button" className="px-ed-icon-btn" aria-label={t('dp_bg_photo_remove')} title={t('dp_bg_photo_remove')} data-testid="designer-bg-photo-remove" disabled={busy} onClick={() => editDesign(editor, removeBackgroundPhoto)}>
              <TrashIcon size={16} />
            </button>
          </div>
        )}
        <p className="px-ed-hint">{t(photo ? 'dp_bg_photo_change_hint' : 'dp_bg_photo_hint')}</p>
        <PhotoSources
          testId="designer-bg-photo"
          multiple={false}
          busy={busy}
          run={run}
          onFiles={async (files) => {
            const file = files[0];
            if (file) await setDesignerBackgroundPhoto(editor, file, t('dp_bg_layer_name'));
          }}
        />
      </section>
    </div>
  );
}
