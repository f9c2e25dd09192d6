// The dashboard's front door: its page (loaded lazily by src/app/routing/pages.ts). Other areas and the
// shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadDashboardPage = () => import('./DashboardPage');
