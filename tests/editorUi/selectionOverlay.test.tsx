// @vitest-environment jsdom
// The selection on the canvas, in picture pixels (here drawn at scale 2 from (10, 20)): a rectangle and an
// ellipse by dragging, the lasso's freehand points, a polygon clicked corner by corner and closed with
// Enter, the wand by a click; later parts take the chosen combine mode; Esc drops a polygon being drawn.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import { SelectionOverlay } from '../../src/features/editor/canvas/SelectionOverlay';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { SelectTool } from '../../src/features/editor/state/uiState';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorMasks');
});
afterEach(cleanup);

const DRAWN = { scale: 2, offsetX: 10, offsetY: 20 };
/** Screen point of picture pixel (x, y). */
const at = (x: number, y: number) => ({ clientX: DRAWN.offsetX + x * DRAWN.scale, clientY: DRAWN.offsetY + y * DRAWN.scale });

function mount(tool: SelectTool): EditorController {
  const editor = mountEditor(i18n, <SelectionOverlay drawn={DRAWN} enabled />);
  act(() => editor.setUi((ui) => ({ select: { ...ui.select, tool } })));
  return editor;
}

function drag(points: Array<[number, number]>, pointerId = 1): void {
  const area = screen.getByTestId('selection-overlay');
  const [first, ...rest] = points;
  fireEvent.pointerDown(area, { pointerId, button: 0, ...at(...(first as [number, number])) });
  for (const p of rest) fireEvent.pointerMove(area, { pointerId, ...at(...p) });
  const last = points[points.length - 1] as [number, number];
  fireEvent.pointerUp(area, { pointerId, ...at(...last) });
}

describe('drawing a selection', () => {
  it('a rectangle, then an ellipse that subtracts', () => {
    const editor = mount('rectangle');
    drag([
      [100, 50],
      [200, 120],
      [300, 150],
    ]);
    act(() => editor.setUi((ui) => ({ select: { ...ui.select, tool: 'ellipse', mode: 'subtract' } })));
    drag([
      [150, 140],
      [110, 60],
    ]);
    expect(editor.ui.get().selection?.parts).toEqual([
      { mode: 'add', shape: { kind: 'rectangle', x: 100, y: 50, width: 200, height: 100 } },
      { mode: 'subtract', shape: { kind: 'ellipse', x: 110, y: 60, width: 40, height: 80 } },
    ]);
    expect(screen.getByTestId('selection-outline').getAttribute('data-parts')).toBe('2');
  });

  it('a click without a drag selects nothing', () => {
    const editor = mount('rectangle');
    drag([[100, 50]]);
    expect(editor.ui.get().selection).toBeNull();
  });

  it('the lasso keeps the path it was drawn along', () => {
    const editor = mount('lasso');
    drag([
      [10, 10],
      [100, 10],
      [100, 80],
      [10, 80],
    ]);
    expect(editor.ui.get().selection?.parts).toEqual([{ mode: 'add', shape: { kind: 'polygon', points: [10, 10, 100, 10, 100, 80, 10, 80] } }]);
  });

  it('a polygon is clicked corner by corner and closed with Enter; Esc drops one being drawn', () => {
    const editor = mount('polygon');
    const area = screen.getByTestId('selection-overlay');
    for (const p of [
      [0, 0],
      [50, 0],
      [25, 40],
    ] as Array<[number, number]>)
      fireEvent.pointerDown(area, { pointerId: 1, button: 0, ...at(...p) });
    expect(editor.ui.get().selection).toBeNull();
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(editor.ui.get().selection?.parts).toEqual([{ mode: 'add', shape: { kind: 'polygon', points: [0, 0, 50, 0, 25, 40] } }]);
    fireEvent.pointerDown(area, { pointerId: 1, button: 0, ...at(5, 5) });
    fireEvent.pointerDown(area, { pointerId: 1, button: 0, ...at(9, 5) });
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(editor.ui.get().selection?.parts).toHaveLength(1);
  });

  it('the magic wand adds its seed with the tolerance and contiguity chosen', () => {
    const editor = mount('wand');
    act(() => editor.setUi((ui) => ({ select: { ...ui.select, tolerance: 12, contiguous: false } })));
    fireEvent.pointerDown(screen.getByTestId('selection-overlay'), { pointerId: 1, button: 0, ...at(40, 30) });
    expect(editor.ui.get().selection?.parts).toEqual([{ mode: 'add', shape: { kind: 'wand', x: 40, y: 30, tolerance: 12, contiguous: false } }]);
  });
});

describe('the outline of a wand or colour-range part', () => {
  /** A 60 × 40 render of the 600 × 400 picture: a dark square [20, 40) × [10, 30) on light grey. */
  function render(): { width: number; height: number; data: Uint8ClampedArray; ms: number } {
    const data = new Uint8ClampedArray(60 * 40 * 4);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 60; x++) data.set(x >= 20 && x < 40 && y >= 10 && y < 30 ? [20, 20, 30, 255] : [220, 220, 220, 255], (y * 60 + x) * 4);
    return { width: 60, height: 40, data, ms: 0 };
  }
  /** The bounds of an SVG path's points, in overlay pixels. */
  function bounds(d: string): { x0: number; y0: number; x1: number; y1: number } {
    const n = (d.match(/-?[\d.]+/g) ?? []).map(Number);
    const xs = n.filter((_, i) => i % 2 === 0);
    const ys = n.filter((_, i) => i % 2 === 1);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  }

  it('the wand’s marching ants go around the area it selects, traced on a render of the picture', async () => {
    const editor = mount('wand');
    let renders = 0;
    editor.renderPixels = async () => {
      renders++;
      return render();
    };
    // A click in the dark square (picture pixel (300, 200)).
    fireEvent.pointerDown(screen.getByTestId('selection-overlay'), { pointerId: 1, button: 0, ...at(300, 200) });
    const edge = await waitFor(() => screen.getByTestId('selection-edge'));
    const d = edge.getAttribute('d') ?? '';
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    // The square is picture pixels [200, 400) × [100, 300): at scale 2 from (10, 20), [410, 810) × [220, 620).
    const b = bounds(d);
    expect(b.x0).toBeCloseTo(410, 0);
    expect(b.x1).toBeCloseTo(810, 0);
    expect(b.y0).toBeCloseTo(220, 0);
    expect(b.y1).toBeCloseTo(620, 0);
    expect(renders).toBe(1);
  });

  it('a colour range is outlined where its colour is; nothing is drawn before the render arrives', async () => {
    const editor = mount('rectangle');
    let answer: (value: ReturnType<typeof render>) => void = () => undefined;
    editor.renderPixels = () => new Promise((resolve) => (answer = resolve));
    act(() => editor.setUi({ selection: { parts: [{ shape: { kind: 'colourRange', colour: '#dcdcdcff', fuzziness: 10 }, mode: 'add' }], feather: 0 } }));
    expect(screen.queryByTestId('selection-edge')).toBeNull();
    act(() => answer(render()));
    const edge = await waitFor(() => screen.getByTestId('selection-edge'));
    // The light background: an outer loop along the picture's border and an inner one around the square.
    const loops = (edge.getAttribute('d') ?? '').split('M').filter(Boolean);
    expect(loops).toHaveLength(2);
    expect(bounds(loops[0] ?? '')).toEqual(expect.objectContaining({ x0: expect.closeTo(10, 0), y0: expect.closeTo(20, 0) }));
  });
});

