// The app's one load screen. Features run slow work through runWithLoadScreen().
import { report } from '../../lib/report';
import { askDialog } from '../dialogs/dialogs';
import { LoadScreenController, type LoadScreenHandle, type LoadScreenOptions } from './loadScreen';

export const loadScreen = new LoadScreenController({
  confirmCancel: () => askDialog({ contentKey: 'load_screen_cancel_confirm', confirmKey: 'yes', cancelKey: 'no' }),
  warn: (message) => report('warning', message),
});

export function runWithLoadScreen<T>(task: (handle: LoadScreenHandle) => Promise<T>, options?: LoadScreenOptions): Promise<T> {
  return loadScreen.run(task, options);
}
