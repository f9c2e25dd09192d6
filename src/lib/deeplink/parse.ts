// Reading a create route's deep link (spec §2.2): the section, the type, a designer template, a tag, a
// sample image, an image shared to the installed app, and the visit's origin (social link, paid ad).
import type { SiteLanguage } from '../shared/languages';
import type { ResolvedRoute, SectionId } from '../shared/routes';

/** `template-` digits `-` digits then five alphanumerics. */
export const TEMPLATE_NAME = /^template-\d+-\d+[a-z0-9]{5}$/i;
const TYPE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SAMPLE_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

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

export const SHARED_IMAGE_HASHES = { 'use-shared-pwa-image': 'pwa', 'use-shared-twa-image': 'twa' } as const;
export type SharedImageSource = (typeof SHARED_IMAGE_HASHES)[keyof typeof SHARED_IMAGE_HASHES];

export interface ParsedDeepLink {
  lang: SiteLanguage;
  sectionId: SectionId;
  /** The tool or feature named after the section, e.g. `glitch-art`; null for a plain section. */
  type: string | null;
  designerTemplateId: string | null;
  tagId: string | null;
  sampleImage: string | null;
  sharedImage: SharedImageSource | null;
  /** fantasy-portrait shows a hint about the app store banner. */
  showAppStoreHint: boolean;
  /** `src=sm`: the visit came from a social media link. */
  fromSocial: boolean;
  /** utm_source=google with utm_medium=cpc. */
  isPaidAd: boolean;
}

export function sectionForType(type: string): SectionId {
  if (TEMPLATE_NAME.test(type) || DESIGNER_TYPES.has(type)) return 'designer';
  if (COLLAGE_TYPES.has(type)) return 'collage';
  return 'editor';
}

/** Parses a resolved create route; returns null when the route is not a create route. */
export function parseDeepLink(resolved: ResolvedRoute | null, search = '', hash = ''): ParsedDeepLink | null {
  if (!resolved || resolved.route.page !== 'create' || !resolved.route.section) return null;
  const query = new URLSearchParams(search);
  const first = resolved.rest[0]?.toLowerCase() ?? null;
  let sectionId: SectionId = resolved.route.section;
  let type: string | null = null;
  let designerTemplateId: string | null = null;

  if (first && TEMPLATE_NAME.test(first)) {
    designerTemplateId = first;
    sectionId = 'designer';
  } else if (first && TYPE_NAME.test(first)) {
    type = first;
    // A type on the plain editor route decides the section; on a section route the section stands.
    if (resolved.route.section === 'editor') sectionId = sectionForType(first);
  }

  const tagFromPath = resolved.rest.find((s) => s.startsWith('tag-'))?.slice(4) ?? null;
  const tag = query.get('tag') ?? tagFromPath;
  const sample = query.get('image') ?? query.get('sample');
  const hashName = hash.replace(/^#/, '');
  const utmSource = query.get('utm_source')?.toLowerCase();
  const utmMedium = query.get('utm_medium')?.toLowerCase();

  return {
    lang: resolved.route.lang,
    sectionId,
    type,
    designerTemplateId,
    tagId: tag && TYPE_NAME.test(tag.toLowerCase()) ? tag.toLowerCase() : null,
    sampleImage: sample && SAMPLE_NAME.test(sample) ? sample : null,
    sharedImage: (SHARED_IMAGE_HASHES as Record<string, SharedImageSource>)[hashName] ?? null,
    showAppStoreHint: type === 'fantasy-portrait',
    fromSocial: query.get('src') === 'sm',
    isPaidAd: utmSource === 'google' && utmMedium === 'cpc',
  };
}
