// The route table (spec shell-auth-platform §2): shared by the app's router, the server (which serves the
// app for known routes and a real 404 for the rest) and the service worker (which answers navigations to
// known routes from the precache).
import type { SiteLanguage } from './languages';

export type SectionId = 'editor' | 'collage' | 'designer';
export const SECTIONS: readonly SectionId[] = ['editor', 'collage', 'designer'];

export type PageName =
  | 'home'
  | 'create'
  | 'dashboard'
  | 'myAccount'
  | 'myPhotos'
  | 'signIn'
  | 'signOut'
  | 'contactSupport'
  | 'learnTutorials'
  | 'learnInspiration'
  | 'learnNewMobile'
  | 'explore'
  | 'exploreGallery'
  | 'userGallery'
  | 'closeAccount'
  | 'resetPassword'
  | 'privacy'
  | 'pricing'
  | 'whatsNew'
  | 'learn'
  | 'renewalPolicy'
  /** A site page of the translated table (src/lib/shared/site/paths.ts), resolved lazily (routing/SiteRoute.tsx). */
  | 'site'
  | 'blogSearch';

export interface RouteOptions {
  customElement?: string;
  showSiteNav?: boolean;
  stickySidebar?: boolean;
  themeColor?: string;
}

export interface RouteDefinition {
  /** Starts and ends with a slash; `{name}` marks a parameter segment. */
  key: string;
  page: PageName;
  lang: SiteLanguage;
  section?: SectionId;
  /** Create routes accept a {deepLink} of further segments after the key. */
  acceptsRest?: boolean;
  options?: RouteOptions;
}

export interface ResolvedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
  rest: string[];
}

export type RouteErrorCode = 'invalid_route_key' | 'duplicate_route_key' | 'routes_sealed';

export class RouteError extends Error {
  constructor(readonly code: RouteErrorCode, readonly key: string) {
    super(`${code}: ${key}`);
    this.name = 'RouteError';
  }
}

/** Create route prefixes and section URLs per language (spec §2.1). Italian is ours: the spec does not show it. */
export const CREATE_ROUTES: Record<SiteLanguage, Record<SectionId, string>> = {
  en: { editor: '/create/', collage: '/create/collage/', designer: '/create/designer/' },
  es: { editor: '/es/crear/', collage: '/es/crear/collage/', designer: '/es/crear/disenador/' },
  pt: { editor: '/pt/criar/', collage: '/pt/criar/colagem/', designer: '/pt/criar/design/' },
  de: { editor: '/de/erstellen/', collage: '/de/erstellen/collagen/', designer: '/de/erstellen/designer/' },
  fr: { editor: '/fr/creer/', collage: '/fr/creer/collage/', designer: '/fr/creer/designer/' },
  it: { editor: '/it/crea/', collage: '/it/crea/collage/', designer: '/it/crea/designer/' },
};

export function dashboardPath(lang: SiteLanguage): string {
  return lang === 'en' ? '/dashboard/' : `/${lang}/dashboard/`;
}

export function homePath(lang: SiteLanguage): string {
  return lang === 'en' ? '/' : `/${lang}/`;
}

export function createPath(lang: SiteLanguage, section: SectionId, deepLink?: string): string {
  const base = CREATE_ROUTES[lang][section];
  if (!deepLink) return base;
  return `${base}${deepLink.replace(/^\/+|\/+$/g, '')}/`;
}

type SegmentKind = 0 | 1 | 2; // static, parameter, rest

function parseKey(key: string): string[] {
  return key.split('/').filter(Boolean);
}

export function isValidRouteKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith('/') && key.endsWith('/') && !key.includes('//');
}

/** Adds the trailing slash the route keys all have and drops duplicate slashes. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class RouteTable {
  private readonly routes: RouteDefinition[] = [];
  private readonly keys = new Set<string>();
  private sealed = false;

  constructor(private readonly onCollision: (path: string, routes: RouteDefinition[]) => void = () => undefined) {}

  /** Spec §5: keys start and end with a slash, are unique, and are registered before the first route is handled. */
  register(route: RouteDefinition): this {
    if (this.sealed) throw new RouteError('routes_sealed', route.key);
    if (!isValidRouteKey(route.key)) throw new RouteError('invalid_route_key', String(route.key));
    if (this.keys.has(route.key)) throw new RouteError('duplicate_route_key', route.key);
    this.keys.add(route.key);
    this.routes.push(route);
    return this;
  }

  /** The first resolution seals the table; later registrations throw. */
  seal(): void {
    this.sealed = true;
  }

  get isSealed(): boolean {
    return this.sealed;
  }

  all(): readonly RouteDefinition[] {
    return this.routes;
  }

  resolve(pathname: string): ResolvedRoute | null {
    this.sealed = true;
    const segments = parseKey(normalizePath(pathname)).map(safeDecode);
    let best: { match: ResolvedRoute; score: SegmentKind[] }[] = [];
    for (const route of this.routes) {
      const found = matchRoute(route, segments);
      if (!found) continue;
      const order = compareScores(found.score, best[0]?.score);
      if (order > 0) best = [found];
      else if (order === 0) best.push(found);
    }
    if (best.length > 1) {
      // Spec §2.4: a route-resolution collision is reported and ignored (the first registered wins).
      this.onCollision(pathname, best.map((b) => b.match.route));
    }
    return best[0]?.match ?? null;
  }
}

