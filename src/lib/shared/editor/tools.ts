// The editor's tools as panels and deep links see them: every catalogue operation plus the text tool.
// A deep-link type (create/{type}, spec §2.2) opens the tool of the same deep-link name.
import { OPERATION_SPECS, type OperationCategory } from './catalogue';
import { SPECIAL_TOOLS, specialToolSpec } from './specialTools';
import type { TextAlign } from './types';

/** 'tools': the special tools (specialTools.ts), each with a panel of its own. */
export type ToolCategory = OperationCategory | 'text' | 'tools';

export interface ToolSpec {
  id: string;
  category: ToolCategory;
  deepLink: string;
  labelKey: string;
  /** The operation the tool adds; absent for the text tool, which adds layers. */
  operation?: string;
}

export const TOOL_CATEGORIES: readonly ToolCategory[] = ['tools', 'geometry', 'adjust', 'effect', 'artsy', 'retouch', 'text'];

/** Translation keys of the panels' names. */
export const CATEGORY_LABEL_KEYS: Readonly<Record<ToolCategory, string>> = {
  geometry: 'editor_category_geometry',
  adjust: 'editor_category_adjust',
  effect: 'editor_category_effect',
  artsy: 'editor_category_artsy',
  retouch: 'editor_category_retouch',
  text: 'editor_category_text',
  tools: 'editor_category_tools',
};

export const TEXT_TOOL: ToolSpec = { id: 'text', category: 'text', deepLink: 'text-editor', labelKey: 'tool_text' };

export const EDITOR_TOOLS: readonly ToolSpec[] = [
  // An operation edited by a special tool's panel (`spec.tool`) is reached through that tool only.
  ...OPERATION_SPECS.filter((spec) => !spec.tool).map((spec) => ({ id: spec.type, category: spec.category, deepLink: spec.deepLink, labelKey: spec.labelKey, operation: spec.type })),
  TEXT_TOOL,
  ...SPECIAL_TOOLS.map(specialToolSpec),
];

/**
 * Other names links use for the same tools (the dashboard's and the site's feature pages). The spec's
 * create/darkroom opens the tone tools (curves first, levels, HSL and split toning below it);
 * create/perspective is a special tool of its own (the perspective correction), so it needs no alias.
 */
export const DEEP_LINK_ALIASES: ReadonlyMap<string, string> = new Map([
  ['text', 'text-editor'],
  ['crop-photo', 'crop'],
  ['rotate-image', 'rotate'],
  ['flip-image', 'flip'],
  ['resize-image', 'resize'],
  ['black-white', 'black-and-white'],
  ['darkroom', 'curves'],
  // Operations a special tool edits open that tool.
  ...OPERATION_SPECS.filter((spec) => spec.tool).map((spec) => [spec.deepLink, spec.tool!] as [string, string]),
]);

const BY_DEEP_LINK = new Map(EDITOR_TOOLS.map((tool) => [tool.deepLink, tool]));

/** The tool a create-route deep link opens, or undefined when the type is not an editor tool. */
export function toolForDeepLink(type: string): ToolSpec | undefined {
  const key = type.trim().toLowerCase();
  return BY_DEEP_LINK.get(DEEP_LINK_ALIASES.get(key) ?? key);
}

export function toolsInCategory(category: ToolCategory): ToolSpec[] {
  return EDITOR_TOOLS.filter((tool) => tool.category === category);
}

/** Font families the engine can draw without loading anything (others load through `loadFont`). */
export const TEXT_FONTS: readonly string[] = ['sans-serif', 'serif', 'monospace', 'cursive', 'Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana', 'Trebuchet MS', 'Impact'];

/** Translation keys of the text tool's controls. */
export const TEXT_CONTROL_LABEL_KEYS = {
  add: 'editor_text_add',
  edit: 'editor_text_edit',
  font: 'editor_text_font',
  size: 'editor_text_size',
  color: 'editor_text_color',
  align: 'editor_text_align',
  bold: 'editor_text_bold',
  italic: 'editor_text_italic',
  opacity: 'editor_text_opacity',
  rotation: 'editor_text_rotation',
  delete: 'editor_text_delete',
  placeholder: 'editor_text_placeholder',
} as const;

export const TEXT_ALIGN_LABEL_KEYS: Readonly<Record<TextAlign, string>> = {
  left: 'editor_text_align_left',
  center: 'editor_text_align_center',
  right: 'editor_text_align_right',
};

/**
 * Notices the editor shows about the engine. image_scaled takes {{width}}, {{height}} (original) and
 * {{scaledWidth}}, {{scaledHeight}}; the progress texts take {{percent}}.
 */
export const EDITOR_NOTICE_KEYS = {
  imageScaled: 'editor_notice_image_scaled',
  cpuFallback: 'editor_notice_cpu_fallback',
  contextLost: 'editor_notice_context_lost',
  contextRestored: 'editor_notice_context_restored',
  documentNewer: 'editor_notice_document_newer',
  documentInvalid: 'editor_notice_document_invalid',
  documentRepaired: 'editor_notice_document_repaired',
  rendering: 'editor_progress_rendering',
  exporting: 'editor_progress_exporting',
} as const;
