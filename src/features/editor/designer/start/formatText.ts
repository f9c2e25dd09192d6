// A format's name and size in the user's language ("Instagram post", "1080 × 1080 px").
import type { TFunction } from 'i18next';
import { formatById, formatLabelKey } from '../../../../lib/shared/designer/formats';

export function formatName(t: TFunction, format: string): string {
  return t(formatLabelKey(format));
}

export function formatSize(t: TFunction, format: string): string {
  const f = formatById(format);
  return f ? t('designer_start_size', { width: f.width, height: f.height }) : '';
}
