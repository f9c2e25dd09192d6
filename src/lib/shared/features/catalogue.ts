// The feature catalogue (subscription-navigation §2 "Feature search modal", §3 "Feature search item"): every
// feature a user can open, in one typed list that the page, the worker and the tests read — the apps, the
// dashboard, and every editor tool, adjustment, effect and artsy look (derived from the editor's catalogue,
// never copied). The dashboard cards take their names, links and Plus flags from here; the feature search
// lists the available items; feature use is counted under the items' ids.
//
// Ids are the names feature frequencies are stored under (deep-link types, e.g. `glitch-art`, `crop`,
// `text-editor`; an app's section, e.g. `editor`): renaming one loses users' counts.
//
// `available: false` would mark a feature that is not built: the search never offers one, and the dashboard
// shows none since every card's tool is real (issue 17). No result or card may lead to a placeholder.
import { DEEP_LINK_ALIASES, EDITOR_TOOLS, CATEGORY_LABEL_KEYS, type ToolSpec } from '../editor/tools';
import { specialTool } from '../editor/specialTools';
import { operationSpec } from '../editor/catalogue';
import type { SiteLanguage } from '../languages';
import { createPath, dashboardPath, type SectionId } from '../routes';

/** Where a feature lives; the dashboard is a section of its own for the search's section bonus. */
export type FeatureSection = 'dashboard' | SectionId;

export type FeatureKind = 'app' | 'tool';

export interface FeatureItem {
  /** Stable id: the feature name frequencies are counted under. */
  id: string;
  kind: FeatureKind;
  /** Key of the feature's name (the title the search matches first). */
  nameKey: string;
  /** The dashboard card's title when it differs from the name (a longer, marketing name). */
  cardNameKey?: string;
  /** Keys of the context, outermost first: ["section_editor", "editor_category_effect"] → "Photo editor › Effects". */
  contextKeys: readonly string[];
  section: FeatureSection;
  /** The deep-link type after the section's create route (create/glitch-art); null opens the section itself. */
  deepLink: string | null;
  /** Extra words the search matches as part of the title (English, other names of the same tool). */
  words: readonly string[];
  /** A Plus feature: locked for free users (teasers read this). */
  plus: boolean;
  /** A model runs on the device for it (the AI badge): never for a classical algorithm. */
  ai: boolean;
  /** Whether opening it leads to the real feature (see the top of this file). */
  available: boolean;
  /** The editor tool it opens (ToolSpec.id), for editor tools. */
  toolId?: string;
}

/** The context of everything inside the photo editor. */
const EDITOR_CONTEXT = 'section_editor';
/** The context of the apps and the dashboard ("Pixloom"). */
export const APPS_CONTEXT_KEY = 'search_context_apps';

/**
 * Plus features: the AI tools (their dashboard cards carry the AI badge). Free users meet a teaser before
 * using them (subscription-navigation §2 "Teaser modals").
 */
const PLUS_FEATURES: ReadonlySet<string> = new Set([
  'fantasy-portrait',
  'comics',
  'background-remover',
  'photo-enhancer',
  'portrait-relight',
  'cutout',
  'object-remover',
  'upscale',
  'expand',
  'portrait-enhancer',
  'unblur-image',
  'digital-art',
  'denoise',
  'sky-replacer',
  'cartoonizer',
]);

/** Dashboard titles that differ from the editor's name for the same tool (dashboard.json keys). */
const CARD_NAMES_OF_TOOLS: ReadonlySet<string> = new Set([
  'background-remover',
  'cutout',
  'upscale',
  'object-remover',
  'sky-replacer',
  'portrait-enhancer',
  'portrait-relight',
  'photo-enhancer',
  'unblur-image',
  'replace-color-tool',
  'editors-choice',
  'gfx',
  'straighten',
  'text-editor',
  'expand',
  'denoise',
  'vector-art',
  'oil-painting',
  'glitch-art',
  'warmer',
  'cartoonizer',
  'poly-art',
  'chromatic',
  'lens-flare',
  'dodge-and-burn',
  'clone',
  'paint-brush',
  'fantasy-portrait',
  'comics',
  'digital-art',
  'perfectskin',
]);

function dashboardKey(id: string): string {
  return `dashboard_tool_${id.replace(/-/g, '_')}`;
}

/** Other names of a tool: its operation, its deep link read as words, a special tool's own other names. */
function toolWords(tool: ToolSpec): string[] {
  const words = new Set<string>([tool.deepLink.replace(/-/g, ' ')]);
  if (tool.operation) words.add(tool.operation.replace(/-/g, ' '));
  for (const word of specialTool(tool.id)?.words ?? []) words.add(word);
  return [...words];
}

function toolItem(tool: ToolSpec): FeatureItem {
  const id = tool.deepLink;
  return {
    id,
    kind: 'tool',
    nameKey: tool.labelKey,
    cardNameKey: CARD_NAMES_OF_TOOLS.has(id) ? dashboardKey(id) : undefined,
    contextKeys: [EDITOR_CONTEXT, CATEGORY_LABEL_KEYS[tool.category]],
    section: 'editor',
    deepLink: tool.deepLink,
    words: toolWords(tool),
    // The artsy looks are Plus as a group (the editor's artsy panel, the guides); the rest by name.
    plus: PLUS_FEATURES.has(id) || tool.category === 'artsy',
    ai: specialTool(tool.id)?.ai ?? false,
    available: true,
    toolId: tool.id,
  };
}

