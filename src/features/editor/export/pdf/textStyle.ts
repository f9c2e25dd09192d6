// A text layer's styles in document pixels, as the engine resolves them (workers/editor/textDraw.ts,
// which the page may not import: the engine is reached through engineClient). The same numbers: styles
// are stored in em; a style with no visible effect is null; `styleReach` is the padding they need.
import type { TextLayer } from '../../../../lib/shared/editor/types';

export interface PdfTextStyle {
  letterSpacing: number;
  outline: { color: string; width: number } | null;
  shadow: { color: string; blur: number; offsetX: number; offsetY: number } | null;
  background: { color: string; padding: number; radius: number } | null;
}

export function textStyle(layer: TextLayer): PdfTextStyle {
  const em = layer.fontSize;
  const { outline, shadow, background } = layer;
  return {
    letterSpacing: (layer.letterSpacing ?? 0) * em,
    outline: outline && outline.width > 0 ? { color: outline.color, width: outline.width * em } : null,
    shadow: shadow ? { color: shadow.color, blur: shadow.blur * em, offsetX: shadow.offsetX * em, offsetY: shadow.offsetY * em } : null,
    background: background ? { color: background.color, padding: background.padding * em, radius: background.radius * em } : null,
  };
}

/** How far beyond the letters the styles reach (the same on every side, so the text stays centred). */
export function styleReach(style: PdfTextStyle): number {
  const outline = style.outline?.width ?? 0;
  const shadow = style.shadow ? outline + style.shadow.blur * 1.5 + Math.max(Math.abs(style.shadow.offsetX), Math.abs(style.shadow.offsetY)) : 0;
  const background = style.background?.padding ?? 0;
  return Math.ceil(Math.max(outline, shadow, background));
}
