// What another area needs to put the captcha on its own form (the support form): the widget, its handle,
// and whether the server has the captcha on. Loaded on demand through the front door (loadCaptchaKit).
export { Captcha, type CaptchaHandle } from './Captcha';
export { loadSignInOptions } from './signInOptions';
