// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addTextLayer, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { setAdjustment } from '../../src/features/editor/state/actions';
import { cancelCurrent, runShortcut } from '../../src/features/editor/shell/useEditorKeys';
import { FIT } from '../../src/features/editor/state/viewMath';

function controller(): { editor: EditorController; frames: () => number } {
  let frames = 0;
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => void (frames += 1),
    run: () => Promise.reject(new Error('no engine in this test')),
    runBackground: () => Promise.reject(new Error('no engine in this test')),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.setViewport(800, 600);
  editor.load(createPhotoDocument({ imageId: 'img', width: 600, height: 400 }), null);
  return { editor, frames: () => frames };
}

describe('the editor state', () => {
  it('one slider drag is one undo step; another slider is another', () => {
    const { editor } = controller();
    for (const amount of [5, 10, 15, 20]) editor.commit(setAdjustment(editor.document!, 'contrast', { amount }).document, 'adjust:contrast:amount');
    editor.seal();
    editor.commit(setAdjustment(editor.document!, 'brightness', { amount: 30 }).document, 'adjust:brightness:amount');
    expect(editor.history.get()?.past).toHaveLength(2);
    editor.undo();
    expect(editor.document?.operations.map((o) => [o.type, o.params.amount])).toEqual([['contrast', 20]]);
    editor.undo();
    expect(editor.document?.operations).toEqual([]);
    editor.redo();
    expect(editor.document?.operations.map((o) => o.params.amount)).toEqual([20]);
  });

  it('asks for a frame when the picture or the view changes, not when nothing the preview shows did', () => {
    const { editor, frames } = controller();
    const start = frames();
    editor.commit(setAdjustment(editor.document!, 'contrast', { amount: 5 }).document);
    expect(frames()).toBe(start + 1);
    editor.setUi({ selectedLayerId: null });
    editor.setUi({ tool: 'contrast' });
    expect(frames()).toBe(start + 1);
    editor.setUi({ position: { zoom: 2, centerX: 0.5, centerY: 0.5 } });
    expect(frames()).toBe(start + 2);
  });

  it('the crop tool previews the picture before its crop; undo while cropping starts it again from the document', () => {
    const { editor } = controller();
    editor.setUi({ crop: editor.cropDraftFor(editor.document!) });
    expect(editor.previewDocument()).toBe(editor.ui.get().crop?.base);
    editor.setUi((ui) => ({ crop: ui.crop ? { ...ui.crop, rect: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 } } : null }));
    editor.commit(setAdjustment(editor.document!, 'contrast', { amount: 5 }).document);
    editor.undo();
    const crop = editor.ui.get().crop;
    expect(crop?.base).toBe(editor.document);
    expect(crop?.rect).toEqual({ x: 0.1, y: 0.1, width: 0.5, height: 0.5 });
  });
});

describe('keyboard actions', () => {
  it('Escape leaves the crop box first, then the text selection, then the tool', () => {
    const { editor } = controller();
    editor.setUi({ tool: 'crop', crop: editor.cropDraftFor(editor.document!), selectedLayerId: 'x' });
    expect(cancelCurrent(editor)).toBe(true);
    expect(editor.ui.get()).toMatchObject({ crop: null, selectedLayerId: 'x', tool: 'crop' });
    cancelCurrent(editor);
    expect(editor.ui.get()).toMatchObject({ selectedLayerId: null, tool: 'crop' });
    cancelCurrent(editor);
    expect(editor.ui.get().tool).toBeNull();
    expect(cancelCurrent(editor)).toBe(false);
  });

  it('Delete removes the selected text as its own undo step; undo and redo go through the history', () => {
    const { editor } = controller();
    const added = addTextLayer(editor.document!, { text: 'Hi' });
    editor.commit(added.document);
    editor.setUi({ selectedLayerId: added.id });
    expect(runShortcut(editor, 'delete_layer')).toBe(true);
    expect(editor.document?.layers.some((l) => l.kind === 'text')).toBe(false);
    runShortcut(editor, 'undo');
    expect(editor.document?.layers.some((l) => l.kind === 'text')).toBe(true);
    runShortcut(editor, 'redo');
    expect(editor.document?.layers.some((l) => l.kind === 'text')).toBe(false);
  });

  it('0 fits the picture again', () => {
    const { editor } = controller();
    editor.setUi({ position: { zoom: 3, centerX: 0.1, centerY: 0.9 } });
    runShortcut(editor, 'zoom_fit');
    expect(editor.ui.get().position).toEqual(FIT);
  });
});
