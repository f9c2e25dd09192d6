// The announcements that make sense today (subscription-navigation §2 "Announcement modals", §3
// "Announcement"): each with who it is for. Links go only to tools that exist (toolForDeepLink), so a
// link never lands on "not available". Texts are i18next keys.
import { LOCAL_KEYS, readLocal } from '../../lib/localStore';
import { toolForDeepLink } from '../../lib/shared/editor/tools';
import { createPath } from '../../lib/shared/routes';
import type { User } from '../../lib/user';
import type { AnnouncementRule } from './rules';

export interface AnnouncementImage {
  filename: string;
  alt: string;
  fadeIn?: boolean;
  /** Seconds in the slideshow. */
  duration?: number;
}

export interface AnnouncementLink {
  to: string;
  labelKey: string;
}

export interface Announcement extends AnnouncementRule {
  headingText: string;
  bodyText: string;
  learnMoreLink?: string;
  video?: string;
  images: AnnouncementImage[];
  confirmText: string;
  /** Where the confirm button goes (else it only closes). */
  confirmTo?: string;
  cancelText?: string;
  displayCloseButton: boolean;
  hideConfirmButton: boolean;
  links: AnnouncementLink[];
  /** Whether this user (null: a visitor) should see it. */
  audience(user: User | null): boolean;
}

/** The looks the darkroom what's-new tells about; only those the editor has. */
const NEW_LOOKS = ['glitch-art', 'chromatic', 'lens-flare'].filter((type) => toolForDeepLink(type));

/** The darkroom looks were released on this day: users who registered later found them there already. */
export const DARKROOM_RELEASED = Date.UTC(2026, 10, 16);

/** The designer (and "continue in designer" from the collage maker) was released on this day. */
export const DESIGNER_RELEASED = Date.UTC(2026, 10, 24);

/**
 * Whether this user has made a collage, from what is at hand without asking the server or the database:
 * the collage maker among their feature uses (synced with their settings, so any device counts), or a
 * collage as the last project this device had open for them.
 */
export function hasMadeCollage(user: User): boolean {
  if (hasUsed(user, ['collage'])) return true;
  const last = readLocal<unknown>(LOCAL_KEYS.lastSection, null);
  if (typeof last !== 'object' || last === null) return false;
  const { section, owner } = last as { section?: unknown; owner?: unknown };
  return section === 'collage' && owner === user.email;
}

/** Whether any of the features is among the user's uses (feature frequencies, synced with their settings). */
export function hasUsed(user: User, features: readonly string[]): boolean {
  const scores = user.options?.feature_frequencies;
  return !!scores && features.some((id) => Object.hasOwn(scores, id) && (scores[id] ?? 0) > 0);
}

/** The features whose users work with text, for whom their own fonts are news. */
const TEXT_FEATURES = ['text-editor', 'designer', 'collage'];

export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'payment_failed',
    weekly: true,
    headingText: 'announce_payment_failed_heading',
    bodyText: 'announce_payment_failed_body',
    images: [],
    confirmText: 'announce_payment_failed_confirm',
    confirmTo: '/my-account/',
    cancelText: 'announce_later',
    displayCloseButton: true,
    hideConfirmButton: false,
    links: [],
    audience: (user) => user?.delinquent === true,
  },
  {
    id: 'darkroom_whats_new',
    headingText: 'announce_darkroom_heading',
    bodyText: 'announce_darkroom_body',
    learnMoreLink: '/whats-new/',
    images: [
      { filename: '/teasers/glitch-art-before.jpg', alt: 'teaser_alt_before' },
      { filename: '/teasers/glitch-art-after.jpg', alt: 'effect_glitch_art', fadeIn: true, duration: 3 },
    ],
    confirmText: 'announce_darkroom_confirm',
    confirmTo: createPath('en', 'editor', NEW_LOOKS[0]),
    cancelText: 'announce_later',
    displayCloseButton: true,
    hideConfirmButton: NEW_LOOKS.length === 0,
    links: NEW_LOOKS.map((type) => ({ to: createPath('en', 'editor', type), labelKey: `effect_${type.replace(/-/g, '_')}` })),
    audience: (user) => !!user && user.register_date > 0 && user.register_date < DARKROOM_RELEASED,
  },
  {
    // subscription-navigation §2 "collage to designer": collages now continue in the designer.
    id: 'collage_to_designer',
    headingText: 'designer_from_collage_announce_heading',
    bodyText: 'designer_from_collage_announce_body',
    images: [],
    confirmText: 'designer_from_collage_announce_confirm',
    confirmTo: createPath('en', 'collage'),
    cancelText: 'announce_later',
    displayCloseButton: true,
    hideConfirmButton: false,
    links: [],
    // For those who made collages before the designer was there; a newer user finds the button where it is.
    audience: (user) => !!user && user.register_date > 0 && user.register_date < DESIGNER_RELEASED && hasMadeCollage(user),
  },
  {
    // The spec's "font management" announcement (issue 16): the designer takes the user's own fonts.
    id: 'user_fonts',
    headingText: 'userfont_announce_heading',
    bodyText: 'userfont_announce_body',
    images: [],
    confirmText: 'userfont_announce_confirm',
    confirmTo: createPath('en', 'designer'),
    cancelText: 'announce_later',
    displayCloseButton: true,
    hideConfirmButton: false,
    links: [],
    // Signed-in users who were here before the designer and work with text; a newer user finds the button
    // under the font list, and one who never added a text has no use for it yet.
    audience: (user) => !!user && user.register_date > 0 && user.register_date < DESIGNER_RELEASED && hasUsed(user, TEXT_FEATURES),
  },
];

/** The first announcement this user may see, by the list's order (the most urgent first). */
export function announcementFor(user: User | null, allowed: (a: Announcement) => boolean): Announcement | null {
  return ANNOUNCEMENTS.find((a) => a.audience(user) && allowed(a)) ?? null;
}
