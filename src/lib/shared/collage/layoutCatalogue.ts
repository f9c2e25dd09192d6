// The collage layouts, as data: [id, tree in the notation of layoutNotation.ts, search tags]. Ids are
// stored in projects (CollageState.layout), so a published id never changes meaning; add, don't rename.
// Tags are ids too: grid (equal cells), rows, columns, strip (one line of cells), feature (one cell
// larger than the rest), mosaic (mixed sizes).
export const LAYOUT_DEFINITIONS: readonly (readonly [id: string, tree: string, tags: readonly string[]])[] = [
  // 2 photos
  ['columns-2', 'r(. .)', ['grid', 'columns', 'strip']],
  ['rows-2', 'c(. .)', ['grid', 'rows', 'strip']],
  ['feature-left-2', 'r(2*. .)', ['feature', 'columns']],
  ['feature-right-2', 'r(. 2*.)', ['feature', 'columns']],
  ['feature-top-2', 'c(2*. .)', ['feature', 'rows']],
  ['feature-bottom-2', 'c(. 2*.)', ['feature', 'rows']],
  // 3 photos
  ['columns-3', 'r(. . .)', ['grid', 'columns', 'strip']],
  ['rows-3', 'c(. . .)', ['grid', 'rows', 'strip']],
  ['feature-left-3', 'r(. c(. .))', ['feature', 'mosaic']],
  ['feature-right-3', 'r(c(. .) .)', ['feature', 'mosaic']],
  ['feature-top-3', 'c(. r(. .))', ['feature', 'mosaic']],
  ['feature-bottom-3', 'c(r(. .) .)', ['feature', 'mosaic']],
  ['feature-center-3', 'r(. 2*. .)', ['feature', 'columns']],
  ['feature-middle-3', 'c(. 2*. .)', ['feature', 'rows']],
  // 4 photos
  ['grid-2x2', 'c(r(. .) r(. .))', ['grid']],
  ['columns-4', 'r(. . . .)', ['grid', 'columns', 'strip']],
  ['rows-4', 'c(. . . .)', ['grid', 'rows', 'strip']],
  ['feature-left-4', 'r(2*. c(. . .))', ['feature', 'mosaic']],
  ['feature-right-4', 'r(c(. . .) 2*.)', ['feature', 'mosaic']],
  ['feature-top-4', 'c(2*. r(. . .))', ['feature', 'mosaic']],
  ['feature-bottom-4', 'c(r(. . .) 2*.)', ['feature', 'mosaic']],
  ['mosaic-columns-4', 'r(c(2*. .) c(. 2*.))', ['mosaic', 'columns']],
  ['mosaic-rows-4', 'c(r(2*. .) r(. 2*.))', ['mosaic', 'rows']],
  // 5 photos
  ['feature-left-5', 'r(. c(r(. .) r(. .)))', ['feature', 'grid']],
  ['feature-top-5', 'c(. r(. . . .))', ['feature', 'strip']],
  ['rows-2-3', 'c(r(. .) r(. . .))', ['grid', 'rows']],
  ['columns-2-3', 'r(c(. .) c(. . .))', ['grid', 'columns']],
  ['feature-center-5', 'r(c(. .) 2*. c(. .))', ['feature', 'mosaic']],
  ['feature-band-5', 'c(r(. .) . r(. .))', ['feature', 'mosaic']],
  ['columns-5', 'r(. . . . .)', ['grid', 'columns', 'strip']],
  ['rows-5', 'c(. . . . .)', ['grid', 'rows', 'strip']],
  // 6 photos
  ['grid-3x2', 'c(r(. . .) r(. . .))', ['grid']],
  ['grid-2x3', 'r(c(. . .) c(. . .))', ['grid']],
  ['feature-corner-6', 'c(2*r(2*. c(. .)) r(. . .))', ['feature', 'mosaic']],
  ['feature-top-6', 'c(2*. r(. . . . .))', ['feature', 'strip']],
  ['mosaic-columns-6', 'r(c(. 2*.) c(2*. .) c(. 2*.))', ['mosaic', 'columns']],
  ['mosaic-rows-6', 'c(r(2*. .) r(. 2*.) r(2*. .))', ['mosaic', 'rows']],
  ['columns-6', 'r(. . . . . .)', ['grid', 'columns', 'strip']],
  // 7 photos
  ['feature-left-7', 'r(. c(r(. .) r(. .) r(. .)))', ['feature', 'grid']],
  ['rows-3-4', 'c(r(. . .) r(. . . .))', ['grid', 'rows']],
  ['rows-2-3-2', 'c(r(. .) r(. . .) r(. .))', ['mosaic', 'rows']],
  ['columns-2-3-2', 'r(c(. .) c(. . .) c(. .))', ['mosaic', 'columns']],
  ['feature-center-7', 'r(c(. . .) 2*. c(. . .))', ['feature', 'mosaic']],
  ['feature-top-7', 'c(2*. r(. . .) r(. . .))', ['feature', 'grid']],
  // 8 photos
  ['grid-4x2', 'c(r(. . . .) r(. . . .))', ['grid']],
  ['grid-2x4', 'r(c(. . . .) c(. . . .))', ['grid']],
  ['rows-3-2-3', 'c(r(. . .) r(. .) r(. . .))', ['mosaic', 'rows']],
  ['feature-top-8', 'c(2*. r(. . .) r(. . . .))', ['feature', 'mosaic']],
  ['mosaic-columns-8', 'r(c(2*. .) c(. .) c(. 2*.) c(. .))', ['mosaic', 'columns']],
  // 9 photos
  ['grid-3x3', 'c(r(. . .) r(. . .) r(. . .))', ['grid']],
  ['feature-center-9', 'c(r(. . .) 2*r(. 2*. .) r(. . .))', ['feature', 'grid']],
  ['feature-corner-9', 'c(2*r(2*. c(. . .)) r(. . . . .))', ['feature', 'mosaic']],
  ['rows-4-5', 'c(r(. . . .) r(. . . . .))', ['grid', 'rows']],
  ['mosaic-rows-9', 'c(r(2*. . .) r(. 2*. .) r(. . 2*.))', ['mosaic', 'rows']],
  // 10 photos
  ['grid-5x2', 'c(r(. . . . .) r(. . . . .))', ['grid']],
  ['grid-2x5', 'r(c(. . . . .) c(. . . . .))', ['grid']],
  ['rows-3-4-3', 'c(r(. . .) r(. . . .) r(. . .))', ['mosaic', 'rows']],
  ['feature-left-10', 'r(2*. c(r(. . .) r(. . .) r(. . .)))', ['feature', 'grid']],
  ['feature-top-10', 'c(2*. r(. . .) r(. . .) r(. . .))', ['feature', 'grid']],
  // 11 photos
  ['rows-4-3-4', 'c(r(. . . .) r(. . .) r(. . . .))', ['mosaic', 'rows']],
  ['feature-center-11', 'c(r(. . . .) 2*r(. 2*. .) r(. . . .))', ['feature', 'mosaic']],
  ['feature-top-11', 'c(2*. r(. . . . .) r(. . . . .))', ['feature', 'grid']],
  // 12 photos
  ['grid-4x3', 'c(r(. . . .) r(. . . .) r(. . . .))', ['grid']],
  ['grid-3x4', 'r(c(. . . .) c(. . . .) c(. . . .))', ['grid']],
  ['grid-6x2', 'c(r(. . . . . .) r(. . . . . .))', ['grid', 'strip']],
  ['feature-top-12', 'c(2*r(. .) r(. . . . .) r(. . . . .))', ['feature', 'mosaic']],
  ['mosaic-rows-12', 'c(r(2*. . .) r(. . .) r(. . .) r(. . 2*.))', ['mosaic', 'rows']],
  // 13 photos
  ['feature-center-13', 'c(r(. . . .) 2*r(c(. .) 2*. c(. .)) r(. . . .))', ['feature', 'mosaic']],
  ['rows-4-5-4', 'c(r(. . . .) r(. . . . .) r(. . . .))', ['mosaic', 'rows']],
  ['feature-left-13', 'r(. c(r(. . . .) r(. . . .) r(. . . .)))', ['feature', 'grid']],
  // 14 photos
  ['rows-5-4-5', 'c(r(. . . . .) r(. . . .) r(. . . . .))', ['mosaic', 'rows']],
  ['grid-7x2', 'c(r(. . . . . . .) r(. . . . . . .))', ['grid', 'strip']],
  ['feature-top-14', 'c(2*r(. .) r(. . . .) r(. . . .) r(. . . .))', ['feature', 'grid']],
  // 15 photos
  ['grid-5x3', 'c(r(. . . . .) r(. . . . .) r(. . . . .))', ['grid']],
  ['grid-3x5', 'r(c(. . . . .) c(. . . . .) c(. . . . .))', ['grid']],
  ['rows-4-3-4-4', 'c(r(. . . .) r(. . .) r(. . . .) r(. . . .))', ['mosaic', 'rows']],
  ['feature-center-15', 'c(r(. . . . .) 2*r(c(. .) 2*. c(. .)) r(. . . . .))', ['feature', 'mosaic']],
  // 16 photos
  ['grid-4x4', 'c(r(. . . .) r(. . . .) r(. . . .) r(. . . .))', ['grid']],
  ['grid-8x2', 'c(r(. . . . . . . .) r(. . . . . . . .))', ['grid', 'strip']],
  ['grid-2x8', 'r(c(. . . . . . . .) c(. . . . . . . .))', ['grid', 'strip']],
  ['rows-5-6-5', 'c(r(. . . . .) r(. . . . . .) r(. . . . .))', ['mosaic', 'rows']],
  ['feature-center-16', 'c(r(. . . .) 2*r(c(. .) 2*c(r(. .) r(. .)) c(. .)) r(. . . .))', ['feature', 'mosaic']],
];
