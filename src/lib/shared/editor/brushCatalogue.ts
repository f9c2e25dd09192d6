// The brush (retouch) operations (issue 14, brush engine): each is "coverage × effect" — the effect is
// computed per pixel over the picture the operation receives and mixed in by the coverage of the
// operation's strokes (Operation.strokes, vectors in full-resolution pixels of that picture). Labels live
// in locales/<lang>/editorBrush.json. Sizes and offsets are full-resolution pixels.
import type { NumberParamSpec, OperationSpec } from './catalogue';

const num = (min: number, max: number, def: number, step = 1): NumberParamSpec => ({ kind: 'number', min, max, step, default: def });

export const TONE_RANGES = ['shadows', 'midtones', 'highlights'] as const;
export type ToneRange = (typeof TONE_RANGES)[number];

/** The brush tools, in the order the retouch panel lists them. */
export const BRUSH_OPERATION_TYPES = ['dodge', 'burn', 'clone', 'heal', 'spot-heal', 'sharpen-brush', 'blur-brush', 'red-eye', 'paint'] as const;
export type BrushOperationType = (typeof BRUSH_OPERATION_TYPES)[number];

/** Tools that copy from a source offset (set with Alt+click or the "Set source" button). */
export const SOURCE_TOOLS: ReadonlySet<string> = new Set(['clone', 'heal']);

const offset = (): NumberParamSpec => num(-8192, 8192, 0, 1);
const range = { kind: 'choice', values: TONE_RANGES, default: 'midtones' } as const;

export const BRUSH_SPECS: OperationSpec[] = [
  { type: 'dodge', category: 'retouch', deepLink: 'dodge-and-burn', labelKey: 'brush_dodge', params: { range, exposure: num(0, 100, 50) } },
  { type: 'burn', category: 'retouch', deepLink: 'burn', labelKey: 'brush_burn', params: { range, exposure: num(0, 100, 50) } },
  { type: 'clone', category: 'retouch', deepLink: 'clone', labelKey: 'brush_clone', params: { dx: offset(), dy: offset() } },
  { type: 'heal', category: 'retouch', deepLink: 'healing-brush', labelKey: 'brush_heal', params: { dx: offset(), dy: offset() } },
  { type: 'spot-heal', category: 'retouch', deepLink: 'spot-heal', labelKey: 'brush_spot_heal', params: {} },
  { type: 'sharpen-brush', category: 'retouch', deepLink: 'sharpen-brush', labelKey: 'brush_sharpen', params: { strength: num(0, 100, 50) } },
  { type: 'blur-brush', category: 'retouch', deepLink: 'blur-brush', labelKey: 'brush_blur', params: { strength: num(0, 100, 50) } },
  { type: 'red-eye', category: 'retouch', deepLink: 'red-eye', labelKey: 'brush_red_eye', params: { strength: num(0, 100, 100) } },
  { type: 'paint', category: 'retouch', deepLink: 'paint-brush', labelKey: 'brush_paint', params: { color: { kind: 'color', default: '#ffffffff' } } },
];

export function isBrushOperation(type: string): type is BrushOperationType {
  return (BRUSH_OPERATION_TYPES as readonly string[]).includes(type);
}
