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
  /**
   * The designer's groups (issue 16): layers sharing a `group` id are selected, moved, resized, rotated,
   * locked and hidden together. One level, no nesting; absent = not grouped. A group of one is dissolved
   * by restoreDocument.
   */
  group?: string;
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
  /**
   * A designer frame (issue 16, "photo inside a shape"): the layer shows only inside this shape, drawn in
   * the layer's own box (width × height, so it moves, scales and rotates with the photo). Optional
   * (absent = the whole box shows).
   */
  shapeMask?: ShapeOutline;
}

/** The outline of a shape in a box, without its paint: a shape layer's geometry, or an image's frame shape. */
export interface ShapeOutline {
  shape: ShapeKind;
  /** Rectangles and speech bubbles, document pixels. */
  cornerRadius?: number;
  /** Polygon sides (3…12, default 6) or star points (3…24, default 5). */
  points?: number;
  /** Stars: inner radius over outer radius (0.1…0.95, default 0.5). */
  innerRatio?: number;
  /** Shape 'path' (a shipped graphic or icon): the SVG path, drawn scaled into the box. */
  path?: ShapePath;
}

/** An SVG path (the `d` attribute, at most DOCUMENT_LIMITS.maxPathLength characters) in its own view box. */
export interface ShapePath {
  d: string;
  viewWidth: number;
  viewHeight: number;
  /** The shipped graphic it came from (src/lib/shared/designer/graphics.ts), for its name; optional. */
  graphicId?: string;
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
  // Designer text (issue 16). Optional: absent = none.
  /**
   * A text box: lines longer than this (document pixels, before the transform's scale) wrap at spaces (a
   * word longer than the box breaks). Absent = the box is as wide as the longest line.
   */
  boxWidth?: number;
  /**
   * Curved text: -100…100. 0 = straight; positive bends the line into an arc curving down at its ends
   * (a smile's opposite, like text on the top of a circle), negative the other way; 100 = a full circle.
   * Only a single-line text curves (a wrapped or multi-line one ignores it).
   */
  curve?: number;
  /** Each line (each "\n"-separated paragraph) is a list item with a bullet or its number. */
  list?: TextList;
}

export const TEXT_LISTS = ['bullet', 'number'] as const;
export type TextList = (typeof TEXT_LISTS)[number];

/**
 * Shape kinds. The first three are drawn by the SHAPE kernel (signed distances, their index is the kernel's
 * shape number); the others are outlines (arrow: a line with a head at its right end; polygon and star: `points`,
 * `innerRatio`; speech-bubble: a rounded box with a tail at its lower left; path: `path`).
 */
export const SHAPE_KINDS = ['rectangle', 'ellipse', 'line', 'arrow', 'polygon', 'star', 'speech-bubble', 'path'] as const;
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
  /** Rectangles and speech bubbles, document pixels. */
  cornerRadius: number;
  /** Polygon sides or star points (see ShapeOutline); optional. */
  points?: number;
  /** Stars (see ShapeOutline); optional. */
  innerRatio?: number;
  /** Shape 'path' only: the graphic's path. */
  path?: ShapePath;
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

/**
 * A gradient over the whole canvas (issue 16), drawn over the background colour and under the pattern:
 * linear at `angle` degrees (0 = left to right, 90 = top to bottom) or radial from the centre to the farthest corner.
 */
export interface CanvasGradient {
  kind: 'linear' | 'radial';
  /** #rrggbbaa */
  from: string;
  /** #rrggbbaa */
  to: string;
  angle: number;
}

export interface Canvas {
  width: number;
  height: number;
  /** #rrggbbaa; transparent by default */
  background: string;
  /** Optional (absent = the plain background). */
  pattern?: CanvasPattern;
  /** Optional (absent = none). */
  gradient?: CanvasGradient;
}

/**
 * Designer documents only (section 'designer', issue 16): the format the canvas was made for (an id of
 * src/lib/shared/designer/formats.ts, or 'custom') and the template it started from.
 */
export interface DesignerState {
  format: string;
  templateId?: string;
}

export interface EditorDocument {
  version: typeof DOCUMENT_VERSION;
  section: Section;
  canvas: Canvas;
  layers: Layer[];
  operations: Operation[];
  /** Collage documents only (section 'collage'): the layout its image layers are placed by. */
  collage?: CollageState;
  /**
   * Designer documents only. A designer document is one stack: its layers are drawn bottom to top in the
   * array's order whatever their kind (text under a photo is allowed); it has no document operations.
   */
  designer?: DesignerState;
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
  /** A shape path's `d` (a shipped graphic is far shorter). */
  maxPathLength: 20000,
  polygonSides: [3, 12],
  starPoints: [3, 24],
  starInnerRatio: [0.1, 0.95],
  curve: [-100, 100],
} as const;
