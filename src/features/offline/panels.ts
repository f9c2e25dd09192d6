// Which of this area's panels is open (rendered by Overlays.tsx, outside the menus that open them).
import { createStore } from '../../lib/store';

export type OfflinePanel = 'sync' | 'settings' | null;
export const openPanel = createStore<OfflinePanel>(null);

export function openSyncPanel(): void {
  openPanel.set('sync');
}

export function openSettingsPanel(): void {
  openPanel.set('settings');
}

export function closePanel(): void {
  openPanel.set(null);
}
