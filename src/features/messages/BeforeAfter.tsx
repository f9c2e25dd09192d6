// A before/after comparison: the "after" picture over the "before", cut at a divider the user drags with
// the pointer or moves with the arrow keys (a slider, so screen readers announce the position).
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeaserImage } from './teasers';

const STEP = 5;

export function BeforeAfter({ before, after, aspectRatio }: { before: TeaserImage; after: TeaserImage; aspectRatio: number }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number): void => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setPosition(Math.round(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100))));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stop = (): void => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const keys: Record<string, number> = { ArrowLeft: position - STEP, ArrowDown: position - STEP, ArrowRight: position + STEP, ArrowUp: position + STEP, Home: 0, End: 100, PageDown: position - 20, PageUp: position + 20 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPosition(Math.min(100, Math.max(0, next)));
  };

  return (
    // The pictures' left and right are the pictures' own, whatever the page's direction.
    <div
      ref={box}
      dir="ltr"
      className="px-msg-compare"
      style={{ aspectRatio: String(aspectRatio) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      data-testid="teaser-comparison"
    >
      <img src={before.src} alt={t(before.alt)} draggable={false} />
      <img src={after.src} alt={t(after.alt)} draggable={false} className="px-msg-compare__after" style={{ clipPath: `inset(0 0 0 ${position}%)` }} />
      <span className="px-msg-compare__label px-msg-compare__label--before">{t('teaser_before')}</span>
      <span className="px-msg-compare__label px-msg-compare__label--after">{t('teaser_after')}</span>
      <div
        className="px-msg-compare__divider"
        style={{ left: `${position}%` }}
        role="slider"
        tabIndex={0}
        aria-label={t('teaser_compare_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={t('teaser_compare_value', { percent: position })}
        onKeyDown={onKeyDown}
        data-testid="teaser-divider"
      />
    </div>
  );
}
