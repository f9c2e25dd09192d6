// Business constants and limits (spec shell-auth-platform §9, account-content §9).

export const PRODUCT = 'pixloom';
export const PRODUCT_NAME = 'Pixloom';

export const MOBILE_BREAKPOINT_PX = 801;

export const LOAD_SCREEN = {
  visibilityDelayMs: 300,
  warningAfterMs: 10_000,
  cancelDelayWithHandlerMs: 500,
  cancelDelayWithoutHandlerMs: 1500,
} as const;

export const LANGUAGE_LOAD_RETRIES = 2;
export const IOS_WRAPPER_LANGUAGE_TIMEOUT_MS = 2000;
export const LANG_COOKIE_DAYS = 365;
export const RESPONSE_ERROR_READ_TIMEOUT_MS = 1000;
export const OFFLINE_RETRY_MS = 1000;
export const SESSION_RECHECK_MS = 60 * 60 * 1000;
export const SW_UPDATE_POLL_MS = 6 * 60 * 60 * 1000;
export const SW_UPDATE_POLL_TEST_MS = 30 * 1000;
export const SW_ACTIVATION_DELAY_MS = 1000;
export const SW_ACTIVATION_TIMEOUT_MS = 5000;
export const WEBGL_COOKIE_DAYS = 365;

export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_SIGN_IN_EXCLUSIVE = 2;
export const PASSWORD_MAX = 100;
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 100;
export const PHOTO_TITLE_MAX = 100;
export const NAME_MAX = 100;
export const COLORS_PER_LIBRARY = 100;

export const GALLERY_PAGE_SIZE = 100;
export const LIBRARY_PAGE_SIZE = 50;
export const LIBRARY_API_BATCH = 100;
export const LIBRARY_THUMB_PX = 108;
export const LIBRARY_LOAD_MORE_PX = 400;
export const ACCOUNT_CLOSE_FIRST_POLL_MS = 2555;
export const ACCOUNT_CLOSE_POLL_MS = 100;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const DASHBOARD_THEME_COLORS = { light: '#F8F8FB', dark: '#1C1D26', default: '#FAFAFA' } as const;

export const FEATURE_FREQUENCY = { boost: 40, decay: 1, maxTracked: 20, minKept: 10, dashboardLimit: 10 } as const;
