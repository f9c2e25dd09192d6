// A slideshow that cross-fades its pictures on the schedule of slideshowSchedule (1.5 s, then a 1 s fade
// and 1 s or 3 s per picture, looping). With reduced motion the first picture stays still.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdMs, MESSAGE_TIMINGS, type SlideshowPace } from './timings';

export interface SlideImage {
  src: string;
  alt: string;
  duration?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Slideshow({ images, aspectRatio, pace = 'short', testId }: { images: SlideImage[]; aspectRatio: number; pace?: SlideshowPace; testId?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let shown = 0;
    const next = (): void => {
      shown = (shown + 1) % count;
      setIndex(shown);
      timer = setTimeout(next, MESSAGE_TIMINGS.slideshowFadeMs + holdMs(pace, images[shown]?.duration));
    };
    timer = setTimeout(next, MESSAGE_TIMINGS.slideshowFirstWaitMs);
    return () => clearTimeout(timer);
  }, [count, pace, images]);

  return (
    <div className="px-msg-slides" style={{ aspectRatio: String(aspectRatio) }} data-testid={testId} data-index={index}>
      {images.map((image, i) => (
        <img key={`${image.src}-${i}`} src={image.src} alt={i === index ? t(image.alt) : ''} aria-hidden={i !== index} className={i === index ? 'is-shown' : ''} style={{ transitionDuration: `${MESSAGE_TIMINGS.slideshowFadeMs}ms` }} draggable={false} />
      ))}
    </div>
  );
}
