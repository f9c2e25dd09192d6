// @vitest-environment jsdom
// The collage maker's rail and panels against the editor state: Layout (a new layout keeps the photos,
// freestyle and back), Photos (the cells listed, removing one), Canvas (presets, print size, the style
// sliders one undo step a drag, background colour, patterns) and the editor's Text panel — every change
// one undo step.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { CollagePanel } from '../../src/features/editor/collage/CollagePanel';
import { CollageRail } from '../../src/features/editor/collage/CollageRail';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { EditorPanel } from '../../src/features/editor/state/uiState';
import { CANVAS_PATTERNS } from '../../src/lib/shared/collage/patterns';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { mountEditor } from './support/editorHarness';
import { collageDocument, collageI18n, layoutFor } from './collageSupport';

let i18n: I18n;
beforeAll(async () => {
  i18n = await collageI18n();
});
afterEach(cleanup);

function mount(doc: EditorDocument, panel: EditorPanel = 'layout'): EditorController {
  const editor = mountEditor(
    i18n,
    <>
      <CollageRail />
      <CollagePanel />
    </>,
    doc,
  );
  act(() => editor.setUi({ category: panel }));
  return editor;
}

const collage = (editor: EditorController) => editor.document?.collage;
const cellLayers = (editor: EditorController) => collage(editor)?.cells.map((c) => c.layerId) ?? [];

describe('the collage rail', () => {
  it('switches between Layout, Photos, Canvas and Text; a second press closes the panel', () => {
    const editor = mount(collageDocument(3));
    expect(screen.getByTestId('tool-panel').getAttribute('data-category')).toBe('layout');
    for (const [name, panel] of [['Photos', 'photos'], ['Canvas', 'canvas'], ['Text', 'text'], ['Elements', 'elements'], ['Layout', 'layout']] as const) {
      fireEvent.click(within(screen.getByTestId('collage-rail')).getByRole('button', { name }));
      expect(screen.getByTestId('tool-panel').getAttribute('data-category')).toBe(panel);
    }
    fireEvent.click(within(screen.getByTestId('collage-rail')).getByRole('button', { name: 'Layout' }));
    expect(screen.queryByTestId('tool-panel')).toBeNull();
    expect(editor.ui.get().category).toBeNull();
  });
});

describe('the Layout panel', () => {
  it('a new layout keeps the photos in cell order, one undo step; the layout in use is marked', () => {
    const editor = mount(collageDocument(3, 3));
    const before = cellLayers(editor);
    const four = layoutFor(4);
    expect(screen.getByTestId(`layout-${layoutFor(3).id}`).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId(`layout-${four.id}`));
    expect(collage(editor)?.layout).toBe(four.id);
    expect(cellLayers(editor)).toEqual([...before, null]);
    expect(screen.getByTestId(`layout-${four.id}`).getAttribute('aria-pressed')).toBe('true');
    act(() => void editor.undo());
    expect(collage(editor)?.layout).toBe(layoutFor(3).id);
  });

  it('freestyle places the photos freely; a layout brings the grid back', () => {
    const editor = mount(collageDocument(3, 3));
    fireEvent.click(screen.getByRole('switch', { name: 'Freestyle' }));
    expect(collage(editor)?.layout).toBe('freestyle');
    expect(editor.document?.layers.filter((l) => l.kind === 'image' && l.frame)).toHaveLength(3);
    fireEvent.click(screen.getByRole('switch', { name: 'Freestyle' }));
    expect(collage(editor)?.layout).not.toBe('freestyle');
    expect(collage(editor)?.cells.filter((c) => c.layerId)).toHaveLength(3);
    act(() => void editor.undo());
    act(() => void editor.undo());
    expect(collage(editor)?.layout).toBe(layoutFor(3).id);
  });
});

