// The editor's document model: types, catalogue, restore/migrate, edits, history, geometry. Pure, no DOM;
// used by the editor worker, the editor UI, autosave and projects.
export * from './types';
export * from './catalogue';
export * from './tools';
export * from './params';
export * from './geometry';
export * from './restore';
export * from './edits';
export * from './layers';
export * from './history';
export * from './masks';
export { newId } from './ids';
