// The site pages' content (issue 19): one model that the server renders as HTML (readable with JavaScript
// off, for visitors and crawlers) and the site area renders with React once the app has taken over. Texts
// are i18next keys (locales/<lang>/site.json and the keys other areas' pages already show); `vars` names
// keys translated first and passed to every text of the page (a tool's name).
import type { SectionId } from '../routes';
import type { SitePageId } from './paths';

export type SiteLink = { page: SitePageId } | { create: SectionId; deepLink?: string };

export type SiteBlock =
  | { kind: 'lead'; key: string }
  | { kind: 'p'; key: string }
  | { kind: 'section'; heading: string; paragraphs: readonly string[] }
  | { kind: 'cards'; heading?: string; cards: readonly { title: string; text: string; to: SiteLink; vars?: Readonly<Record<string, string>> }[] }
  | { kind: 'actions'; links: readonly { label: string; to: SiteLink }[] }
  /** The Free and Plus plans with the visitor's prices (the server fills them in). */
  | { kind: 'prices' };

export interface SiteContent {
  title: string;
  description: string;
  heading: string;
  vars?: Readonly<Record<string, string>>;
  blocks: readonly SiteBlock[];
}

export type SiteToolId = 'backgroundRemover' | 'objectRemover' | 'upscale' | 'photoEnhancer' | 'skyReplacer' | 'perspective';

/** The major tools with a page of their own: the editor's deep link, its name key and whether it is Plus. */
export const SITE_TOOLS: ReadonlyArray<{ id: SiteToolId; deepLink: string; nameKey: string; plus: boolean }> = [
  { id: 'backgroundRemover', deepLink: 'background-remover', nameKey: 'tools_background_remover', plus: true },
  { id: 'objectRemover', deepLink: 'object-remover', nameKey: 'tools_object_remover', plus: true },
  { id: 'upscale', deepLink: 'upscale', nameKey: 'tools_upscale', plus: true },
  { id: 'photoEnhancer', deepLink: 'photo-enhancer', nameKey: 'tools_photo_enhancer', plus: true },
  { id: 'skyReplacer', deepLink: 'sky-replacer', nameKey: 'tools_sky_replacer', plus: true },
  { id: 'perspective', deepLink: 'perspective', nameKey: 'tools_perspective', plus: false },
];

const keyOf = (deepLink: string): string => deepLink.replace(/-/g, '_');

function toolPage(tool: (typeof SITE_TOOLS)[number]): SiteContent {
  const k = keyOf(tool.deepLink);
  return {
    title: 'site_tool_title',
    description: `site_tool_${k}_lead`,
    heading: 'site_tool_heading',
    vars: { tool: tool.nameKey },
    blocks: [
      { kind: 'lead', key: `site_tool_${k}_lead` },
      { kind: 'section', heading: 'site_tool_how', paragraphs: [`site_tool_${k}_how`, 'site_tool_local', ...(tool.plus ? ['site_tool_plus'] : [])] },
      { kind: 'actions', links: [{ label: 'site_tool_open', to: { create: 'editor', deepLink: tool.deepLink } }] },
    ],
  };
}

function appPage(app: 'editor' | 'collage' | 'designer', cta: string): SiteContent {
  return {
    title: `site_app_${app}_heading`,
    description: `site_app_${app}_lead`,
    heading: `site_app_${app}_heading`,
    blocks: [
      { kind: 'lead', key: `site_app_${app}_lead` },
      { kind: 'p', key: `site_app_${app}_p1` },
      { kind: 'p', key: `site_app_${app}_p2` },
      { kind: 'actions', links: [{ label: cta, to: { create: app } }] },
    ],
  };
}

const APP_CARDS = [
  { title: 'site_app_editor_heading', text: 'site_app_editor_lead', to: { page: 'photoEditor' } },
  { title: 'site_app_collage_heading', text: 'site_app_collage_lead', to: { page: 'collageMaker' } },
  { title: 'site_app_designer_heading', text: 'site_app_designer_lead', to: { page: 'graphicDesigner' } },
] as const;

const TOOL_CARDS = SITE_TOOLS.map((tool) => ({ title: tool.nameKey, text: `site_tool_${keyOf(tool.deepLink)}_lead`, to: { page: tool.id } as SiteLink }));

const policy = (prefix: string, sections: readonly string[]): SiteBlock[] =>
  sections.map((s) => ({ kind: 'section', heading: `${prefix}_${s}_title`, paragraphs: [`${prefix}_${s}_text`] }));

