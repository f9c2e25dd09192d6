// The dashboard's tool cards (spec account-content §2 "Dashboard"), in the spec's order: each card is a
// feature of the feature catalogue (src/lib/shared/features), which gives its title, its create route in the
// page's language, its Plus flag and its AI badge (a model runs for it); this file keeps only the order and the art. The first five
// are 'Get started', the rest 'Our favorite tools'; 'Frequently used' (desktop only, at most 10) comes from
// the feature frequencies.
import type { SiteLanguage } from '../../lib/shared/languages';
import type { SectionId } from '../../lib/shared/routes';
import { cardNameKey, featureById, featureIdFor, featurePath, type FeatureItem } from '../../lib/shared/features';
import { FEATURE_FREQUENCY } from '../../lib/shared/constants';

export interface CardArt {
  /** A shipped sample photo's file (public/samples), shown through the image route at card size. */
  sample?: string;
  /** A CSS filter that hints at what the tool does. */
  filter?: string;
  /** The background behind (or instead of) the photo. */
  background: string;
  /** A short glyph drawn over the background when there is no photo. */
  glyph?: string;
  /** A named decoration of dashboard.css (checkerboard, tilt, flare, triptych…). */
  decor?: string;
}

export interface ToolCard {
  /** The feature name: the deep-link type, or the section for a plain section card. */
  id: string;
  /** The deep-link type after the section's address; null for the plain section. */
  type: string | null;
  section: SectionId;
  titleKey: string;
  /** A Plus feature (the catalogue's flag). */
  plus: boolean;
  ai: boolean;
  art: CardArt;
}

const G = {
  violet: 'linear-gradient(135deg, #7c5cff 0%, #2fd4c2 100%)',
  sunset: 'linear-gradient(135deg, #ff7a59 0%, #ff3d77 55%, #7c5cff 100%)',
  ocean: 'linear-gradient(135deg, #1d4ed8 0%, #06b6d4 100%)',
  night: 'linear-gradient(160deg, #0f172a 0%, #312e81 100%)',
  mint: 'linear-gradient(135deg, #10b981 0%, #a3e635 100%)',
  gold: 'linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)',
  insta: 'linear-gradient(45deg, #f58529 0%, #dd2a7b 50%, #8134af 100%)',
  facebook: 'linear-gradient(135deg, #1877f2 0%, #5b9bff 100%)',
  sky: 'linear-gradient(135deg, #1da1f2 0%, #8ed0ff 100%)',
  paper: 'linear-gradient(135deg, #f8fafc 0%, #e2e8f0 100%)',
};

function catalogued(id: string): FeatureItem & { section: SectionId } {
  const item = featureById(id);
  if (!item || item.section === 'dashboard') throw new Error(`dashboard card ${id} is not an app feature of the catalogue`);
  return item as FeatureItem & { section: SectionId };
}

/** A card for a catalogue feature: a plain section (`null` is the photo editor) or a deep-link type. */
function card(type: string | null, art: CardArt): ToolCard {
  const item = catalogued(type ?? 'editor');
  return { id: item.id, type: item.deepLink, section: item.section, titleKey: cardNameKey(item), plus: item.plus, ai: item.ai, art };
}

