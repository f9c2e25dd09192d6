// `next` after sign-in and sign-out (spec §2.3, §1): a place on this site is followed, one that leaves it
// is refused; sign-out goes home in the user's language, or to the dashboard when installed.
import { describe, expect, it } from 'vitest';
import { safeNext, safeNextAfterSignIn, signInPath } from '../../src/features/auth/next';
import { signOutTarget } from '../../src/features/auth/signOut';

const ORIGIN = 'https://pixloom.example';

describe('safeNext', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNext('/my-account/', ORIGIN)).toBe('/my-account/');
    expect(safeNext('/myphotos/public/?x=1#top', ORIGIN)).toBe('/myphotos/public/?x=1#top');
    expect(safeNext(`${ORIGIN}/create/`, ORIGIN)).toBe('/create/');
    expect(safeNext('/a/../b/', ORIGIN)).toBe('/b/');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a scripted URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', 'my-account/'],
    ['the same host on another port', 'https://pixloom.example:8443/'],
    ['plain http of this host', 'http://pixloom.example/'],
    ['control characters', '/\n//evil.example'],
    ['nothing', ''],
    // The URL parser collapses these to the path //evil.example, which a browser reads as another host.
    ['a dot-dot that leaves a protocol-relative path', '/..//evil.example'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['an encoded dot-dot', '/%2e%2e//evil.example'],
    ['a dot-dot inside the path', '/a/..//evil.example/x'],
    ['an absolute URL of this site that collapses', `${ORIGIN}/a/..//evil.example/`],
    ['an encoded backslash after a dot-dot', '/a/../%5Cevil.example'],
    ['an encoded double slash after a dot-dot', '/x/../%2F%2Fevil.example'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['credentials', 'https://user:pw@pixloom.example/'],
  ])('refuses %s', (_name, next) => {
    expect(safeNext(next, ORIGIN)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeNext(null, ORIGIN)).toBeNull();
    expect(safeNext(undefined, ORIGIN)).toBeNull();
  });

  it('does not sign in only to go to the sign-out page', () => {
    expect(safeNextAfterSignIn('/sign-out/', ORIGIN)).toBeNull();
    expect(safeNextAfterSignIn('/sign-out/?next=/', ORIGIN)).toBeNull();
    expect(safeNextAfterSignIn('/my-account/', ORIGIN)).toBe('/my-account/');
  });

  it('does not send a signed-in user back to the sign-in page (it would wait on its spinner)', () => {
    expect(safeNextAfterSignIn('/sign-in/', ORIGIN)).toBeNull();
    expect(safeNextAfterSignIn('/sign-in/?next=%2F', ORIGIN)).toBeNull();
    expect(safeNextAfterSignIn('/sign-in', ORIGIN)).toBeNull();
    expect(safeNextAfterSignIn('/a/..//evil.example/x', ORIGIN)).toBeNull();
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPath('/close-account/?q=abc')).toBe('/sign-in/?next=%2Fclose-account%2F%3Fq%3Dabc');
    expect(signInPath()).toBe('/sign-in/');
  });
});

describe('where sign-out goes', () => {
  it('home in the user\'s language', () => {
    expect(signOutTarget({ next: null, origin: ORIGIN, language: 'en', installed: false })).toBe('/');
    expect(signOutTarget({ next: null, origin: ORIGIN, language: 'fr', installed: false })).toBe('/fr/');
    // Languages without their own site pages use the English home page.
    expect(signOutTarget({ next: null, origin: ORIGIN, language: 'ja', installed: false })).toBe('/');
  });

  it('to the dashboard when the app is installed', () => {
    expect(signOutTarget({ next: null, origin: ORIGIN, language: 'de', installed: true })).toBe('/de/dashboard/');
    expect(signOutTarget({ next: null, origin: ORIGIN, language: 'en', installed: true })).toBe('/dashboard/');
  });

  it('to a next on this site, never one that leaves it', () => {
    expect(signOutTarget({ next: '/explore/', origin: ORIGIN, language: 'es', installed: false })).toBe('/explore/');
    expect(signOutTarget({ next: 'https://evil.example/', origin: ORIGIN, language: 'es', installed: false })).toBe('/es/');
    // The probe's sign-out/?next=%2F..%2F%2Fevil.example (decoded by the page's URLSearchParams).
    for (const next of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example/x']) {
      expect(signOutTarget({ next, origin: ORIGIN, language: 'en', installed: false })).toBe('/');
    }
  });
});
