// A designer document as a one-page PDF (issue 16), with pdf-lib: the page is the canvas at 1 px = 0.75 pt
// (CSS pixels at 96 per inch onto PDF points at 72), the layers bottom to top in the document's order (a
// designer document is one stack):
//   - the background: a plain colour as a filled rectangle; a gradient or pattern rendered by the engine
//     as a picture (pdf-lib has no gradients; the engine's is the one the user saw);
//   - image layers: each rendered by the engine alone on a transparent canvas cut to its bounds (its
//     operations, frame shape, mask, border and shadow as on screen), embedded as JPEG when it has no
//     transparency, else PNG;
//   - shape layers: VECTOR paths from outlinePath() (the one geometry of every shape) with their fill,
//     stroke, opacity and transform;
//   - text layers: REAL TEXT in the family's own font file, embedded and subset, at the same position,
//     size, colour, alignment, line breaks, box wrap, list markers, letter spacing and outline (a stroke);
//     curved text glyph by glyph. A PDF cannot blur, so a text with a shadow is rendered as a picture by
//     the engine, with the same text laid over it invisibly (still found, selected and copied);
//   - an adjustment layer changes everything below it: that part is rendered by the engine as one picture.
// Opacity and the blend modes are the PDF's own (every mode Pixloom has exists in PDF). The engine steps are
// injected (`raster`, `fontBytes`), so the builder runs in Node for tests as well as in the page.
import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  LineCapStyle,
  LineJoinStyle,
  TextRenderingMode,
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
} from 'pdf-lib';
import { layerSize, type Box, type MeasuredBoxes } from '../../../../lib/shared/designer/boxes';
import { outlinePath } from '../../../../lib/shared/designer/outline';
import { curvePlace, layoutText, rowMiddle, rowStart } from '../../../../lib/shared/designer/textLayout';
import { colorToRgba } from '../../../../lib/shared/editor/params';
import { resolveTextStyle } from '../../../../lib/shared/editor/textStyleResolved';
import type { BlendMode, EditorDocument, Layer, ShapeLayer, TextLayer, Transform } from '../../../../lib/shared/editor/types';
import { baselineBelowMiddle, PdfFonts, runsOf, textWidth, type FontBytes, type UserFontBytes, type LayerFont, type PdfFace } from './pdfFonts';
import { canvasWith, frameReach, layerAlone, placedBounds, rasterDensity, RASTER_DENSITY, type RasterRequest, type RasterStep } from './rasterDocs';

/** PDF points per document pixel (72 / 96). */
export const PT_PER_PX = 0.75;
/** Slant of italic text (the browsers' synthetic oblique, about 14°). */
const SLANT = 0.25;
/** Extra stroke of a synthesised bold, em. */
const SYNTH_BOLD = 1 / 30;

/** PDF's names of the blend modes (Compositing and Blending Level 1, which PDF 1.4 defines too). */
const PDF_BLEND: Readonly<Record<BlendMode, string>> = {
  normal: 'Normal',
  multiply: 'Multiply',
  screen: 'Screen',
  overlay: 'Overlay',
  'soft-light': 'SoftLight',
  darken: 'Darken',
  lighten: 'Lighten',
  color: 'Color',
  luminosity: 'Luminosity',
};

export interface PdfOptions {
  /** Renders what the PDF draws as a picture (layers, backgrounds), see rasterDocs.ts. */
  raster: RasterStep;
  /** A shipped font file's bytes by its path under /fonts/. */
  fontBytes: FontBytes;
  /** The user's own fonts' bytes by family (issue 16); without it their texts use the fallback. */
  userFontBytes?: UserFontBytes;
  /** Text boxes measured by the engine (used for a text that has to be drawn as a picture). */
  measured?: MeasuredBoxes;
  signal?: AbortSignal;
  /** 0..1 */
  onProgress?: (fraction: number) => void;
  title?: string;
}

export interface PdfResult {
  bytes: Uint8Array;
  /** Layers drawn as pictures (images always; text with a shadow, or whose font could not be fetched). */
  pictures: string[];
  /** Text layers drawn as text. */
  texts: string[];
}

type Matrix = readonly [number, number, number, number, number, number];

/** `m1 · m2`: apply m2, then m1 (PDF order: x' = a x + c y + e, y' = b x + d y + f). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
/** Clockwise on a y-down page. */
const rotation = (radians: number): Matrix => [Math.cos(radians), Math.sin(radians), -Math.sin(radians), Math.cos(radians), 0, 0];

