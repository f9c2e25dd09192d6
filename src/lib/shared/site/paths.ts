// The site's translated route table (spec account-content §2 "Translated route table"): every site page's
// address in each site language, English first. A path with no translation falls back to the English one;
// paths are normalised with a leading and a trailing slash. Not in the start-up code: the server, the
// service worker, the footer and the site area read it (the app's own route table, routes.ts, stays small).
import { SITE_LANGUAGES, isSiteLanguage, type SiteLanguage } from '../languages';
import { CREATE_ROUTES, dashboardPath, homePath, normalizePath, type SectionId } from '../routes';

export type SitePageId =
  | 'home'
  | 'features'
  | 'photoEditor'
  | 'collageMaker'
  | 'graphicDesigner'
  | 'backgroundRemover'
  | 'objectRemover'
  | 'upscale'
  | 'photoEnhancer'
  | 'skyReplacer'
  | 'perspective'
  | 'pricing'
  | 'whatsNew'
  | 'learn'
  | 'tutorials'
  | 'inspiration'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'accessibility'
  | 'press'
  | 'mobile'
  | 'renewalPolicy'
  | 'notFound';

/** Each page's path without the language prefix, in SITE_LANGUAGES order (en, es, pt, fr, de, it). */
const PATHS: ReadonlyArray<[SitePageId, string, string, string, string, string, string]> = [
  ['home', '', '', '', '', '', ''],
  ['features', 'features', 'funciones', 'recursos', 'fonctionnalites', 'funktionen', 'funzionalita'],
  ['photoEditor', 'features/photo-editor', 'funciones/editor-de-fotos', 'recursos/editor-de-fotos', 'fonctionnalites/editeur-photo', 'funktionen/foto-editor', 'funzionalita/editor-di-foto'],
  ['collageMaker', 'features/collage-maker', 'funciones/creador-de-collages', 'recursos/criador-de-colagens', 'fonctionnalites/createur-de-collages', 'funktionen/collage-ersteller', 'funzionalita/creatore-di-collage'],
  ['graphicDesigner', 'features/graphic-designer', 'funciones/disenador-grafico', 'recursos/designer-grafico', 'fonctionnalites/graphisme', 'funktionen/grafikdesign', 'funzionalita/design-grafico'],
  ['backgroundRemover', 'features/background-remover', 'funciones/eliminar-fondo', 'recursos/remover-fundo', 'fonctionnalites/supprimer-arriere-plan', 'funktionen/hintergrund-entfernen', 'funzionalita/rimuovi-sfondo'],
  ['objectRemover', 'features/object-remover', 'funciones/eliminar-objetos', 'recursos/remover-objetos', 'fonctionnalites/supprimer-objets', 'funktionen/objekte-entfernen', 'funzionalita/rimuovi-oggetti'],
  ['upscale', 'features/upscale', 'funciones/ampliar-imagen', 'recursos/ampliar-imagem', 'fonctionnalites/agrandir-image', 'funktionen/bild-vergroessern', 'funzionalita/ingrandisci-immagine'],
  ['photoEnhancer', 'features/photo-enhancer', 'funciones/mejorar-foto', 'recursos/melhorar-foto', 'fonctionnalites/ameliorer-photo', 'funktionen/foto-verbessern', 'funzionalita/migliora-foto'],
  ['skyReplacer', 'features/sky-replacer', 'funciones/cambiar-cielo', 'recursos/trocar-ceu', 'fonctionnalites/remplacer-ciel', 'funktionen/himmel-ersetzen', 'funzionalita/sostituisci-cielo'],
  ['perspective', 'features/perspective', 'funciones/corregir-perspectiva', 'recursos/corrigir-perspectiva', 'fonctionnalites/corriger-perspective', 'funktionen/perspektive-korrigieren', 'funzionalita/correggi-prospettiva'],
  ['pricing', 'pricing', 'precios', 'precos', 'tarifs', 'preise', 'prezzi'],
  ['whatsNew', 'whats-new', 'novedades', 'novidades', 'nouveautes', 'neuigkeiten', 'novita'],
  ['learn', 'learn', 'aprender', 'aprender', 'apprendre', 'lernen', 'impara'],
  ['tutorials', 'learn/tutorials', 'aprender/tutoriales', 'aprender/tutoriais', 'apprendre/tutoriels', 'lernen/anleitungen', 'impara/tutorial'],
  ['inspiration', 'learn/inspiration', 'aprender/inspiracion', 'aprender/inspiracao', 'apprendre/inspiration', 'lernen/inspiration', 'impara/ispirazione'],
  ['about', 'about-us', 'sobre-nosotros', 'sobre-nos', 'a-propos', 'ueber-uns', 'chi-siamo'],
  ['privacy', 'privacy', 'privacidad', 'privacidade', 'confidentialite', 'datenschutz', 'privacy'],
  ['terms', 'terms', 'terminos', 'termos', 'conditions', 'nutzungsbedingungen', 'termini'],
  ['accessibility', 'accessibility', 'accesibilidad', 'acessibilidade', 'accessibilite', 'barrierefreiheit', 'accessibilita'],
  ['press', 'press', 'prensa', 'imprensa', 'presse', 'presse', 'stampa'],
  ['mobile', 'mobile', 'movil', 'celular', 'mobile', 'mobil', 'mobile'],
  ['renewalPolicy', 'renewal-policy', 'politica-de-renovacion', 'politica-de-renovacao', 'politique-de-renouvellement', 'verlaengerungsrichtlinie', 'politica-di-rinnovo'],
  ['notFound', '404', '404', '404', '404', '404', '404'],
];

