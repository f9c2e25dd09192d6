// The editor's special tools (issue 17): tools that are not one catalogue operation with sliders — they run
// an algorithm or a model over the picture and commit its result as one history step (a new picture asset
// swapped into a layer, a mask, a new layer), or they hold their own controls (graphics, presets). Each has
// a panel of its own under src/features/editor/tools/<id>/ and opens from the rail's "Tools" panel, its
// dashboard card, its deep link (create/<deepLink>) and the feature search.
//
// `ai` is true only where a model actually runs on the device (the AI badge reads it, through the feature
// catalogue); classical algorithms carry no badge.
import type { ToolSpec } from './tools';

export interface SpecialToolSpec {
  id: string;
  /** The create-route deep-link type (also the dashboard card's and the feature catalogue's id). */
  deepLink: string;
  /** Key of the tool's name (locales/<lang>/editorTools.json). */
  labelKey: string;
  /** A model runs on the device (workers/tools/ai). */
  ai: boolean;
  /** Other names the feature search finds the tool by (English), beyond its name and deep link. */
  words?: readonly string[];
}

const special = (id: string, ai: boolean, words?: readonly string[]): SpecialToolSpec => ({ id, deepLink: id, labelKey: `tools_${id.replace(/-/g, '_')}`, ai, ...(words ? { words } : {}) });

export const SPECIAL_TOOLS: readonly SpecialToolSpec[] = [
  special('background-remover', true),
  special('cutout', true),
  special('upscale', true),
  special('object-remover', false),
  special('sky-replacer', false),
  special('portrait-enhancer', true),
  special('portrait-relight', true),
  special('photo-enhancer', false),
  special('unblur-image', false),
  special('replace-color-tool', false),
  special('editors-choice', false),
  special('gfx', false),
  // Classical: a homography solved from the user's corners or guides, warped in the tools worker.
  special('perspective', false, ['perspective correction', 'keystone', 'keystone correction', 'skew', 'document scan', 'converging lines']),
];

const BY_ID = new Map(SPECIAL_TOOLS.map((tool) => [tool.id, tool]));

export function specialTool(id: string): SpecialToolSpec | undefined {
  return BY_ID.get(id);
}

export function specialToolSpec(tool: SpecialToolSpec): ToolSpec {
  return { id: tool.id, category: 'tools', deepLink: tool.deepLink, labelKey: tool.labelKey };
}