/** From a layer's own box (0,0)–(w,h) to the canvas: centred on the transform's point, scaled, turned. */
export function layerMatrix(t: Transform, width: number, height: number): Matrix {
  return multiply(multiply(multiply(translation(t.x, t.y), rotation((t.rotation * Math.PI) / 180)), [t.scaleX, 0, 0, t.scaleY, 0, 0]), translation(-width / 2, -height / 2));
}

const abortError = (): DOMException => new DOMException('The PDF export was cancelled.', 'AbortError');

class PageWriter {
  private readonly states = new Map<string, PDFName>();
  private readonly fontKeys = new Map<PDFFont, PDFName>();
  /** Document pixels (y down from the top left) onto PDF points (y up from the bottom left). */
  readonly base: Matrix;

  constructor(
    readonly pdf: PDFDocument,
    readonly page: PDFPage,
    canvasHeight: number,
  ) {
    this.base = [PT_PER_PX, 0, 0, -PT_PER_PX, 0, canvasHeight * PT_PER_PX];
  }

  /** A graphics state with fill and stroke alpha and a blend mode. */
  state(fill: number, stroke: number, blend: BlendMode): PDFName {
    const id = `${fill.toFixed(4)}|${stroke.toFixed(4)}|${blend}`;
    let key = this.states.get(id);
    if (!key) {
      const dict = this.pdf.context.obj({ Type: 'ExtGState', ca: fill, CA: stroke, BM: PDF_BLEND[blend] });
      key = this.page.node.newExtGState('GS', dict);
      this.states.set(id, key);
    }
    return key;
  }

  font(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  push(...ops: PDFOperator[]): void {
    this.page.pushOperators(...ops);
  }

  cm(m: Matrix): PDFOperator {
    return concatTransformationMatrix(...m);
  }

  /** A picture over `box` (document pixels). */
  image(image: PDFImage, box: Box, opacity: number, blend: BlendMode): void {
    const key = this.page.node.newXObject('Image', image.ref);
    const [x, y] = [box.x, box.y + box.height];
    this.push(
      pushGraphicsState(),
      setGraphicsState(this.state(opacity, opacity, blend)),
      this.cm(multiply(this.base, [box.width, 0, 0, -box.height, x, y])),
      drawObject(key),
      popGraphicsState(),
    );
  }
}

class Builder {
  readonly pictures: string[] = [];
  readonly texts: string[] = [];
  private readonly fonts: PdfFonts;

  constructor(
    private readonly doc: EditorDocument,
    private readonly out: PageWriter,
    private readonly options: PdfOptions,
  ) {
    this.fonts = new PdfFonts(out.pdf, options.fontBytes, options.userFontBytes);
  }

  private check(): void {
    if (this.options.signal?.aborted) throw abortError();
  }

  private async picture(request: RasterRequest, box: Box, opacity: number, blend: BlendMode): Promise<void> {
    const result = await this.options.raster(request, this.options.signal);
    this.check();
    const image = result.format === 'jpeg' ? await this.out.pdf.embedJpg(result.bytes) : await this.out.pdf.embedPng(result.bytes);
    this.out.image(image, box, opacity, blend);
  }

  /** The canvas and the first `count` layers as one picture (a gradient or pattern, or up to an adjustment layer). */
  async flattened(count: number): Promise<void> {
    const { width, height } = this.doc.canvas;
    const density = rasterDensity({ width, height }, RASTER_DENSITY);
    await this.picture(canvasWith(this.doc, count, density), { x: 0, y: 0, width, height }, 1, 'normal');
  }