export const TOOL_CARDS: readonly ToolCard[] = [
  card(null, { sample: 'astronaut.png', background: G.violet }),
  card('collage', { sample: 'chelsea.png', filter: 'saturate(1.2)', background: G.sunset, decor: 'triptych' }),
  card('blank-canvas', { background: G.paper, decor: 'canvas' }),
  card('editors-choice', { sample: 'coffee.png', filter: 'saturate(1.35) contrast(1.1)', background: G.gold, decor: 'star' }),
  card('designer-image', { background: G.insta, glyph: 'Aa', decor: 'shapes' }),
  card('fantasy-portrait', { sample: 'astronaut.png', filter: 'hue-rotate(250deg) saturate(1.8) contrast(1.1)', background: G.night }),
  card('comics', { sample: 'chelsea.png', filter: 'grayscale(0.4) contrast(1.9) saturate(1.6)', background: G.gold, decor: 'halftone' }),
  card('background-remover', { sample: 'astronaut.png', background: G.paper, decor: 'checker' }),
  card('photo-enhancer', { sample: 'coffee.png', filter: 'saturate(1.5) contrast(1.15) brightness(1.05)', background: G.gold }),
  card('portrait-relight', { sample: 'astronaut.png', filter: 'brightness(1.25) sepia(0.2)', background: G.sunset, decor: 'glow' }),
  card('dodge-and-burn', { sample: 'camera.png', filter: 'contrast(1.5)', background: G.night }),
  card('straighten', { sample: 'rocket.jpg', background: G.ocean, decor: 'tilt' }),
  card('text-editor', { background: G.violet, glyph: 'Aa' }),
  card('cutout', { sample: 'chelsea.png', background: G.mint, decor: 'checker' }),
  card('object-remover', { sample: 'grass.png', filter: 'saturate(1.2)', background: G.mint }),
  card('upscale', { sample: 'hubble_deep_field.jpg', filter: 'contrast(1.2) saturate(1.3)', background: G.night, decor: 'zoom' }),
  card('expand', { sample: 'gravel.png', background: G.ocean, decor: 'inset' }),
  card('clone', { sample: 'brick.png', background: G.gold }),
  card('paint-brush', { background: G.sunset, glyph: '✎' }),
  card('portrait-enhancer', { sample: 'astronaut.png', filter: 'saturate(1.3) contrast(1.08) brightness(1.08)', background: G.violet }),
  card('unblur-image', { sample: 'camera.png', filter: 'contrast(1.25)', background: G.ocean }),
  card('replace-color-tool', { sample: 'coffee.png', filter: 'hue-rotate(140deg) saturate(1.4)', background: G.mint }),
  card('digital-art', { sample: 'hubble_deep_field.jpg', filter: 'hue-rotate(60deg) saturate(2.2)', background: G.insta }),
  card('gfx', { background: G.night, glyph: '✦' }),
  card('denoise', { sample: 'gravel.png', filter: 'blur(0.4px) contrast(1.1)', background: G.paper }),
  card('sky-replacer', { sample: 'rocket.jpg', filter: 'hue-rotate(185deg) saturate(1.5)', background: G.sky }),
  card('vector-art', { sample: 'horse.png', filter: 'grayscale(1) contrast(3)', background: G.violet }),
  card('oil-painting', { sample: 'coffee.png', filter: 'saturate(1.9) contrast(1.25) blur(0.6px)', background: G.gold }),
  card('glitch-art', { sample: 'chelsea.png', filter: 'hue-rotate(150deg) saturate(2.5)', background: G.night, decor: 'glitch' }),
  card('perfectskin', { sample: 'astronaut.png', filter: 'brightness(1.08) contrast(0.92) saturate(1.1)', background: G.sunset }),
  card('warmer', { sample: 'grass.png', filter: 'sepia(0.55) saturate(1.5)', background: G.gold }),
  card('cartoonizer', { sample: 'chelsea.png', filter: 'saturate(2.1) contrast(1.6)', background: G.sky }),
  card('poly-art', { background: G.violet, decor: 'poly' }),
  card('chromatic', { sample: 'hubble_deep_field.jpg', filter: 'saturate(2)', background: G.night, decor: 'chromatic' }),
  card('lens-flare', { sample: 'rocket.jpg', background: G.night, decor: 'flare' }),
  card('instagram-template', { background: G.insta, glyph: '◎', decor: 'frame' }),
  card('facebook-templates', { background: G.facebook, glyph: 'f', decor: 'frame' }),
  card('twitter', { background: G.sky, glyph: '✕', decor: 'frame' }),
];

export const GET_STARTED_COUNT = 5;

/** The card's create route in the given language, e.g. /de/erstellen/designer/blank-canvas/. */
export function cardPath(lang: SiteLanguage, c: ToolCard): string {
  return featurePath(catalogued(c.id), lang);
}

/** The designer opened as a section stands for its card, 'Graphic design'. */
const SECTION_CARDS: ReadonlyMap<string, string> = new Map([['designer', 'designer-image']]);

export function cardForFeature(feature: string, cards: readonly ToolCard[] = TOOL_CARDS): ToolCard | undefined {
  const id = featureIdFor(feature) ?? feature;
  const cardId = SECTION_CARDS.get(id) ?? id;
  return cards.find((c) => c.id === cardId);
}

export interface DashboardSection {
  id: 'get_started' | 'frequently_used' | 'favorite_tools';
  titleKey: string;
  cards: ToolCard[];
}

/**
 * The three sections in order. 'Frequently used' is there only when it may be shown (desktop width, not
 * a mobile device) and some of the most used features are cards; it holds at most 10.
 */
export function dashboardSections(frequentFeatures: readonly string[], showFrequent: boolean, cards: readonly ToolCard[] = TOOL_CARDS): DashboardSection[] {
  const sections: DashboardSection[] = [{ id: 'get_started', titleKey: 'dashboard_get_started', cards: cards.slice(0, GET_STARTED_COUNT) }];
  if (showFrequent) {
    const frequent: ToolCard[] = [];
    for (const feature of frequentFeatures) {
      const c = cardForFeature(feature, cards);
      if (c && !frequent.includes(c)) frequent.push(c);
      if (frequent.length === FEATURE_FREQUENCY.dashboardLimit) break;
    }
    if (frequent.length > 0) sections.push({ id: 'frequently_used', titleKey: 'dashboard_frequently_used', cards: frequent });
  }
  sections.push({ id: 'favorite_tools', titleKey: 'dashboard_favorite_tools', cards: cards.slice(GET_STARTED_COUNT) });
  return sections;
}
