// The content of the what's new and learn pages: cards about the product's tools, each with a picture and
// links into the tools. A link is kept only when the editor has the tool (toolForDeepLink), so no card
// leads to "not available".
import { toolForDeepLink } from '../../lib/shared/editor/tools';
import { CREATE_ROUTES, createPath } from '../../lib/shared/routes';

export interface GuideLink {
  to: string;
  labelKey: string;
}

export interface GuideCard {
  id: string;
  titleKey: string;
  textKey: string;
  image: string;
  imageAltKey: string;
  links: GuideLink[];
  plus?: boolean;
}

function toolLinks(types: string[]): GuideLink[] {
  return types.flatMap((type) => {
    const tool = toolForDeepLink(type);
    return tool ? [{ to: createPath('en', 'editor', tool.deepLink), labelKey: tool.labelKey }] : [];
  });
}

export const WHATS_NEW: readonly GuideCard[] = [
  { id: 'darkroom', titleKey: 'whats_new_darkroom_title', textKey: 'whats_new_darkroom_text', image: '/teasers/glitch-art-after.jpg', imageAltKey: 'effect_glitch_art', links: toolLinks(['glitch-art', 'chromatic', 'lens-flare']) },
  { id: 'artsy', titleKey: 'whats_new_artsy_title', textKey: 'whats_new_artsy_text', image: '/teasers/cartoonizer-after.jpg', imageAltKey: 'artsy_cartoonizer', links: toolLinks(['oil-painting', 'cartoonizer', 'poly-art', 'vector-art']), plus: true },
  { id: 'text', titleKey: 'whats_new_text_title', textKey: 'whats_new_text_text', image: '/samples/rocket.jpg', imageAltKey: 'teaser_alt_sample', links: toolLinks(['text-editor']) },
  { id: 'offline', titleKey: 'home_offline_title', textKey: 'home_offline_text', image: '/samples/hubble_deep_field.jpg', imageAltKey: 'teaser_alt_sample', links: [{ to: CREATE_ROUTES.en.editor, labelKey: 'section_editor' }] },
];

export const LEARN: readonly GuideCard[] = [
  { id: 'geometry', titleKey: 'learn_geometry_title', textKey: 'learn_geometry_text', image: '/samples/horse.png', imageAltKey: 'teaser_alt_sample', links: toolLinks(['crop', 'rotate', 'straighten', 'resize']) },
  { id: 'adjust', titleKey: 'learn_adjust_title', textKey: 'learn_adjust_text', image: '/teasers/vector-art-before.jpg', imageAltKey: 'teaser_alt_sample', links: toolLinks(['exposure', 'highlights', 'saturation', 'warmth']) },
  { id: 'effects', titleKey: 'learn_effects_title', textKey: 'learn_effects_text', image: '/teasers/glitch-art-after.jpg', imageAltKey: 'effect_glitch_art', links: toolLinks(['black-and-white', 'vintage', 'glitch-art', 'lens-flare']) },
  { id: 'artsy', titleKey: 'learn_artsy_title', textKey: 'learn_artsy_text', image: '/teasers/oil-painting-after.jpg', imageAltKey: 'artsy_oil_painting', links: toolLinks(['oil-painting', 'cartoonizer', 'poly-art', 'vector-art']), plus: true },
  { id: 'text', titleKey: 'learn_text_title', textKey: 'learn_text_text', image: '/samples/coffee.png', imageAltKey: 'teaser_alt_sample', links: toolLinks(['text-editor']) },
  { id: 'collage', titleKey: 'learn_collage_title', textKey: 'learn_collage_text', image: '/samples/chelsea.png', imageAltKey: 'teaser_alt_sample', links: [{ to: CREATE_ROUTES.en.collage, labelKey: 'section_collage' }, { to: CREATE_ROUTES.en.designer, labelKey: 'section_designer' }] },
];
