// The site pages' front door (home, the site pages, the placeholder pages), loaded lazily by src/app/routing/pages.ts.
// Other areas and the shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadHomePage = () => import('./HomePage');
export const loadPlaceholderPage = () => import('./PlaceholderPage');
export const loadSitePage = () => import('./SitePage');
