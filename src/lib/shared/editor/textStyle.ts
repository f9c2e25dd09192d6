// Restoring a text layer's optional styles (outline, shadow, background, letter spacing): each is kept
// when it is an object of the right shape, with numbers clamped to TEXT_STYLE_LIMITS and colours
// normalised; anything else is dropped (the text is then drawn without that style) and listed in repairs.
import { normaliseColor } from './params';
import { TEXT_STYLE_LIMITS, type TextBackground, type TextLayer, type TextOutline, type TextShadow } from './types';

type Json = Record<string, unknown>;
type TextStyle = Pick<TextLayer, 'letterSpacing' | 'outline' | 'shadow' | 'background'>;
type Limit = readonly [number, number];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function number(value: unknown, [min, max]: Limit, fallback: number, repaired: () => void): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    repaired();
    return fallback;
  }
  const n = Math.min(max, Math.max(min, value));
  if (n !== value) repaired();
  return n;
}

function color(value: unknown, fallback: string, repaired: () => void): string {
  const c = normaliseColor(value);
  if (c === null) repaired();
  return c ?? fallback;
}

/** The styles of a stored text layer (`raw`), repaired; keys that were absent stay absent. */
export function restoreTextStyle(raw: Json, repairs: string[], where: string): TextStyle {
  const style: TextStyle = {};
  const flag = (name: string) => () => {
    const path = `${where}.${name}`;
    if (!repairs.includes(path)) repairs.push(path);
  };
  const L = TEXT_STYLE_LIMITS;
  if (raw.letterSpacing !== undefined) style.letterSpacing = number(raw.letterSpacing, L.letterSpacing, 0, flag('letterSpacing'));
  if (raw.outline !== undefined) {
    const o = raw.outline;
    if (isObject(o)) {
      const r = flag('outline');
      style.outline = { color: color(o.color, '#000000ff', r), width: number(o.width, L.outlineWidth, 0.05, r) } satisfies TextOutline;
    } else flag('outline')();
  }
  if (raw.shadow !== undefined) {
    const s = raw.shadow;
    if (isObject(s)) {
      const r = flag('shadow');
      style.shadow = { color: color(s.color, '#00000099', r), blur: number(s.blur, L.shadowBlur, 0.1, r), offsetX: number(s.offsetX, L.shadowOffset, 0.05, r), offsetY: number(s.offsetY, L.shadowOffset, 0.05, r) } satisfies TextShadow;
    } else flag('shadow')();
  }
  if (raw.background !== undefined) {
    const b = raw.background;
    if (isObject(b)) {
      const r = flag('background');
      style.background = { color: color(b.color, '#000000aa', r), padding: number(b.padding, L.backgroundPadding, 0.3, r), radius: number(b.radius, L.backgroundRadius, 0.2, r) } satisfies TextBackground;
    } else flag('background')();
  }
  return style;
}
