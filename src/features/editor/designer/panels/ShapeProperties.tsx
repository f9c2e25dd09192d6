// The selected shape's paint and outline: fill, stroke colour and width, corner radius (rectangles and
// speech bubbles), sides or points (polygons, stars), the star's inner ratio, opacity. A slider drag or a
// colour being picked is one undo step (merged under its key, sealed when it ends).
import { useTranslation } from 'react-i18next';
import { DEFAULT_POLYGON_SIDES, DEFAULT_STAR_INNER, DEFAULT_STAR_POINTS } from '../../../../lib/shared/designer/outline';
import { DOCUMENT_LIMITS, type ShapeLayer } from '../../../../lib/shared/editor/types';
import { editDesign } from './designCommit';
import { useEditor } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { ColourField } from './ColourField';
import { editShape, hasCornerRadius, hasFill, hasPoints, type ShapeEdit } from './designEdits';

export function ShapeProperties({ layer }: { layer: ShapeLayer }) {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const edit = (change: ShapeEdit, key: string): void => editDesign(editor, (doc) => editShape(doc, layer.id, change), `shape:${layer.id}:${key}`);
  const maxStroke = Math.max(1, Math.round(Math.min(layer.width, layer.height) / 4));
  const maxRadius = Math.max(1, Math.round(Math.min(layer.width, layer.height) / 2));
  return (
    <section className="px-dz-section px-dz-props" aria-labelledby="px-dz-shape-props" data-testid="designer-shape-props">
      <h4 id="px-dz-shape-props" className="px-dz-title">
        {t('dp_shape_props', { shape: t(`dp_shape_${layer.shape.replace('-', '_')}`) })}
      </h4>
      {layer.locked && <p className="px-ed-hint">{t('dp_locked_hint')}</p>}
      <fieldset className="px-dz-fields" disabled={layer.locked}>
        {hasFill(layer.shape) && <ColourField label={t('dp_fill')} value={layer.fill} testId="designer-shape-fill" onChange={(fill) => edit({ fill }, 'fill')} />}
        <ColourField label={t('dp_stroke')} value={layer.stroke} testId="designer-shape-stroke" onChange={(stroke) => edit({ stroke }, 'stroke')} />
        <Slider label={t('dp_stroke_width')} testId="designer-shape-stroke-width" value={layer.strokeWidth} min={0} max={Math.max(maxStroke, layer.strokeWidth)} step={1} format={(v) => `${v} px`} onChange={(strokeWidth) => edit({ strokeWidth }, 'stroke-width')} disabled={layer.locked} />
        {hasCornerRadius(layer.shape) && <Slider label={t('dp_corner_radius')} testId="designer-shape-radius" value={Math.min(layer.cornerRadius, maxRadius)} min={0} max={maxRadius} step={1} neutral={0} format={(v) => `${v} px`} onChange={(cornerRadius) => edit({ cornerRadius }, 'radius')} disabled={layer.locked} />}
        {hasPoints(layer.shape) && (
          <Slider
            label={t(layer.shape === 'star' ? 'dp_star_points' : 'dp_polygon_sides')}
            testId="designer-shape-points"
            value={layer.points ?? (layer.shape === 'star' ? DEFAULT_STAR_POINTS : DEFAULT_POLYGON_SIDES)}
            min={(layer.shape === 'star' ? DOCUMENT_LIMITS.starPoints : DOCUMENT_LIMITS.polygonSides)[0]}
            max={(layer.shape === 'star' ? DOCUMENT_LIMITS.starPoints : DOCUMENT_LIMITS.polygonSides)[1]}
            step={1}
            onChange={(points) => edit({ points }, 'points')}
            disabled={layer.locked}
          />
        )}
        {layer.shape === 'star' && (
          <Slider label={t('dp_star_inner')} testId="designer-shape-inner" value={layer.innerRatio ?? DEFAULT_STAR_INNER} min={DOCUMENT_LIMITS.starInnerRatio[0]} max={DOCUMENT_LIMITS.starInnerRatio[1]} step={0.01} neutral={DEFAULT_STAR_INNER} format={(v) => `${Math.round(v * 100)}%`} onChange={(innerRatio) => edit({ innerRatio }, 'inner')} disabled={layer.locked} />
        )}
        <Slider label={t('dp_opacity')} testId="designer-shape-opacity" value={Math.round(layer.opacity * 100)} min={0} max={100} step={1} neutral={100} format={(v) => `${v}%`} onChange={(v) => edit({ opacity: v / 100 }, 'opacity')} disabled={layer.locked} />
      </fieldset>
    </section>
  );
}
