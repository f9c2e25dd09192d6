// @vitest-environment jsdom
// The settings' storage section (src/features/offline/StorageSection.tsx) on a fake navigator.storage: a
// loading state while the estimate is read, then the space used and the quota in the user's language and
// whether the storage is persistent; a browser that does not say gets a plain sentence. And persistent
// storage is asked for with the first project saved on the device, once (localProjects.ts).
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import offline from '../../locales/en/offline.json';
import offlineDe from '../../locales/de/offline.json';

const persist = vi.hoisted(() => ({ request: vi.fn(async () => true) }));
vi.mock('../../src/lib/persistentStorage', () => ({ requestPersistentStorage: persist.request }));

const { StorageSection } = await import('../../src/features/offline/StorageSection');
const { formatBytes } = await import('../../src/features/offline/storageUsage');
const { insertProject } = await import('../../src/features/projects/localProjects');
const { createPhotoDocument } = await import('../../src/lib/shared/editor');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: offline }, de: { translation: offlineDe } }, interpolation: { escapeValue: false } });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

function fakeStorage(estimate: Promise<StorageEstimate>, persisted = false): void {
  vi.stubGlobal('navigator', { ...navigator, storage: { estimate: () => estimate, persisted: async () => persisted, persist: async () => true } });
}

/** Intl separates numbers and units with no-break spaces in some languages. */
const plain = (text: string | null): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const show = () =>
  render(
    <I18nextProvider i18n={i18next}>
      <StorageSection />
    </I18nextProvider>,
  );

describe('storage in the settings', () => {
  it('says it is checking while the estimate is read, then the space used of the quota', async () => {
    let answer: ((e: StorageEstimate) => void) | undefined;
    fakeStorage(new Promise((resolve) => (answer = resolve)), true);
    show();
    expect(screen.getByRole('status').textContent).toContain('Checking the storage used…');
    expect(screen.getByTestId('settings-storage').getAttribute('aria-busy')).toBe('true');
    answer?.({ usage: 12_400_000, quota: 1_200_000_000 });
    expect((await screen.findByTestId('settings-storage-used')).textContent).toBe('12.4 MB of 1.2 GB used');
    expect(screen.getByTestId('settings-storage-persistent').textContent).toContain('Persistent');
    expect(screen.getByRole('meter', { name: 'Storage used' }).getAttribute('value')).toBe('12400000');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the storage is not persistent, in the user’s language and number format', async () => {
    await i18next.changeLanguage('de');
    fakeStorage(Promise.resolve({ usage: 950_000, quota: 2_500_000_000 }), false);
    show();
    expect(plain((await screen.findByTestId('settings-storage-used')).textContent)).toBe('950 kB von 2,5 GB belegt');
    expect(screen.getByTestId('settings-storage-persistent').textContent).toContain('Nicht dauerhaft');
  });

  it('says so plainly where the browser gives no estimate', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    show();
    expect(await screen.findByText('This browser does not say how much storage is used.')).toBeTruthy();
  });

  it('formats sizes with the largest unit that keeps them at 1 or more', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    expect(formatBytes(1_500, 'en')).toBe('1.5 kB');
    expect(plain(formatBytes(3_210_000_000, 'fr'))).toBe('3,2 Go');
  });
});

describe('persistent storage', () => {
  it('is asked for when the first project is saved on the device, and not again', async () => {
    const doc = createPhotoDocument({ imageId: 'img_1', width: 80, height: 60 });
    const project = (id: string) => ({ id, owner: 'anonymous', name: id, section: 'editor' as const, document: doc, assets: [], now: Date.now() });
    await insertProject(project('first'));
    expect(persist.request).toHaveBeenCalledTimes(1);
    await insertProject(project('second'));
    expect(persist.request).toHaveBeenCalledTimes(1);
  });
});
