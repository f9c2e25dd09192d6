// @vitest-environment jsdom
// The selection tool's panel and the layer mask controls against the editor state: an adjustment through the
// selection is one undo step that adds a masked layer; a mask's invert, density and delete are one step each;
// Esc clears the selection; the panel's controls are refused without a selection.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor, photoDocument } from './support/editorHarness';
import { SelectPanel } from '../../src/features/editor/panels/select/SelectPanel';
import { LayersPanel } from '../../src/features/editor/panels/layers/LayersPanel';
import { cancelCurrent } from '../../src/features/editor/shell/useEditorKeys';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { Selection } from '../../src/lib/shared/editor/masks';
import { selectColourAt } from '../../src/features/editor/panels/select/selectionActions';
import { INITIAL_UI, type EditorUi } from '../../src/features/editor/state/uiState';
import { createStore } from '../../src/lib/store';
import { MaskPaintOverlay } from '../../src/features/editor/canvas/MaskPaintOverlay';
import { useEditor, useSlice } from '../../src/features/editor/EditorContext';

/** The paint overlay as the canvas shows it while a mask is being painted, at scale 1 from the corner. */
function PaintArea() {
  const editor = useEditor();
  const paint = useSlice(editor.ui, (ui) => ui.maskPaint);
  return paint ? <MaskPaintOverlay drawn={{ scale: 1, offsetX: 0, offsetY: 0 }} paint={paint} /> : null;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorMasks');
});
afterEach(cleanup);

const selection: Selection = { parts: [{ shape: { kind: 'ellipse', x: 100, y: 50, width: 200, height: 100 }, mode: 'add' }], feather: 0 };

function mount(): EditorController {
  return mountEditor(
    i18n,
    <>
      <SelectPanel />
      <LayersPanel onPhotoAsset={() => undefined} />
    </>,
  );
}

describe('the selection panel', () => {
  it('without a selection, offers no adjustment or mask through it', () => {
    mount();
    expect(screen.getByTestId('select-adjust')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('select-mask-layer')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('select-status').textContent).toBe('Nothing selected');
  });

  it('adds an adjustment layer masked by the selection in one undo step, then clears the selection', () => {
    const editor = mount();
    act(() => editor.setUi({ selection }));
    expect(screen.getByTestId('select-status').textContent).toBe('Parts in the selection: 1');
    fireEvent.change(screen.getByTestId('select-adjustment-type'), { target: { value: 'brightness' } });
    fireEvent.click(screen.getByTestId('select-adjust'));
    const layer = editor.document?.layers[1];
    expect(layer).toMatchObject({ kind: 'adjustment', operations: [{ type: 'brightness' }], mask: { base: 'hide', enabled: true, parts: [{ type: 'selection', mode: 'add', shape: selection.parts[0]?.shape }] } });
    expect(editor.ui.get().selection).toBeNull();
    expect(editor.ui.get().selectedLayerId).toBe(layer?.id);
    expect(screen.getByTestId('layer-mask-badge')).toBeTruthy();
    act(() => void editor.undo());
    expect(editor.document?.layers.map((l) => l.kind)).toEqual(['image']);
  });

  it('a curves layer made through the selection has its own curve editor: the arrow keys shape that layer’s curve, not the picture’s', () => {
    const editor = mount();
    act(() => editor.setUi({ selection }));
    fireEvent.change(screen.getByTestId('select-adjustment-type'), { target: { value: 'curves' } });
    fireEvent.click(screen.getByTestId('select-adjust'));
    const settings = screen.getByTestId('layer-settings');
    const points = settings.querySelectorAll('[data-testid="curves-point"]');
    expect(points).toHaveLength(2);
    // The top-right end point, 10 levels down (Shift+↓): the layer's curve changes, in one undo step.
    fireEvent.keyDown(points[1]!, { key: 'ArrowDown', shiftKey: true });
    const layer = editor.document?.layers[1];
    expect(layer?.kind === 'adjustment' ? layer.operations[0]?.params.rgb : null).toMatch(/^0,0 1,0\.96/);
    expect(editor.document?.operations).toEqual([]);
    act(() => editor.seal());
    act(() => void editor.undo());
    const back = editor.document?.layers[1];
    expect(back?.kind === 'adjustment' ? back.operations[0]?.params.rgb : null).toBe('0,0 1,1');
  });

  it('masks the selected photo layer with the selection', () => {
    const editor = mount();
    const photo = editor.document?.layers[0]?.id ?? '';
    act(() => editor.setUi({ selection, selectedLayerId: photo }));
    fireEvent.click(screen.getByTestId('select-mask-layer'));
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(1);
  });

  it('Esc clears the selection first while the selection tool shows it, and leaves it alone elsewhere', () => {
    const editor = mount();
    act(() => editor.setUi({ category: 'text', selection, selectedLayerId: editor.document?.layers[0]?.id ?? null }));
    act(() => void cancelCurrent(editor));
    expect(editor.ui.get().selection).toEqual(selection);
    expect(editor.ui.get().selectedLayerId).toBeNull();
    act(() => editor.setUi({ category: 'select', selectedLayerId: editor.document?.layers[0]?.id ?? null }));
    act(() => void cancelCurrent(editor));
    expect(editor.ui.get().selection).toBeNull();
    expect(editor.ui.get().selectedLayerId).not.toBeNull();
  });
});

