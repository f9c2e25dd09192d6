// The one drawing function of text (issue 14), used for every render of every backend: background box,
// then the letters with their outline, then their shadow beneath them. Styles are stored in em; here
// they become document pixels, and the 2D context is scaled by the raster's density (shadows are not
// affected by the context's transform, so their sizes are scaled by hand).
import { curvePlace, rowMiddle, rowStart, type TextBox } from '../../src/lib/shared/designer/textLayout';
import { fontFamilyCss } from '../../src/lib/shared/editor/fonts';
import type { ResolvedTextStyle } from '../../src/lib/shared/editor/textStyleResolved';
import type { TextLayer } from '../../src/lib/shared/editor/types';
import { userFaceName } from './userFaces';

export { resolveTextStyle } from '../../src/lib/shared/editor/textStyleResolved';

/** The CSS font of a layer: a shipped family (or its alias) first, then a fallback of its kind. */
export function cssFont(layer: Pick<TextLayer, 'fontFamily' | 'fontSize' | 'bold' | 'italic'>, size = layer.fontSize): string {
  // A family whose bytes the page sent (a user font) is drawn with the face made of them.
  const own = userFaceName(layer.fontFamily);
  return `${layer.italic ? 'italic ' : ''}${layer.bold ? 'bold ' : ''}${size}px ${own ? `"${own}", sans-serif` : fontFamilyCss(layer.fontFamily)}`;
}

/** The letters along the layer's arc (TextBox.curve), each turned to follow it. */
function drawCurved(ctx: OffscreenCanvasRenderingContext2D, box: TextBox, paint: (text: string) => void): void {
  const curve = box.curve;
  if (!curve) return;
  ctx.textAlign = 'center';
  for (const { text, angle } of curve.letters) {
    const at = curvePlace(curve, angle);
    ctx.save();
    ctx.translate(at.x, at.y);
    ctx.rotate(at.rotation);
    paint(text);
    ctx.restore();
  }
}

function drawLetters(ctx: OffscreenCanvasRenderingContext2D, layer: TextLayer, box: TextBox, style: ResolvedTextStyle): void {
  ctx.font = cssFont(layer);
  ctx.letterSpacing = `${style.letterSpacing}px`;
  ctx.textBaseline = 'middle';
  if (box.curve) {
    // Letter by letter (no spacing of its own after each: the arc's angles hold it).
    ctx.letterSpacing = '0px';
    if (style.outline) {
      ctx.strokeStyle = style.outline.color;
      ctx.lineWidth = style.outline.width * 2;
      ctx.lineJoin = 'round';
      ctx.miterLimit = 2;
      drawCurved(ctx, box, (text) => ctx.strokeText(text, 0, 0));
    }
    ctx.fillStyle = layer.color;
    drawCurved(ctx, box, (text) => ctx.fillText(text, 0, 0));
    return;
  }
  ctx.textAlign = layer.align;
  const spacing = style.letterSpacing;
  // A list's lines start past its markers' indent: they align within what is left of the box.
  const left = box.padding + box.indent;
  // The canvas adds the spacing after the last letter as well: shift so the letters themselves are placed.
  const x = layer.align === 'left' ? left : layer.align === 'right' ? box.width - box.padding + spacing : (left + box.width - box.padding) / 2 + spacing / 2;
  // Never wider than the box inside its padding: where the drawn glyphs come out wider than measured (a
  // scaled context's hinting, a font that arrived between measuring and drawing), the line is narrowed a
  // little instead of losing its last letters (issue 14: "Your tex").
  const room = Math.max(1, box.width - box.padding - left + spacing);
  const y = (i: number): number => rowMiddle(box, i);
  const markers = (paint: (text: string, mx: number, my: number) => void): void => {
    ctx.textAlign = 'left';
    box.rows.forEach((row, i) => {
      if (row.marker) paint(row.marker, rowStart(box, Math.min(row.width, room), layer.align) - box.indent, y(i));
    });
    ctx.textAlign = layer.align;
  };
  if (style.outline) {
    // Stroked twice as wide and then covered by the fill: the outline shows outside the letters only.
    ctx.strokeStyle = style.outline.color;
    ctx.lineWidth = style.outline.width * 2;
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    box.lines.forEach((line, i) => ctx.strokeText(line, x, y(i), room));
    if (box.indent > 0) markers((text, mx, my) => ctx.strokeText(text, mx, my));
  }
  ctx.fillStyle = layer.color;
  box.lines.forEach((line, i) => ctx.fillText(line, x, y(i), room));
  if (box.indent > 0) markers((text, mx, my) => ctx.fillText(text, mx, my));
}

export function drawStyledText(ctx: OffscreenCanvasRenderingContext2D, layer: TextLayer, box: TextBox, density: number, style: ResolvedTextStyle): void {
  ctx.scale(density, density);
  if (style.background) {
    const inset = box.padding - box.inset - style.background.padding;
    const w = box.width - inset * 2;
    const h = box.height - inset * 2;
    ctx.fillStyle = style.background.color;
    ctx.beginPath();
    ctx.roundRect(inset, inset, w, h, Math.min(style.background.radius, w / 2, h / 2));
    ctx.fill();
  }
  if (!style.shadow) {
    drawLetters(ctx, layer, box, style);
    return;
  }
  // The letters (with their outline) on a layer of their own, then placed with the shadow: one shadow
  // for the whole text, not one per stroke and fill drawn over each other.
  const letters = new OffscreenCanvas(ctx.canvas.width, ctx.canvas.height);
  const lctx = letters.getContext('2d');
  if (!lctx) return;
  lctx.scale(density, density);
  drawLetters(lctx, layer, box, style);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.shadowColor = style.shadow.color;
  ctx.shadowBlur = style.shadow.blur * density;
  ctx.shadowOffsetX = style.shadow.offsetX * density;
  ctx.shadowOffsetY = style.shadow.offsetY * density;
  ctx.drawImage(letters, 0, 0);
  ctx.restore();
}
