// The section a create route opens (spec §2.2), without the rest of the deep link: what the page title
// needs at start-up (RouteView), while the full reading (parse.ts) loads with the create page.
import type { ResolvedRoute, SectionId } from '../shared/routes';

/** `template-` digits `-` digits then five alphanumerics. */
export const TEMPLATE_NAME = /^template-\d+-\d+[a-z0-9]{5}$/i;
export const TYPE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Types that open the collage maker; the rest of the section-less types open the photo editor. */
export const COLLAGE_TYPES: ReadonlySet<string> = new Set(['collage', 'photo-collage', 'grid-collage', 'freestyle-collage', 'collage-templates', 'photo-grid']);
/** Types that open the designer (spec: designer-image opens the designer). */
export const DESIGNER_TYPES: ReadonlySet<string> = new Set([
  'designer',
  'designer-image',
  'blank-canvas',
  'instagram-template',
  'facebook-templates',
  'twitter',
  'youtube-thumbnail',
  'poster',
  'flyer',
  'invitation',
  'logo',
  'templates',
]);

export function sectionForType(type: string): SectionId {
  if (TEMPLATE_NAME.test(type) || DESIGNER_TYPES.has(type)) return 'designer';
  if (COLLAGE_TYPES.has(type)) return 'collage';
  return 'editor';
}

/** The section of a resolved create route (parseDeepLink's sectionId); null when it is not one. */
export function deepLinkSection(resolved: ResolvedRoute | null): SectionId | null {
  if (!resolved || resolved.route.page !== 'create' || !resolved.route.section) return null;
  const first = resolved.rest[0]?.toLowerCase() ?? null;
  if (first && TEMPLATE_NAME.test(first)) return 'designer';
  if (first && TYPE_NAME.test(first) && resolved.route.section === 'editor') return sectionForType(first);
  return resolved.route.section;
}
