// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { CompatResultDialog } from '../../src/features/compat/CompatResultDialog';
import { UnsupportedDevice } from '../../src/features/compat/UnsupportedDevice';
import { evaluateCompat, type CompatResult, type GlFacts } from '../../workers/compat/rules';
import en from '../../locales/en/compat.json';
import de from '../../locales/de/compat.json';
import { RENDERER, UA } from './userAgents';

const GPU: GlFacts = {
  offscreenCanvas: true,
  webglVersion: 2,
  maxTextureSize: 16384,
  maxCombinedTextureUnits: 96,
  renderer: RENDERER.nvidiaAngle,
  vendor: '',
  majorPerformanceCaveat: false,
  renderOk: true,
  halfFloatRender: true,
};

const desktopRefused: CompatResult = evaluateCompat({ userAgent: UA.windows10Chrome, maxTouchPoints: 0, devicePixelRatio: 1 }, { ...GPU, webglVersion: 0, renderer: '' });
const desktopOk: CompatResult = evaluateCompat({ userAgent: UA.windows10Chrome, maxTouchPoints: 0, devicePixelRatio: 1 }, GPU);
const phoneRefused: CompatResult = evaluateCompat({ userAgent: UA.android14Samsung, maxTouchPoints: 5, devicePixelRatio: 3 }, { ...GPU, renderer: RENDERER.maliG52 });

async function i18n(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['compat', 'common'],
    defaultNS: 'common',
    resources: { en: { compat: en, common: { close: 'Close' } }, de: { compat: de } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

async function show(ui: ReactElement, language = 'en') {
  const instance = await i18n(language);
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}

afterEach(cleanup);

describe('the compatibility result dialog', () => {
  it('is a modal dialog named by its title, with the messages and every test', async () => {
    await show(<CompatResultDialog result={desktopRefused} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: "This device can't run the Pixloom editor" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Graphics acceleration isn\'t available right now. Restart your browser and try again.')).toBeTruthy();
    expect(within(dialog).getByText('Updating your graphics driver may solve the problem.')).toBeTruthy();
    const webgl = dialog.querySelector('[data-test="webgl"]')!;
    expect(webgl.textContent).toContain('WebGL graphics');
    expect(webgl.textContent).toContain('Failed');
    expect(dialog.querySelector('[data-test="platform"]')!.textContent).toContain('Passed');
  });

  it('says the computer meets the requirements when it does', async () => {
    await show(<CompatResultDialog result={desktopOk} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Compatibility check' });
    expect(within(dialog).getByText('Your computer meets the requirements to run Pixloom.')).toBeTruthy();
    expect(within(dialog).getByText(`Graphics: ${RENDERER.nvidiaAngle}`)).toBeTruthy();
  });

  it('offers the support form with the device facts prefilled', async () => {
    await show(<CompatResultDialog result={desktopRefused} onClose={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Contact support' });
    const url = new URL(link.getAttribute('href')!, 'https://pixloom.test');
    expect(url.pathname).toBe('/contact-support/form/');
    expect(url.searchParams.get('issue')).toBe('features-not-accessible');
    expect(url.searchParams.get('system_info')).toContain('Failed tests: webgl');
  });

  it('shows the learn-more link on a computer but not on a phone', async () => {
    await show(<CompatResultDialog result={desktopRefused} onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/contact-support/features-not-accessible/');
    cleanup();
    await show(<CompatResultDialog result={phoneRefused} onClose={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('moves focus into the dialog when it opens', async () => {
    await show(<CompatResultDialog result={desktopOk} onClose={() => undefined} />);
    const close = screen.getAllByRole('button', { name: 'Close' }).find((b) => b.hasAttribute('data-autofocus'))!;
    expect(document.activeElement).toBe(close);
  });

  it('closes with Escape and with the close button', async () => {
    const onClose = vi.fn();
    await show(<CompatResultDialog result={desktopOk} onClose={onClose} />);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks the user\'s language', async () => {
    await show(<CompatResultDialog result={desktopRefused} onClose={() => undefined} />, 'de');
    expect(screen.getByRole('dialog', { name: 'Auf diesem Gerät kann der Pixloom-Editor nicht laufen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support kontaktieren' })).toBeTruthy();
  });
});

describe('the unsupported-device page', () => {
  it('replaces the app with an explanation, the tests and the support offer', async () => {
    await show(<UnsupportedDevice result={phoneRefused} />);
    const heading = screen.getByRole('heading', { level: 1, name: "This device can't run the Pixloom editor" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('main', { name: "This device can't run the Pixloom editor" })).toBeTruthy();
    expect(screen.getByText("Your device's graphics can't run the Pixloom editor.")).toBeTruthy();
    expect(document.querySelector('[data-test="mobile_gpu"]')!.textContent).toContain('Failed');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toContain('issue=features-not-accessible');
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
  });

  it('links to learn more on a computer', async () => {
    await show(<UnsupportedDevice result={desktopRefused} learnMoreHref="/help/requirements/" />);
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/help/requirements/');
  });
});
