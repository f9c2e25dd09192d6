/** Version of this build (package version + build id); the update flow compares it. */
declare const __APP_VERSION__: string;
/** `test` makes the service worker poll for updates every 30 s (spec §4.7). */
declare const __APP_ENV__: string;

declare module 'virtual:pixloom-locales' {
  export const localeVersion: string;
  export const namespaces: string[];
}