const BY_PAGE = new Map<SitePageId, Record<SiteLanguage, string>>();
const BY_PATH = new Map<string, { page: SitePageId; lang: SiteLanguage }>();
for (const [page, ...segments] of PATHS) {
  const paths = {} as Record<SiteLanguage, string>;
  SITE_LANGUAGES.forEach((lang, i) => {
    const segment = segments[i] ?? '';
    const path = lang === 'en' ? normalizePath(segment) : normalizePath(`${lang}/${segment}`);
    paths[lang] = path;
    BY_PATH.set(path, { page, lang });
  });
  BY_PAGE.set(page, paths);
}

export const SITE_PAGE_IDS: readonly SitePageId[] = PATHS.map(([page]) => page);

/** A site page's address in a site language. */
export function sitePath(page: SitePageId, lang: SiteLanguage): string {
  return BY_PAGE.get(page)?.[lang] ?? '/';
}

/** Every language version of a page (for hreflang alternates and the language popup). */
export function siteAlternates(page: SitePageId): { lang: SiteLanguage; href: string }[] {
  return SITE_LANGUAGES.map((lang) => ({ lang, href: sitePath(page, lang) }));
}

/** The site page at an address (any slashes, any case of the trailing slash), or null. */
export function resolveSitePath(pathname: string): { page: SitePageId; lang: SiteLanguage } | null {
  let path: string;
  try {
    path = normalizePath(decodeURI(pathname));
  } catch {
    return null;
  }
  return BY_PATH.get(path) ?? null;
}

/**
 * The contact-support pages' segments in each site language (spec §2: the support landing, its help pages
 * and the form are in the translated table): the landing's and the form's. A help page's slug is English in
 * every language (a missing translation falls back to the English segment).
 */
const SUPPORT_SEGMENTS: Readonly<Record<SiteLanguage, readonly [landing: string, form: string]>> = {
  en: ['contact-support', 'form'],
  es: ['contactar-soporte', 'formulario'],
  pt: ['contatar-suporte', 'formulario'],
  fr: ['contacter-assistance', 'formulaire'],
  de: ['support-kontaktieren', 'formular'],
  it: ['contatta-assistenza', 'modulo'],
};