const CONTENT: Readonly<Record<SitePageId, SiteContent>> = {
  home: {
    title: 'page_home',
    description: 'site_home_description',
    heading: 'home_title',
    blocks: [
      { kind: 'lead', key: 'home_lead' },
      { kind: 'actions', links: [{ label: 'home_open_editor', to: { create: 'editor' } }, { label: 'site_nav_features', to: { page: 'features' } }] },
      { kind: 'cards', heading: 'home_sections', cards: [
        { title: 'section_editor', text: 'home_section_editor_text', to: { page: 'photoEditor' } },
        { title: 'section_collage', text: 'home_section_collage_text', to: { page: 'collageMaker' } },
        { title: 'section_designer', text: 'home_section_designer_text', to: { page: 'graphicDesigner' } },
      ] },
      { kind: 'section', heading: 'home_offline_title', paragraphs: ['home_offline_text'] },
    ],
  },
  features: {
    title: 'site_features_title',
    description: 'site_features_description',
    heading: 'site_features_heading',
    blocks: [
      { kind: 'lead', key: 'site_features_lead' },
      { kind: 'cards', heading: 'site_features_apps', cards: APP_CARDS },
      { kind: 'cards', heading: 'site_features_tools', cards: TOOL_CARDS },
    ],
  },
  photoEditor: appPage('editor', 'home_open_editor'),
  collageMaker: appPage('collage', 'site_app_collage_cta'),
  graphicDesigner: appPage('designer', 'site_app_designer_cta'),
  backgroundRemover: toolPage(SITE_TOOLS[0]!),
  objectRemover: toolPage(SITE_TOOLS[1]!),
  upscale: toolPage(SITE_TOOLS[2]!),
  photoEnhancer: toolPage(SITE_TOOLS[3]!),
  skyReplacer: toolPage(SITE_TOOLS[4]!),
  perspective: toolPage(SITE_TOOLS[5]!),
  pricing: {
    title: 'site_pricing_title',
    description: 'site_pricing_description',
    heading: 'site_pricing_heading',
    blocks: [
      { kind: 'lead', key: 'site_pricing_lead' },
      { kind: 'prices' },
      { kind: 'p', key: 'site_pricing_note' },
      { kind: 'actions', links: [{ label: 'page_renewal_policy', to: { page: 'renewalPolicy' } }] },
    ],
  },
  // The same keys as the messages area's what's new and learn pages (src/features/messages/guides.ts).
  whatsNew: {
    title: 'page_whats_new',
    description: 'site_whats_new_description',
    heading: 'page_whats_new',
    blocks: [
      { kind: 'lead', key: 'whats_new_lead' },
      ...['darkroom', 'artsy', 'text'].map((id): SiteBlock => ({ kind: 'section', heading: `whats_new_${id}_title`, paragraphs: [`whats_new_${id}_text`] })),
      { kind: 'section', heading: 'home_offline_title', paragraphs: ['home_offline_text'] },
    ],
  },
  learn: {
    title: 'page_learn',
    description: 'site_learn_description',
    heading: 'page_learn',
    blocks: [
      { kind: 'lead', key: 'learn_lead' },
      ...['geometry', 'adjust', 'effects', 'artsy', 'text', 'collage'].map((id): SiteBlock => ({ kind: 'section', heading: `learn_${id}_title`, paragraphs: [`learn_${id}_text`] })),
    ],
  },
  tutorials: {
    title: 'page_tutorials',
    description: 'site_tutorials_description',
    heading: 'page_tutorials',
    blocks: [
      { kind: 'lead', key: 'site_tutorials_lead' },
      { kind: 'cards', cards: SITE_TOOLS.map((tool) => ({ title: tool.nameKey, text: `site_tool_${keyOf(tool.deepLink)}_how`, to: { page: tool.id } })) },
      { kind: 'actions', links: [{ label: 'page_learn', to: { page: 'learn' } }] },
    ],
  },
  inspiration: {
    title: 'page_inspiration',
    description: 'site_inspiration_description',
    heading: 'page_inspiration',
    blocks: [
      { kind: 'lead', key: 'site_inspiration_lead' },
      {
        kind: 'cards',
        cards: [
          { title: 'site_inspiration_trip_title', text: 'site_inspiration_trip_text', to: { create: 'collage' } },
          { title: 'site_inspiration_product_title', text: 'site_inspiration_product_text', to: { create: 'editor', deepLink: 'background-remover' } },
          { title: 'site_inspiration_old_title', text: 'site_inspiration_old_text', to: { create: 'editor', deepLink: 'upscale' } },
          { title: 'site_inspiration_card_title', text: 'site_inspiration_card_text', to: { create: 'designer' } },
        ],
      },
    ],
  },
  about: {
    title: 'site_about_title',
    description: 'site_about_description',
    heading: 'site_about_title',
    blocks: [
      { kind: 'lead', key: 'site_about_p1' },
      { kind: 'p', key: 'site_about_p2' },
      { kind: 'p', key: 'site_about_p3' },
      { kind: 'p', key: 'site_about_p4' },
      { kind: 'actions', links: [{ label: 'site_nav_features', to: { page: 'features' } }, { label: 'page_pricing', to: { page: 'pricing' } }] },
    ],
  },
  privacy: {
    title: 'site_privacy_heading',
    description: 'site_privacy_description',
    heading: 'site_privacy_heading',
    blocks: [{ kind: 'lead', key: 'site_privacy_intro' }, ...policy('site_privacy', ['photos', 'account', 'payments', 'cookies', 'delete'])],
  },
  terms: {
    title: 'site_terms_heading',
    description: 'site_terms_description',
    heading: 'site_terms_heading',
    blocks: [
      { kind: 'lead', key: 'site_terms_intro' },
      ...policy('site_terms', ['content', 'use', 'plus', 'service', 'changes']),
      { kind: 'actions', links: [{ label: 'page_renewal_policy', to: { page: 'renewalPolicy' } }, { label: 'site_privacy_heading', to: { page: 'privacy' } }] },
    ],
  },
  accessibility: {
    title: 'site_nav_accessibility',
    description: 'site_accessibility_description',
    heading: 'site_nav_accessibility',
    blocks: [
      { kind: 'lead', key: 'site_accessibility_p1' },
      { kind: 'p', key: 'site_accessibility_p2' },
      { kind: 'p', key: 'site_accessibility_p3' },
      { kind: 'p', key: 'site_accessibility_p4' },
    ],
  },
  press: {
    title: 'site_press_title',
    description: 'site_press_description',
    heading: 'site_press_title',
    blocks: [
      { kind: 'lead', key: 'site_press_p1' },
      { kind: 'p', key: 'site_press_p2' },
      { kind: 'p', key: 'site_press_p3' },
      { kind: 'actions', links: [{ label: 'site_about_title', to: { page: 'about' } }, { label: 'site_nav_features', to: { page: 'features' } }] },
    ],
  },
  mobile: {
    title: 'site_mobile_heading',
    description: 'site_mobile_description',
    heading: 'site_mobile_heading',
    blocks: [
      { kind: 'lead', key: 'site_mobile_p1' },
      { kind: 'p', key: 'site_mobile_p2' },
      { kind: 'p', key: 'site_mobile_p3' },
      { kind: 'actions', links: [{ label: 'home_open_editor', to: { create: 'editor' } }] },
    ],
  },
  // The same keys as the account area's renewal policy page (src/features/account/RenewalPolicyPage.tsx).
  renewalPolicy: {
    title: 'page_renewal_policy',
    description: 'site_renewal_description',
    heading: 'page_renewal_policy',
    blocks: [
      { kind: 'lead', key: 'renewal_policy_intro' },
      { kind: 'section', heading: 'renewal_policy_renewals_title', paragraphs: ['renewal_policy_renewals_1', 'renewal_policy_renewals_2'] },
      { kind: 'section', heading: 'renewal_policy_failed_title', paragraphs: ['renewal_policy_failed_1'] },
      { kind: 'section', heading: 'renewal_policy_cancel_title', paragraphs: ['renewal_policy_cancel_1', 'renewal_policy_cancel_2'] },
      { kind: 'section', heading: 'renewal_policy_trial_title', paragraphs: ['renewal_policy_trial_1'] },
      { kind: 'section', heading: 'renewal_policy_refunds_title', paragraphs: ['renewal_policy_refunds_1', 'renewal_policy_refunds_2'] },
      { kind: 'section', heading: 'renewal_policy_stores_title', paragraphs: ['renewal_policy_stores_1'] },
    ],
  },
  notFound: {
    title: 'not_found_title',
    description: 'not_found_text',
    heading: 'not_found_title',
    blocks: [{ kind: 'lead', key: 'not_found_text' }, { kind: 'actions', links: [{ label: 'not_found_home', to: { page: 'home' } }, { label: 'site_nav_features', to: { page: 'features' } }] }],
  },
};

export function siteContent(page: SitePageId): SiteContent {
  return CONTENT[page];
}
