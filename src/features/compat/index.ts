// The compatibility area's front door: the result dialog and the unsupported-device page (the offline area
// shows them). Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
export { CompatResultDialog } from './CompatResultDialog';
export { UnsupportedDevice } from './UnsupportedDevice';
