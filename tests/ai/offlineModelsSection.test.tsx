// @vitest-environment jsdom
// The settings' "Download AI tools for offline use": it shows the models' total size, downloads them with
// progress in bytes, then says "Available offline" — and says so at once when opened again (after a reload)
// because the models are in the cache; a failed download offers to try again.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import aiModels from '../../locales/en/aiModels.json';

const models = vi.hoisted(() => ({
  available: vi.fn<() => Promise<boolean>>(),
  download: vi.fn<(onProgress?: (p: { loaded: number; total: number }) => void) => Promise<{ totalBytes: number; files: [] }>>(),
}));
vi.mock('../../src/features/ai/offlineModels', () => ({
  modelsAvailableOffline: () => models.available(),
  modelsManifest: async () => ({ totalBytes: 2_761_298, files: [] }),
  downloadModels: (onProgress?: (p: { loaded: number; total: number }) => void) => models.download(onProgress),
}));

const { OfflineModelsSection } = await import('../../src/features/ai');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: aiModels } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  models.available.mockReset();
  models.download.mockReset();
});
afterEach(cleanup);

const show = () =>
  render(
    <I18nextProvider i18n={i18next}>
      <OfflineModelsSection />
    </I18nextProvider>,
  );

describe('Download AI tools for offline use', () => {
  it('shows the total size, the progress in bytes, then Available offline', async () => {
    models.available.mockResolvedValue(false);
    let report: ((p: { loaded: number; total: number }) => void) | undefined;
    let finish: (() => void) | undefined;
    models.download.mockImplementation((onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = () => resolve({ totalBytes: 2_761_298, files: [] })));
    });
    show();
    expect(screen.getByText('Download AI tools for offline use')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/2\.8 MB/)).toBeTruthy());
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    report?.({ loaded: 1_000_000, total: 2_761_298 });
    await waitFor(() => expect(screen.getByText('1 MB of 2.8 MB')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    finish?.();
    expect(await screen.findByText('Available offline')).toBeTruthy();
  });

  it('says Available offline at once when the models are already kept', async () => {
    models.available.mockResolvedValue(true);
    show();
    expect(await screen.findByText('Available offline')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('offers to try again when the download fails', async () => {
    models.available.mockResolvedValue(false);
    models.download.mockRejectedValue(new Error('request_failed'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be downloaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
