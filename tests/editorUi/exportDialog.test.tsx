// @vitest-environment jsdom
// The export dialog as the user works it: format, size that keeps the aspect ratio, quality, the file
// name, progress while the worker renders, cancel, and the download.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorUi from '../../locales/en/editorUi.json';
import editor from '../../locales/en/editor.json';
import common from '../../locales/en/common.json';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { ExportDialog } from '../../src/features/editor/export/ExportDialog';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { ExportOptions, JobOptions } from '../../src/features/editor/engineClient';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, common } }, ns: ['editorUi', 'editor', 'common'], defaultNS: 'editorUi', fallbackNS: ['editor', 'common'], interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function fakeEditor() {
  const calls: Array<{ options: ExportOptions; job: JobOptions; resolve: () => void; reject: (e: unknown) => void }> = [];
  const exportImage = vi.fn(
    (_doc: unknown, options: ExportOptions, job: JobOptions) =>
      new Promise((resolve, reject) => {
        job.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ options, job, resolve: () => resolve({ blob: new Blob(['x'], { type: options.type }), width: options.width, height: options.height }), reject });
      }),
  );
  return { editor: { exportImage, engineInfo: { maxImageSize: 4088 } } as unknown as EditorController, calls };
}

function open(editorController: EditorController, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ExportDialog editor={editorController} document={createPhotoDocument({ imageId: 'i', width: 600, height: 400 })} picture={{ width: 600, height: 400 }} names={{ projectName: 'Harbour at dusk', originalName: 'IMG_1.JPG' }} onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

describe('the export dialog', () => {
  it('exports a JPEG at full size and quality 92 by default, named after the project, and downloads it', async () => {
    const { editor: fake, calls } = fakeEditor();
    const created = vi.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const onClose = open(fake);
    expect(screen.getByTestId('export-filename').textContent).toMatch(/^File name: pixloom-harbour-at-dusk-\d{4}-\d{2}-\d{2}\.jpg$/);
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toEqual({ type: 'image/jpeg', quality: 0.92, width: 600, height: 400 });
    act(() => calls[0]?.job.onProgress?.(0.4));
    expect(screen.getByTestId('export-progress').getAttribute('aria-valuenow')).toBe('40');
    await act(async () => calls[0]?.resolve());
    expect(click).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('the file name can be edited: what is typed is made safe, keeps its case and takes the format’s extension (issue 14)', async () => {
    const { editor: fake, calls } = fakeEditor();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    open(fake);
    const field = screen.getByTestId('export-name') as HTMLInputElement;
    expect(field.value).toMatch(/^pixloom-harbour-at-dusk-\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(field, { target: { value: 'Harbour: final/v2.jpg' } });
    fireEvent.click(screen.getByRole('radio', { name: 'PNG' }));
    expect(screen.getByTestId('export-filename').textContent).toBe('File name: Harbour- final-v2.png');
    fireEvent.click(screen.getByTestId('export-download'));
    await act(async () => calls[0]?.resolve());
    expect(names).toEqual(['Harbour- final-v2.png']);
  });

  it('an emptied file name falls back to the default one', () => {
    const { editor: fake } = fakeEditor();
    open(fake);
    fireEvent.change(screen.getByTestId('export-name'), { target: { value: '  ../  ' } });
    expect(screen.getByTestId('export-filename').textContent).toMatch(/^File name: pixloom-harbour-at-dusk-\d{4}-\d{2}-\d{2}\.jpg$/);
  });

  it('PNG has no quality; a preset or a custom side keeps the aspect ratio', () => {
    const { editor: fake, calls } = fakeEditor();
    open(fake);
    fireEvent.click(screen.getByRole('radio', { name: 'PNG' }));
    expect(screen.queryByTestId('export-quality')).toBeNull();
    expect(screen.getByTestId('export-filename').textContent).toMatch(/\.png$/);
    fireEvent.click(screen.getByRole('radio', { name: '50% · 300 × 200' }));
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toMatchObject({ type: 'image/png', width: 300, height: 200, quality: undefined });
  });

  it('a custom width sets the height; an empty field cannot be exported', () => {
    const { editor: fake, calls } = fakeEditor();
    open(fake);
    fireEvent.click(screen.getByTestId('export-custom'));
    const width = screen.getByTestId('export-width') as HTMLInputElement;
    const height = screen.getByTestId('export-height') as HTMLInputElement;
    fireEvent.change(width, { target: { value: '' } });
    expect(width.value).toBe('');
    expect((screen.getByTestId('export-download') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(width, { target: { value: '900' } });
    expect(height.value).toBe('600');
    fireEvent.change(height, { target: { value: '9000' } });
    expect([width.value, height.value]).toEqual(['4088', '2725']);
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toMatchObject({ width: 4088, height: 2725 });
  });

  it('cancel stops the render in the worker and keeps the dialog open; a second cancel closes it', async () => {
    const { editor: fake, calls } = fakeEditor();
    const onClose = open(fake);
    fireEvent.click(screen.getByTestId('export-download'));
    const signal = calls[0]?.job.signal;
    await act(async () => fireEvent.click(screen.getByTestId('export-cancel')));
    expect(signal?.aborted).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('export-progress')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('export-cancel'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the export fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { editor: fake, calls } = fakeEditor();
    open(fake);
    fireEvent.click(screen.getByTestId('export-download'));
    await act(async () => calls[0]?.reject(new Error('out of memory')));
    expect(screen.getByRole('alert').textContent).toBe('The export failed. Try a smaller size.');
    expect(logged).toHaveBeenCalled();
  });
});
