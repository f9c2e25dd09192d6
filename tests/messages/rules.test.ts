// The announcement rules (subscription-navigation §4 "Announcements", §9), the targeted-notice rule (§4
// "Targeted messages") and which teaser a key opens (§2 "Teaser modals").
import { describe, expect, it } from 'vitest';
import { dismissedAt, inTakeoverCooldown, isDismissed, mayShow, withDismissal } from '../../src/features/messages/rules';
import { noticeToShow, pendingNoticeIds } from '../../src/features/messages/targetedNotices';
import { roleOf, teaserAction, teaserFor } from '../../src/features/messages/teasers';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);
const once = { id: 'darkroom_whats_new' };
const weekly = { id: 'payment_failed', weekly: true };

describe('announcement dismissals', () => {
  it('shows a one-time announcement until it is dismissed, then never again', () => {
    expect(isDismissed(once, [], NOW)).toBe(false);
    const dismissed = withDismissal(once, [], NOW);
    expect(dismissed).toEqual(['darkroom_whats_new']);
    expect(isDismissed(once, dismissed, NOW + 365 * DAY)).toBe(true);
    expect(withDismissal(once, dismissed, NOW + DAY)).toEqual(dismissed);
  });

  it('brings a weekly announcement back 7 days after its dismissal, not before', () => {
    const dismissed = withDismissal(weekly, [], NOW);
    expect(dismissed).toEqual([`payment_failed@${NOW}`]);
    expect(isDismissed(weekly, dismissed, NOW + 7 * DAY - 1)).toBe(true);
    expect(isDismissed(weekly, dismissed, NOW + 7 * DAY)).toBe(false);
    const again = withDismissal(weekly, dismissed, NOW + 8 * DAY);
    expect(again).toEqual([`payment_failed@${NOW + 8 * DAY}`]);
    expect(dismissedAt(again, 'payment_failed')).toBe(NOW + 8 * DAY);
  });

  it('does not mix up announcements whose ids share a prefix', () => {
    expect(isDismissed({ id: 'pay' }, ['payment_failed'], NOW)).toBe(false);
    expect(dismissedAt(['other@5'], 'payment_failed')).toBeNull();
  });

  it('shows nothing within a day of the last announcement shown', () => {
    expect(inTakeoverCooldown(null, NOW)).toBe(false);
    expect(inTakeoverCooldown(NOW - DAY + 1, NOW)).toBe(true);
    expect(inTakeoverCooldown(NOW - DAY, NOW)).toBe(false);
    expect(mayShow(once, { dismissed: [], lastTakeoverAt: NOW - 60_000 }, NOW)).toBe(false);
    expect(mayShow(once, { dismissed: [], lastTakeoverAt: NOW - 2 * DAY }, NOW)).toBe(true);
  });
});

describe('targeted notices', () => {
  it('shows a notice only to a signed-in user whose flag is below 1, and on-request ones only when asked', () => {
    expect(pendingNoticeIds({ learn_tour: 0 }, false)).toEqual([]);
    expect(noticeToShow({ learn_tour: 1 }, true)).toBeNull();
    expect(noticeToShow({ learn_tour: 0 }, true)?.id).toBe('learn_tour');
    expect(noticeToShow({ whats_new_digest: 0 }, true)).toBeNull();
    expect(noticeToShow({ whats_new_digest: 0 }, true, 'whats_new_digest')?.id).toBe('whats_new_digest');
    expect(noticeToShow({ unknown_cohort: 0 }, true)).toBeNull();
  });
});

describe('teasers', () => {
  it('opens nothing for Plus, pricing for the two skip keys, the teaser otherwise', () => {
    expect(teaserAction('oil-painting', 'plus')).toBe('none');
    expect(teaserAction('oil-painting', 'free')).toBe('teaser');
    expect(teaserAction('oil-painting', 'visitor')).toBe('teaser');
    expect(teaserAction('designer_templates', 'free')).toBe('pricing');
    expect(teaserAction('top_nav_bar', 'visitor')).toBe('pricing');
    expect(teaserAction('top_nav_bar', 'plus')).toBe('none');
  });

  it('falls back to the default teaser for an unknown key', () => {
    expect(teaserFor('no-such-feature')).toBe(teaserFor('default'));
    expect(teaserFor('toString').headingText).toBe('teaser_default_heading');
    expect(teaserFor('cartoonizer').isComparison).toBe(true);
  });

  it('reads Plus from pl "1"', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf({ pl: '0' })).toBe('free');
    expect(roleOf({ pl: '1' })).toBe('plus');
  });
});
