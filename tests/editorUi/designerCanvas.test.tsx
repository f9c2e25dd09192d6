// @vitest-environment jsdom
// The designer's canvas without an engine (a 1000 × 500 design drawn at scale 0.5 from (0, 0)): groups are
// picked whole and double-click picks a member alone, the right-click and long-press menu groups,
// duplicates and locks (a locked layer shows its lock and stays put), and two fingers pinch the selection.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import designerCanvas from '../../locales/en/designerCanvas.json';
import { editorI18n, mountEditor } from './support/editorHarness';
import { DesignerOverlay } from '../../src/features/editor/canvas/designer/DesignerOverlay';
import { LONG_PRESS_MS } from '../../src/app/ui/ContextMenu';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { RenderInfo } from '../../src/features/editor/engineClient';
import { selectionPatch } from '../../src/features/editor/state/selection';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, ShapeLayer } from '../../src/lib/shared/editor/types';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
  i18n.addResourceBundle('en', 'designerCanvas', designerCanvas);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DRAWN = { scale: 0.5, offsetX: 0, offsetY: 0 };

function rectangle(id: string, x: number, y: number, group?: string): ShapeLayer {
  return { id, kind: 'shape', name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, shape: 'rectangle', width: 100, height: 100, fill: '#ff0000ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 }, ...(group ? { group } : {}) };
}

function mount(): EditorController {
  const doc: EditorDocument = { ...newDesignerDocument({ format: 'custom', width: 1000, height: 500 }), layers: [rectangle('a', 200, 200, 'g'), rectangle('b', 400, 200, 'g'), rectangle('c', 700, 300)] };
  return mountEditor(i18n, <DesignerOverlay drawn={DRAWN} />, doc);
}

/** The screen point of a document point. */
const at = (x: number, y: number) => ({ clientX: x * DRAWN.scale, clientY: y * DRAWN.scale });
const surface = (): HTMLElement => screen.getByTestId('designer-surface');
const selected = (editor: EditorController): readonly string[] => editor.ui.get().selectedIds;
const layer = (editor: EditorController, id: string) => editor.document!.layers.find((l) => l.id === id)!;

function click(x: number, y: number, init: Record<string, unknown> = {}): void {
  fireEvent.pointerDown(surface(), { pointerId: 1, button: 0, pointerType: 'mouse', ...at(x, y), ...init });
  fireEvent.pointerUp(surface(), { pointerId: 1, pointerType: 'mouse', ...at(x, y), ...init });
}

describe('groups on the canvas', () => {
  it('a click on a member picks the whole group; a double-click picks the member alone', () => {
    const editor = mount();
    click(200, 200);
    expect([...selected(editor)].sort()).toEqual(['a', 'b']);
    expect(screen.getByTestId('designer-selection').getAttribute('data-count')).toBe('2');
    fireEvent.doubleClick(surface(), at(400, 200));
    expect(selected(editor)).toEqual(['b']);
  });
});

describe('the layer menu', () => {
  it('a right click on a layer selects it and opens the menu; Group makes one group in one step, then Ungroup undoes it', () => {
    const editor = mount();
    click(200, 200);
    click(700, 300, { shiftKey: true });
    expect([...selected(editor)].sort()).toEqual(['a', 'b', 'c']);
    const before = editor.history.get()!.past.length;
    expect(fireEvent.contextMenu(surface(), at(700, 300))).toBe(false);
    fireEvent.click(within(screen.getByTestId('designer-menu')).getByRole('menuitem', { name: 'Group' }));
    const groups = new Set(editor.document!.layers.map((l) => l.group));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toBeTruthy();
    expect(editor.history.get()!.past.length).toBe(before + 1);
    fireEvent.contextMenu(surface(), at(700, 300));
    fireEvent.click(within(screen.getByTestId('designer-menu')).getByRole('menuitem', { name: 'Ungroup' }));
    expect(editor.document!.layers.every((l) => l.group === undefined)).toBe(true);
  });

  it('Duplicate copies the selection just above, offset, and selects the copies (a group’s copies are a new group)', () => {
    const editor = mount();
    click(200, 200);
    fireEvent.contextMenu(surface(), at(200, 200));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    const layers = editor.document!.layers;
    expect(layers).toHaveLength(5);
    const copies = selected(editor).map((id) => layers.find((l) => l.id === id)!);
    expect(copies.map((l) => l.transform.x).sort()).toEqual([220, 420]);
    expect(copies[0]!.group).toBeTruthy();
    expect(copies[0]!.group).toBe(copies[1]!.group);
    expect(copies[0]!.group).not.toBe('g');
  });

  it('a long press by a finger opens the menu; Lock shows the lock, hides the handles and keeps the layer put', () => {
    vi.useFakeTimers();
    const editor = mount();
    fireEvent.pointerDown(surface(), { pointerId: 5, pointerType: 'touch', isPrimary: true, ...at(700, 300) });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    fireEvent.pointerUp(surface(), { pointerId: 5, pointerType: 'touch', ...at(700, 300) });
    expect(selected(editor)).toEqual(['c']);
    fireEvent.click(within(screen.getByTestId('designer-menu')).getByRole('menuitem', { name: 'Lock' }));
    expect(layer(editor, 'c').locked).toBe(true);
    expect(screen.getByTestId('designer-locked')).toBeTruthy();
    expect(screen.queryAllByTestId('designer-handle')).toHaveLength(0);
    fireEvent.pointerDown(surface(), { pointerId: 1, button: 0, pointerType: 'mouse', ...at(700, 300) });
    fireEvent.pointerMove(surface(), { pointerId: 1, pointerType: 'mouse', ...at(760, 340) });
    fireEvent.pointerUp(surface(), { pointerId: 1, pointerType: 'mouse', ...at(760, 340) });
    expect(layer(editor, 'c').transform).toMatchObject({ x: 700, y: 300 });
  });
});

describe('touch', () => {
  it('two fingers spreading apart scale the selection about its centre, in one undo step', () => {
    const editor = mount();
    editor.setUi(selectionPatch(['c']));
    const before = editor.history.get()!.past.length;
    fireEvent.pointerDown(surface(), { pointerId: 11, pointerType: 'touch', ...at(680, 300) });
    fireEvent.pointerDown(surface(), { pointerId: 12, pointerType: 'touch', ...at(720, 300) });
    // 40 → 80 document px apart: twice the size.
    fireEvent.pointerMove(surface(), { pointerId: 11, pointerType: 'touch', ...at(660, 300) });
    fireEvent.pointerMove(surface(), { pointerId: 12, pointerType: 'touch', ...at(740, 300) });
    fireEvent.pointerUp(surface(), { pointerId: 11, pointerType: 'touch', ...at(660, 300) });
    fireEvent.pointerUp(surface(), { pointerId: 12, pointerType: 'touch', ...at(740, 300) });
    expect(layer(editor, 'c').transform.scaleX).toBeCloseTo(2);
    expect(layer(editor, 'c').transform).toMatchObject({ x: 700, y: 300 });
    expect(editor.history.get()!.past.length).toBe(before + 1);
  });

  it('two fingers with nothing selected zoom the view instead', () => {
    const editor = mount();
    editor.setViewport(500, 250);
    editor.frame.set({ view: DRAWN, pictureWidth: 1000, pictureHeight: 500 } as RenderInfo);
    const zoom = editor.ui.get().position.zoom;
    const before = editor.document;
    fireEvent.pointerDown(surface(), { pointerId: 21, pointerType: 'touch', ...at(100, 50) });
    fireEvent.pointerDown(surface(), { pointerId: 22, pointerType: 'touch', ...at(140, 50) });
    fireEvent.pointerMove(surface(), { pointerId: 22, pointerType: 'touch', ...at(180, 50) });
    fireEvent.pointerUp(surface(), { pointerId: 22, pointerType: 'touch', ...at(180, 50) });
    fireEvent.pointerUp(surface(), { pointerId: 21, pointerType: 'touch', ...at(100, 50) });
    expect(editor.ui.get().position.zoom).toBeCloseTo(zoom * 2);
    expect(editor.document).toBe(before);
    expect(selected(editor)).toEqual([]);
  });
});
