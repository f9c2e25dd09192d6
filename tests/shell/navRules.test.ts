import { describe, expect, it } from 'vitest';
import { emailLimit, freeTrialEnabled, navRole, signOutHref, truncateEmail, upgradeLabelKey } from '../../src/app/layout/navRules';
import { buildRouteTable } from '../../src/lib/shared/routes';

const table = buildRouteTable();
const ORIGIN = 'https://pixloom.test';
const href = (pathname: string, search = '', hash = '') => signOutHref(table.resolve(pathname), { pathname, search, hash }, ORIGIN);

describe('e-mail truncation (§9: 21 and 27 characters)', () => {
  it('keeps an address that fits and cuts a longer one to the limit, ending in an ellipsis', () => {
    expect(truncateEmail('ana@example.com', 21)).toBe('ana@example.com');
    const long = 'maria.fernanda.oliveira@example.com';
    expect(truncateEmail(long, 21)).toBe('maria.fernanda.olive…');
    expect([...truncateEmail(long, 21)]).toHaveLength(21);
    expect(truncateEmail(long, 27)).toBe('maria.fernanda.oliveira@ex…');
    expect([...truncateEmail(long, 27)]).toHaveLength(27);
  });

  it('an address of exactly the limit is shown whole', () => {
    const exact = 'a'.repeat(9) + '@example.com'; // 21 characters
    expect(truncateEmail(exact, 21)).toBe(exact);
    expect(truncateEmail(`${exact}x`, 21)).toHaveLength(21);
  });

  it('counts characters, not UTF-16 units, so an address is never cut inside a character', () => {
    const email = `${'😀'.repeat(25)}@example.com`;
    const cut = truncateEmail(email, 21);
    expect([...cut]).toHaveLength(21);
    expect(cut.startsWith('😀'.repeat(20))).toBe(true);
  });

  it('uses 21 on the phone-width bar (767 px and narrower) and 27 on wider ones', () => {
    expect(emailLimit(390)).toBe(21);
    expect(emailLimit(767)).toBe(21);
    expect(emailLimit(768)).toBe(27);
    expect(emailLimit(1366)).toBe(27);
  });
});

describe('sign-out return address (§2)', () => {
  it('is added on site root-like pages, with their query and hash', () => {
    expect(href('/')).toBe('/sign-out/?next=%2F');
    expect(href('/de/')).toBe('/sign-out/?next=%2Fde%2F');
    expect(href('/explore/photos/', '?sort=new', '#top')).toBe(`/sign-out/?next=${encodeURIComponent('/explore/photos/?sort=new#top')}`);
    expect(href('/learn/tutorials/')).toBe(`/sign-out/?next=${encodeURIComponent('/learn/tutorials/')}`);
  });

  it('is left out on my account and my photos', () => {
    expect(href('/my-account/')).toBe('/sign-out/');
    expect(href('/myphotos/')).toBe('/sign-out/');
    expect(href('/myphotos/public/')).toBe('/sign-out/');
  });

  it('is left out in the app (dashboard, create routes) and on unknown addresses', () => {
    expect(href('/dashboard/')).toBe('/sign-out/');
    expect(href('/de/dashboard/')).toBe('/sign-out/');
    expect(href('/create/collage/')).toBe('/sign-out/');
    expect(href('/no-such-page/')).toBe('/sign-out/');
  });

  it('never carries an address that leaves the site', () => {
    // A path the URL parser would turn into another host must not become a return address.
    const resolved = table.resolve('/explore/');
    expect(signOutHref(resolved, { pathname: '//evil.example/' }, ORIGIN)).toBe('/sign-out/');
  });
});

describe('roles and the upgrade button (§2, §6)', () => {
  it('tells visitors, free and Plus or trialing users apart', () => {
    expect(navRole(null)).toBe('visitor');
    expect(navRole(undefined)).toBe('visitor');
    expect(navRole({ pl: '0', subscription_status: 'free' })).toBe('free');
    expect(navRole({ pl: '1', subscription_status: 'plus' })).toBe('plus');
    expect(navRole({ pl: '1', subscription_status: 'trialing' })).toBe('plus');
  });

  it('labels the button "start free trial" while a trial is offered, "upgrade" otherwise, and hides it for Plus', () => {
    expect(upgradeLabelKey('free', false)).toBe('nav_upgrade');
    expect(upgradeLabelKey('visitor', false)).toBe('nav_upgrade');
    expect(upgradeLabelKey('free', true)).toBe('nav_start_free_trial');
    expect(upgradeLabelKey('plus', true)).toBeNull();
    expect(upgradeLabelKey('plus', false)).toBeNull();
  });

  it('offers the trial only with an unexpired trial record and no past subscription', () => {
    const now = 1_000_000;
    expect(freeTrialEnabled(null, null, now)).toBe(false);
    expect(freeTrialEnabled({ expires: now + 1 }, null, now)).toBe(true);
    expect(freeTrialEnabled({ expires: now + 1 }, { subscr_count: 0 }, now)).toBe(true);
    expect(freeTrialEnabled({ expires: now }, { subscr_count: 0 }, now)).toBe(false);
    expect(freeTrialEnabled({ expires: now + 1 }, { subscr_count: 2 }, now)).toBe(false);
  });
});