/** A contact-support address: the landing, the form, or a reason's help page (slug not yet checked). */
export type SupportRoute = { lang: SiteLanguage; view: 'landing' | 'form' } | { lang: SiteLanguage; view: 'help'; slug: string };

function supportBase(lang: SiteLanguage): string {
  return normalizePath(lang === 'en' ? SUPPORT_SEGMENTS.en[0] : `${lang}/${SUPPORT_SEGMENTS[lang][0]}`);
}

/** The support landing: /contact-support/, /es/contactar-soporte/… */
export function supportLandingPath(lang: SiteLanguage): string {
  return supportBase(lang);
}

/** The support form, with ?issue= (dashes) when given: /es/contactar-soporte/formulario/?issue=refund */
export function supportFormPath(lang: SiteLanguage, issueParam?: string): string {
  const path = `${supportBase(lang)}${SUPPORT_SEGMENTS[lang][1]}/`;
  return issueParam ? `${path}?issue=${encodeURIComponent(issueParam)}` : path;
}

/** A reason's help page: /es/contactar-soporte/refund/ */
export function supportHelpPath(lang: SiteLanguage, slug: string): string {
  return `${supportBase(lang)}${encodeURIComponent(slug)}/`;
}

/** The contact-support page at an address in any site language (any slashes), or null. */
export function resolveSupportPath(pathname: string): SupportRoute | null {
  let segments: string[];
  try {
    segments = normalizePath(decodeURI(pathname)).split('/').filter(Boolean);
  } catch {
    return null;
  }
  const first = segments[0] ?? '';
  const lang: SiteLanguage = isSiteLanguage(first) && first !== 'en' ? first : 'en';
  const rest = lang === 'en' ? segments : segments.slice(1);
  const [landing, form] = SUPPORT_SEGMENTS[lang];
  if (rest[0] !== landing || rest.length > 2) return null;
  if (rest.length === 1) return { lang, view: 'landing' };
  const second = rest[1] ?? '';
  return second === form ? { lang, view: 'form' } : { lang, view: 'help', slug: second };
}

/**
 * An English path in another site language (the footer's links): site pages, the dashboard, the create
 * sections and the contact-support pages have translated addresses; any other path stays English (the
 * spec's fallback).
 */
export function localizePath(englishPath: string, lang: string): string {
  const path = normalizePath(englishPath);
  if (!isSiteLanguage(lang)) return path;
  const site = BY_PATH.get(path);
  if (site && site.lang === 'en') return sitePath(site.page, lang);
  const support = resolveSupportPath(path);
  if (support?.lang === 'en') {
    if (support.view === 'help') return supportHelpPath(lang, support.slug);
    return support.view === 'form' ? supportFormPath(lang) : supportLandingPath(lang);
  }
  if (path === dashboardPath('en')) return dashboardPath(lang);
  if (path === homePath('en')) return homePath(lang);
  for (const section of Object.keys(CREATE_ROUTES.en) as SectionId[]) {
    if (path === CREATE_ROUTES.en[section]) return CREATE_ROUTES[lang][section];
  }
  return path;
}

/** The links every site page's footer carries (English paths; localizePath gives each language's). */
export const FOOTER_PAGES: readonly SitePageId[] = ['features', 'pricing', 'whatsNew', 'learn', 'about', 'mobile', 'press', 'privacy', 'terms', 'accessibility'];

/** The name of a footer page (its link text). */
export const FOOTER_LABELS: Readonly<Partial<Record<SitePageId, string>>> = {
  features: 'site_nav_features',
  pricing: 'page_pricing',
  whatsNew: 'page_whats_new',
  learn: 'page_learn',
  about: 'site_nav_about',
  mobile: 'site_nav_mobile',
  press: 'site_nav_press',
  privacy: 'page_privacy',
  terms: 'site_nav_terms',
  accessibility: 'site_nav_accessibility',
};
