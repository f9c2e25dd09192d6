// The Canvas panel: size (aspect presets, custom pixels, print size at 300 dpi), spacing, margin and
// corner radius, the background colour and the background pattern.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setCanvasSize, setCollageStyle } from '../../../lib/shared/collage/document';
import { COLLAGE_LIMITS } from '../../../lib/shared/collage/types';
import { useEditor, useSlice } from '../EditorContext';
import { Slider } from '../panels/Slider';
import { CanvasSize } from './CanvasSize';
import { colorInputValue, documentColor, editCollage } from './editCollage';
import { PatternPicker } from './PatternPicker';
import { PrintSize } from './PrintSize';

const STYLE_KEYS = [
  { key: 'spacing', labelKey: 'collage_spacing', max: COLLAGE_LIMITS.spacing[1] },
  { key: 'margin', labelKey: 'collage_margin', max: COLLAGE_LIMITS.margin[1] },
  { key: 'radius', labelKey: 'collage_radius', max: COLLAGE_LIMITS.radius[1] },
] as const;

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

export function CanvasPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const width = useSlice(editor.history, (h) => h?.present.canvas.width ?? 1);
  const height = useSlice(editor.history, (h) => h?.present.canvas.height ?? 1);
  const background = useSlice(editor.history, (h) => h?.present.canvas.background ?? '#ffffffff');
  const collage = useSlice(editor.history, (h) => h?.present.collage ?? null);
  const colorId = useId();
  const resize = (size: { width: number; height: number }): void => editCollage(editor, (doc) => setCanvasSize(doc, size.width, size.height));
  const freestyle = collage?.layout === 'freestyle';
  return (
    <div className="px-ed-panel__body" data-testid="canvas-panel">
      <section className="px-cl-section" aria-labelledby="px-cl-canvas-size">
        <h4 id="px-cl-canvas-size" className="px-cl-group__title">
          {t('collage_canvas_size')}
        </h4>
        <CanvasSize size={{ width, height }} onChange={resize} />
        <PrintSize size={{ width, height }} onChange={resize} />
      </section>
      {collage && !freestyle && (
        <section className="px-cl-section" aria-labelledby="px-cl-style">
          <h4 id="px-cl-style" className="px-cl-group__title">
            {t('collage_cells')}
          </h4>
          {STYLE_KEYS.map(({ key, labelKey, max }) => (
            <Slider key={key} testId={`collage-${key}`} label={t(labelKey)} value={collage[key]} min={0} max={max} step={0.001} neutral={0} format={percent} onChange={(value) => editCollage(editor, (doc) => setCollageStyle(doc, { [key]: value }), `collage:${key}`)} />
          ))}
        </section>
      )}
      <section className="px-cl-section" aria-labelledby="px-cl-background">
        <h4 id="px-cl-background" className="px-cl-group__title">
          {t('collage_background')}
        </h4>
        <div className="px-ed-color">
          <input
            id={colorId}
            type="color"
            value={colorInputValue(background)}
            data-testid="collage-background"
            onChange={(e) => {
              const value = e.currentTarget.value;
              editCollage(editor, (doc) => ({ ...doc, canvas: { ...doc.canvas, background: documentColor(value, doc.canvas.background) } }), 'collage:background');
            }}
            onBlur={() => editor.seal()}
          />
          <label htmlFor={colorId}>{t('collage_background_colour')}</label>
        </div>
        <PatternPicker />
      </section>
    </div>
  );
}