describe('the Photos panel', () => {
  it('lists the cells, filled and empty; removing a photo empties its cell, undo brings it back', () => {
    const editor = mount(collageDocument(3, 2), 'photos');
    const rows = screen.getAllByTestId('collage-photo');
    expect(rows.map((r) => r.getAttribute('data-filled'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByText('Cells filled: 2 of 3')).toBeTruthy();
    expect(rows[2]?.textContent).toContain('Cell 3 is empty');
    const first = cellLayers(editor)[0];
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    expect(cellLayers(editor)[0]).toBeNull();
    expect(editor.document?.layers.some((l) => l.id === first)).toBe(false);
    act(() => void editor.undo());
    expect(cellLayers(editor)[0]).toBe(first);
  });

  it('photos left without a cell by a smaller layout are listed as waiting', () => {
    const editor = mount(collageDocument(3, 3), 'layout');
    fireEvent.click(screen.getByTestId(`layout-${layoutFor(2).id}`));
    act(() => editor.setUi({ category: 'photos' }));
    const rows = screen.getAllByTestId('collage-photo');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('Waiting for a cell');
  });
});

describe('the Canvas panel', () => {
  it('a preset, then a print size at 300 dpi, set the canvas in pixels (one step each)', () => {
    const editor = mount(collageDocument(3), 'canvas');
    fireEvent.click(screen.getByRole('button', { name: 'Story 9:16' }));
    expect(editor.document?.canvas).toMatchObject({ width: 1688, height: 3000 });
    fireEvent.change(screen.getByLabelText('Print width'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Print height'), { target: { value: '6' } });
    expect(screen.getByText('1200 × 1800 px at 300 dpi')).toBeTruthy();
    fireEvent.click(screen.getByTestId('print-apply'));
    expect(editor.document?.canvas).toMatchObject({ width: 1200, height: 1800 });
    expect(screen.getAllByTestId('print-hint')[0]?.textContent).toBe('Prints at 4.0 × 6.0 in at 300 dpi');
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'cm' } });
    expect(screen.getAllByTestId('print-hint')[0]?.textContent).toBe('Prints at 10.2 × 15.2 cm at 300 dpi');
    act(() => void editor.undo());
    expect(editor.document?.canvas).toMatchObject({ width: 1688, height: 3000 });
  });

  it('a spacing drag is one undo step; margin and radius change the collage too', () => {
    const editor = mount(collageDocument(3), 'canvas');
    const spacing = screen.getByTestId('collage-spacing').querySelector('input') as HTMLInputElement;
    const start = collage(editor)?.spacing;
    fireEvent.pointerDown(spacing);
    for (const value of ['0.03', '0.05', '0.07']) fireEvent.change(spacing, { target: { value } });
    fireEvent.pointerUp(spacing);
    expect(collage(editor)?.spacing).toBeCloseTo(0.07);
    fireEvent.change(screen.getByTestId('collage-margin').querySelector('input') as HTMLInputElement, { target: { value: '0.1' } });
    fireEvent.blur(screen.getByTestId('collage-margin').querySelector('input') as HTMLInputElement);
    fireEvent.change(screen.getByTestId('collage-radius').querySelector('input') as HTMLInputElement, { target: { value: '0.05' } });
    expect(collage(editor)).toMatchObject({ margin: 0.1, radius: 0.05 });
    act(() => void editor.undo());
    act(() => void editor.undo());
    expect(collage(editor)?.spacing).toBeCloseTo(0.07);
    act(() => void editor.undo());
    expect(collage(editor)?.spacing).toBe(start);
  });

  it('the background colour and a pattern with its colour and scale', () => {
    const editor = mount(collageDocument(3), 'canvas');
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#336699' } });
    expect(editor.document?.canvas.background).toBe('#336699ff');
    const pattern = CANVAS_PATTERNS[0];
    if (!pattern) throw new Error('no patterns');
    fireEvent.click(screen.getByTestId(`pattern-${pattern.id}`));
    expect(editor.document?.canvas.pattern).toEqual({ id: pattern.id, color: pattern.color, scale: pattern.scale });
    fireEvent.change(screen.getByLabelText('Pattern colour'), { target: { value: '#ff0000' } });
    expect(editor.document?.canvas.pattern?.color.slice(0, 7)).toBe('#ff0000');
    fireEvent.change(screen.getByTestId('pattern-scale').querySelector('input') as HTMLInputElement, { target: { value: '2' } });
    expect(editor.document?.canvas.pattern?.scale).toBe(2);
    fireEvent.click(screen.getByTestId('pattern-none'));
    expect(editor.document?.canvas.pattern).toBeUndefined();
    expect(CANVAS_PATTERNS.length).toBeGreaterThanOrEqual(20);
  });
});

describe('the Text panel in a collage', () => {
  it('adds a text layer over the collage', () => {
    const editor = mount(collageDocument(3), 'text');
    fireEvent.click(screen.getByTestId('tool-panel').querySelector('button:not(.px-ed-panel__close)') as HTMLButtonElement);
    expect(editor.document?.layers.some((l) => l.kind === 'text')).toBe(true);
  });
});

describe('the Elements panel in a collage (shared with the designer)', () => {
  it('adds a star over the photos, selected, in one undo step; the panel stays open', () => {
    const editor = mount(collageDocument(3, 3), 'elements');
    const before = editor.document?.layers.length ?? 0;
    fireEvent.click(screen.getByTestId('tool-panel').querySelector('[data-testid="designer-shape"][data-shape="star"]') as HTMLButtonElement);
    const layers = editor.document?.layers ?? [];
    expect(layers.length).toBe(before + 1);
    const star = layers[layers.length - 1];
    expect(star).toMatchObject({ kind: 'shape', shape: 'star' });
    expect(editor.ui.get().selectedLayerId).toBe(star?.id);
    expect(editor.ui.get().category).toBe('elements');
    act(() => editor.undo());
    expect(editor.document?.layers.length).toBe(before);
  });
});
