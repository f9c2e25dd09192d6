// @vitest-environment jsdom
// The font picker with the user's own fonts (issue 16): a font kept on this device for the signed-in user is
// listed under "Your fonts" and chosen like any other; a file that is not a font is refused with a message;
// a font can be removed; another user of the device does not see it.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import editorText from '../../locales/en/editorText.json';
import userFontsNs from '../../locales/en/userFonts.json';
import { FontPicker } from '../../src/features/editor/panels/text/FontPicker';
import { fontAssetId } from '../../src/lib/userFonts/file';
import { forgetPageFonts, keepUserFont, listUserFonts } from '../../src/lib/userFonts/store';
import { currentUser, type User } from '../../src/lib/user';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  const resources = { editorText, userFonts: userFontsNs };
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, ns: Object.keys(resources), defaultNS: 'editorText', fallbackNS: Object.keys(resources), interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  forgetPageFonts();
  currentUser.set(null);
});

const PACIFICO = readFileSync('node_modules/@fontsource/pacifico/files/pacifico-latin-400-normal.woff2');

function mount(value = 'Inter') {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FontPicker value={value} onChange={onChange} />
    </I18nextProvider>,
  );
  return { onChange };
}

describe('the font picker with uploaded fonts', () => {
  it('lists the user’s font under Your fonts, chooses it, and removes it', async () => {
    currentUser.set({ email: 'ann@example.com' } as User);
    const bytes = new Uint8Array(PACIFICO).slice().buffer;
    await keepUserFont('ann@example.com', { id: await fontAssetId(bytes), family: 'Ann Script', type: 'font/woff2', bytes });
    const { onChange } = mount();
    const group = await screen.findByRole('group', { name: 'Your fonts' });
    const option = within(group).getByRole('option', { name: 'Ann Script' });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('Ann Script');
    // Listed once, under Your fonts (not again among the device's fonts).
    expect(screen.getAllByRole('option', { name: 'Ann Script' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann Script from your fonts' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Your fonts' })).toBeNull());
    expect(await listUserFonts('ann@example.com')).toEqual([]);
  });

  it('refuses a file that is not a font, saying so, and keeps nothing', async () => {
    currentUser.set({ email: 'ann@example.com' } as User);
    const { onChange } = mount();
    expect(screen.getByRole('button', { name: 'Upload a font' })).toBeTruthy();
    const input = screen.getByTestId('user-font-file') as HTMLInputElement;
    const file = new File(['<html>hello</html>'], 'notes.ttf', { type: 'font/ttf' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('notes.ttf is not a font file Pixloom can read (WOFF2, WOFF, TTF or OTF).');
    expect(onChange).not.toHaveBeenCalled();
    expect(await listUserFonts('ann@example.com')).toEqual([]);
  });

  it('does not show one user’s fonts to another user of the device', async () => {
    const bytes = new Uint8Array(PACIFICO).slice().buffer;
    await keepUserFont('bob@example.com', { id: await fontAssetId(bytes), family: 'Bob Hand', type: 'font/woff2', bytes });
    currentUser.set({ email: 'ann@example.com' } as User);
    mount();
    await screen.findByRole('button', { name: 'Upload a font' });
    await act(async () => {
      await listUserFonts('ann@example.com');
    });
    expect(screen.queryByRole('option', { name: 'Bob Hand' })).toBeNull();
  });
});
