// The galleries' front door: their pages (loaded lazily by src/app/routing/pages.ts) and their addresses.
// Other areas and the shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export { myPhotosPath, signInPath } from './paths';
export const loadGalleryPages = () => import('./GalleryPages');
