// Vitest set-up for every Node test file (vite.config.ts → test.setupFiles).
// In the jsdom files, Testing Library's findBy…/waitFor wait for their condition for up to 15 s instead of
// 1 s: on a loaded machine a render can take longer than a second, which made tests fail that were only
// slow (e.g. projectsPanel "opens a project"). A condition that holds still ends the wait at once.
// @testing-library/dom is the copy @testing-library/react uses; importing it alone keeps react-dom out of
// the jsdom files that do not render React.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
