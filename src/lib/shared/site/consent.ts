// Cookie consent (spec account-content §2, §4 "Cookie consent", §9): who is asked, and how long the answer is
// kept. The spec does not list the countries: these are the GDPR's (the European Economic Area), the UK's
// and Switzerland's, whose laws ask consent before non-essential cookies.
export const CONSENT_COOKIE = 'gdpr_cookie_consent';
export const CONSENT_YES_DAYS = 365;
export const CONSENT_NO_DAYS = 30;
/** The country the app reports for prices (subscription-navigation §4), also read here. */
export const COUNTRY_COOKIE = 'ui_country';
/** The testing flag: `?cookie_consent_test=1` shows the banner whatever the country. */
export const CONSENT_TEST_PARAM = 'cookie_consent_test';
/** Set by the server on the page when it decided the visitor is asked (the app loads the banner then). */
export const CONSENT_META = 'px-consent';

export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  // European Union
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // the rest of the European Economic Area, the United Kingdom, Switzerland
  'IS', 'LI', 'NO', 'GB', 'CH',
  // the EU's outermost regions that have country codes of their own
  'GF', 'GP', 'MQ', 'RE', 'YT', 'MF', 'AX',
]);

export function isConsentCountry(country: unknown): boolean {
  return typeof country === 'string' && CONSENT_COUNTRIES.has(country.trim().toUpperCase());
}

export function isConsentAnswer(value: unknown): value is 'yes' | 'no' {
  return value === 'yes' || value === 'no';
}