  background(): void {
    const [r, g, b, a] = colorToRgba(this.doc.canvas.background);
    if (a <= 0) return;
    const { width, height } = this.doc.canvas;
    this.out.push(
      pushGraphicsState(),
      setGraphicsState(this.out.state(a, a, 'normal')),
      this.out.cm(this.out.base),
    );
    this.out.page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(r, g, b) });
    this.out.push(popGraphicsState());
  }

  /** A layer the engine renders (alone, cut to `size` placed by its transform, grown by `pad`). */
  private async layerPicture(layer: Layer, size: { width: number; height: number }, pad: number, wanted: number): Promise<void> {
    const bounds = placedBounds(layer, size, pad, this.doc.canvas);
    if (!bounds) return;
    const density = rasterDensity(layer.mask ? this.doc.canvas : bounds, wanted);
    await this.picture(layerAlone(this.doc, layer, bounds, density), bounds, layer.opacity, layer.blendMode);
    this.pictures.push(layer.id);
  }

  async imageLayer(layer: Extract<Layer, { kind: 'image' }>): Promise<void> {
    // As sharp as the photo is on the canvas (its own pixels per canvas pixel), at least the usual density.
    const own = 1 / Math.max(1e-3, Math.abs(layer.transform.scaleX), Math.abs(layer.transform.scaleY));
    await this.layerPicture(layer, { width: layer.width, height: layer.height }, frameReach(layer), Math.max(RASTER_DENSITY, Math.min(own, 4)));
  }

  shapeLayer(layer: ShapeLayer): void {
    const outline = outlinePath(layer, layer.width, layer.height, layer.strokeWidth);
    const [fr, fg, fb, fa] = colorToRgba(layer.fill);
    const [sr, sg, sb, sa] = colorToRgba(layer.stroke);
    const fill = !outline.strokeOnly && fa > 0;
    const stroke = layer.strokeWidth > 0 && sa > 0;
    if (!fill && !stroke) return;
    const m = multiply(multiply(this.out.base, layerMatrix(layer.transform, layer.width, layer.height)), [outline.scaleX, 0, 0, outline.scaleY, 0, 0]);
    // drawSvgPath turns the path's y axis over for a y-up page; this page is already y-down.
    this.out.push(pushGraphicsState(), setGraphicsState(this.out.state(fa * layer.opacity, sa * layer.opacity, layer.blendMode)), this.out.cm(multiply(m, [1, 0, 0, -1, 0, 0])));
    if (outline.strokeOnly) this.out.push(setLineJoin(LineJoinStyle.Round));
    this.out.page.drawSvgPath(outline.d, {
      x: 0,
      y: 0,
      ...(fill ? { color: rgb(fr, fg, fb) } : {}),
      ...(stroke ? { borderColor: rgb(sr, sg, sb), borderWidth: layer.strokeWidth / Math.sqrt(Math.abs(outline.scaleX * outline.scaleY)) } : {}),
      ...(outline.strokeOnly ? { borderLineCap: LineCapStyle.Round } : {}),
    });
    this.out.push(popGraphicsState());
  }

  async textLayer(layer: TextLayer): Promise<void> {
    let font: LayerFont;
    try {
      font = await this.fonts.forLayer(layer);
    } catch {
      if (this.options.signal?.aborted) throw abortError();
      // Offline and never cached: the text as the engine draws it (with the device's fallback font).
      const size = layerSize(layer, this.options.measured ?? new Map()) ?? { width: layer.fontSize, height: layer.fontSize };
      await this.layerPicture(layer, size, layer.fontSize * 0.5, RASTER_DENSITY);
      return;
    }
    this.check();
    const style = resolveTextStyle(layer);
    const size = layer.fontSize;
    // The engine's layout (the same box, lines, markers and arc) with the embedded font's widths.
    const box = layoutText(layer, (s) => textWidth(font, s, size));
    const { curve } = box;

    // A shadow needs a blur: the engine draws the whole layer, the text goes over it invisibly.
    const invisible = style.shadow !== null;
    // (A little margin: the engine measures the box with the browser's fonts, a few pixels may differ.)
    if (invisible) await this.layerPicture(layer, box, layer.fontSize * 0.25 * Math.max(Math.abs(layer.transform.scaleX), Math.abs(layer.transform.scaleY)), RASTER_DENSITY);

    const m = multiply(this.out.base, layerMatrix(layer.transform, box.width, box.height));
    const [r, g, b, a] = colorToRgba(layer.color);
    this.out.push(pushGraphicsState(), this.out.cm(m));

    if (!invisible && style.background) {
      const inset = box.padding - box.inset - style.background.padding;
      const w = box.width - inset * 2;
      const h = box.height - inset * 2;
      const [br, bg, bb, ba] = colorToRgba(style.background.color);
      const bgPath = outlinePath({ shape: 'rectangle', cornerRadius: Math.min(style.background.radius, w / 2, h / 2) }, w, h);
      this.out.push(pushGraphicsState(), setGraphicsState(this.out.state(ba * layer.opacity, ba * layer.opacity, layer.blendMode)), this.out.cm([1, 0, 0, -1, inset, inset]));
      this.out.page.drawSvgPath(bgPath.d, { x: 0, y: 0, color: rgb(br, bg, bb) });
      this.out.push(popGraphicsState());
    }

    const slant = font.slant ? SLANT : 0;
    const below = baselineBelowMiddle(font, size);
    const bold = font.synthBold ? size * SYNTH_BOLD : 0;
    // One pass of the letters: with `mode` (fill, stroke, invisible); placed line by line or glyph by glyph.
    const letters = (mode: TextRenderingMode): PDFOperator[] => {
      const ops: PDFOperator[] = [beginText(), setTextRenderingMode(mode), setCharacterSpacing(style.letterSpacing)];
      const show = (face: PdfFace, text: string): void => {
        ops.push(setFontAndSize(this.out.font(face.font), size), showText(face.font.encodeText(text)));
      };
      const line = (text: string, x: number, middle: number): void => {
        ops.push(setTextMatrix(1, 0, slant, -1, x, middle + below));
        for (const run of runsOf(font, text)) show(run.face, run.text);
      };
      if (curve) {
        // Each letter centred on its place on the arc, turned to follow it.
        for (const letter of curve.letters) {
          const place = curvePlace(curve, letter.angle);
          ops.push(setTextMatrix(...multiply(multiply(translation(place.x, place.y), rotation(place.rotation)), [1, 0, slant, -1, -letter.width / 2, below])));
          for (const run of runsOf(font, letter.text)) show(run.face, run.text);
        }
      } else {
        box.rows.forEach((row, i) => {
          const start = rowStart(box, row.width, layer.align);
          // A list item's marker hangs in the indent before its first line.
          if (row.marker) line(row.marker, start - box.indent, rowMiddle(box, i));
          line(row.text, start, rowMiddle(box, i));
        });
      }
      ops.push(endText());
      return ops;
    };

    if (invisible) {
      this.out.push(...letters(TextRenderingMode.Invisible));
    } else {
      if (style.outline) {
        // Twice as wide, then covered by the fill: the outline shows outside the letters only (as the engine).
        const [or, og, ob, oa] = colorToRgba(style.outline.color);
        this.out.push(pushGraphicsState(), setGraphicsState(this.out.state(oa * layer.opacity, oa * layer.opacity, layer.blendMode)), setStrokingRgbColor(or, og, ob), setLineWidth(style.outline.width * 2 + bold), setLineJoin(LineJoinStyle.Round), ...letters(TextRenderingMode.Outline), popGraphicsState());
      }
      this.out.push(pushGraphicsState(), setGraphicsState(this.out.state(a * layer.opacity, a * layer.opacity, layer.blendMode)), setFillingRgbColor(r, g, b));
      if (bold > 0) this.out.push(setStrokingRgbColor(r, g, b), setLineWidth(bold), setLineJoin(LineJoinStyle.Round), ...letters(TextRenderingMode.FillAndOutline));
      else this.out.push(...letters(TextRenderingMode.Fill));
      this.out.push(popGraphicsState());
    }
    this.out.push(popGraphicsState());
    this.texts.push(layer.id);
  }
}

