import { describe, expect, it } from 'vitest';
import { decideNavigation, needsLeaveConfirmation } from '../../src/app/routing/navigation';
import { localizedPath, startLanguage } from '../../src/app/language/language';
import { buildRouteTable } from '../../src/lib/shared/routes';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const routes = buildRouteTable();

describe('routing rules (spec §2.4)', () => {
  describe('pushing the same route twice is ignored', () => {
    it('ignores a push to the current address', () => {
      expect(decideNavigation(at('/explore/'), '/explore/', false)).toBe('ignore');
      expect(decideNavigation(at('/explore/', '?q=1'), '/explore/?q=1', false)).toBe('ignore');
    });
    it('pushes a different address', () => {
      expect(decideNavigation(at('/explore/'), '/explore/?q=1', false)).toBe('push');
    });
  });

  describe('replacing a route within the same section is allowed', () => {
    it('replaces within a create section', () => {
      expect(decideNavigation(at('/create/'), '/create/glitch-art/', true)).toBe('replace');
    });
    it('pushes instead of replacing across sections', () => {
      expect(decideNavigation(at('/create/'), '/create/collage/', true)).toBe('push');
      expect(decideNavigation(at('/create/'), '/dashboard/', true)).toBe('push');
    });
  });

  describe('leaving the create area asks for confirmation, except to the dashboard and my-account', () => {
    it('asks when leaving an open section for another page', () => {
      expect(needsLeaveConfirmation('/create/', '/explore/', true)).toBe(true);
      expect(needsLeaveConfirmation('/es/crear/collage/', '/myphotos/', true)).toBe(true);
    });
    it('does not ask for the dashboard or my-account', () => {
      expect(needsLeaveConfirmation('/create/', '/dashboard/', true)).toBe(false);
      expect(needsLeaveConfirmation('/create/', '/de/dashboard/', true)).toBe(false);
      expect(needsLeaveConfirmation('/create/', '/my-account/', true)).toBe(false);
    });
    it('does not ask within the create area or when no work is open', () => {
      expect(needsLeaveConfirmation('/create/', '/create/designer/', true)).toBe(false);
      expect(needsLeaveConfirmation('/create/', '/explore/', false)).toBe(false);
      expect(needsLeaveConfirmation('/explore/', '/myphotos/', true)).toBe(false);
    });
  });
});

describe('language of the app (spec §4.2, §9)', () => {
  it('takes the language of a localized route', () => {
    expect(startLanguage(routes.resolve('/es/crear/disenador/'), 'de')).toBe('es');
  });
  it('takes the lang cookie on English routes', () => {
    expect(startLanguage(routes.resolve('/create/'), 'ar')).toBe('ar');
  });
  it('ignores an invalid cookie and falls back to English', () => {
    expect(startLanguage(routes.resolve('/create/'), 'xx')).toBe('en');
    expect(startLanguage(null, undefined)).toBe('en');
  });
  it('finds the same page in another language', () => {
    expect(localizedPath(routes.resolve('/create/collage/glitch/'), 'de')).toBe('/de/erstellen/collagen/glitch/');
    expect(localizedPath(routes.resolve('/es/dashboard/'), 'en')).toBe('/dashboard/');
    expect(localizedPath(routes.resolve('/fr/'), 'it')).toBe('/it/');
    expect(localizedPath(routes.resolve('/de/erstellen/'), 'ja', '?a=1', '#h')).toBe('/create/?a=1#h');
    expect(localizedPath(routes.resolve('/my-account/'), 'de')).toBeNull();
  });
});
