// Teaser definitions (subscription-navigation §2 "Teaser modals", §3 "Teaser definition"): one per locked
// feature key, with a before/after comparison, a slideshow or a video; two keys skip the teaser and open
// pricing directly; an unknown key gets the default teaser. Texts are i18next keys; pictures are made from
// the shipped samples by scripts/makeTeaserImages.mjs (public/teasers/).
import type { ViewerRole } from './role';
import type { SlideshowPace } from './timings';

export { roleOf, type ViewerRole } from './role';

export interface TeaserImage {
  src: string;
  /** i18next key of the picture's description. */
  alt: string;
  /** Seconds this picture stays in a slideshow (else the pace's duration). */
  duration?: number;
}

export interface TeaserDefinition {
  headingText: string;
  text: string;
  featureName: string;
  images: TeaserImage[];
  video?: string;
  learnMoreLink?: string;
  /** Width over height of the picture area. */
  imageAspectRatio: number;
  /** images[0] is "before", images[1] "after", compared with a divider. */
  isComparison: boolean;
  /** Opens pricing at once instead of the teaser. */
  skipTeaser: boolean;
  /** The slideshow's pace (1 s or 3 s per picture). */
  pace?: SlideshowPace;
  /** The first picture is the user's own last photo when there is one (the background remover). */
  usesOwnPhoto?: boolean;
}

export const PRICING_PATH = '/pricing/';
export const DEFAULT_TEASER_KEY = 'default';

const ASPECT = 4 / 3;

function comparison(feature: string, nameKey: string): TeaserDefinition {
  const id = feature.replace(/-/g, '_');
  return {
    headingText: `teaser_${id}_heading`,
    text: `teaser_${id}_text`,
    featureName: nameKey,
    images: [
      { src: `/teasers/${feature}-before.jpg`, alt: 'teaser_alt_before' },
      { src: `/teasers/${feature}-after.jpg`, alt: 'teaser_alt_after' },
    ],
    learnMoreLink: '/learn/#artsy',
    imageAspectRatio: ASPECT,
    isComparison: true,
    skipTeaser: false,
  };
}

const AFTER_PICTURES: TeaserImage[] = [
  { src: '/teasers/oil-painting-after.jpg', alt: 'artsy_oil_painting' },
  { src: '/teasers/cartoonizer-after.jpg', alt: 'artsy_cartoonizer' },
  { src: '/teasers/poly-art-after.jpg', alt: 'artsy_poly_art' },
  { src: '/teasers/vector-art-after.jpg', alt: 'artsy_vector_art' },
];

const SKIP: TeaserDefinition = { headingText: 'teaser_default_heading', text: 'teaser_default_text', featureName: 'teaser_plus', images: [], imageAspectRatio: ASPECT, isComparison: false, skipTeaser: true };

/** Built on first use, so importing this file costs the start-up code nothing. */
let definitions: Map<string, TeaserDefinition> | undefined;
const DEFINITIONS = (): Map<string, TeaserDefinition> =>
  (definitions ??= new Map<string, TeaserDefinition>([
  ['oil-painting', comparison('oil-painting', 'artsy_oil_painting')],
  ['cartoonizer', comparison('cartoonizer', 'artsy_cartoonizer')],
  ['poly-art', comparison('poly-art', 'artsy_poly_art')],
  ['vector-art', comparison('vector-art', 'artsy_vector_art')],
  [
    'background-remover',
    {
      headingText: 'teaser_background_remover_heading',
      text: 'teaser_background_remover_text',
      featureName: 'dashboard_tool_background_remover',
      images: [{ src: '/samples/astronaut.png', alt: 'teaser_alt_own_photo' }],
      learnMoreLink: '/learn/',
      imageAspectRatio: 1,
      isComparison: false,
      skipTeaser: false,
      usesOwnPhoto: true,
    },
  ],
  [
    'plus_collages',
    {
      headingText: 'teaser_plus_collages_heading',
      text: 'teaser_plus_collages_text',
      featureName: 'section_collage',
      images: [
        { src: '/samples/chelsea.png', alt: 'teaser_alt_sample' },
        { src: '/samples/coffee.png', alt: 'teaser_alt_sample' },
        { src: '/samples/rocket.jpg', alt: 'teaser_alt_sample' },
      ],
      imageAspectRatio: ASPECT,
      isComparison: false,
      skipTeaser: false,
      pace: 'long',
    },
  ],
  ['designer_templates', SKIP],
  ['top_nav_bar', SKIP],
  [
    DEFAULT_TEASER_KEY,
    {
      headingText: 'teaser_default_heading',
      text: 'teaser_default_text',
      featureName: 'teaser_plus',
      images: AFTER_PICTURES,
      learnMoreLink: '/learn/',
      imageAspectRatio: ASPECT,
      isComparison: false,
      skipTeaser: false,
      pace: 'short',
    },
  ],
]));

/** The teaser of a feature key; unknown keys get the default teaser. */
export function teaserFor(key: string): TeaserDefinition {
  return DEFINITIONS().get(key) ?? (DEFINITIONS().get(DEFAULT_TEASER_KEY) as TeaserDefinition);
}

export function teaserKeys(): string[] {
  return [...DEFINITIONS().keys()];
}


/** What opening a locked feature does: nothing for Plus, pricing for the skip keys, else the teaser. */
export function teaserAction(key: string, role: ViewerRole): 'none' | 'pricing' | 'teaser' {
  if (role === 'plus') return 'none';
  return teaserFor(key).skipTeaser ? 'pricing' : 'teaser';
}

