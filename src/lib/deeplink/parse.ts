// Reading a create route's deep link (spec §2.2): the section, the type, a designer template, a tag, a
// sample image, an image shared to the installed app, and the visit's origin (social link, paid ad).
import type { SiteLanguage } from '../shared/languages';
import type { ResolvedRoute, SectionId } from '../shared/routes';
import { deepLinkSection, TEMPLATE_NAME, TYPE_NAME } from './section';

export { COLLAGE_TYPES, DESIGNER_TYPES, sectionForType, TEMPLATE_NAME } from './section';

const SAMPLE_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

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

/** Parses a resolved create route; returns null when the route is not a create route. */
export function parseDeepLink(resolved: ResolvedRoute | null, search = '', hash = ''): ParsedDeepLink | null {
  if (!resolved || resolved.route.page !== 'create' || !resolved.route.section) return null;
  const query = new URLSearchParams(search);
  const first = resolved.rest[0]?.toLowerCase() ?? null;
  const sectionId: SectionId = deepLinkSection(resolved) ?? resolved.route.section;
  const designerTemplateId = first && TEMPLATE_NAME.test(first) ? first : null;
  const type = !designerTemplateId && first && TYPE_NAME.test(first) ? first : null;

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
    // Own keys only: `#__proto__` or `#constructor` must not find the object's prototype.
    sharedImage: Object.hasOwn(SHARED_IMAGE_HASHES, hashName) ? SHARED_IMAGE_HASHES[hashName as keyof typeof SHARED_IMAGE_HASHES] : null,
    showAppStoreHint: type === 'fantasy-portrait',
    fromSocial: query.get('src') === 'sm',
    isPaidAd: utmSource === 'google' && utmMedium === 'cpc',
  };
}
