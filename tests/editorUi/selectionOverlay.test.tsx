// @vitest-environment jsdom
// The selection on the canvas, in picture pixels (here drawn at scale 2 from (10, 20)): a rectangle and an
// ellipse by dragging, the lasso's freehand points, a polygon clicked corner by corner and closed with
// Enter, the wand by a click; later parts take the chosen combine mode; Esc drops a polygon being drawn.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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
