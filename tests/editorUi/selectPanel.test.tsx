// @vitest-environment jsdom
// The selection tool's panel and the layer mask controls against the editor state: an adjustment through the
// selection is one undo step that adds a masked layer; a mask's invert, density and delete are one step each;
// Esc clears the selection; the panel's controls are refused without a selection.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import { SelectPanel } from '../../src/features/editor/panels/select/SelectPanel';
import { LayersPanel } from '../../src/features/editor/panels/layers/LayersPanel';
import { cancelCurrent } from '../../src/features/editor/shell/useEditorKeys';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { Selection } from '../../src/lib/shared/editor/masks';

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

  it('masks the selected photo layer with the selection', () => {
    const editor = mount();
    const photo = editor.document?.layers[0]?.id ?? '';
    act(() => editor.setUi({ selection, selectedLayerId: photo }));
    fireEvent.click(screen.getByTestId('select-mask-layer'));
    expect(editor.document?.layers[0]?.mask?.parts).toHaveLength(1);
  });

  it('Esc clears the selection first', () => {
    const editor = mount();
    act(() => editor.setUi({ selection, selectedLayerId: editor.document?.layers[0]?.id ?? null }));
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
