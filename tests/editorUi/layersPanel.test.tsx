// @vitest-environment jsdom
// The layers panel against the editor state: the stack top to bottom, each change one undo step, keyboard
// reordering, rename with F2, lock refusing edits, and a document with only text.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor, photoDocument } from './support/editorHarness';
import { addTextLayer, createDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { LayersPanel } from '../../src/features/editor/panels/layers/LayersPanel';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorLayers');
});
afterEach(cleanup);

function mount(doc: EditorDocument = photoDocument()): EditorController {
  const editor = mountEditor(i18n, <LayersPanel onPhotoAsset={() => undefined} />, doc);
  return editor;
}

const rows = (): string[] => screen.getAllByTestId('layer-row').map((row) => `${row.getAttribute('data-kind')}: ${within(row).getByTestId('layer-select').textContent ?? ''}`);

function add(item: string): void {
  fireEvent.click(screen.getByTestId('layers-add'));
  fireEvent.click(screen.getByTestId(`layers-add-${item}`));
}

describe('the layers panel', () => {
  it('lists the stack top first; adding, hiding and reordering are one undo step each', () => {
    const editor = mount();
    expect(rows()).toEqual(['image: Photo']);
    add('rectangle');
    add('ellipse');
    expect(rows()).toEqual(['shape: Ellipse', 'shape: Rectangle', 'image: Photo']);
    expect(editor.ui.get().selectedLayerId).toBe(editor.document?.layers[2]?.id);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Ellipse' }));
    expect(editor.document?.layers[2]?.visible).toBe(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select layer Ellipse' }), { key: 'ArrowDown', altKey: true });
    expect(rows()).toEqual(['shape: Rectangle', 'shape: Ellipse', 'image: Photo']);
    // The move down is the last step; then the hiding; then the ellipse.
    act(() => void editor.undo());
    expect(rows()).toEqual(['shape: Ellipse', 'shape: Rectangle', 'image: Photo']);
    act(() => void editor.undo());
    expect(editor.document?.layers[2]?.visible).toBe(true);
    act(() => void editor.undo());
    expect(rows()).toEqual(['shape: Rectangle', 'image: Photo']);
  });

  it('renames with F2 and Enter; a locked layer keeps its name, opacity and place', () => {
    const editor = mount();
    add('rectangle');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select layer Rectangle' }), { key: 'F2' });
    const field = screen.getByTestId('layer-rename');
    fireEvent.change(field, { target: { value: 'Badge' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(rows()).toEqual(['shape: Badge', 'image: Photo']);
    fireEvent.click(screen.getByRole('button', { name: 'Lock Badge' }));
    const before = editor.document;
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select layer Badge' }), { key: 'F2' });
    expect(screen.queryByTestId('layer-rename')).toBeNull();
    expect((screen.getByTestId('layer-opacity').querySelector('input[type=range]') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('layer-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(editor.document).toBe(before);
  });

  it('sets the blend mode and keeps the last photo', () => {
    const editor = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Select layer Photo' }));
    expect((screen.getByTestId('layer-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Blend mode'), { target: { value: 'screen' } });
    expect(editor.document?.layers[0]?.blendMode).toBe('screen');
  });

  it('a document with only text says so and lists its texts', () => {
    const doc = addTextLayer(createDocument({ section: 'designer', width: 400, height: 300 }), { text: 'Hello\nworld' }).document;
    mount(doc);
    expect(rows()).toEqual(['text: Hello']);
    expect(screen.getByText('This design has no photo: its layers are all text.')).toBeTruthy();
  });
});
