// What the panel calls a layer: the user's name, or one made from its kind (a text shows its first line,
// an adjustment the name of its first operation).
import type { TFunction } from 'i18next';
import { operationSpec } from '../../../../lib/shared/editor/catalogue';
import type { BlendMode, Layer } from '../../../../lib/shared/editor/types';

export function layerDisplayName(layer: Layer, t: TFunction): string {
  if (layer.name) return layer.name;
  if (layer.kind === 'text') return layer.text.split('\n')[0]?.slice(0, 40) || t('layers_kind_text');
  if (layer.kind === 'shape') return t(`layers_kind_${layer.shape}`);
  if (layer.kind === 'adjustment') {
    const first = layer.operations[0];
    const spec = first ? operationSpec(first.type) : undefined;
    return spec ? `${t('layers_kind_adjustment')}: ${t(spec.labelKey)}` : t('layers_kind_adjustment');
  }
  return t('layers_kind_image');
}

export function blendLabelKey(mode: BlendMode): string {
  return `layers_blend_${mode.replace(/-/g, '_')}`;
}
