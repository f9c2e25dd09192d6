// @vitest-environment jsdom
// The collage's cells on the canvas (here a 1000 × 500 collage of two photos side by side, drawn at scale
// 0.5 from (10, 20)): a click selects a cell and opens its menu, a drag pans its photo, the wheel and two
// fingers zoom it, a drag onto the other cell swaps them, a border handle moves its border, and the
// keyboard does each of these too — every gesture one undo step.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import collageCanvas from '../../locales/en/collageCanvas.json';
import { editorI18n, mountEditor } from './support/editorHarness';
import { CollageOverlay } from '../../src/features/editor/canvas/collage/CollageOverlay';
import { LONG_PRESS_MS } from '../../src/features/editor/canvas/collage/useCellGestures';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { cellRects } from '../../src/lib/shared/collage/geometry';
import { addPhotos, createCollageDocument } from '../../src/lib/shared/collage/document';
import { LAYOUTS } from '../../src/lib/shared/collage/layouts';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
  i18n.addResourceBundle('en', 'collageCanvas', collageCanvas);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DRAWN = { scale: 0.5, offsetX: 10, offsetY: 20 };

/** A layout of `cells` side by side (a row split of leaves). */
function rowLayout(cells: number): string {
  const layout = LAYOUTS.find((l) => l.cells === cells && typeof l.tree !== 'number' && l.tree.dir === 'row' && l.tree.children.every((c) => typeof c === 'number'));
  if (!layout) throw new Error(`no row layout of ${cells}`);
  return layout.id;
}

/** Two landscape photos (800 × 600) in square-ish cells: filled, each has room to pan sideways. */
function collageDoc(cells = 2, photos = 2): EditorDocument {
  const doc = createCollageDocument({ layoutId: rowLayout(cells), width: 1000, height: 500 });
  const all = [
    { imageId: 'beach', width: 800, height: 600, name: 'beach.jpg' },
    { imageId: 'forest', width: 800, height: 600, name: 'forest.jpg' },
  ];
  return addPhotos(doc, all.slice(0, photos));
}

/** Screen point at a fraction of cell `cell`'s box. */
function inCell(editor: EditorController, cell: number, fx = 0.5, fy = 0.5): { clientX: number; clientY: number } {
  const doc = editor.document as EditorDocument;
  const r = cellRects(doc.collage!, doc.canvas)[cell]!;
  return { clientX: DRAWN.offsetX + (r.x + r.width * fx) * DRAWN.scale, clientY: DRAWN.offsetY + (r.y + r.height * fy) * DRAWN.scale };
}

const cellEl = (cell: number): HTMLElement => screen.getAllByTestId('collage-cell')[cell]!;
const cellState = (editor: EditorController, cell: number) => editor.document!.collage!.cells[cell]!;
const steps = (editor: EditorController): number => editor.history.get()!.past.length;

function mount(doc = collageDoc(), onAddPhotos: (cell: number, files?: File[]) => void = () => undefined): EditorController {
  return mountEditor(i18n, <CollageOverlay drawn={DRAWN} onAddPhotos={onAddPhotos} />, doc);
}

/** A drag by one pointer over `el` through `points`. */
function drag(el: HTMLElement, points: Array<{ clientX: number; clientY: number }>, pointerType = 'mouse', pointerId = 1): void {
  const [first, ...rest] = points;
  fireEvent.pointerDown(el, { pointerId, button: 0, pointerType, ...first });
  for (const p of rest) fireEvent.pointerMove(el, { pointerId, pointerType, ...p });
  fireEvent.pointerUp(el, { pointerId, pointerType, ...points[points.length - 1] });
}

