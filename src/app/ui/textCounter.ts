// The character-counting text area's rules (subscription-navigation §5, §9): maxlength defaults to 500, the
// counter reads "used / max", rows = clamp(round(max / 30), 3, 6). Safari and iOS count a newline as two
// characters against maxlength (they submit it as CR LF), so there a newline counts double, capped at max.
import { isIOS, isSafari } from '../../lib/platform';

export const TEXT_COUNTER_DEFAULT_MAX = 500;
export const TEXT_AREA_MIN_ROWS = 3;
export const TEXT_AREA_MAX_ROWS = 6;
const CHARACTERS_PER_ROW = 30;

/** A usable maximum: a positive whole number, else the default. */
export function counterMax(max: number | undefined): number {
  return max !== undefined && Number.isFinite(max) && max >= 1 ? Math.floor(max) : TEXT_COUNTER_DEFAULT_MAX;
}

export function textAreaRows(max: number): number {
  return Math.min(TEXT_AREA_MAX_ROWS, Math.max(TEXT_AREA_MIN_ROWS, Math.round(max / CHARACTERS_PER_ROW)));
}

/** Whether newlines count double here: Safari on the desktop, and every browser on iOS (all are WebKit). */
export function newlinesCountDouble(userAgent?: string): boolean {
  return isSafari(userAgent) || isIOS(userAgent);
}

/** Characters used as the counter shows them. Characters are code points, so an emoji counts once. */
export function usedCharacters(text: string, max: number, doubleNewlines: boolean): number {
  const length = [...text].length;
  if (!doubleNewlines) return length;
  const newlines = text.match(/\r\n|\n|\r/g)?.length ?? 0;
  return Math.min(max, length + newlines);
}
