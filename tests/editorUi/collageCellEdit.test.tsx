// @vitest-environment jsdom
// Editing a collage photo with the photo editor's tools: "Edit photo" (Photos panel or the cell's menu)
// opens Adjust, Effects and Artsy for that photo, with its cell outlined; the panels change only that
// layer's own operations (the document's stay empty), each change one undo step in the collage's
// history; Done or Escape goes back to the collage panels.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import collageCanvas from '../../locales/en/collageCanvas.json';
import collageEdit from '../../locales/en/collageEdit.json';
import editorTone from '../../locales/en/editorTone.json';
import { CollageOverlay } from '../../src/features/editor/canvas/collage/CollageOverlay';
import { CollagePanel } from '../../src/features/editor/collage/CollagePanel';
import { CollageRail } from '../../src/features/editor/collage/CollageRail';
import { useCollageUi } from '../../src/features/editor/collage/useCollageUi';
import { useEditor } from '../../src/features/editor/EditorContext';
import { useEditorKeys } from '../../src/features/editor/shell/useEditorKeys';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { EditorPanel } from '../../src/features/editor/state/uiState';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';
import { mountEditor } from './support/editorHarness';
import { collageDocument, collageI18n } from './collageSupport';

let i18n: I18n;
beforeAll(async () => {
  i18n = await collageI18n();
  i18n.addResourceBundle('en', 'collageCanvas', collageCanvas);
  i18n.addResourceBundle('en', 'collageEdit', collageEdit);
  i18n.addResourceBundle('en', 'editorTone', editorTone);
});
afterEach(cleanup);

/** The editor's own rule that keeps the rail and the document in step (PhotoEditor uses it). */
function FollowDocument() {
  const editor = useEditor();
  useCollageUi(editor);
  // And its keys (Escape ends the edit).
  useEditorKeys(editor, true);
  return null;
}

function mount(doc: EditorDocument, panel: EditorPanel = 'photos'): EditorController {
  const editor = mountEditor(
    i18n,
    <>
      <FollowDocument />
      <CollageRail />
      <CollagePanel />
      <CollageOverlay drawn={{ scale: 0.5, offsetX: 0, offsetY: 0 }} />
    </>,
    doc,
  );
  act(() => editor.setUi({ category: panel }));
  return editor;
}

const photos = (editor: EditorController): ImageLayer[] => (editor.document?.layers ?? []).filter((l): l is ImageLayer => l.kind === 'image');
const steps = (editor: EditorController): number => editor.history.get()!.past.length;
const category = (): string | null => screen.queryByTestId('tool-panel')?.getAttribute('data-category') ?? null;

describe('editing a collage photo with the editor tools', () => {
  it('the brightness slider changes only that photo, one undo step; Done returns to the Photos panel', () => {
    const editor = mount(collageDocument(3, 3));
    const second = photos(editor)[1]!;
    const rows = screen.getAllByTestId('collage-photo');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Edit Photo 2' }));

    expect(screen.getByTestId('cell-edit-rail')).toBeTruthy();
    expect(category()).toBe('adjust');
    expect(screen.getByTestId('cell-edit-name').textContent).toBe('Editing Photo 2 (cell 2)');
    const outlined = screen.getAllByTestId('collage-cell').filter((c) => c.classList.contains('is-editing'));
    expect(outlined.map((c) => c.getAttribute('data-cell'))).toEqual(['1']);

    const before = steps(editor);
    const slider = screen.getByRole('slider', { name: 'Brightness' });
    fireEvent.change(slider, { target: { value: '20' } });
    fireEvent.change(slider, { target: { value: '35' } });
    fireEvent.pointerUp(slider);
    expect(steps(editor)).toBe(before + 1);
    expect(editor.document?.operations).toEqual([]);
    const [a, b, c] = photos(editor);
    expect(b?.id).toBe(second.id);
    expect(b?.operations?.map((op) => [op.type, op.params.amount])).toEqual([['brightness', 35]]);
    expect(a?.operations).toBeUndefined();
    expect(c?.operations).toBeUndefined();
    // The slider shows the photo's value, not the document's.
    expect((screen.getByRole('slider', { name: 'Brightness' }) as HTMLInputElement).value).toBe('35');

    act(() => void editor.undo());
    expect(photos(editor)[1]?.operations).toBeUndefined();
    expect(category()).toBe('adjust');
    act(() => void editor.redo());
    expect(photos(editor)[1]?.operations?.[0]?.params.amount).toBe(35);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('cell-edit-rail')).toBeNull();
    expect(screen.getByTestId('collage-rail')).toBeTruthy();
    expect(category()).toBe('photos');
    expect(screen.getAllByTestId('collage-cell').some((cell) => cell.classList.contains('is-editing'))).toBe(false);
    expect(editor.ui.get().editLayerId).toBeNull();
  });

  it("the cell's menu opens it too; a look goes on that photo alone, and Escape ends the edit", () => {
    const editor = mount(collageDocument(2, 2), 'layout');
    const first = screen.getAllByTestId('collage-cell')[0]!;
    fireEvent.contextMenu(first);
    const menu = screen.getByRole('toolbar', { name: 'Cell 1 menu' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Edit photo' }));
    expect(editor.ui.get().editLayerId).toBe(photos(editor)[0]?.id);

    fireEvent.click(within(screen.getByTestId('cell-edit-rail')).getByRole('button', { name: 'Effects' }));
    expect(category()).toBe('effect');
    const before = steps(editor);
    fireEvent.click(screen.getByRole('button', { name: /Sepia/ }));
    expect(steps(editor)).toBe(before + 1);
    expect(photos(editor)[0]?.operations?.map((op) => op.type)).toEqual(['sepia']);
    expect(photos(editor)[1]?.operations).toBeUndefined();
    expect(editor.document?.operations).toEqual([]);

    // The cell's photo is the selected layer too; one Escape still ends the edit.
    expect(editor.ui.get().selectedLayerId).toBe(photos(editor)[0]?.id);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(editor.ui.get().editLayerId).toBeNull();
    expect(category()).toBe('layout');
  });

  it('undoing the photo away ends the edit and brings the collage panels back', () => {
    const doc = collageDocument(2, 1);
    const editor = mount(doc);
    // The photo arrives as its own undo step, then is edited.
    act(() => editor.commit(collageDocument(2, 2)));
    fireEvent.click(within(screen.getAllByTestId('collage-photo')[1]!).getByRole('button', { name: 'Edit Photo 2' }));
    expect(category()).toBe('adjust');
    act(() => void editor.undo());
    expect(editor.ui.get().editLayerId).toBeNull();
    expect(category()).toBe('layout');
    expect(screen.getByTestId('collage-rail')).toBeTruthy();
  });
});
