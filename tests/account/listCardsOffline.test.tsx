// @vitest-environment jsdom
// My Account's list cards that load by themselves — support requests and print orders — with no network:
// each says in its own place that the list could not be loaded and offers Try again, and the request layer's
// offline prompt (a modal over the page, spec §4.2) is not raised for a load the user did not ask for. The
// prompt stays for what the user does (a change of password). Try again loads the list once the network is back.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import print from '../../locales/en/print.json';
import support from '../../locales/en/support.json';
import { setOfflinePrompt, setUserEmailProvider } from '../../src/lib/request';
import TicketsCard from '../../src/features/support/TicketsCard';
import PrintOrdersCard from '../../src/features/print/PrintOrdersCard';

let online = false;
const prompt = vi.fn(async () => 'cancel' as const);

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['common', 'errors', 'print', 'support'], defaultNS: 'common', fallbackNS: ['errors', 'print', 'support'], resources: { en: { common, errors, print, support } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  online = false;
  document.cookie = 'csrftoken=tok123; path=/';
  vi.stubGlobal('fetch', vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  setUserEmailProvider(() => null);
  setOfflinePrompt(prompt);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOfflinePrompt(undefined);
  prompt.mockClear();
});

function show(card: 'tickets' | 'orders') {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{card === 'tickets' ? <TicketsCard /> : <PrintOrdersCard />}</MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId(card === 'tickets' ? 'support-tickets' : 'print-orders');
}

describe('a list card of My Account loaded with no network', () => {
  for (const [card, empty] of [['tickets', 'support_tickets_none'], ['orders', 'print_orders_none']] as const) {
    it(`${card}: says so in the card with Try again, raises no offline prompt, and loads on Try again`, async () => {
      const section = show(card);
      const alert = await within(section).findByRole('alert');
      expect(prompt).not.toHaveBeenCalled();
      online = true;
      fireEvent.click(within(alert).getByRole('button', { name: i18n.t('try_again') }));
      expect(await within(section).findByText(i18n.t(empty))).toBeTruthy();
      expect(within(section).queryByRole('alert')).toBeNull();
      expect(prompt).not.toHaveBeenCalled();
    });
  }
});
