// The clocks of teasers and announcements (subscription-navigation §4 "Announcements", §9; shell-auth-platform
// §4.9 "Teaser image cycling"), and the slideshow's schedule as data so a test can read it.

export const MESSAGE_TIMINGS = {
  /** A slideshow shows its first picture this long before the first change. */
  slideshowFirstWaitMs: 1500,
  /** Each change cross-fades for this long. */
  slideshowFadeMs: 1000,
  /** How long each later picture stays: short (1 s) or long (3 s) slideshows. */
  slideshowShortMs: 1000,
  slideshowLongMs: 3000,
  /** No announcement within a day of the last one shown (a "takeover"). */
  takeoverCooldownMs: 24 * 60 * 60 * 1000,
  /** A weekly announcement comes back this long after it was dismissed. */
  weeklyRepeatMs: 7 * 24 * 60 * 60 * 1000,
  /** Waiting for the load screen to end and the app to open: this many tries, this far apart. */
  appWaitAttempts: 150,
  appWaitIntervalMs: 500,
} as const;

export type SlideshowPace = 'short' | 'long';

export interface SlideshowStep {
  /** The picture shown once this step's fade is over. */
  index: number;
  /** When the fade to it starts, in ms from the slideshow's start. */
  fadeStartMs: number;
  /** When it is fully shown. */
  shownAtMs: number;
}

/** Milliseconds each picture stays once shown: the pace's duration, or the picture's own. */
export function holdMs(pace: SlideshowPace, ownSeconds?: number): number {
  if (ownSeconds !== undefined && Number.isFinite(ownSeconds) && ownSeconds > 0) return ownSeconds * 1000;
  return pace === 'long' ? MESSAGE_TIMINGS.slideshowLongMs : MESSAGE_TIMINGS.slideshowShortMs;
}

/**
 * The first `steps` changes of a slideshow of `count` pictures: the first picture stays 1.5 s, then each
 * change fades for 1 s and the new picture stays 1 s or 3 s (or its own duration) before the next fade.
 * It loops. One picture, or reduced motion, has no changes: the first picture stays still.
 */
export function slideshowSchedule(count: number, options: { pace?: SlideshowPace; durations?: (number | undefined)[]; steps?: number; reducedMotion?: boolean } = {}): SlideshowStep[] {
  if (count < 2 || options.reducedMotion) return [];
  const pace = options.pace ?? 'short';
  const steps = options.steps ?? count;
  const out: SlideshowStep[] = [];
  let fadeStart = MESSAGE_TIMINGS.slideshowFirstWaitMs;
  for (let i = 1; i <= steps; i++) {
    const index = i % count;
    const shownAt = fadeStart + MESSAGE_TIMINGS.slideshowFadeMs;
    out.push({ index, fadeStartMs: fadeStart, shownAtMs: shownAt });
    fadeStart = shownAt + holdMs(pace, options.durations?.[index]);
  }
  return out;
}
