// The photo editor's front door: the editor itself, in a chunk of its own (the create page loads it when its
// section opens). Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadPhotoEditor = () => import('./PhotoEditor');
