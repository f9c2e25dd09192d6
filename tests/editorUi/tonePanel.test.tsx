// @vitest-environment jsdom
// The Tone & color part of the Adjust panel against the editor state: the curves editor adds a point where
// it is clicked, moves the focused point with the arrow keys (one run = one undo step), removes it with
// Delete; the HSL swatches choose which range the sliders edit; the histogram waits for the engine.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { ToolPanel, ToolRail } from '../../src/features/editor/panels/ToolPanel';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorUi');
});
afterEach(cleanup);

function mount(): EditorController {
  const editor = mountEditor(i18n, <><ToolRail /><ToolPanel /></>);
  fireEvent.click(screen.getByTestId('rail-adjust'));
  return editor;
}

const curveOf = (editor: EditorController, channel = 'rgb'): unknown => editor.document?.operations.find((o) => o.type === 'curves')?.params[channel];

describe('Tone & color', () => {
  it('curves: click adds a point there, arrows move it as one undo step, Delete removes it', () => {
    const editor = mount();
    expect(screen.getByTestId('tone-histogram').getAttribute('data-state')).toBe('loading');
    fireEvent.click(screen.getByTestId('tone-open-curves'));
    const plot = screen.getByTestId('curves-plot');
    plot.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200, right: 200, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(plot, { button: 0, clientX: 100, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(plot, { pointerId: 1 });
    expect(curveOf(editor)).toBe('0,0 0.5,0.75 1,1');
    const steps = editor.history.get()?.past.length ?? 0;
    const middle = screen.getAllByTestId('curves-point')[1]!;
    middle.focus();
    for (let i = 0; i < 3; i++) fireEvent.keyDown(middle, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(middle, { key: 'ArrowRight' });
    expect(curveOf(editor)).toBe(`0,0 ${Math.round((0.5 + 1 / 255) * 1e4) / 1e4},${Math.round((0.75 + 30 / 255) * 1e4) / 1e4} 1,1`);
    fireEvent.blur(middle);
    expect(editor.history.get()?.past.length).toBe(steps + 1);
    fireEvent.keyDown(screen.getAllByTestId('curves-point')[1]!, { key: 'Delete' });
    expect(curveOf(editor)).toBe('0,0 1,1');
    // The end points stay; the channel switch edits another curve.
    fireEvent.keyDown(screen.getAllByTestId('curves-point')[0]!, { key: 'Delete' });
    expect(screen.getAllByTestId('curves-point')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.keyDown(screen.getAllByTestId('curves-point')[1]!, { key: 'ArrowDown' });
    expect(curveOf(editor, 'red')).toBe(`0,0 1,${Math.round((1 - 1 / 255) * 1e4) / 1e4}`);
  });

  it('HSL: a swatch chooses the colour range the three sliders edit; levels per channel', () => {
    const editor = mount();
    fireEvent.click(screen.getByTestId('tone-open-hsl'));
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    const saturation = screen.getByTestId('slider-hsl-blueSaturation').querySelector('input') as HTMLInputElement;
    fireEvent.change(saturation, { target: { value: '-60' } });
    const hsl = editor.document?.operations.find((o) => o.type === 'hsl');
    expect(hsl?.params.blueSaturation).toBe(-60);
    expect(hsl?.params.redSaturation).toBe(0);
    fireEvent.click(screen.getByTestId('tone-open-levels'));
    fireEvent.change(screen.getByTestId('slider-levels-rgbInWhite').querySelector('input') as HTMLInputElement, { target: { value: '128' } });
    expect(editor.document?.operations.find((o) => o.type === 'levels')?.params.rgbInWhite).toBe(128);
  });
});
