// @vitest-environment jsdom
// The tool panels against the editor state: sliders make one undo step per drag, rotate and flip add up,
// text is added selected with its field focused, a look chosen twice in one visit swaps in place.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorUi from '../../locales/en/editorUi.json';
import editorNs from '../../locales/en/editor.json';
import common from '../../locales/en/common.json';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { outputSize } from '../../src/lib/shared/editor/geometry';
import { EditorContext } from '../../src/features/editor/EditorContext';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { ToolPanel, ToolRail } from '../../src/features/editor/panels/ToolPanel';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor: editorNs, common } }, ns: ['editorUi', 'editor', 'common'], defaultNS: 'editorUi', fallbackNS: ['editor', 'common'], interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function mount(): EditorController {
  // No engine here: frames and thumbnails are never answered, which the panels must live with.
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => undefined,
    run: () => new Promise(() => undefined),
    runBackground: () => new Promise(() => undefined),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.load(createPhotoDocument({ imageId: 'img', width: 600, height: 400 }), null);
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={editor}>
        <ToolRail />
        <ToolPanel />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
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

  it('a second look in the same visit replaces the first; its amount is a slider; remove takes it off', () => {
    const editor = mount();
    fireEvent.click(screen.getByTestId('rail-effect'));
    fireEvent.click(screen.getByTestId('look-sepia'));
    fireEvent.click(screen.getByTestId('look-noir'));
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['noir']);
    expect(screen.getByTestId('look-noir').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(slider('look-amount'), { target: { value: '40' } });
    expect(editor.document?.operations[0]?.params.amount).toBe(40);
    fireEvent.click(screen.getByTestId('look-remove'));
    expect(editor.document?.operations).toEqual([]);
    // Another visit: a look goes on top of what is there.
    fireEvent.click(screen.getByTestId('look-sepia'));
    fireEvent.click(screen.getByTestId('rail-adjust'));
    fireEvent.click(screen.getByTestId('rail-effect'));
    fireEvent.click(screen.getByTestId('look-vintage'));
    expect(editor.document?.operations.map((o) => o.type)).toEqual(['sepia', 'vintage']);
  });
});
