// The canvas patterns and textures (Canvas.pattern): the catalogue the collage panels list and the engine
// draws (workers/editor/ops/patterns.ts holds each one's GLSL and CPU reference, in this order). All are
// procedural, made here (public/patterns/LICENSES.md: CC0), so they cost no download and export at any size.
//
// `scale` is the pattern's repeat as a fraction of the canvas's shorter side (at CanvasPattern.scale 1), so
// a preview and a 6000 px export look alike; `color` is the default ink drawn over `background`.

export interface PatternDef {
  id: string;
  /** Key in the collagePatterns namespace. */
  labelKey: string;
  /** Default pattern colour, #rrggbbaa. */
  color: string;
  /** Suggested canvas background, #rrggbbaa. */
  background: string;
  /** Repeat size as a fraction of the canvas's shorter side. */
  scale: number;
}

const def = (id: string, color: string, background: string, scale: number): PatternDef => ({ id, labelKey: `pattern_${id.replace(/-/g, '_')}`, color, background, scale });

export const CANVAS_PATTERNS: readonly PatternDef[] = [
  def('dots', '#1f2937ff', '#f8fafcff', 0.04),
  def('polka', '#e11d48ff', '#fff1f2ff', 0.08),
  def('stripes', '#0ea5e9ff', '#f0f9ffff', 0.06),
  def('diagonal-stripes', '#f59e0bff', '#fffbebff', 0.06),
  def('grid', '#64748bff', '#ffffffff', 0.05),
  def('checker', '#111827ff', '#f9fafbff', 0.1),
  def('gingham', '#dc2626b3', '#ffffffff', 0.06),
  def('plaid', '#166534cc', '#fef3c7ff', 0.12),
  def('chevron', '#7c3aedff', '#f5f3ffff', 0.08),
  def('waves', '#0284c7ff', '#e0f2feff', 0.08),
  def('triangles', '#ea580cff', '#fff7edff', 0.07),
  def('hexagons', '#0f766eff', '#f0fdfaff', 0.07),
  def('diamonds', '#be185dff', '#fdf2f8ff', 0.07),
  def('crosshatch', '#334155ff', '#f8fafcff', 0.04),
  def('herringbone', '#78350fcc', '#fef3c7ff', 0.08),
  def('confetti', '#db2777ff', '#fffbebff', 0.16),
  def('stars', '#eab308ff', '#1e3a8aff', 0.1),
  def('hearts', '#e11d48ff', '#ffe4e6ff', 0.1),
  def('paper', '#78716c66', '#fafaf9ff', 0.2),
  def('linen', '#a8a29e80', '#f5f5f4ff', 0.1),
  def('marble', '#57534eb3', '#fafaf9ff', 0.5),
  def('wood', '#78350fb3', '#d6a56bff', 0.3),
  def('watercolour', '#3b82f699', '#ffffffff', 0.6),
  def('concrete', '#57534e99', '#d6d3d1ff', 0.25),
  def('halftone', '#0f172aff', '#ffffffff', 0.03),
  def('gradient-linear', '#6366f1ff', '#fdf4ffff', 1),
  def('gradient-radial', '#0f172acc', '#f1f5f9ff', 1),
];

const BY_ID = new Map(CANVAS_PATTERNS.map((p, i) => [p.id, { def: p, index: i }]));

export function isPatternId(id: string): boolean {
  return BY_ID.has(id);
}

export function patternById(id: string): PatternDef | undefined {
  return BY_ID.get(id)?.def;
}

/** The pattern's place in CANVAS_PATTERNS (the engine's shader picks it by this number); -1 when unknown. */
export function patternIndex(id: string): number {
  return BY_ID.get(id)?.index ?? -1;
}