describe('the mask controls in the layers panel', () => {
  it('invert, turn off, and delete the mask, each one undo step', () => {
    const editor = mount();
    act(() => editor.setUi({ selection }));
    fireEvent.click(screen.getByTestId('select-adjust'));
    const mask = () => editor.document?.layers[1]?.mask;
    fireEvent.click(screen.getByTestId('mask-invert'));
    expect(mask()?.inverted).toBe(true);
    expect(screen.getByTestId('mask-invert').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('mask-enabled'));
    expect(mask()?.enabled).toBe(false);
    act(() => void editor.undo());
    expect(mask()?.enabled).toBe(true);
    fireEvent.click(screen.getByTestId('mask-delete'));
    expect(mask()).toBeUndefined();
    expect(screen.queryByTestId('layer-mask-badge')).toBeNull();
    act(() => void editor.undo());
    expect(mask()?.inverted).toBe(true);
  });
});

describe('refine edge in the mask controls', () => {
  it('a labelled slider turns refining on; a drag is one undo step; strength shows only while it is on', () => {
    const editor = mount();
    act(() => editor.setUi({ selection }));
    fireEvent.click(screen.getByTestId('select-adjust'));
    const mask = () => editor.document?.layers[1]?.mask;
    expect(screen.queryByTestId('mask-refine-strength')).toBeNull();
    const radius = screen.getByLabelText('Refine edge') as HTMLInputElement;
    expect(radius.type).toBe('range');
    expect(screen.getByTestId('mask-refine').textContent).toContain('Off');
    radius.focus();
    for (const value of ['4', '9', '12']) fireEvent.change(radius, { target: { value } });
    fireEvent.blur(radius);
    expect(mask()?.refine).toEqual({ radius: 12, strength: 1 });
    expect(screen.getByTestId('mask-refine').textContent).toContain('12 px');
    fireEvent.change(screen.getByLabelText('Edge strength'), { target: { value: '40' } });
    fireEvent.blur(screen.getByLabelText('Edge strength'));
    expect(mask()?.refine).toEqual({ radius: 12, strength: 0.4 });
    act(() => void editor.undo());
    expect(mask()?.refine).toEqual({ radius: 12, strength: 1 });
    act(() => void editor.undo());
    expect(mask()?.refine).toBeUndefined();
    expect(mask()?.parts).toHaveLength(1);
    expect(screen.queryByTestId('mask-refine-strength')).toBeNull();
  });
});

describe('painting a mask', () => {
  it('adds a mask that shows everything, then records each stroke as one undo step that hides or reveals', () => {
    const editor = mountEditor(
      i18n,
      <>
        <LayersPanel onPhotoAsset={() => undefined} />
        <PaintArea />
      </>,
    );
    const photo = editor.document?.layers[0]?.id ?? '';
    act(() => editor.setUi({ selectedLayerId: photo }));
    fireEvent.click(screen.getByTestId('mask-add'));
    expect(editor.document?.layers[0]?.mask).toMatchObject({ base: 'reveal', parts: [] });
    expect(screen.getByTestId('mask-paint').getAttribute('aria-pressed')).toBe('true');
    const area = screen.getByTestId('mask-paint-overlay');
    fireEvent.pointerDown(area, { pointerId: 1, button: 0, clientX: 10, clientY: 20, pointerType: 'mouse' });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 60, clientY: 20, pointerType: 'mouse' });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 100, clientY: 40, pointerType: 'mouse' });
    fireEvent.pointerUp(area, { pointerId: 1, clientX: 100, clientY: 40, pointerType: 'mouse' });
    expect(editor.document?.layers[0]?.mask?.parts).toEqual([{ type: 'stroke', reveal: false, stroke: { size: 60, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15, points: [10, 20, 0.5, 60, 20, 0.5, 100, 40, 0.5] } }]);
    // Reveal, a smaller brush: the next stroke reveals.
    fireEvent.click(screen.getByTestId('mask-paint-reveal'));
    fireEvent.pointerDown(area, { pointerId: 2, button: 0, clientX: 30, clientY: 30, pointerType: 'mouse' });
    fireEvent.pointerUp(area, { pointerId: 2, clientX: 30, clientY: 30, pointerType: 'mouse' });
    expect(editor.document?.layers[0]?.mask?.parts.map((p) => p.type === 'stroke' && p.reveal)).toEqual([false, true]);
    act(() => void editor.undo());
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(1);
    // Esc stops painting.
    act(() => void cancelCurrent(editor));
    expect(screen.queryByTestId('mask-paint-overlay')).toBeNull();
  });
});

describe('the colour range tool', () => {
  it('picks the colour under the click from a render of the picture and selects its range', async () => {
    const ui = createStore<EditorUi>({ ...INITIAL_UI, select: { ...INITIAL_UI.select, fuzziness: 25 } });
    const doc = photoDocument();
    // A 2 × 1 render: left half red, right half teal.
    const pixels = { width: 2, height: 1, data: new Uint8ClampedArray([200, 10, 10, 255, 0, 128, 128, 255]), ms: 0 };
    const stub = {
      document: doc,
      ui,
      renderPixels: async () => pixels,
      setUi: (patch: Partial<EditorUi> | ((u: EditorUi) => Partial<EditorUi>)) => ui.set((u) => ({ ...u, ...(typeof patch === 'function' ? patch(u) : patch) })),
    } as unknown as EditorController;
    await selectColourAt(stub, 450, 100);
    expect(ui.get().selection?.parts).toEqual([{ mode: 'add', shape: { kind: 'colourRange', colour: '#008080ff', fuzziness: 25 } }]);
    // Outside the picture: nothing.
    await selectColourAt(stub, -5, 100);
    expect(ui.get().selection?.parts).toHaveLength(1);
  });
});
