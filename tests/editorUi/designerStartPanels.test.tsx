// @vitest-environment jsdom
// A design opens on one of the designer's panels (a reopened project starts with the photo editor's first
// one), keeps Text and a photo being edited; a photo opened after a design leaves the designer's panels.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useDesignerPanelFollow } from '../../src/features/editor/designer/start/useDesignerPanelFollow';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { INITIAL_UI, type EditorUi } from '../../src/features/editor/state/uiState';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createStore } from '../../src/lib/store';

afterEach(cleanup);

function fakeEditor(doc: EditorDocument, ui: Partial<EditorUi> = {}) {
  const history = createStore<{ present: EditorDocument } | null>({ present: doc });
  const store = createStore<EditorUi>({ ...INITIAL_UI, ...ui });
  const editor = {
    history,
    ui: store,
    get document() {
      return history.get()?.present ?? null;
    },
    setUi: (patch: Partial<EditorUi>) => store.set({ ...store.get(), ...patch }),
  };
  renderHook(() => useDesignerPanelFollow(editor as unknown as EditorController));
  return editor;
}

const design = newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 });
const photo = createPhotoDocument({ imageId: 'img', width: 800, height: 600 });

describe('the designer’s panels follow the document', () => {
  it('a reopened design leaves the photo editor’s panel for Elements', () => {
    const editor = fakeEditor(design, { category: 'geometry' });
    expect(editor.ui.get().category).toBe('elements');
  });

  it('keeps a designer panel, Text, a closed sheet, and a photo’s Adjust while it is edited', () => {
    for (const category of ['templates', 'background', 'text', null] as const) expect(fakeEditor(design, { category }).ui.get().category, String(category)).toBe(category);
    expect(fakeEditor(design, { category: 'adjust', editLayerId: 'layer-1' }).ui.get().category).toBe('adjust');
  });

  it('a photo opened after a design goes back to the editor’s first panel', () => {
    const editor = fakeEditor(design, { category: 'uploads' });
    editor.history.set({ present: photo });
    expect(editor.ui.get().category).toBe('geometry');
  });
});
