// @vitest-environment jsdom
// The designer's Arrange panel and layers panel together: grouping from the panel shows a group in the
// layers panel (one undo step), buttons that cannot act say why, the layers panel selects several with
// Ctrl+click and a whole group from its header, reorders with Alt+arrows, and the shortcuts work.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import designerArrange from '../../locales/en/designerArrange.json';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, ShapeLayer } from '../../src/lib/shared/editor/types';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { selectionPatch } from '../../src/features/editor/state/selection';
import { useEditor } from '../../src/features/editor/EditorContext';
import { ArrangePanel } from '../../src/features/editor/designer/arrange/ArrangePanel';
import { DesignerLayers } from '../../src/features/editor/designer/arrange/DesignerLayers';
import { useDesignerKeys } from '../../src/features/editor/designer/arrange/useDesignerKeys';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
  i18n.addResourceBundle('en', 'designerArrange', designerArrange);
  i18n.options.fallbackNS = [...(i18n.options.fallbackNS as string[]), 'designerArrange'];
});
afterEach(cleanup);

const shape = (id: string, name: string, x: number, kind: ShapeLayer['shape'] = 'rectangle'): ShapeLayer => ({ id, name, kind: 'shape', shape: kind, width: 100, height: 80, fill: '#3b82f6ff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: { x, y: 200, scaleX: 1, scaleY: 1, rotation: 0 } });

function design(): EditorDocument {
  return { ...newDesignerDocument({ format: 'custom', width: 800, height: 600 }), layers: [shape('a', 'Sun', 100), shape('b', 'Moon', 300), shape('c', '', 600, 'star')] };
}

function Keys() {
  useDesignerKeys(useEditor(), true);
  return null;
}

function Designer() {
  return (
    <>
      <Keys />
      <ArrangePanel />
      <DesignerLayers onPhotoAsset={() => undefined} />
    </>
  );
}

function mount(): EditorController {
  return mountEditor(i18n, <Designer />, design());
}

const rows = (): string[] =>
  within(screen.getByTestId('designer-layers-list'))
    .getAllByRole('listitem')
    .map((li) => `${li.classList.contains('is-member') ? '  ' : ''}${li.dataset.testid === 'designer-layer-group' ? 'group' : (within(li).queryByTestId('designer-layer-select')?.textContent ?? '')}`);

describe('arranging in the designer', () => {
  it('groups the selection from the Arrange panel: the layers panel shows the group; undo takes it back', () => {
    const editor = mount();
    expect(rows()).toEqual(['Star', 'Moon', 'Sun']);
    const group = screen.getByTestId('designer-group');
    // Nothing selected: the button says why and does nothing.
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(within(group.parentElement!).getByRole('tooltip').textContent).toBe('Group (Ctrl+G): Select a layer first');
    fireEvent.click(group);
    expect(editor.document?.layers.some((l) => l.group)).toBe(false);
    // Ctrl+click two rows in the layers panel.
    fireEvent.click(screen.getByRole('button', { name: 'Select Sun' }));
    expect(within(group.parentElement!).getByRole('tooltip').textContent).toBe('Group (Ctrl+G): Select two or more unlocked layers');
    fireEvent.click(screen.getByRole('button', { name: 'Select Star' }), { ctrlKey: true });
    expect(editor.ui.get().selectedIds).toEqual(['a', 'c']);
    expect(group.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(group);
    // Gathered under the star, indented under the group's row.
    expect(rows()).toEqual(['group', '  Star', '  Sun', 'Moon']);
    const header = screen.getByTestId('designer-layer-group');
    expect(header.dataset.groupId).toBe(editor.document?.layers[1]?.group);
    expect(screen.getByTestId('designer-ungroup').getAttribute('aria-disabled')).toBe('false');
    act(() => void editor.undo());
    expect(rows()).toEqual(['Star', 'Moon', 'Sun']);
  });

  it('selects a whole group from its header, hides it, and aligns it to the page', () => {
    const editor = mount();
    act(() => editor.setUi(selectionPatch(['a', 'b'])));
    fireEvent.keyDown(window, { key: 'g', ctrlKey: true });
    expect(rows()).toEqual(['Star', 'group', '  Moon', '  Sun']);
    act(() => editor.setUi(selectionPatch([])));
    fireEvent.click(screen.getByTestId('designer-layer-group-select'));
    expect([...editor.ui.get().selectedIds].sort()).toEqual(['a', 'b']);
    // With one group selected, alignment is to the page.
    fireEvent.click(screen.getByTestId('designer-align-left'));
    const doc = editor.document!;
    expect(doc.layers.find((l) => l.id === 'a')?.transform.x).toBe(50);
    expect(doc.layers.find((l) => l.id === 'b')?.transform.x).toBe(250);
    fireEvent.click(within(screen.getByTestId('designer-layer-group')).getByTestId('designer-layer-visibility'));
    expect(editor.document?.layers.filter((l) => !l.visible).map((l) => l.id).sort()).toEqual(['a', 'b']);
  });

  it('reorders with Alt+arrows, duplicates and deletes with the keyboard, z-order says when it cannot', () => {
    const editor = mount();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select Sun' }), { key: 'ArrowUp', altKey: true });
    expect(rows()).toEqual(['Star', 'Sun', 'Moon']);
    fireEvent.click(screen.getByRole('button', { name: 'Select Star' }));
    const front = screen.getByTestId('designer-order-front');
    expect(front.getAttribute('aria-disabled')).toBe('true');
    expect(within(front.parentElement!).getByRole('tooltip').textContent).toContain('Already at the top');
    fireEvent.keyDown(window, { key: 'd', ctrlKey: true });
    expect(rows()).toEqual(['Star', 'Star', 'Sun', 'Moon']);
    expect(editor.ui.get().selectedIds).toHaveLength(1);
    expect(editor.ui.get().selectedIds[0]).not.toBe('c');
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(rows()).toEqual(['Star', 'Sun', 'Moon']);
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    expect(editor.ui.get().selectedIds).toHaveLength(3);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(editor.ui.get().selectedIds).toEqual([]);
  });

  it('renames on double-click and locks from the row', () => {
    const editor = mount();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Select Moon' }));
    const field = screen.getByTestId('designer-layer-rename');
    fireEvent.change(field, { target: { value: 'Planet' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(rows()).toEqual(['Star', 'Planet', 'Sun']);
    fireEvent.click(screen.getByRole('button', { name: 'Lock Planet' }));
    expect(editor.document?.layers[1]?.locked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select Planet' }));
    expect(screen.getByTestId('designer-delete').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('designer-delete'));
    expect(editor.document?.layers).toHaveLength(3);
  });

  it('copies with Ctrl+C and pastes with Ctrl+V 20 px further, selected', async () => {
    const editor = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Select Moon' }));
    fireEvent.copy(document.body);
    await waitFor(() => expect((screen.getByTestId('designer-paste')).getAttribute('aria-disabled')).toBe('false'));
    fireEvent.paste(document.body);
    await waitFor(() => expect(rows()).toEqual(['Moon', 'Star', 'Moon', 'Sun']));
    const pasted = editor.document!.layers[3]!;
    expect(pasted.id).not.toBe('b');
    expect(editor.ui.get().selectedIds).toEqual([pasted.id]);
  });
});
