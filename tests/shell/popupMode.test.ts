import { describe, expect, it } from 'vitest';
import { alternatesOf, languagePopupMode, popupLanguages } from '../../src/app/language/popupMode';
import { APP_LANGUAGES } from '../../src/lib/shared/languages';
import { buildRouteTable } from '../../src/lib/shared/routes';

const table = buildRouteTable();
const modeAt = (path: string) => {
  const resolved = table.resolve(path);
  return languagePopupMode(resolved, alternatesOf(resolved));
};

describe('language popup modes (subscription-navigation §2)', () => {
  it('is APP on create routes, in any language and with a deep link', () => {
    expect(modeAt('/create/')).toBe('app');
    expect(modeAt('/de/erstellen/collagen/')).toBe('app');
    expect(modeAt('/create/glitch-art/')).toBe('app');
  });

  it('is STATIC on pages with alternate-language versions, which list the site languages only', () => {
    expect(modeAt('/')).toBe('static');
    expect(modeAt('/fr/')).toBe('static');
    const alternates = alternatesOf(table.resolve('/fr/'));
    expect(alternates).toContainEqual({ lang: 'en', href: '/' });
    expect(alternates).toContainEqual({ lang: 'pt', href: '/pt/' });
    expect(popupLanguages('static', alternates)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it']);
  });

  it('is DYNAMIC elsewhere, dashboard included, with every app language', () => {
    expect(modeAt('/dashboard/')).toBe('dynamic');
    expect(modeAt('/it/dashboard/')).toBe('dynamic');
    expect(modeAt('/explore/')).toBe('dynamic');
    expect(modeAt('/my-account/')).toBe('dynamic');
    expect(popupLanguages('dynamic', [])).toEqual(APP_LANGUAGES);
    expect(popupLanguages('app', [])).toEqual(APP_LANGUAGES);
  });
});
