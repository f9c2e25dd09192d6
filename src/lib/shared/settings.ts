// The user's settings (spec shell-auth-platform §3 Settings, §5): one validator used by the client before
// it stores or sends a setting and by the server before it keeps one.
import { isAppLanguage } from './languages';
import { COLORS_PER_LIBRARY } from './constants';

export interface FontAdded {
  type: string;
  name: string;
  weights?: string[];
  weight?: string;
  fileName?: string;
}

export interface ColorLibrary {
  name: string;
  colors: string[];
}

export interface Settings {
  autosave: 'yes' | 'no' | 'ask';
  language: string;
  favourites_artsy: string[];
  favourites_effects: string[];
  favourites_texture: string[];
  favourites_batch: string[];
  favourites_fonts: string[];
  fonts_added: FontAdded[];
  colors_recent: string[];
  color_library: ColorLibrary[];
  watermarks: Record<string, unknown>[];
  use_case: string;
  snapping: 'yes' | 'no';
  display_distances: 'yes' | 'no';
  guides: 'yes' | 'no';
  dismissed_messages: string[];
  trialing: 'trialing' | 'plus' | 'free' | '';
  theme_color: 'dark' | 'light';
  canvas_bg_color: 'dark' | 'light';
  feature_frequencies: Record<string, number>;
  notice: Record<string, number>;
}

export type SettingKey = keyof Settings;

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isHexColor = (v: unknown): boolean => isString(v) && /^#?[0-9a-fA-F]{6}$/.test(v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = (...values: string[]) => (v: unknown): boolean => isString(v) && values.includes(v);
const isNumberMap = (v: unknown): boolean => isPlainObject(v) && Object.values(v).every((n) => typeof n === 'number' && Number.isFinite(n));

function isFontAdded(v: unknown): boolean {
  if (!isPlainObject(v) || !isString(v.type) || !isString(v.name)) return false;
  if (v.weights !== undefined) return isStringList(v.weights);
  return isString(v.weight) && isString(v.fileName);
}

function isColorLibrary(v: unknown): boolean {
  return isPlainObject(v) && isString(v.name) && Array.isArray(v.colors) && v.colors.length <= COLORS_PER_LIBRARY && v.colors.every(isHexColor);
}

const yesNo = oneOf('yes', 'no');
const darkLight = oneOf('dark', 'light');

export const SETTING_RULES: Record<SettingKey, (value: unknown) => boolean> = {
  autosave: oneOf('yes', 'no', 'ask'),
  language: isAppLanguage,
  favourites_artsy: isStringList,
  favourites_effects: isStringList,
  favourites_texture: isStringList,
  favourites_batch: isStringList,
  favourites_fonts: isStringList,
  fonts_added: (v) => Array.isArray(v) && v.every(isFontAdded),
  colors_recent: (v) => Array.isArray(v) && v.every(isHexColor),
  color_library: (v) => Array.isArray(v) && v.every(isColorLibrary),
  watermarks: (v) => Array.isArray(v) && v.every(isPlainObject),
  use_case: isString,
  snapping: yesNo,
  display_distances: yesNo,
  guides: yesNo,
  dismissed_messages: isStringList,
  trialing: oneOf('trialing', 'plus', 'free', ''),
  theme_color: darkLight,
  canvas_bg_color: darkLight,
  feature_frequencies: isNumberMap,
  notice: isNumberMap,
};

export const NO_VALID_SETTINGS = 'No valid settings provided';

export interface SettingsValidation {
  valid: Partial<Settings>;
  unknown: string[];
  invalid: string[];
}

/** Spec §5: unknown keys are logged and dropped; invalid values are reported and dropped. */
export function validateSettings(input: unknown): SettingsValidation {
  const result: SettingsValidation = { valid: {}, unknown: [], invalid: [] };
  if (!isPlainObject(input)) return result;
  for (const [key, value] of Object.entries(input)) {
    const rule = (SETTING_RULES as Record<string, ((v: unknown) => boolean) | undefined>)[key];
    if (!rule || !Object.prototype.hasOwnProperty.call(SETTING_RULES, key)) {
      result.unknown.push(key);
    } else if (rule(value)) {
      (result.valid as Record<string, unknown>)[key] = value;
    } else {
      result.invalid.push(key);
    }
  }
  return result;
}

export function hasValidSettings(validation: SettingsValidation): boolean {
  return Object.keys(validation.valid).length > 0;
}

/** The wire form of auth/update-user-options: base64 of the URI-encoded JSON `{ data: settings }`. */
export function encodeSettingsPayload(settings: Partial<Settings>): string {
  const text = encodeURIComponent(JSON.stringify({ data: settings }));
  return btoa(text);
}

export function decodeSettingsPayload(payload: string): unknown {
  try {
    const text = atob(payload);
    const parsed = JSON.parse(decodeURIComponent(text)) as unknown;
    return isPlainObject(parsed) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
