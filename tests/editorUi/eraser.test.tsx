// @vitest-environment jsdom
// The Retouch panel's eraser: it erases from a photo layer through the layer's mask (added when missing), each
// stroke one undo step with the panel's brush size; pressing it again, or picking a brush tool, stops it; with
// no photo layer to erase from it is disabled and says why.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor, photoDocument } from './support/editorHarness';
import { BrushPanel } from '../../src/features/editor/panels/brush/BrushPanel';
import { MaskPaintOverlay } from '../../src/features/editor/canvas/MaskPaintOverlay';
import { useEditor, useSlice } from '../../src/features/editor/EditorContext';

/** The paint overlay as the canvas shows it while erasing, at scale 1 from the corner. */
function PaintArea() {
  const editor = useEditor();
  const paint = useSlice(editor.ui, (ui) => ui.maskPaint);
  return paint ? <MaskPaintOverlay drawn={{ scale: 1, offsetX: 0, offsetY: 0 }} paint={paint} /> : null;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorBrush');
});
afterEach(cleanup);

function drag(area: HTMLElement, id: number, from: [number, number], to: [number, number]): void {
  fireEvent.pointerDown(area, { pointerId: id, button: 0, clientX: from[0], clientY: from[1], pointerType: 'mouse' });
  fireEvent.pointerMove(area, { pointerId: id, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
  fireEvent.pointerUp(area, { pointerId: id, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
}

describe('the eraser', () => {
  it('hides what it paints on the photo through a new mask, one undo step a stroke, at the panel’s brush size', () => {
    const editor = mountEditor(
      i18n,
      <>
        <BrushPanel />
        <PaintArea />
      </>,
    );
    const eraser = screen.getByTestId('brush-eraser');
    expect(eraser.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eraser);
    expect(eraser.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('brush-eraser-hint').textContent).toMatch(/^Erasing/);
    expect(editor.document?.layers[0]?.mask).toMatchObject({ base: 'reveal', parts: [] });

    // ] makes the brush larger: the eraser follows the panel's size.
    fireEvent.keyDown(window, { key: ']' });
    const size = editor.brush.get().settings.size;
    drag(screen.getByTestId('mask-paint-overlay'), 1, [10, 20], [80, 20]);
    const parts = editor.document?.layers[0]?.mask?.parts ?? [];
    expect(parts.map((p) => p.type === 'stroke' && [p.reveal, p.stroke.size])).toEqual([[false, size]]);
    drag(screen.getByTestId('mask-paint-overlay'), 2, [200, 200], [250, 220]);
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(2);
    act(() => void editor.undo());
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(1);

    // Picking a brush tool stops erasing.
    fireEvent.click(screen.getByTestId('brush-tool-dodge'));
    expect(screen.queryByTestId('mask-paint-overlay')).toBeNull();
    expect(eraser.getAttribute('aria-pressed')).toBe('false');
    // Pressed again it keeps the mask it has (no second mask step) and stops when pressed once more.
    fireEvent.click(eraser);
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(1);
    fireEvent.click(eraser);
    expect(screen.queryByTestId('mask-paint-overlay')).toBeNull();
  });

  it('is disabled, and says why, when no visible unlocked photo layer is there', () => {
    const doc = photoDocument();
    const locked = { ...doc, layers: doc.layers.map((l) => ({ ...l, locked: true })) };
    mountEditor(i18n, <BrushPanel />, locked);
    expect(screen.getByTestId('brush-eraser')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('brush-eraser-hint').textContent).toBe('Add or show a photo layer to erase from it.');
  });

  it('is disabled after a crop, as selections are, and says so', () => {
    const doc = photoDocument();
    const cropped = { ...doc, operations: [{ id: 'c', type: 'crop', params: { x: 0, y: 0, width: 300, height: 200 }, enabled: true }] };
    mountEditor(i18n, <BrushPanel />, cropped);
    expect(screen.getByTestId('brush-eraser')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('brush-eraser-hint').textContent).toMatch(/before crop/);
  });
});