/** The canvas background needs the engine (a gradient or a pattern). */
const fancyBackground = (doc: EditorDocument): boolean => Boolean(doc.canvas.gradient || doc.canvas.pattern);

export async function buildDesignPdf(doc: EditorDocument, options: PdfOptions): Promise<PdfResult> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortError();
  const pdf = await PDFDocument.create();
  if (options.title) pdf.setTitle(options.title);
  pdf.setCreator('Pixloom');
  pdf.setProducer('Pixloom (pdf-lib)');
  const { width, height } = doc.canvas;
  const page = pdf.addPage([width * PT_PER_PX, height * PT_PER_PX]);
  const builder = new Builder(doc, new PageWriter(pdf, page, height), options);

  const shown = (l: Layer): boolean => l.visible && l.opacity > 0;
  // Everything up to the last adjustment layer is one picture; the layers above it are drawn one by one.
  let lastAdjustment = -1;
  doc.layers.forEach((l, i) => {
    if (l.kind === 'adjustment' && shown(l)) lastAdjustment = i;
  });
  const rest = doc.layers.slice(lastAdjustment + 1).filter(shown);
  const steps = rest.length + 2;
  let done = 0;
  const advance = (): void => {
    done += 1;
    onProgress?.(Math.min(0.95, done / steps));
  };

  if (lastAdjustment >= 0) await builder.flattened(lastAdjustment + 1);
  else if (fancyBackground(doc)) await builder.flattened(0);
  else builder.background();
  advance();
  for (const layer of rest) {
    if (signal?.aborted) throw abortError();
    if (layer.kind === 'image') await builder.imageLayer(layer);
    else if (layer.kind === 'shape') builder.shapeLayer(layer);
    else if (layer.kind === 'text') await builder.textLayer(layer);
    advance();
  }
  if (signal?.aborted) throw abortError();
  const bytes = await pdf.save();
  onProgress?.(1);
  return { bytes, pictures: builder.pictures, texts: builder.texts };
}
