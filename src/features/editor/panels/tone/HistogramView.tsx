// The live histogram: luminance as a grey area, red, green and blue as lines, each scaled to the tallest
// bin (the square root of counts, so a few spikes do not flatten the rest).
import { useTranslation } from 'react-i18next';
import type { Histogram } from '../../engineClient';

const W = 256;
const H = 80;

function path(counts: readonly number[], peak: number, closed: boolean): string {
  const n = counts.length;
  const points = counts.map((v, i) => `${((i + 0.5) / n) * W},${H - (Math.sqrt(v) / peak) * H}`);
  return closed ? `M0,${H} L${points.join(' L')} L${W},${H} Z` : `M${points.join(' L')}`;
}

export function HistogramView({ histogram }: { histogram: Histogram | null }) {
  const { t } = useTranslation('editorTone');
  if (!histogram || histogram.pixels === 0) {
    return (
      <div className="px-ed-histogram px-ed-histogram--empty" data-testid="tone-histogram" data-state="loading" role="status">
        <span className="px-ed-muted">{t('tone_histogram_waiting')}</span>
      </div>
    );
  }
  const peak = Math.max(1, ...[histogram.luminance, histogram.red, histogram.green, histogram.blue].flat().map(Math.sqrt));
  return (
    <div className="px-ed-histogram" data-testid="tone-histogram" data-state="ready" data-luma-mean={meanBin(histogram.luminance).toFixed(2)}>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={t('tone_histogram_label')}>
        <path d={path(histogram.luminance, peak, true)} className="px-ed-histogram__luma" />
        <path d={path(histogram.red, peak, false)} className="px-ed-histogram__red" />
        <path d={path(histogram.green, peak, false)} className="px-ed-histogram__green" />
        <path d={path(histogram.blue, peak, false)} className="px-ed-histogram__blue" />
      </svg>
    </div>
  );
}

/** The mean bin (0..1) of a channel: tests and the e2e read it off the element. */
export function meanBin(counts: readonly number[]): number {
  let total = 0;
  let sum = 0;
  counts.forEach((v, i) => {
    total += v;
    sum += v * ((i + 0.5) / counts.length);
  });
  return total > 0 ? sum / total : 0;
}
