// The slideshow schedule (shell-auth-platform §4.9, subscription-navigation §9): 1.5 s on the first picture,
// then a 1 s fade and 1 s or 3 s per picture, looping; reduced motion or one picture: no changes.
import { describe, expect, it } from 'vitest';
import { slideshowSchedule } from '../../src/features/messages/timings';
import { waitForApp } from '../../src/features/messages/announcementWait';

describe('slideshow schedule', () => {
  it('waits 1.5 s, fades for 1 s, then holds each picture 1 s at the short pace', () => {
    expect(slideshowSchedule(3, { pace: 'short', steps: 4 })).toEqual([
      { index: 1, fadeStartMs: 1500, shownAtMs: 2500 },
      { index: 2, fadeStartMs: 3500, shownAtMs: 4500 },
      { index: 0, fadeStartMs: 5500, shownAtMs: 6500 },
      { index: 1, fadeStartMs: 7500, shownAtMs: 8500 },
    ]);
  });

  it('holds each picture 3 s at the long pace, or the picture’s own duration', () => {
    expect(slideshowSchedule(2, { pace: 'long', steps: 2 }).map((s) => s.fadeStartMs)).toEqual([1500, 5500]);
    expect(slideshowSchedule(2, { pace: 'long', steps: 3, durations: [undefined, 2] }).map((s) => s.fadeStartMs)).toEqual([1500, 4500, 8500]);
  });

  it('keeps the first picture still with reduced motion or a single picture', () => {
    expect(slideshowSchedule(4, { reducedMotion: true })).toEqual([]);
    expect(slideshowSchedule(1)).toEqual([]);
  });
});

describe('waiting for the app to open', () => {
  it('gives up after the given number of tries', async () => {
    let tries = 0;
    const opened = await waitForApp(
      () => {
        tries += 1;
        return false;
      },
      { attempts: 5, intervalMs: 1 },
    );
    expect(opened).toBe(false);
    expect(tries).toBe(5);
  });

  it('goes on as soon as the app is open', async () => {
    let tries = 0;
    const opened = await waitForApp(() => ++tries === 3, { attempts: 150, intervalMs: 1 });
    expect(opened).toBe(true);
    expect(tries).toBe(3);
  });
});
