// @vitest-environment jsdom
// The export dialog's photo information: off by default (the download has no EXIF), kept on request with
// the location removed unless unticked, a summary of what the file shares, and the reasons the choice is
// unavailable (no EXIF in the original, a PNG or WebP export).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import exifr from 'exifr';
import sharp from 'sharp';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorUi from '../../locales/en/editorUi.json';
import editorExport from '../../locales/en/editorExport.json';
import editor from '../../locales/en/editor.json';
import common from '../../locales/en/common.json';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { ExportDialog } from '../../src/features/editor/export/ExportDialog';
import type { EditorController } from '../../src/features/editor/state/editorController';
import type { ExportOptions } from '../../src/features/editor/engineClient';
import { cameraJpeg } from '../editor/support/exifFixture';

let i18n: I18n;
let exportedJpeg: Buffer;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editorExport, editor, common } }, ns: ['editorUi', 'editorExport', 'editor', 'common'], defaultNS: 'editorUi', fallbackNS: ['editorExport', 'editor', 'common'], interpolation: { escapeValue: false } });
  exportedJpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } }).jpeg().toBuffer();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An engine whose export answers at once with a plain JPEG (no EXIF, like the browser's encoder). */
function fakeEditor(): EditorController {
  const exportImage = vi.fn(async (_doc: unknown, options: ExportOptions) => ({ blob: new Blob([new Uint8Array(exportedJpeg)], { type: options.type }), width: 60, height: 40 }));
  const planExport = vi.fn(async () => ({ width: 60, height: 40, tiles: 0 }));
  return { exportImage, planExport, engineInfo: { maxImageSize: 4088 } } as unknown as EditorController;
}

function open(original: Buffer | null) {
  render(
    <I18nextProvider i18n={i18n}>
      <ExportDialog editor={fakeEditor()} document={createPhotoDocument({ imageId: 'i', width: 60, height: 40 })} picture={{ width: 60, height: 40 }} names={{ projectName: 'Harbour', originalName: 'IMG_1.JPG' }} loadOriginal={async () => (original ? new Uint8Array(original) : null)} onClose={vi.fn()} />
    </I18nextProvider>,
  );
}

/** Clicks Download and reads the EXIF of what was downloaded. */
async function download(): Promise<Record<string, unknown> | undefined> {
  let blob: Blob | null = null;
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:fake')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await act(async () => fireEvent.click(screen.getByTestId('export-download')));
  await waitFor(() => expect(blob).not.toBeNull());
  const bytes = new Uint8Array(await (blob as unknown as Blob).arrayBuffer());
  return (await exifr.parse(bytes, { tiff: true, exif: true, gps: true, translateValues: false })) as Record<string, unknown> | undefined;
}

const keepBox = () => screen.getByRole('checkbox', { name: 'Keep photo information (camera, date, settings)' }) as HTMLInputElement;

describe('photo information on export', () => {
  it('is off by default: the download carries no EXIF', async () => {
    open(await cameraJpeg());
    await waitFor(() => expect(keepBox().disabled).toBe(false));
    expect(keepBox().checked).toBe(false);
    expect(screen.queryByTestId('export-meta-summary')).toBeNull();
    expect(await download()).toBeUndefined();
  });

  it('kept: a summary names camera, date and the location to be removed; the file has them, without GPS', async () => {
    open(await cameraJpeg());
    await waitFor(() => expect(keepBox().disabled).toBe(false));
    fireEvent.click(keepBox());
    const summary = screen.getByTestId('export-meta-summary');
    expect(summary.textContent).toContain('Camera: Fujifilm X-T5');
    expect(summary.textContent).toMatch(/Taken: .*2024/);
    expect(summary.textContent).toContain('f/2.8 · 1/250 s · ISO 400');
    expect(screen.getByTestId('export-meta-location').textContent).toBe('This photo records where it was taken: the location will be removed.');
    expect((screen.getByRole('checkbox', { name: 'Remove location (GPS)' }) as HTMLInputElement).checked).toBe(true);
    const tags = await download();
    expect([tags?.Make, tags?.Model, tags?.Orientation, tags?.ExifImageWidth, tags?.ExifImageHeight]).toEqual(['Fujifilm', 'X-T5', 1, 60, 40]);
    expect(tags?.latitude).toBeUndefined();
  });

  it('the location is kept only when the user unticks its removal, with a warning', async () => {
    open(await cameraJpeg());
    await waitFor(() => expect(keepBox().disabled).toBe(false));
    fireEvent.click(keepBox());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove location (GPS)' }));
    expect(screen.getByTestId('export-meta-location').textContent).toBe('This photo records where it was taken: anyone with the file can see the location.');
    expect((await download())?.latitude).toBeCloseTo(59.9139, 3);
  });

  it('is unavailable, saying why, for an original without EXIF and for WebP', async () => {
    open(exportedJpeg);
    await waitFor(() => expect(screen.getByTestId('export-meta-why').textContent).toBe('This photo carries no camera information to keep.'));
    expect(keepBox().disabled).toBe(true);
    cleanup();
    open(await cameraJpeg());
    await waitFor(() => expect(keepBox().disabled).toBe(false));
    fireEvent.click(keepBox());
    fireEvent.click(screen.getByRole('radio', { name: 'WEBP' }));
    expect(keepBox().disabled).toBe(true);
    expect(screen.getByTestId('export-meta-why').textContent).toBe('Photo information is kept in JPEG and PNG files only.');
    expect(screen.queryByTestId('export-meta-summary')).toBeNull();
  });
});
