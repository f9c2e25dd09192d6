// @vitest-environment jsdom
// "Save to My Photos" as the user works it (issue 14): it asks the title (the project's name to start with)
// and whether the photo is public or private before it renders and uploads; its "Open My Photos" closes it.
// The upload itself (kept on the device, then direct upload, photo/add and the public step through the outbox)
// has its own tests (tests/outbox/upload.test.ts, e2e/offline-sync.spec.ts): here the photos area's
// keepAndUploadPhoto is a stand-in that records what the dialog asked for, and answers delivered or kept.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorUi from '../../locales/en/editorUi.json';
import editor from '../../locales/en/editor.json';
import common from '../../locales/en/common.json';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorController } from '../../src/features/editor/state/editorController';

const photos = vi.hoisted(() => ({
  keepAndUploadPhoto: vi.fn(
    async (_blob: Blob, _options: { title?: string; filename?: string; makePublic?: boolean }): Promise<{ state: 'delivered'; photo: null } | { state: 'waiting' }> => ({ state: 'delivered', photo: null }),
  ),
}));
vi.mock('../../src/features/photos', () => photos);
vi.mock('../../src/features/gallery', () => ({ myPhotosPath: () => '/myphotos/' }));

const { SaveToPhotosDialog } = await import('../../src/features/editor/export/SaveToPhotosDialog');

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, common } }, ns: ['editorUi', 'editor', 'common'], defaultNS: 'editorUi', fallbackNS: ['editor', 'common'], interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  photos.keepAndUploadPhoto.mockClear();
});

const names = { projectName: 'Harbour at dusk', originalName: 'IMG_1.JPG' };
const fakeEditor = { exportImage: vi.fn(async () => ({ blob: new Blob(['x'], { type: 'image/jpeg' }), width: 6, height: 4 })) } as unknown as EditorController;

function open(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <SaveToPhotosDialog editor={fakeEditor} document={createPhotoDocument({ imageId: 'i', width: 6, height: 4 })} names={names} onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

describe('save to My Photos', () => {
  it('asks the title and the visibility first, then saves with them; a public photo is made public', async () => {
    open();
    const title = screen.getByTestId('save-title') as HTMLInputElement;
    expect(title.value).toBe('Harbour at dusk');
    expect((screen.getByTestId('save-private') as HTMLInputElement).checked).toBe(true);
    expect(photos.keepAndUploadPhoto).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'Evening in the harbour' } });
    fireEvent.click(screen.getByTestId('save-public'));
    await act(async () => fireEvent.click(screen.getByTestId('save-start')));
    expect(await screen.findByTestId('save-done')).toBeTruthy();
    expect(photos.keepAndUploadPhoto.mock.calls[0]?.[1]).toMatchObject({ title: 'Evening in the harbour', makePublic: true });
  });

  it('keeps a private photo private, and its Open My Photos link closes the dialog', async () => {
    const onClose = open();
    await act(async () => fireEvent.click(screen.getByTestId('save-start')));
    expect(await screen.findByTestId('save-done')).toBeTruthy();
    expect(photos.keepAndUploadPhoto.mock.calls[0]?.[1]).toMatchObject({ title: 'Harbour at dusk', makePublic: false });
    const link = screen.getByTestId('save-open-photos');
    expect(link.getAttribute('href')).toBe('/myphotos/');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('offline, says the photo is kept on this device and will be added when back online', async () => {
    photos.keepAndUploadPhoto.mockResolvedValueOnce({ state: 'waiting' });
    open();
    await act(async () => fireEvent.click(screen.getByTestId('save-start')));
    expect(await screen.findByText('Saved on this device. It will be added to My Photos when you are back online.')).toBeTruthy();
  });
});
