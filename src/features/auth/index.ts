// The accounts area's front door (sign-in, sessions, the auth modals). Other areas and the shell import this
// file only, never the area's inside (ESLint: no-restricted-imports).
export { openAuthModal, requireSignIn } from './authModal';
export { forgetSessionUser, suspendSessionChecks, updateSessionUser } from './session';
export { clearLocalSettings } from './signOut';
export { signInPath } from './next';
export { toUser } from './userData';
export const loadSignInPage = () => import('./SignInPage');
export const loadSignOutPage = () => import('./SignOutPage');
export const loadCaptchaKit = () => import('./captchaKit');
export type { CaptchaHandle } from './Captcha';
