// The site pages' front door (home and the site pages), loaded lazily by src/app/routing/pages.ts.
// Other areas and the shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadHomePage = () => import('./HomePage');
export const loadSitePage = () => import('./SitePage');
