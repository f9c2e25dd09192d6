// The fonts Pixloom ships (open licences, from @fontsource; issue 14): which families, their files and
// how a document's font name finds one. Pure data, read by the editor UI (picker), the editor worker (it
// loads a family before drawing or exporting text with it) and the build (scripts/vite/fonts.ts copies
// the files and each family's licence into /fonts/). Not in the start-up chunk: only the editor imports it.

export const FONT_CATEGORIES = ['sans-serif', 'serif', 'display', 'handwriting'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export interface ShippedFont {
  /** The @fontsource package name after the scope, and the folder under /fonts/. */
  id: string;
  family: string;
  category: FontCategory;
  /** Weights shipped (normal style; bold and italic of a one-weight family are synthesised). */
  weights: readonly number[];
  subsets: readonly FontSubset[];
  licence: 'OFL-1.1' | 'Apache-2.0';
}

export type FontSubset = 'latin' | 'latin-ext' | 'cyrillic';

/** Unicode ranges of the subsets (from @fontsource's unicode.json): a face loads only when its text needs it. */
export const SUBSET_RANGES: Readonly<Record<FontSubset, string>> = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

const LATIN: readonly FontSubset[] = ['latin', 'latin-ext'];
/** Families that have Cyrillic letters ship them too (Pixloom speaks Russian); loaded only for text that needs them. */
const LATIN_CYRILLIC: readonly FontSubset[] = ['latin', 'latin-ext', 'cyrillic'];

export const SHIPPED_FONTS: readonly ShippedFont[] = [
  { id: 'inter', family: 'Inter', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'roboto', family: 'Roboto', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'montserrat', family: 'Montserrat', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'oswald', family: 'Oswald', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'merriweather', family: 'Merriweather', category: 'serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'anton', family: 'Anton', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'lobster', family: 'Lobster', category: 'display', weights: [400], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'pacifico', family: 'Pacifico', category: 'handwriting', weights: [400], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'dancing-script', family: 'Dancing Script', category: 'handwriting', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'permanent-marker', family: 'Permanent Marker', category: 'handwriting', weights: [400], subsets: ['latin'], licence: 'Apache-2.0' },
  // The designer's families (issue 16).
  { id: 'lato', family: 'Lato', category: 'sans-serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'open-sans', family: 'Open Sans', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'poppins', family: 'Poppins', category: 'sans-serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'raleway', family: 'Raleway', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'nunito', family: 'Nunito', category: 'sans-serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'work-sans', family: 'Work Sans', category: 'sans-serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'josefin-sans', family: 'Josefin Sans', category: 'sans-serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'space-grotesk', family: 'Space Grotesk', category: 'sans-serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'lora', family: 'Lora', category: 'serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'eb-garamond', family: 'EB Garamond', category: 'serif', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'libre-baskerville', family: 'Libre Baskerville', category: 'serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'crimson-text', family: 'Crimson Text', category: 'serif', weights: [400, 700], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'abril-fatface', family: 'Abril Fatface', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'archivo-black', family: 'Archivo Black', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'righteous', family: 'Righteous', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'alfa-slab-one', family: 'Alfa Slab One', category: 'display', weights: [400], subsets: LATIN, licence: 'OFL-1.1' },
  { id: 'comfortaa', family: 'Comfortaa', category: 'display', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'caveat', family: 'Caveat', category: 'handwriting', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'great-vibes', family: 'Great Vibes', category: 'handwriting', weights: [400], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
  { id: 'amatic-sc', family: 'Amatic SC', category: 'handwriting', weights: [400, 700], subsets: LATIN_CYRILLIC, licence: 'OFL-1.1' },
];

/** Where the files are served (and cached by the service worker). */
export const FONT_PATH = '/fonts/';

/** Generic CSS families: drawn with the device's own fonts, nothing to load. */
export const GENERIC_FAMILIES: readonly string[] = ['sans-serif', 'serif', 'monospace', 'cursive', 'fantasy', 'system-ui'];

export interface FontFile {
  weight: number;
  subset: FontSubset;
  /** Relative to FONT_PATH: "<id>/<id>-<subset>-<weight>-normal.woff2". */
  path: string;
  unicodeRange: string;
}

export function fontFiles(font: ShippedFont): FontFile[] {
  return font.weights.flatMap((weight) => font.subsets.map((subset) => ({ weight, subset, path: `${font.id}/${font.id}-${subset}-${weight}-normal.woff2`, unicodeRange: SUBSET_RANGES[subset] })));
}

const BY_NAME = new Map(SHIPPED_FONTS.map((font) => [font.family.toLowerCase(), font]));

/**
 * Common names a document (or a template from elsewhere) may use that Pixloom does not ship, and the
 * shipped family closest in look: "Impact" is drawn with Anton on every device instead of whatever
 * fallback the device has.
 */
const ALIASES = new Map<string, string>([
  ...['impact', 'haettenschweiler', 'arial black', 'arial narrow bold'].map((n): [string, string] => [n, 'Anton']),
  ...['league gothic', 'franklin gothic', 'franklin gothic medium', 'din condensed', 'alternate gothic'].map((n): [string, string] => [n, 'Oswald']),
  ...['bebas', 'bebas kai'].map((n): [string, string] => [n, 'Bebas Neue']),
  ...['arial', 'helvetica', 'helvetica neue', 'liberation sans', 'nimbus sans'].map((n): [string, string] => [n, 'Roboto']),
  ...['verdana', 'tahoma', 'segoe ui', 'source sans pro', 'noto sans'].map((n): [string, string] => [n, 'Inter']),
  ...['futura', 'century gothic', 'gill sans', 'trebuchet ms', 'avenir', 'gotham', 'proxima nova'].map((n): [string, string] => [n, 'Montserrat']),
  ...['georgia', 'times new roman', 'times', 'cambria', 'palatino', 'book antiqua'].map((n): [string, string] => [n, 'Merriweather']),
  ...['didot', 'bodoni', 'bodoni 72', 'bodoni mt'].map((n): [string, string] => [n, 'Playfair Display']),
  ...['brush script mt', 'brush script', 'lucida handwriting', 'segoe script', 'snell roundhand'].map((n): [string, string] => [n, 'Dancing Script']),
  ...['comic sans ms', 'comic sans', 'marker felt', 'chalkboard', 'rock salt'].map((n): [string, string] => [n, 'Permanent Marker']),
  ...['garamond', 'adobe garamond', 'garamond premier'].map((n): [string, string] => [n, 'EB Garamond']),
  ...['baskerville', 'baskerville old face'].map((n): [string, string] => [n, 'Libre Baskerville']),
  ...['cooper black', 'lobster two'].map((n): [string, string] => [n, 'Lobster']),
]);

const normalName = (name: string): string => name.trim().replace(/^["']|["']$/g, '').replace(/\s+/g, ' ').toLowerCase();

/** The shipped font a family name stands for (its own name or a common alias), or null. */
export function shippedFont(name: string): ShippedFont | null {
  const key = normalName(name);
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  const alias = ALIASES.get(key);
  return alias ? (BY_NAME.get(alias.toLowerCase()) ?? null) : null;
}

export function isGenericFamily(name: string): boolean {
  return GENERIC_FAMILIES.includes(normalName(name));
}

/**
 * The CSS font-family list a document's family is drawn with: a shipped face first when there is one
 * (with a generic fallback of its kind while it loads or if it can't), the generic itself, or the
 * device's font of that name followed by sans-serif.
 */
export function fontFamilyCss(name: string): string {
  const shipped = shippedFont(name);
  if (shipped) return `"${shipped.family}", ${shipped.category === 'serif' ? 'serif' : 'sans-serif'}`;
  if (isGenericFamily(name)) return normalName(name);
  return `"${name.replace(/["\\]/g, '')}", sans-serif`;
}
