// @vitest-environment jsdom
// The spec's "font management" announcement (issue 16): signed-in users registered before the designer came
// out are told they can upload their own fonts; its confirm button opens the designer.
import { describe, expect, it } from 'vitest';
import { announcementFor, ANNOUNCEMENTS, DESIGNER_RELEASED } from '../../src/features/messages/announcements';
import type { User } from '../../src/lib/user';

const user = (registered: number, uses: Record<string, number> = { 'text-editor': 12 }): User => ({ email: 'ana@example.com', register_date: registered, delinquent: false, options: { feature_frequencies: uses } }) as unknown as User;
const onlyFonts = (a: { id: string }) => a.id === 'user_fonts';

describe('the user fonts announcement', () => {
  it('is for users registered before the designer who work with text, and opens the designer', () => {
    expect(announcementFor(user(DESIGNER_RELEASED - 86_400_000), onlyFonts)?.id).toBe('user_fonts');
    expect(ANNOUNCEMENTS.find(onlyFonts)).toMatchObject({ headingText: 'userfont_announce_heading', bodyText: 'userfont_announce_body', confirmText: 'userfont_announce_confirm', confirmTo: '/create/designer/' });
  });

  it('is not for visitors, users who came after the designer, or users who never added a text', () => {
    expect(announcementFor(null, onlyFonts)).toBeNull();
    expect(announcementFor(user(DESIGNER_RELEASED - 86_400_000, { brightness: 30 }), onlyFonts)).toBeNull();
    expect(announcementFor(user(DESIGNER_RELEASED + 86_400_000), onlyFonts)).toBeNull();
  });
});
