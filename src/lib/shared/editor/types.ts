// The editor document: one model for the photo editor, the collage maker and the designer (ARCHITECTURE.md
// "Editor core"). Pure data, no DOM: the worker renders it, the main thread edits, autosaves and syncs it.
//
// Rendering order, which the engine and the CPU reference both follow:
//   1. the canvas (width × height, background) receives the image layers, bottom to top, each placed by
//      its transform;
//   2. the operations run in order over that picture (geometry changes its size; the others its pixels);
//   3. the text layers are drawn on top, in the coordinates of the result (after crop, rotate, resize…).
//
// Since version 3 the stack has two groups (see `layerGroup`): the picture group (image and adjustment
// layers, step 1: an adjustment layer runs its operations over the composite below it) and, above it, the
// graphic group (text and shape layers, step 3). Every layer blends with its `blendMode` and `opacity`.

import type { CollageState } from '../collage/types';
import type { LayerMask } from './masks';

/** Bumped whenever the stored shape changes; `restoreDocument` migrates every older version up to it. */
import type { BrushStroke } from './strokes';

export const DOCUMENT_VERSION = 3;

export const SECTIONS = ['editor', 'collage', 'designer'] as const;
export type Section = (typeof SECTIONS)[number];

/** Placement of a layer: its centre in document pixels, its scale, its rotation (degrees, clockwise). */
export interface Transform {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
}

/** The W3C compositing modes (Compositing and Blending Level 1), in the order the panel lists them. */
export const BLEND_MODES = ['normal', 'multiply', 'screen', 'overlay', 'soft-light', 'darken', 'lighten', 'color', 'luminosity'] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

interface LayerBase {
  id: string;
  /** The user's name for the layer; '' shows a name made from its kind (and its text). */
  name: string;
  transform: Transform;
  /** 0..1 */
  opacity: number;
  visible: boolean;
  blendMode: BlendMode;
  /** A locked layer refuses moves and edits (only unlocking and visibility change it). */
  locked: boolean;
  /** Optional (absent = none; older documents need no migration). Only image and adjustment layers use it. */
  mask?: LayerMask;
}

/**
 * An axis-aligned rounded rectangle in document pixels that a layer is drawn inside (a collage cell, a
 * designer frame); outside it the layer is transparent, its edge antialiased.
 */
export interface LayerClip {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius, document pixels (at most half the shorter side). */
  radius: number;
}

/**
 * A border and a drop shadow drawn under a picture (a freestyle collage's photos): around its clip when it
 * has one, else around its transformed box (rotated with it). Sizes in document pixels; 0 = none.
 */
export interface LayerFrame {
  border: number;
  /** #rrggbbaa */
  borderColor: string;
  /** Blur radius of the shadow; 0 = no shadow. */
  shadow: number;
  /** #rrggbbaa */
  shadowColor: string;
  /** Offset of the shadow. */
  shadowX: number;
  shadowY: number;
}

/** A picture loaded into the engine under `imageId`; width and height are its size at scale 1. */
export interface ImageLayer extends LayerBase {
  kind: 'image';
  imageId: string;
  width: number;
  height: number;
  /** Optional (absent = the whole layer shows). */
  clip?: LayerClip;
  /** Optional (absent = none). */
  frame?: LayerFrame;
  /**
   * The photo's own point and effect operations (the kinds an adjustment layer allows, at most
   * DOCUMENT_LIMITS.maxAdjustmentOperations), applied to its pixels before it is placed. Optional (absent = none),
   * so documents saved before it need no migration.
   */
  operations?: Operation[];
}

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Text drawn by the engine. Lines are split on "\n"; the box is as wide as the longest line. */
export interface TextLayer extends LayerBase {
  kind: 'text';
  text: string;
  fontFamily: string;
  /** Font size in document pixels (before the transform's scale). */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** #rrggbb or #rrggbbaa */
  color: string;
  align: TextAlign;
  /** Multiple of the font size. */
  lineHeight: number;
  // Styling (issue 14). Optional: absent means none, so older documents need no migration. Sizes are
  // multiples of the font size (em), so a text keeps its look when it is resized.
  /** Extra space between letters, em (negative tightens). */
  letterSpacing?: number;
  outline?: TextOutline;
  shadow?: TextShadow;
  background?: TextBackground;
}