function app(id: string, section: FeatureSection, nameKey: string, available: boolean, words: string[], card?: string): FeatureItem {
  return { id, kind: 'app', nameKey, cardNameKey: card, contextKeys: [APPS_CONTEXT_KEY], section, deepLink: null, words, plus: false, ai: false, available };
}

/** The apps and the dashboard. */
const APPS: FeatureItem[] = [
  app('dashboard', 'dashboard', 'page_dashboard', true, ['home', 'start']),
  app('editor', 'editor', 'section_editor', true, ['photo editor', 'edit photo'], dashboardKey('editor')),
  // Search finds the collage maker by its layouts and patterns too (subscription-navigation §3 "collage layouts and patterns").
  app('collage', 'collage', 'section_collage', true, ['collage maker', 'photo grid', 'collage layouts', 'grid layout', 'freestyle collage', 'background patterns', 'textures'], dashboardKey('collage')),
  // The designer (issue 16) is found by its formats and what people make with it too.
  app('designer', 'designer', 'section_designer', true, ['graphic design', 'graphic designer', 'templates', 'design', 'poster', 'flyer', 'invitation', 'business card', 'youtube thumbnail', 'presentation', 'social media post']),
];

/**
 * The designer's entry points (issue 16), each a dashboard card: the start screen's blank formats, the
 * start screen itself, and the templates of one network (TYPE_FORMATS in designer/formats.ts).
 */
const DESIGNER_ENTRIES: ReadonlyArray<readonly [id: string, words: readonly string[]]> = [
  ['blank-canvas', ['blank canvas', 'new design', 'custom size', 'empty canvas']],
  ['designer-image', ['designer', 'graphic design', 'design image']],
  ['instagram-template', ['instagram', 'instagram post', 'instagram story', 'instagram template', 'social media template']],
  ['facebook-templates', ['facebook', 'facebook post', 'facebook cover', 'facebook template']],
  ['twitter', ['twitter', 'x post', 'twitter header', 'tweet']],
];

function designerEntry([id, words]: readonly [string, readonly string[]]): FeatureItem {
  return { id, kind: 'tool', nameKey: dashboardKey(id), contextKeys: ['section_designer'], section: 'designer', deepLink: id, words, plus: false, ai: false, available: true };
}

/** Every feature: the apps first, then the editor's tools in its order, then the designer's. */
export const FEATURE_CATALOGUE: readonly FeatureItem[] = [...APPS, ...EDITOR_TOOLS.map(toolItem), ...DESIGNER_ENTRIES.map(designerEntry)];

/** What the feature search offers: only features that open for real. */
export const SEARCHABLE_FEATURES: readonly FeatureItem[] = FEATURE_CATALOGUE.filter((item) => item.available);

const BY_ID = new Map(FEATURE_CATALOGUE.map((item) => [item.id, item]));
const BY_TOOL = new Map(FEATURE_CATALOGUE.filter((item) => item.toolId).map((item) => [item.toolId!, item]));

/** Names other areas recorded for the same features (older stored frequencies, the site's links, the deep links' other names). */
const FEATURE_ALIASES: ReadonlyMap<string, string> = new Map([['photo_editor', 'editor'], ['collage_maker', 'collage'], ...DEEP_LINK_ALIASES]);

export function featureById(id: string): FeatureItem | undefined {
  return BY_ID.get(id);
}

/** The catalogue id for a feature name, an editor tool id or an alias; undefined when it is none of them. */
export function featureIdFor(name: string): string | undefined {
  if (BY_ID.has(name)) return name;
  const tool = featureForTool(name);
  if (tool) return tool.id;
  const alias = FEATURE_ALIASES.get(name);
  return alias !== undefined && BY_ID.has(alias) ? alias : undefined;
}

/** The catalogue item of an editor tool (an operation a special tool edits counts as that tool). */
export function featureForTool(toolId: string): FeatureItem | undefined {
  return BY_TOOL.get(toolId) ?? BY_TOOL.get(operationSpec(toolId)?.tool ?? '');
}

/** Whether an editor tool is a Plus feature: the one answer the editor's panels, the cards and the search share. */
export function isPlusTool(toolId: string): boolean {
  return featureForTool(toolId)?.plus ?? false;
}

/** The title the dashboard card shows. */
export function cardNameKey(item: FeatureItem): string {
  return item.cardNameKey ?? item.nameKey;
}

/** Where picking the feature goes, in the page's language: /de/dashboard/, /create/glitch-art/… */
export function featurePath(item: FeatureItem, lang: SiteLanguage): string {
  if (item.section === 'dashboard') return dashboardPath(lang);
  return createPath(lang, item.section, item.deepLink ?? undefined);
}
