// @vitest-environment jsdom
// The background remover's panel against the editor state: before a subject is found it offers only the
// button; once the photo is masked, the cutout opens with its erase brush ready, Keep switches the brush,
// and a backdrop choice is one undo step. Leaving the panel puts the brush down.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ExportDialog } from '../../src/features/editor/export/ExportDialog';
import type { i18n as I18n } from 'i18next';
import toolBackground from '../../locales/en/toolBackground.json';
import editorTools from '../../locales/en/editorTools.json';
import { editorI18n, mountEditor, photoDocument } from './support/editorHarness';
import Panel from '../../src/features/editor/tools/backgroundRemover/Panel';
import { withSubjectMask } from '../../src/features/editor/tools/backgroundRemover/subjectMask';
import type { EditorController } from '../../src/features/editor/state/editorController';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorMasks');
  i18n.addResourceBundle('en', 'toolBackground', toolBackground);
  i18n.addResourceBundle('en', 'editorTools', editorTools);
});
afterEach(cleanup);

function mount(tool: 'background-remover' | 'cutout', masked: boolean): EditorController {
  const doc = photoDocument();
  const start = masked ? (withSubjectMask(doc, doc.layers[0]!.id, 'img_subject') ?? doc) : doc;
  const editor = mountEditor(i18n, <Panel />, start);
  act(() => editor.setUi({ tool }));
  return editor;
}

describe('the background remover panel', () => {
  it('offers only "Remove background" until a subject is found', () => {
    mount('background-remover', false);
    expect(screen.getByTestId('bgremove-run').textContent).toBe('Remove background');
    expect(screen.queryByTestId('bgremove-brush-keep')).toBeNull();
    expect(screen.queryByTestId('bgremove-backdrop-none')).toBeNull();
  });

  it('the cutout opens with its erase brush ready on the masked photo; Keep switches it; the transparency is pointed out', () => {
    const editor = mount('cutout', true);
    const layerId = editor.document!.layers[0]!.id;
    expect(editor.ui.get().maskPaint).toMatchObject({ layerId, reveal: false });
    expect(editor.ui.get().selectedLayerId).toBe(layerId);
    fireEvent.click(screen.getByTestId('bgremove-brush-keep'));
    expect(editor.ui.get().maskPaint).toMatchObject({ layerId, reveal: true });
    expect(screen.getByTestId('bgremove-png-hint').textContent).toContain('PNG');
    cleanup();
    expect(editor.ui.get().maskPaint).toBeNull();
  });

  it('the background remover leaves the brush down until asked', () => {
    const editor = mount('background-remover', true);
    expect(editor.ui.get().maskPaint).toBeNull();
    fireEvent.click(screen.getByTestId('bgremove-brush-erase'));
    expect(editor.ui.get().maskPaint?.reveal).toBe(false);
    fireEvent.click(screen.getByTestId('bgremove-brush-erase'));
    expect(editor.ui.get().maskPaint).toBeNull();
  });

  it('each backdrop choice is one undo step; None takes it back to transparent', () => {
    const editor = mount('background-remover', true);
    const before = editor.history.get()!.past.length;
    fireEvent.click(screen.getByTestId('bgremove-backdrop-colour'));
    expect(editor.document!.canvas.background).toBe('#ffffffff');
    expect(editor.history.get()!.past.length).toBe(before + 1);
    expect(screen.queryByTestId('bgremove-png-hint')).toBeNull();
    fireEvent.click(screen.getByTestId('bgremove-backdrop-none'));
    expect(editor.document!.canvas.background).toBe('#00000000');
    // A blurred copy lies below the photo (the lowest image layer now); the panel still works on the photo.
    fireEvent.click(screen.getByTestId('bgremove-backdrop-blur'));
    expect(editor.document!.layers).toHaveLength(2);
    expect(screen.getByTestId('bgremove-backdrop-blur').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('bgremove-blur')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bgremove-backdrop-none'));
    expect(editor.document!.layers).toHaveLength(1);
    act(() => editor.undo());
    expect(editor.document!.layers).toHaveLength(2);
    act(() => editor.undo());
    act(() => editor.undo());
    expect(editor.document!.canvas.background).toBe('#ffffffff');
  });
});

describe('exporting a cutout', () => {
  it('the export dialog starts as PNG for a masked photo on a transparent canvas (JPEG would lose it), JPEG otherwise', () => {
    const doc = photoDocument();
    const masked = withSubjectMask(doc, doc.layers[0]!.id, 'img_subject')!;
    const editor = { engineInfo: { maxImageSize: 4088 }, planExport: async () => ({ width: 600, height: 400, tiles: 0 }) } as unknown as EditorController;
    const show = (d: typeof doc) => render(<I18nextProvider i18n={i18n}><ExportDialog editor={editor} document={d} picture={{ width: 600, height: 400 }} names={{ projectName: null, originalName: null }} onClose={() => undefined} /></I18nextProvider>);
    show(masked);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'PNG' }).checked).toBe(true);
    cleanup();
    show(doc);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'JPG' }).checked).toBe(true);
  });
});
