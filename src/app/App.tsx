import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppRouter } from './routing/router';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppRouter />
    </I18nextProvider>
  );
}
