// What the designer's layers panel calls a layer: the editor's names, and the designer's own shape kinds.
import type { TFunction } from 'i18next';
import type { Layer } from '../../../../lib/shared/editor/types';
import { layerDisplayName } from '../../panels/layers/layerNames';

const DESIGNER_SHAPES = new Map<string, string>([
  ['arrow', 'arrange_kind_arrow'],
  ['polygon', 'arrange_kind_polygon'],
  ['star', 'arrange_kind_star'],
  ['speech-bubble', 'arrange_kind_speech_bubble'],
  ['path', 'arrange_kind_graphic'],
]);

export function designerLayerName(layer: Layer, t: TFunction): string {
  const key = layer.kind === 'shape' && !layer.name ? DESIGNER_SHAPES.get(layer.shape) : undefined;
  return key ? t(key) : layerDisplayName(layer, t);
}
