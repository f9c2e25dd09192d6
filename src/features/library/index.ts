// The image library's front door. Other areas and the shell import this file only, never the area's inside
// (ESLint: no-restricted-imports).
export { LibraryButton } from './LibraryButton';
export { isImageLibraryOpen, openImageLibrary } from './openImageLibrary';
