// The version of the code this page runs (each build has its own): the update flow compares it with the
// waiting worker's, the app menu shows it. Apart from updateFlow.ts, which the first screen does not load.
export const PAGE_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0';
