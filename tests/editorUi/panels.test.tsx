// @vitest-environment jsdom
// The tool panels against the editor state: sliders make one undo step per drag, rotate and flip add up,
// text is added selected with its field focused, a look chosen twice in one visit swaps in place.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { ToolPanel, ToolRail } from '../../src/features/editor/panels/ToolPanel';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorUi');
});
afterEach(cleanup);

function mount(): EditorController {
  const editor = mountEditor(i18n, <><ToolRail /><ToolPanel /></>);
  return editor;
}

const slider = (testId: string) => screen.getByTestId(testId).querySelector('input[type=range]') as HTMLInputElement;

describe('the tool panels', () => {
  it('the rail opens each panel by name, and leaving a panel ends what was going on in it', () => {
    const editor = mount();
    expect(screen.getByTestId('tool-panel').getAttribute('data-category')).toBe('geometry');
    fireEvent.click(screen.getByTestId('crop-start'));
    expect(editor.ui.get().crop).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(screen.getByTestId('tool-panel').getAttribute('data-category')).toBe('adjust');
    expect(editor.ui.get().crop).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(screen.queryByTestId('tool-panel')).toBeNull();
  });

  it('a slider drag is one undo step, its reset another; the value shows signed', () => {
    const editor = mount();
    fireEvent.click(screen.getByTestId('rail-adjust'));
    const contrast = slider('slider-contrast');
    fireEvent.pointerDown(contrast);
    expect(editor.ui.get().interactive).toBe(true);
    for (const v of ['5', '12', '30']) fireEvent.change(contrast, { target: { value: v } });
    fireEvent.pointerUp(contrast);
    expect(editor.ui.get().interactive).toBe(false);
    expect(screen.getByTestId('slider-contrast').querySelector('output')?.textContent).toBe('+30');
    expect(editor.history.get()?.past).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Contrast' }));
    expect(editor.document?.operations[0]?.params.amount).toBe(0);
    expect(editor.history.get()?.past).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all adjustments' }));
    expect(editor.document?.operations).toEqual([]);
  });

  it('rotate and flip buttons change the picture and add up', () => {
    const editor = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(outputSize(editor.document!)).toEqual({ width: 400, height: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(editor.document?.operations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Flip horizontally' }));
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['flip']);
    expect(editor.history.get()?.past).toHaveLength(3);
  });

  it('resize keeps the proportions while linked and applies as one step', () => {
    const editor = mount();
    const width = screen.getByTestId('resize-width') as HTMLInputElement;
    fireEvent.change(width, { target: { value: '300' } });
    expect((screen.getByTestId('resize-height') as HTMLInputElement).value).toBe('200');
    fireEvent.click(screen.getByTestId('resize-apply'));
    expect(outputSize(editor.document!)).toEqual({ width: 300, height: 200 });
  });

  it('adding text selects it and puts the keyboard in its field; typing is one step', () => {
    const editor = mount();
    fireEvent.click(screen.getByTestId('rail-text'));
    act(() => fireEvent.click(screen.getByTestId('text-add')));
    const field = screen.getByTestId('text-input') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Your text');
    fireEvent.change(field, { target: { value: 'H' } });
    fireEvent.change(field, { target: { value: 'Hi' } });
    expect(editor.history.get()?.past).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Right' }));
    const layer = editor.document?.layers.find((l) => l.kind === 'text');
    expect(layer?.kind === 'text' && [layer.text, layer.align]).toEqual(['Hi', 'right']);
    fireEvent.click(screen.getByTestId('text-delete'));
    expect(editor.document?.layers.filter((l) => l.kind === 'text')).toEqual([]);
  });

  it('looks stack: each is listed with its strength, can move earlier or later, and be removed', () => {
    const editor = mount();
    fireEvent.click(screen.getByTestId('rail-effect'));
    expect(screen.getByTestId('look-stack-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('look-sepia'));
    fireEvent.click(screen.getByTestId('look-noir'));
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['sepia', 'noir']);
    expect(screen.getByTestId('look-noir').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('look-sepia').getAttribute('aria-pressed')).toBe('true');
    const items = (): HTMLElement[] => screen.getAllByTestId('look-stack-item');
    expect(items().map((li) => li.dataset.look)).toEqual(['sepia', 'noir']);
    // One drag of a strength slider is one undo step.
    const before = editor.history.get()?.past.length ?? 0;
    const strength = items()[0]!.querySelector('input[type="range"]') as HTMLInputElement;
    fireEvent.change(strength, { target: { value: '40' } });
    fireEvent.change(strength, { target: { value: '50' } });
    expect(editor.document?.operations[0]?.params.amount).toBe(50);
    expect(editor.history.get()?.past.length).toBe(before + 1);
    fireEvent.click(items()[1]!.querySelector('[data-testid="look-stack-up"]')!);
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['noir', 'sepia']);
    fireEvent.keyDown(items()[0]!, { key: 'ArrowDown', altKey: true });
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['sepia', 'noir']);
    fireEvent.click(items()[0]!.querySelector('[data-testid="look-stack-remove"]')!);
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['noir']);
});
});
