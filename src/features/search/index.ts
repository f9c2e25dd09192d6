// The feature search's front door (subscription-navigation §2 "Feature search modal"). Other areas and the
// shell import this file only, never the area's inside (ESLint: no-restricted-imports); src/app/features.ts
// starts it through start.tsx.
export { openFeatureSearch, closeFeatureSearch } from './state';
