// Dark or light theme (spec §1, §5): dark by default, remembered locally.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/localStore';
import { createStore } from '../../lib/store';
import { DASHBOARD_THEME_COLORS } from '../../lib/shared/constants';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export class InvalidThemeError extends Error {
  constructor(value: unknown) {
    super(`Theme must be dark or light, got ${String(value)}`);
    this.name = 'InvalidThemeError';
  }
}

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export function storedTheme(): Theme {
  const value = readLocal<unknown>(LOCAL_KEYS.theme, 'dark');
  return isTheme(value) ? value : 'dark';
}

export const theme = createStore<Theme>('dark');

export function applyTheme(value: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = value;
  document.documentElement.style.colorScheme = value;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', value === 'dark' ? DASHBOARD_THEME_COLORS.dark : DASHBOARD_THEME_COLORS.light);
}

export function setTheme(value: Theme): void {
  if (!isTheme(value)) throw new InvalidThemeError(value);
  writeLocal(LOCAL_KEYS.theme, value);
  theme.set(value);
  applyTheme(value);
}

export function initTheme(): Theme {
  const value = storedTheme();
  theme.set(value);
  applyTheme(value);
  return value;
}
