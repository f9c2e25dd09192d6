// The projects area's front door: the project store the editor saves into, the status and buttons other
// areas show, and start-up. Other areas and the shell import this file only, never the area's inside
// (ESLint: no-restricted-imports).
export { autosaveState, createProject, flushProject, listProjects, loadProject, saveProject, type ProjectSummary } from './projectStore';
export { assetRowId } from './localProjects';
export { resumePath } from './lastProject';
export { ProjectStatus } from './ProjectStatus';
export { ProjectThumb } from './ProjectThumb';
export { ProjectsButton } from './ProjectsButton';
export { defaultProjectName } from './texts';
