// An i18next instance with the English texts the accounts screens use, for component tests.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../locales/en/auth.json';
import account from '../../locales/en/account.json';
import errors from '../../locales/en/errors.json';
import common from '../../locales/en/common.json';
import authServer from '../../locales/en/auth_server.json';

export async function englishI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'auth', 'account', 'errors', 'auth_server'],
    defaultNS: 'common',
    fallbackNS: ['auth', 'account', 'errors', 'auth_server'],
    resources: { en: { common, auth, account, errors, auth_server: authServer } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