function matchRoute(route: RouteDefinition, segments: string[]): { match: ResolvedRoute; score: SegmentKind[] } | null {
  const keySegments = parseKey(route.key);
  if (segments.length < keySegments.length) return null;
  if (segments.length > keySegments.length && !route.acceptsRest) return null;
  const params: Record<string, string> = {};
  const score: SegmentKind[] = [];
  for (let i = 0; i < keySegments.length; i++) {
    const pattern = keySegments[i] ?? '';
    const value = segments[i] ?? '';
    const param = /^\{(\w+)\}$/.exec(pattern);
    if (param) {
      params[param[1] ?? ''] = value;
      score.push(1);
    } else if (pattern === value) {
      score.push(0);
    } else {
      return null;
    }
  }
  const rest = segments.slice(keySegments.length);
  for (let i = 0; i < rest.length; i++) score.push(2);
  return { match: { route, params, rest }, score };
}

/** Positive when `a` is more specific than `b`: static segments beat parameters, which beat deep-link rest. */
function compareScores(a: SegmentKind[], b: SegmentKind[] | undefined): number {
  if (!b) return 1;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x !== y) return y - x;
  }
  return 0;
}

const STATIC_ROUTES: Array<Omit<RouteDefinition, 'lang'>> = [
  { key: '/my-account/', page: 'myAccount', options: { showSiteNav: true } },
  { key: '/myphotos/', page: 'myPhotos', options: { showSiteNav: true } },
  { key: '/myphotos/{filter}/', page: 'myPhotos', options: { showSiteNav: true } },
  { key: '/sign-in/', page: 'signIn', options: { showSiteNav: true } },
  { key: '/sign-out/', page: 'signOut' },
  { key: '/contact-support/', page: 'contactSupport', options: { showSiteNav: true } },
  { key: '/contact-support/form/', page: 'contactSupport', options: { showSiteNav: true } },
  { key: '/contact-support/{slug}/', page: 'contactSupport', options: { showSiteNav: true } },
  { key: '/learn/tutorials/', page: 'learnTutorials', options: { showSiteNav: true } },
  { key: '/learn/inspiration/', page: 'learnInspiration', options: { showSiteNav: true } },
  { key: '/learn/new-pixloom-mobile/', page: 'learnNewMobile', options: { showSiteNav: true } },
  { key: '/explore/', page: 'explore', options: { showSiteNav: true } },
  { key: '/explore/photos/', page: 'explore', options: { showSiteNav: true } },
  { key: '/explore/photos/{keyword}/', page: 'explore', options: { showSiteNav: true } },
  { key: '/explore/gallery/{imageId}/', page: 'exploreGallery', options: { showSiteNav: true } },
  { key: '/gallery/{nick}/', page: 'userGallery', options: { showSiteNav: true } },
  { key: '/close-account/', page: 'closeAccount', options: { showSiteNav: true } },
  { key: '/reset-password/', page: 'resetPassword', options: { showSiteNav: true } },
  { key: '/privacy/', page: 'privacy', options: { showSiteNav: true } },
  { key: '/pricing/', page: 'pricing', options: { showSiteNav: true } },
  { key: '/whats-new/', page: 'whatsNew', options: { showSiteNav: true } },
  { key: '/learn/', page: 'learn', options: { showSiteNav: true } },
  { key: '/renewal-policy/', page: 'renewalPolicy', options: { showSiteNav: true } },
  { key: '/learn/search/', page: 'blogSearch', acceptsRest: true, options: { showSiteNav: true } },
];

/** The product's routes, in registration order. */
export function productRoutes(): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  for (const [lang, sections] of Object.entries(CREATE_ROUTES) as [SiteLanguage, Record<SectionId, string>][]) {
    routes.push({ key: homePath(lang), page: 'home', lang, options: { showSiteNav: true } });
    routes.push({ key: dashboardPath(lang), page: 'dashboard', lang });
    for (const section of Object.keys(sections) as SectionId[]) {
      routes.push({ key: sections[section], page: 'create', lang, section, acceptsRest: true });
    }
  }
  for (const route of STATIC_ROUTES) routes.push({ ...route, lang: 'en' });
  return routes;
}

export function buildRouteTable(onCollision?: (path: string, routes: RouteDefinition[]) => void): RouteTable {
  const table = new RouteTable(onCollision);
  for (const route of productRoutes()) table.register(route);
  return table;
}

export function isCreateRoute(resolved: ResolvedRoute | null): boolean {
  return resolved?.route.page === 'create';
}
