// Whether the browser believes it is online (the quiet offline indicator). The request layer's probe
// decides for requests; this only reflects the browser's online and offline events.
import { createStore } from '../../lib/store';

export const online = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export function startConnectivity(): () => void {
  const update = (): void => online.set(navigator.onLine !== false);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}