describe('cells on the canvas', () => {
  it('each cell is a button named by its place and its photo; an empty one offers to add a photo', () => {
    const added: Array<[number, File[] | undefined]> = [];
    mount(collageDoc(3, 2), (cell, files) => added.push([cell, files]));
    expect(screen.getByRole('button', { name: 'Cell 1 of 3: beach.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cell 2 of 3: forest.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cell 3 of 3, empty — add a photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a photo to cell 3' }));
    expect(added).toEqual([[2, undefined]]);
  });

  it('files dropped on a cell go to that cell, highlighted while they are over it', () => {
    const added: Array<[number, string[]]> = [];
    mount(collageDoc(3, 2), (cell, files) => added.push([cell, (files ?? []).map((f) => f.name)]));
    const files = [new File(['x'], 'sea.png', { type: 'image/png' }), new File(['x'], 'notes.txt', { type: 'text/plain' })];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragOver(cellEl(1), { dataTransfer });
    expect(cellEl(1).classList.contains('is-drop-target')).toBe(true);
    fireEvent.drop(cellEl(1), { dataTransfer });
    expect(added).toEqual([[1, ['sea.png']]]);
    expect(cellEl(1).classList.contains('is-drop-target')).toBe(false);
  });
});

describe('selecting a cell', () => {
  it('a click selects it, opens its menu and makes its photo the selected layer', () => {
    const editor = mount();
    drag(cellEl(1), [inCell(editor, 1)]);
    expect(cellEl(1).getAttribute('aria-pressed')).toBe('true');
    expect(cellEl(0).getAttribute('aria-pressed')).toBe('false');
    const menu = screen.getByRole('toolbar', { name: 'Cell 2 menu' });
    expect(within(menu).getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(within(menu).getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    expect(editor.ui.get().selectedLayerId).toBe(cellState(editor, 1).layerId);
  });

  it('a finger selects without the menu; a long press opens it', () => {
    vi.useFakeTimers();
    const editor = mount();
    drag(cellEl(0), [inCell(editor, 0)], 'touch');
    expect(cellEl(0).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('collage-cell-toolbar')).toBeNull();
    fireEvent.pointerDown(cellEl(0), { pointerId: 2, pointerType: 'touch', ...inCell(editor, 0) });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(screen.getByRole('toolbar', { name: 'Cell 1 menu' })).toBeTruthy();
    fireEvent.pointerUp(cellEl(0), { pointerId: 2, pointerType: 'touch', ...inCell(editor, 0) });
    expect(screen.getByTestId('collage-cell-toolbar')).toBeTruthy();
  });

  it('the browser’s context menu on a cell opens the cell’s own menu instead', () => {
    mount();
    const shown = fireEvent.contextMenu(cellEl(1));
    expect(shown).toBe(false);
    expect(screen.getByRole('toolbar', { name: 'Cell 2 menu' })).toBeTruthy();
  });

  it('the menu fits the photo whole, zooms it and removes it, each one undo step', () => {
    const editor = mount();
    drag(cellEl(0), [inCell(editor, 0)]);
    const menu = screen.getByTestId('collage-cell-toolbar');
    fireEvent.click(within(menu).getByRole('button', { name: 'Fit whole photo' }));
    expect(cellState(editor, 0).fit).toBe('fit');
    expect(within(menu).getByRole('button', { name: 'Fit whole photo' }).getAttribute('aria-pressed')).toBe('true');
    const before = steps(editor);
    const slider = within(menu).getByRole('slider', { name: 'Zoom' });
    fireEvent.change(slider, { target: { value: '1.5' } });
    fireEvent.change(slider, { target: { value: '2' } });
    fireEvent.pointerUp(slider);
    expect(cellState(editor, 0).zoom).toBeCloseTo(2, 5);
    expect(steps(editor)).toBe(before + 1);
    fireEvent.click(within(menu).getByRole('button', { name: 'Remove' }));
    expect(cellState(editor, 0).layerId).toBeNull();
    expect(screen.queryByTestId('collage-cell-toolbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cell 1 of 2, empty — add a photo' })).toBeTruthy();
  });
});

describe('panning and zooming a photo in its cell', () => {
  it('a drag inside the cell pans its photo, one undo step for the whole drag', () => {
    const editor = mount();
    const original = editor.document!.collage;
    const start = inCell(editor, 0, 0.5, 0.5);
    drag(cellEl(0), [start, { clientX: start.clientX + 10, clientY: start.clientY }, { clientX: start.clientX + 20, clientY: start.clientY }, { clientX: start.clientX + 30, clientY: start.clientY }]);
    expect(cellState(editor, 0).panX).toBeGreaterThan(0);
    expect(steps(editor)).toBe(1);
    expect(editor.ui.get().interactive).toBe(false);
    editor.undo();
    expect(editor.document!.collage).toEqual(original);
  });

  it('the wheel over the selected cell zooms its photo (the view stays), a burst one undo step', () => {
    const editor = mount();
    drag(cellEl(0), [inCell(editor, 0)]);
    const view = editor.ui.get().position;
    const at = inCell(editor, 0, 0.3, 0.4);
    const first = fireEvent.wheel(cellEl(0), { deltaY: -100, ...at });
    fireEvent.wheel(cellEl(0), { deltaY: -100, ...at });
    expect(first).toBe(false);
    expect(cellState(editor, 0).zoom).toBeCloseTo(1.25 * 1.25, 5);
    expect(editor.ui.get().position).toEqual(view);
    expect(steps(editor)).toBe(1);
  });

  it('the wheel over a cell that is not selected leaves its photo alone', () => {
    const editor = mount();
    fireEvent.wheel(cellEl(1), { deltaY: -100, ...inCell(editor, 1) });
    expect(cellState(editor, 1).zoom).toBe(1);
  });

  it('two fingers moving apart zoom the photo in', () => {
    const editor = mount();
    const c = inCell(editor, 0);
    fireEvent.pointerDown(cellEl(0), { pointerId: 1, pointerType: 'touch', clientX: c.clientX - 10, clientY: c.clientY });
    fireEvent.pointerDown(cellEl(0), { pointerId: 2, pointerType: 'touch', clientX: c.clientX + 10, clientY: c.clientY });
    fireEvent.pointerMove(cellEl(0), { pointerId: 2, pointerType: 'touch', clientX: c.clientX + 30, clientY: c.clientY });
    fireEvent.pointerUp(cellEl(0), { pointerId: 2, pointerType: 'touch', clientX: c.clientX + 30, clientY: c.clientY });
    fireEvent.pointerUp(cellEl(0), { pointerId: 1, pointerType: 'touch', clientX: c.clientX - 10, clientY: c.clientY });
    expect(cellState(editor, 0).zoom).toBeCloseTo(2, 5);
    expect(steps(editor)).toBe(1);
  });
});

describe('swapping photos', () => {
  it('a drag from one cell onto another swaps their photos, the target highlighted on the way', async () => {
    const editor = mount();
    const [a, b] = [cellState(editor, 0).layerId, cellState(editor, 1).layerId];
    const from = inCell(editor, 0);
    const to = inCell(editor, 1);
    fireEvent.pointerDown(cellEl(0), { pointerId: 1, button: 0, pointerType: 'mouse', ...from });
    fireEvent.pointerMove(cellEl(0), { pointerId: 1, pointerType: 'mouse', clientX: from.clientX + 20, clientY: from.clientY });
    fireEvent.pointerMove(cellEl(0), { pointerId: 1, pointerType: 'mouse', ...to });
    // The second move lands on the next pointer tick (moves are throttled to one a frame).
    await waitFor(() => expect(cellEl(1).classList.contains('is-drop-target')).toBe(true));
    expect(cellEl(0).classList.contains('is-dragging')).toBe(true);
    // The pan made on the way out of the cell is taken back.
    expect(cellState(editor, 0).panX).toBe(0);
    fireEvent.pointerUp(cellEl(0), { pointerId: 1, pointerType: 'mouse', ...to });
    expect([cellState(editor, 0).layerId, cellState(editor, 1).layerId]).toEqual([b, a]);
    expect(cellEl(1).classList.contains('is-drop-target')).toBe(false);
    expect(cellEl(1).getAttribute('aria-pressed')).toBe('true');
    expect(steps(editor)).toBe(1);
    editor.undo();
    expect([cellState(editor, 0).layerId, cellState(editor, 1).layerId]).toEqual([a, b]);
  });
});

describe('moving a border', () => {
  it('dragging the handle between the cells moves it, one undo step', () => {
    const editor = mount();
    const handle = screen.getByTestId('collage-border');
    expect(handle.classList.contains('is-vertical')).toBe(true);
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    const widthBefore = cellRects(editor.document!.collage!, editor.document!.canvas)[0]!.width;
    const y = inCell(editor, 0).clientY;
    const x = Number.parseFloat(handle.style.left) + Number.parseFloat(handle.style.width) / 2;
    drag(handle, [{ clientX: x, clientY: y }, { clientX: x + 20, clientY: y }, { clientX: x + 50, clientY: y }]);
    const widthAfter = cellRects(editor.document!.collage!, editor.document!.canvas)[0]!.width;
    // 50 screen px at scale 0.5: the first cell is 100 document px wider.
    expect(widthAfter - widthBefore).toBeCloseTo(100, 0);
    expect(steps(editor)).toBe(1);
  });

  it('a focused handle moves with the arrow keys across it', () => {
    const editor = mount();
    const handle = screen.getByTestId('collage-border');
    const widthBefore = cellRects(editor.document!.collage!, editor.document!.canvas)[0]!.width;
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyUp(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    const widthAfter = cellRects(editor.document!.collage!, editor.document!.canvas)[0]!.width;
    // Two steps of 1 % of the 1000 px canvas; Up does nothing to a vertical border.
    expect(widthAfter - widthBefore).toBeCloseTo(-20, 0);
    expect(steps(editor)).toBe(1);
  });
});

describe('the keyboard on a cell', () => {
  it('focus selects; arrows pan, + and − zoom, each held key one undo step', () => {
    const editor = mount();
    act(() => cellEl(0).focus());
    expect(cellEl(0).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(cellEl(0), { key: 'ArrowRight' });
    fireEvent.keyDown(cellEl(0), { key: 'ArrowRight' });
    fireEvent.keyUp(cellEl(0), { key: 'ArrowRight' });
    expect(cellState(editor, 0).panX).toBeGreaterThan(0);
    expect(steps(editor)).toBe(1);
    const plus = fireEvent.keyDown(cellEl(0), { key: '+' });
    fireEvent.keyUp(cellEl(0), { key: '+' });
    expect(plus).toBe(false);
    expect(cellState(editor, 0).zoom).toBeCloseTo(1.25, 5);
    fireEvent.keyDown(cellEl(0), { key: '-' });
    fireEvent.keyUp(cellEl(0), { key: '-' });
    expect(cellState(editor, 0).zoom).toBeCloseTo(1, 5);
    expect(steps(editor)).toBe(3);
  });

  it('Enter opens the menu with the focus in it, Escape gives it back; Delete removes the photo', () => {
    const editor = mount();
    act(() => cellEl(1).focus());
    fireEvent.keyDown(cellEl(1), { key: 'Enter' });
    const menu = screen.getByRole('toolbar', { name: 'Cell 2 menu' });
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Replace' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('collage-cell-toolbar')).toBeNull();
    expect(document.activeElement).toBe(cellEl(1));
    fireEvent.keyDown(cellEl(1), { key: 'Delete' });
    expect(cellState(editor, 1).layerId).toBeNull();
    expect(steps(editor)).toBe(1);
  });

  it('Enter on an empty cell asks for a photo for it', () => {
    const added: number[] = [];
    mount(collageDoc(3, 2), (cell) => added.push(cell));
    act(() => cellEl(2).focus());
    fireEvent.keyDown(cellEl(2), { key: 'Enter' });
    expect(added).toEqual([2]);
  });
});
