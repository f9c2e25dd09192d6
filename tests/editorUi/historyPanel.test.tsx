// @vitest-environment jsdom
// The history panel against the editor state: it lists "Open" and every step by name, highlights the
// current one and dims undone ones, jumps by click and by keyboard, and redo still works after a jump.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import { addTextLayer } from '../../src/lib/shared/editor/edits';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { chooseLook, setAdjustment, setLastGeometry } from '../../src/features/editor/state/actions';
import { HistoryButton } from '../../src/features/editor/panels/HistoryButton';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorHistory');
});
afterEach(cleanup);

function mount(): EditorController {
  const editor = mountEditor(i18n, <HistoryButton />);
  return editor;
}

/** Three steps, as the panels make them. */
function edit(editor: EditorController): void {
  act(() => {
    editor.commit(setAdjustment(editor.document!, 'brightness', { amount: 30 }).document);
    editor.commit(setLastGeometry(editor.document!, null, 'crop', { x: 0.1, y: 0.1, width: 0.5, height: 0.5 }).document);
    editor.commit(chooseLook(editor.document!, 'vintage').document);
    editor.commit(addTextLayer(editor.document!, { text: 'Hi' }).document);
  });
}

const steps = () => screen.getAllByTestId('history-step');
const names = () => steps().map((s) => s.textContent);

describe('the history panel', () => {
  it('says there is nothing yet on a fresh picture', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.getByTestId('history-empty').textContent).toMatch(/No edits yet/);
    expect(names()).toEqual(['0Open']);
  });

  it('lists every step by name, oldest first, the current one selected', () => {
    const editor = mount();
    edit(editor);
    fireEvent.click(screen.getByTestId('history-toggle'));
    const list = screen.getByRole('listbox', { name: 'Edit history' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['0Open', '1Brightness', '2Crop', '3Look: Vintage', '4Add text']);
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('4Add text');
    expect(screen.queryByTestId('history-empty')).toBeNull();
  });

  it('jumps back on a click, dims what is undone, and redo still goes forward', () => {
    const editor = mount();
    edit(editor);
    fireEvent.click(screen.getByTestId('history-toggle'));
    fireEvent.click(steps()[1]!);
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['brightness']);
    expect(editor.document?.layers).toHaveLength(1);
    expect(steps().map((s) => s.getAttribute('data-state'))).toEqual(['past', 'current', 'future', 'future', 'future']);
    expect(steps()[3]!.textContent).toContain('undone');
    act(() => void editor.redo());
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['brightness', 'crop']);
    expect(steps()[2]!.getAttribute('aria-selected')).toBe('true');
    // Forward again by a click on the last step: everything is back.
    fireEvent.click(steps()[4]!);
    expect(editor.document?.layers.map((l) => l.kind)).toEqual(['image', 'text']);
  });

  it('moves with the arrow keys, Home and End, and jumps with Enter; Escape closes it', () => {
    const editor = mount();
    edit(editor);
    fireEvent.click(screen.getByTestId('history-toggle'));
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(steps()[4]);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(steps()[2]);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['brightness', 'crop']);
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(editor.document?.operations).toEqual([]);
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['brightness', 'crop', 'vintage']);
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByTestId('history-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('history-toggle'));
  });

  it('a new edit after a jump drops the steps that were undone', () => {
    const editor = mount();
    edit(editor);
    fireEvent.click(screen.getByTestId('history-toggle'));
    fireEvent.click(steps()[2]!);
    act(() => editor.commit(setAdjustment(editor.document!, 'hue', { amount: 20 }).document));
    expect(names()).toEqual(['0Open', '1Brightness', '2Crop', '3Hue']);
  });
});
