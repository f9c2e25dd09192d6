// @vitest-environment jsdom
// The export dialog of a design (issue 16) as the user works it: PNG, JPEG, WebP and PDF; 1×, 2×, 3× the
// canvas (lowered with a note past the device's largest side); a transparent PNG without the canvas'
// background; the PDF with progress, cancel and a message when it fails. A photo's dialog has none of it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorUi from '../../locales/en/editorUi.json';
import editor from '../../locales/en/editor.json';
import common from '../../locales/en/common.json';
import designerExport from '../../locales/en/designerExport.json';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { ExportDialog } from '../../src/features/editor/export/ExportDialog';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { ExportOptions, JobOptions } from '../../src/features/editor/engineClient';
import type { PdfJob } from '../../src/features/editor/export/pdf/exportPdf';

const pdfCalls: Array<{ doc: EditorDocument; job: PdfJob; resolve: () => void; reject: (e: unknown) => void }> = [];
vi.mock('../../src/features/editor/export/pdf/exportPdf', () => ({
  exportDesignPdf: (_editor: unknown, doc: EditorDocument, job: PdfJob) =>
    new Promise((resolve, reject) => {
      job.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pdfCalls.push({ doc, job, resolve: () => resolve({ blob: new Blob(['%PDF'], { type: 'application/pdf' }), result: { bytes: new Uint8Array(), pictures: [], texts: [] } }), reject });
    }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, common, designerExport } }, ns: ['editorUi', 'editor', 'common', 'designerExport'], defaultNS: 'editorUi', fallbackNS: ['editor', 'common', 'designerExport'], interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  pdfCalls.length = 0;
});

function fakeEditor(maxImageSize = 4088) {
  const calls: Array<{ doc: EditorDocument; options: ExportOptions; job: JobOptions; resolve: () => void; reject: (e: unknown) => void }> = [];
  const exportImage = vi.fn(
    (doc: EditorDocument, options: ExportOptions, job: JobOptions) =>
      new Promise((resolve, reject) => {
        job.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ doc, options, job, resolve: () => resolve({ blob: new Blob(['x'], { type: options.type }), width: options.width, height: options.height }), reject });
      }),
  );
  // The engine's plan for a full-size export: the document's own size, in one piece (no tiles, nothing reduced).
  const planExport = vi.fn(async (doc: EditorDocument) => ({ width: doc.canvas.width, height: doc.canvas.height, tiles: 0 }));
  return { editor: { exportImage, planExport, engineInfo: { maxImageSize } } as unknown as EditorController, calls };
}

function designDoc(): EditorDocument {
  const doc = newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 }, '#ffeeddff');
  return { ...doc, canvas: { ...doc.canvas, gradient: { kind: 'linear', from: '#ff0000ff', to: '#0000ffff', angle: 90 } } };
}

function open(fake: EditorController, doc: EditorDocument = designDoc(), onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ExportDialog editor={fake} document={doc} picture={{ width: doc.canvas.width, height: doc.canvas.height }} names={{ projectName: 'Summer sale', originalName: null }} onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

function downloads(): string[] {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('exporting a design', () => {
  it('offers PNG, JPEG, WebP and PDF and 1×, 2×, 3× the canvas; 2× PNG renders twice the size', async () => {
    const { editor: fake, calls } = fakeEditor();
    const names = downloads();
    const onClose = open(fake);
    for (const id of ['export-format-png', 'export-format-jpeg', 'export-format-webp', 'export-format-pdf', 'export-scale-1', 'export-scale-2', 'export-scale-3']) expect(screen.getByTestId(id)).toBeTruthy();
    expect((screen.getByTestId('export-format-png') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('export-scale-2').parentElement?.textContent).toBe('2× · 2160 × 2160');
    fireEvent.click(screen.getByTestId('export-scale-2'));
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toEqual({ type: 'image/png', quality: undefined, width: 2160, height: 2160 });
    // Not transparent unless asked: the canvas keeps its background.
    expect(calls[0]?.doc.canvas.gradient).toBeDefined();
    await act(async () => calls[0]?.resolve());
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^pixloom-summer-sale-\d{4}-\d{2}-\d{2}\.png$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('a transparent PNG leaves out the canvas colour, gradient and pattern; the choice is for PNG only', () => {
    const { editor: fake, calls } = fakeEditor();
    open(fake);
    fireEvent.click(screen.getByTestId('export-transparent'));
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.doc.canvas).toEqual({ width: 1080, height: 1080, background: '#00000000' });
    cleanup();
    open(fakeEditor().editor);
    fireEvent.click(screen.getByTestId('export-format-jpeg'));
    expect(screen.queryByTestId('export-transparent')).toBeNull();
    expect(screen.getByTestId('export-quality')).toBeTruthy();
  });

  it('a size past the largest this device exports is lowered, with a note', () => {
    const { editor: fake, calls } = fakeEditor(3000);
    open(fake);
    fireEvent.click(screen.getByTestId('export-scale-3'));
    expect(screen.getByTestId('export-capped').textContent).toContain('3000 × 3000');
    fireEvent.click(screen.getByTestId('export-download'));
    expect(calls[0]?.options).toMatchObject({ width: 3000, height: 3000 });
  });

  it('the PDF: no scale, a progress bar while it is built, cancel, then a .pdf download', async () => {
    const names = downloads();
    const onClose = open(fakeEditor().editor);
    fireEvent.click(screen.getByTestId('export-format-pdf'));
    expect(screen.queryByTestId('export-scale-2')).toBeNull();
    expect(screen.getByTestId('export-filename').textContent).toMatch(/\.pdf$/);
    fireEvent.click(screen.getByTestId('export-download'));
    await vi.waitFor(() => expect(pdfCalls).toHaveLength(1));
    act(() => pdfCalls[0]?.job.onProgress?.(0.5));
    expect(screen.getByTestId('export-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('export-progress').getAttribute('aria-label')).toBe('Building the PDF… 50%');
    // Cancel stops it and keeps the dialog open.
    await act(async () => fireEvent.click(screen.getByTestId('export-cancel')));
    expect(pdfCalls[0]?.job.signal?.aborted).toBe(true);
    expect(screen.queryByTestId('export-progress')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('export-download'));
    await vi.waitFor(() => expect(pdfCalls).toHaveLength(2));
    expect(pdfCalls[1]?.job.title).toBe('Summer sale');
    await act(async () => pdfCalls[1]?.resolve());
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^pixloom-summer-sale-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('says clearly when the PDF fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(fakeEditor().editor);
    fireEvent.click(screen.getByTestId('export-format-pdf'));
    fireEvent.click(screen.getByTestId('export-download'));
    await vi.waitFor(() => expect(pdfCalls).toHaveLength(1));
    await act(async () => pdfCalls[0]?.reject(new Error('font table broken')));
    expect(screen.getByRole('alert').textContent).toBe('The PDF could not be made. Try again, or export a PNG.');
  });

  it('a photo’s export dialog stays as it was: no PDF, no 2×, no transparency', () => {
    open(fakeEditor().editor, createPhotoDocument({ imageId: 'i', width: 600, height: 400 }));
    expect(screen.queryByTestId('export-format-pdf')).toBeNull();
    expect(screen.queryByTestId('export-scale-2')).toBeNull();
    expect(screen.queryByTestId('export-transparent')).toBeNull();
    expect(screen.getByRole('radio', { name: '50% · 300 × 200' })).toBeTruthy();
  });
});
