// What the app runs in (spec §1 platform values) and facts about the device the shell needs.
import { MOBILE_BREAKPOINT_PX } from './shared/constants';

export type Platform = 'browser' | 'play_store' | 'microsoft_store' | 'apple_app_store' | 'desktop';

const ua = (): string => (typeof navigator !== 'undefined' ? navigator.userAgent : '');

export function isIOS(userAgent = ua()): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
}

export function isAndroid(userAgent = ua()): boolean {
  return /Android/.test(userAgent);
}

export function isSafari(userAgent = ua()): boolean {
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS|FxiOS|Edg\//.test(userAgent);
}

/** The Apple app wrapper marks its user agent. */
export function isAppleAppWrapper(userAgent = ua()): boolean {
  return /PixloomApp\/iOS/.test(userAgent);
}

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true || window.matchMedia?.('(display-mode: window-controls-overlay)').matches === true;
}

export function detectPlatform(): Platform {
  if (isAppleAppWrapper()) return 'apple_app_store';
  if (typeof document !== 'undefined' && document.referrer.startsWith('android-app://')) return 'play_store';
  if (typeof document !== 'undefined' && document.referrer.startsWith('app-info://platform/microsoft-store')) return 'microsoft_store';
  return isStandalone() ? 'desktop' : 'browser';
}

let cachedPlatform: Platform | undefined;
export function platform(): Platform {
  cachedPlatform ??= detectPlatform();
  return cachedPlatform;
}

export function isInstalledApp(): boolean {
  return platform() !== 'browser';
}

export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;
}

export function isMobileDevice(userAgent = ua()): boolean {
  return isIOS(userAgent) || isAndroid(userAgent) || /Mobile/.test(userAgent);
}

export function deviceKind(userAgent = ua()): 'mobile' | 'tablet' | 'desktop' {
  if (/iPad|Tablet/.test(userAgent) || (isAndroid(userAgent) && !/Mobile/.test(userAgent))) return 'tablet';
  return isMobileDevice(userAgent) ? 'mobile' : 'desktop';
}

export function browserName(userAgent = ua()): string {
  const checks: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* .*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of checks) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown';
}

/** Local date with time and time zone offset, e.g. `2026-11-21 14:05:09 +01:00` (spec §7 client_date). */
export function clientDate(date = new Date()): string {
  const pad = (n: number): string => String(Math.abs(n)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
