// The editor document: one model for the photo editor, the collage maker and the designer (ARCHITECTURE.md
// "Editor core"). Pure data, no DOM: the worker renders it, the main thread edits, autosaves and syncs it.
//
// Rendering order, which the engine and the CPU reference both follow:
//   1. the canvas (width × height, background) receives the image layers, bottom to top, each placed by
//      its transform;
//   2. the operations run in order over that picture (geometry changes its size; the others its pixels);
//   3. the text layers are drawn on top, in the coordinates of the result (after crop, rotate, resize…).

/** Bumped whenever the stored shape changes; `restoreDocument` migrates every older version up to it. */
export const DOCUMENT_VERSION = 2;

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

interface LayerBase {
  id: string;
  transform: Transform;
  /** 0..1 */
  opacity: number;
  visible: boolean;
}

/** A picture loaded into the engine under `imageId`; width and height are its size at scale 1. */
export interface ImageLayer extends LayerBase {
  kind: 'image';
  imageId: string;
  width: number;
  height: number;
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
}

export type Layer = ImageLayer | TextLayer;

export type ParamValue = number | string | boolean;
export type OperationParams = Record<string, ParamValue>;

export interface Operation {
  id: string;
  /** An id of the catalogue (`OPERATION_TYPES`). */
  type: string;
  params: OperationParams;
  /** A disabled step stays in the list (and in history) but is not rendered. */
  enabled: boolean;
}

export interface Canvas {
  width: number;
  height: number;
  /** #rrggbbaa; transparent by default */
  background: string;
}

export interface EditorDocument {
  version: typeof DOCUMENT_VERSION;
  section: Section;
  canvas: Canvas;
  layers: Layer[];
  operations: Operation[];
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
} as const;