export const SHAPE_KINDS = ['rectangle', 'ellipse', 'line'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/**
 * A vector shape in a width × height box (document pixels before the transform's scale), drawn like text:
 * over the operated picture. A line runs from the box's left-centre to its right-centre, stroked only.
 */
export interface ShapeLayer extends LayerBase {
  kind: 'shape';
  shape: ShapeKind;
  width: number;
  height: number;
  /** #rrggbbaa; fully transparent = no fill */
  fill: string;
  /** #rrggbbaa */
  stroke: string;
  /** Document pixels; 0 = no stroke */
  strokeWidth: number;
  /** Rectangles only, document pixels. */
  cornerRadius: number;
}

/** Its own point and effect operations (no geometry), run over the composite of the layers below it. */
export interface AdjustmentLayer extends LayerBase {
  kind: 'adjustment';
  operations: Operation[];
}

export type Layer = ImageLayer | TextLayer | ShapeLayer | AdjustmentLayer;
export type LayerKind = Layer['kind'];

/** A line around the letters, outside them: `width` em. */
export interface TextOutline {
  color: string;
  width: number;
}

/** A drop shadow of the letters (and their outline): blur and offsets em. */
export interface TextShadow {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

/** A box behind the text: `padding` around the lines and corner `radius`, em. */
export interface TextBackground {
  color: string;
  padding: number;
  radius: number;
}

/** Limits of the text styles (em); restoreDocument clamps stored values into them. */
export const TEXT_STYLE_LIMITS = {
  letterSpacing: [-0.2, 1],
  outlineWidth: [0, 0.3],
  shadowBlur: [0, 1],
  shadowOffset: [-1, 1],
  backgroundPadding: [0, 2],
  backgroundRadius: [0, 2],
} as const satisfies Record<string, readonly [number, number]>;

export type ParamValue = number | string | boolean;
export type OperationParams = Record<string, ParamValue>;

export interface Operation {
  id: string;
  /** An id of the catalogue (`OPERATION_TYPES`). */
  type: string;
  params: OperationParams;
  /** A disabled step stays in the list (and in history) but is not rendered. */
  enabled: boolean;
  /**
   * Brush operations only (category 'retouch'): the painted strokes, as vectors in full-resolution pixels
   * of the picture the operation receives. Optional, so older documents need no migration.
   */
  strokes?: BrushStroke[];
}

/**
 * A pattern or texture drawn by the engine over the canvas background, under every layer: `id` is one of
 * CANVAS_PATTERNS (src/lib/shared/collage/patterns.ts), drawn in `color` over the background colour, its
 * repeat `scale` times the pattern's own size (relative to the canvas's shorter side, so exports match).
 */
export interface CanvasPattern {
  id: string;
  /** #rrggbbaa */
  color: string;
  /** 0.25 … 4 */
  scale: number;
}

export interface Canvas {
  width: number;
  height: number;
  /** #rrggbbaa; transparent by default */
  background: string;
  /** Optional (absent = the plain background). */
  pattern?: CanvasPattern;
}

export interface EditorDocument {
  version: typeof DOCUMENT_VERSION;
  section: Section;
  canvas: Canvas;
  layers: Layer[];
  operations: Operation[];
  /** Collage documents only (section 'collage'): the layout its image layers are placed by. */
  collage?: CollageState;
}

/** Limits that keep a document renderable; the compatibility check lowers the image size further. */
export const DOCUMENT_LIMITS = {
  /** Largest canvas or output side; matches the largest image size the compatibility check ever allows. */
  maxSide: 8192,
  minSide: 1,
  maxLayers: 200,
  maxOperations: 500,
  maxTextLength: 2000,
  minFontSize: 4,
  maxFontSize: 1000,
  maxScale: 100,
  minScale: 0.01,
  maxFontFamilyLength: 100,
  maxLayerNameLength: 100,
  maxStrokeWidth: 1000,
  maxAdjustmentOperations: 50,
} as const;
