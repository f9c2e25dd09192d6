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
import type { ExportOptions, ExportPlan, JobOptions } from '../../src/features/editor/engineClient';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, common } }, ns: ['editorUi', 'editor', 'common'], defaultNS: 'editorUi', fallbackNS: ['editor', 'common'], interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The engine's answer for a photo no larger than the picture shown: no original size to offer. */
const samePlan: ExportPlan = { width: 600, height: 400, tiles: 0 };

function fakeEditor(plan: ExportPlan = samePlan) {
  const calls: Array<{ options: ExportOptions; job: JobOptions; resolve: () => void; reject: (e: unknown) => void }> = [];
  const exportImage = vi.fn(
    (_doc: unknown, options: ExportOptions, job: JobOptions) =>
      new Promise((resolve, reject) => {
        job.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ options, job, resolve: () => resolve({ blob: new Blob(['x'], { type: options.type }), width: options.width, height: options.height }), reject });
      }),
  );
  const planExport = vi.fn(async () => plan);
  return { editor: { exportImage, planExport, engineInfo: { maxImageSize: 4088 } } as unknown as EditorController, calls };
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

  it('a photo larger than the device shows starts at its original size, exported in tiles at full size (issue 18)', async () => {
    const { editor: fake, calls } = fakeEditor({ width: 8660, height: 5773, tiles: 15 });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open(fake);
    const original = await screen.findByTestId('export-original');
    expect(original.parentElement?.textContent).toBe('Original size (8660 × 5773 px)');
    expect((original as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('export-reduced')).toBeNull();
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toEqual({ type: 'image/jpeg', quality: 0.92, fullSize: true });
    await act(async () => calls[0]?.resolve());
  });

  it('says when the original size is reduced and which edits need the whole picture, without refusing it', async () => {
    const { editor: fake } = fakeEditor({ width: 400, height: 600, tiles: 0, reduced: { requestedWidth: 5773, requestedHeight: 8660, causes: ['rotate', 'layers'] } });
    open(fake);
    const original = await screen.findByTestId('export-original');
    expect(original.parentElement?.textContent).toBe('Original size (5773 × 8660 px)');
    // Not chosen by itself: it would not be the original's size.
    expect((original as HTMLInputElement).checked).toBe(false);
    fireEvent.click(original);
    expect(screen.getByTestId('export-reduced').textContent).toBe('Exports reduced to 400 × 600 px, not the original 5773 × 8660 px: Rotate, layers, text or frames need the whole picture at once, and this device cannot hold it at full size.');
    expect((screen.getByTestId('export-download') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a reduction that no edit causes (the device renders on its CPU) is said without naming an edit', async () => {
    const { editor: fake } = fakeEditor({ width: 4088, height: 2725, tiles: 0, reduced: { requestedWidth: 8660, requestedHeight: 5773, causes: ['cpu'] } });
    open(fake);
    fireEvent.click(await screen.findByTestId('export-original'));
    expect(screen.getByTestId('export-reduced').textContent).toBe('Exports reduced to 4088 × 2725 px, not the original 8660 × 5773 px: this device cannot hold it at full size.');
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
