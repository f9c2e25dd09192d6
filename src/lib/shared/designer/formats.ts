// The designer's canvas sizes (issue 16): one per template category, in pixels as each network or print
// shop asks for them (2026). A document remembers its format (`EditorDocument.designer.format`); 'custom'
// is any other size. Labels are i18next keys `designer_format_<id with _ for ->`.

export const FORMAT_CATEGORIES = ['social', 'video', 'print', 'presentation'] as const;
export type FormatCategory = (typeof FORMAT_CATEGORIES)[number];

export interface DesignFormat {
  id: string;
  width: number;
  height: number;
  category: FormatCategory;
}

export const DESIGN_FORMATS: readonly DesignFormat[] = [
  { id: 'instagram-post', width: 1080, height: 1080, category: 'social' },
  { id: 'instagram-story', width: 1080, height: 1920, category: 'social' },
  { id: 'facebook-post', width: 1200, height: 630, category: 'social' },
  { id: 'facebook-cover', width: 1640, height: 624, category: 'social' },
  { id: 'x-post', width: 1600, height: 900, category: 'social' },
  { id: 'x-header', width: 1500, height: 500, category: 'social' },
  { id: 'youtube-thumbnail', width: 1280, height: 720, category: 'video' },
  // Print sizes at 150 px per inch (posters, flyers) or 300 (small cards): sharp on paper, light to edit.
  { id: 'poster', width: 2700, height: 3600, category: 'print' },
  { id: 'flyer', width: 1275, height: 1650, category: 'print' },
  { id: 'invitation', width: 1500, height: 2100, category: 'print' },
  { id: 'business-card', width: 1050, height: 600, category: 'print' },
  { id: 'presentation', width: 1920, height: 1080, category: 'presentation' },
];

export const CUSTOM_FORMAT = 'custom';

const BY_ID: ReadonlyMap<string, DesignFormat> = new Map(DESIGN_FORMATS.map((f) => [f.id, f]));

export function formatById(id: string): DesignFormat | undefined {
  return BY_ID.get(id);
}

/** The i18next key of a format's name ('custom' included). */
export function formatLabelKey(id: string): string {
  return `designer_format_${id.replace(/-/g, '_')}`;
}

/** Custom sizes the designer accepts (a side beyond this is refused with a message). */
export const CUSTOM_SIDE = { min: 16, max: 8000 } as const;

/**
 * The format a dashboard card or create type opens with, and the template category it shows first:
 * instagram-template → Instagram post, facebook-templates → Facebook post, twitter → X post.
 */
export const TYPE_FORMATS: ReadonlyMap<string, string> = new Map([
  ['instagram-template', 'instagram-post'],
  ['facebook-templates', 'facebook-post'],
  ['twitter', 'x-post'],
  ['youtube-thumbnail', 'youtube-thumbnail'],
  ['poster', 'poster'],
  ['flyer', 'flyer'],
  ['invitation', 'invitation'],
]);
