// The account area's front door: its pages (loaded lazily by src/app/routing/pages.ts). Other areas and the
// shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadMyAccountPage = () => import('./MyAccountPage');
export const loadCloseAccountPage = () => import('./CloseAccountPage');
export const loadResetPasswordPage = () => import('./ResetPasswordPage');
export const loadRenewalPolicyPage = () => import('./RenewalPolicyPage');
