// @vitest-environment jsdom
// The "collage to designer" announcement (subscription-navigation §2): for signed-in users who have made
// a collage — the collage maker among their synced feature uses, or a collage as their last project on this
// device — and its confirm button goes to the collage maker.
import { afterEach, describe, expect, it } from 'vitest';
import { announcementFor, ANNOUNCEMENTS, hasMadeCollage } from '../../src/features/messages/announcements';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../src/lib/localStore';
import type { User } from '../../src/lib/user';

afterEach(() => removeLocal(LOCAL_KEYS.lastSection));

// Registered after the darkroom looks came out (its what's new is not theirs) and before the designer did.
const user = (options: User['options'] = {}, registered = Date.UTC(2026, 10, 20)): User => ({ email: 'ana@example.com', register_date: registered, delinquent: false, options }) as unknown as User;
const announcement = ANNOUNCEMENTS.find((a) => a.id === 'collage_to_designer')!;
// Every other announcement allowed (the same users also meet the user-fonts one, asked about elsewhere).
const any = (a: { id: string }) => a.id !== 'user_fonts';

describe('the collage to designer announcement', () => {
  it('tells users who opened the collage maker (synced feature use) that collages continue in the designer', () => {
    const maker = user({ feature_frequencies: { collage: 40, brightness: 12 } });
    expect(hasMadeCollage(maker)).toBe(true);
    expect(announcementFor(maker, any)?.id).toBe('collage_to_designer');
    expect(announcement).toMatchObject({ headingText: 'designer_from_collage_announce_heading', bodyText: 'designer_from_collage_announce_body', confirmText: 'designer_from_collage_announce_confirm', confirmTo: '/create/collage/' });
  });

  it('counts a collage this device last had open for the same user, not for someone else', () => {
    writeLocal(LOCAL_KEYS.lastSection, { section: 'collage', projectId: 'p1', owner: 'ana@example.com' });
    expect(hasMadeCollage(user())).toBe(true);
    writeLocal(LOCAL_KEYS.lastSection, { section: 'collage', projectId: 'p1', owner: 'bo@example.com' });
    expect(hasMadeCollage(user())).toBe(false);
    writeLocal(LOCAL_KEYS.lastSection, { section: 'designer', projectId: 'p2', owner: 'ana@example.com' });
    expect(hasMadeCollage(user())).toBe(false);
  });

  it('is not for visitors, users who never made a collage, users who came after the designer, or one who dismissed it', () => {
    expect(announcementFor(null, any)).toBeNull();
    expect(announcementFor(user({ feature_frequencies: { collage: 40 } }, Date.UTC(2026, 10, 25)), any)).toBeNull();
    expect(announcementFor(user({ feature_frequencies: { brightness: 40, collage: 0 } }), any)).toBeNull();
    expect(announcementFor(user({ feature_frequencies: { collage: 40 } }), (a) => any(a) && a.id !== 'collage_to_designer')).toBeNull();
  });
});
