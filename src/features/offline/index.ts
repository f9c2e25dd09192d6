// The offline-first area's front door. Other areas and the shell import this file only, never the area's
// inside (ESLint: no-restricted-imports).
export { online } from './connectivity';
export { useWaitingChanges } from './waiting';
export { queuedDeepLink } from './sharedImage';
export { SharedImagePickup } from './SharedImagePickup';
export { openSettingsPanel } from './panels';
