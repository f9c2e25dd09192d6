import { describe, expect, it, vi } from 'vitest';
import { buildRouteTable, CREATE_ROUTES, normalizePath, RouteError, RouteTable, productRoutes, type RouteDefinition } from '../../src/lib/shared/routes';
import { SITE_LANGUAGES } from '../../src/lib/shared/languages';

const route = (key: string, page: RouteDefinition['page'] = 'home'): RouteDefinition => ({ key, page, lang: 'en' });

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof RouteError ? error.code : 'other';
  }
  return undefined;
}

describe('the route table (spec §2)', () => {
  describe('route keys start and end with a slash and are unique', () => {
    it('refuses keys without the slashes', () => {
      const table = new RouteTable();
      expect(errorCode(() => table.register(route('create/')))).toBe('invalid_route_key');
      expect(errorCode(() => table.register(route('/create')))).toBe('invalid_route_key');
      expect(errorCode(() => table.register(route('/a//b/')))).toBe('invalid_route_key');
    });
    it('refuses a key registered twice', () => {
      const table = new RouteTable().register(route('/a/'));
      expect(errorCode(() => table.register(route('/a/', 'dashboard')))).toBe('duplicate_route_key');
    });
    it('has unique, valid keys in the product table', () => {
      const keys = productRoutes().map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(() => buildRouteTable()).not.toThrow();
    });
  });

  describe('routes are registered before the first route is handled', () => {
    it('refuses a registration after the first resolution', () => {
      const table = new RouteTable().register(route('/a/'));
      table.resolve('/a/');
      expect(errorCode(() => table.register(route('/b/')))).toBe('routes_sealed');
    });
  });

  describe('a route-resolution collision is reported and ignored', () => {
    it('reports two equally specific matches and uses the first registered', () => {
      const onCollision = vi.fn();
      const table = new RouteTable(onCollision).register({ ...route('/g/{a}/'), page: 'userGallery' }).register({ ...route('/g/{b}/'), page: 'explore' });
      expect(table.resolve('/g/x/')?.route.page).toBe('userGallery');
      expect(onCollision).toHaveBeenCalledTimes(1);
    });
    it('prefers static segments over parameters without reporting', () => {
      const onCollision = vi.fn();
      const table = buildRouteTable(onCollision);
      expect(table.resolve('/explore/photos/')?.route.key).toBe('/explore/photos/');
      expect(table.resolve('/explore/photos/cats/')?.params).toEqual({ keyword: 'cats' });
      expect(table.resolve('/contact-support/form/')?.route.key).toBe('/contact-support/form/');
      expect(onCollision).not.toHaveBeenCalled();
    });
  });

  describe('create routes per language accept a {deepLink} after them', () => {
    const table = buildRouteTable();
    it.each(SITE_LANGUAGES.filter((l) => l !== 'it'))('has the %s create routes of §2.1', (lang) => {
      for (const [section, key] of Object.entries(CREATE_ROUTES[lang])) {
        const resolved = table.resolve(key);
        expect(resolved?.route.page).toBe('create');
        expect(resolved?.route.section).toBe(section);
        expect(resolved?.route.lang).toBe(lang);
      }
    });
    it('passes the rest of the address as the deep link', () => {
      expect(table.resolve('/create/glitch-art/')?.rest).toEqual(['glitch-art']);
      expect(table.resolve('/es/crear/disenador/template-1-2abcde/')?.route.section).toBe('designer');
    });
  });

  describe('other routes of §2.3 resolve', () => {
    const table = buildRouteTable();
    it.each([
      ['/dashboard/', 'dashboard'], ['/es/dashboard/', 'dashboard'], ['/pt/dashboard/', 'dashboard'], ['/fr/dashboard/', 'dashboard'], ['/de/dashboard/', 'dashboard'], ['/it/dashboard/', 'dashboard'],
      ['/my-account/', 'myAccount'], ['/myphotos', 'myPhotos'], ['/myphotos/public/', 'myPhotos'], ['/sign-out/', 'signOut'], ['/contact-support/', 'contactSupport'],
      ['/sign-in/', 'signIn'], ['/learn/tutorials/', 'learnTutorials'], ['/learn/inspiration/', 'learnInspiration'], ['/learn/new-pixloom-mobile/', 'learnNewMobile'],
      ['/explore/', 'explore'], ['/explore/gallery/42/', 'exploreGallery'], ['/gallery/anna/', 'userGallery'], ['/close-account/', 'closeAccount'], ['/reset-password/', 'resetPassword'],
    ])('%s is %s', (path, page) => {
      expect(table.resolve(path)?.route.page).toBe(page);
    });
    it('leaves unknown routes to the server', () => {
      expect(table.resolve('/offline-test/')).toBeNull();
      expect(table.resolve('/api/auth/status/')).toBeNull();
      expect(table.resolve('/404/')).toBeNull();
    });
  });

  it('normalizes paths with the trailing slash', () => {
    expect(normalizePath('/myphotos')).toBe('/myphotos/');
    expect(normalizePath('//create//x')).toBe('/create/x/');
  });
});
