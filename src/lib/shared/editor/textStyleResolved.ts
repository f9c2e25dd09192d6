// A text layer's styles in document pixels, as every renderer draws them (the engine's 2D canvas in its
// worker, the designer's PDF export): styles are stored in em (types.ts) and become pixels at the layer's
// font size; a style with no visible effect is null; `styleReach` is the room they need around the letters.
import type { TextLayer } from './types';

export interface ResolvedTextStyle {
  letterSpacing: number;
  outline: { color: string; width: number } | null;
  shadow: { color: string; blur: number; offsetX: number; offsetY: number } | null;
  background: { color: string; padding: number; radius: number } | null;
}

/** The layer's styles in document pixels; a style with no visible effect is null. */
export function resolveTextStyle(layer: Pick<TextLayer, 'fontSize' | 'letterSpacing' | 'outline' | 'shadow' | 'background'>): ResolvedTextStyle {
  const em = layer.fontSize;
  const { outline, shadow, background } = layer;
  return {
    letterSpacing: (layer.letterSpacing ?? 0) * em,
    outline: outline && outline.width > 0 ? { color: outline.color, width: outline.width * em } : null,
    shadow: shadow ? { color: shadow.color, blur: shadow.blur * em, offsetX: shadow.offsetX * em, offsetY: shadow.offsetY * em } : null,
    background: background ? { color: background.color, padding: background.padding * em, radius: background.radius * em } : null,
  };
}

/** How far beyond the letters' own box the styles reach (the same on every side, so the text stays centred). */
export function styleReach(style: ResolvedTextStyle): number {
  const outline = style.outline?.width ?? 0;
  // A canvas shadow blur b is a Gaussian of σ = b / 2: 3σ holds all of it that shows.
  const shadow = style.shadow ? outline + style.shadow.blur * 1.5 + Math.max(Math.abs(style.shadow.offsetX), Math.abs(style.shadow.offsetY)) : 0;
  const background = style.background?.padding ?? 0;
  return Math.ceil(Math.max(outline, shadow, background));
}
