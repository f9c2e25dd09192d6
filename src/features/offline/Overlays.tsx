// This area's overlays, in a React root of their own beside the app's: the compatibility result dialog,
// the unsupported-device page that hides the installed app (spec §4.10), and the sync and settings panels
// (they outlive the menu that opens them). The shell has no overlay slot; a second root keeps these
// independent of which page and navigation bar are shown.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getAppI18n } from '../../app/language/language';
import { useStore } from '../../app/useStore';
import { CompatResultDialog } from '../compat/CompatResultDialog';
import { UnsupportedDevice } from '../compat/UnsupportedDevice';
import { closeCompatDialog, compatView } from './compatGate';
import { openPanel } from './panels';
import { SettingsPanel } from './SettingsPanel';
import { SyncPanel } from './SyncPanel';

function Overlays() {
  const view = useStore(compatView);
  const panel = useStore(openPanel);
  return (
    <>
      {view.hideApp && view.result && (
        <div className="px-offline-cover">
          <UnsupportedDevice result={view.result} />
        </div>
      )}
      {view.dialogOpen && view.result && <CompatResultDialog result={view.result} onClose={closeCompatDialog} />}
      {panel === 'sync' && <SyncPanel />}
      {panel === 'settings' && <SettingsPanel />}
    </>
  );
}

let mounted = false;

export function mountOverlays(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'px-offline-overlays';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={getAppI18n()}>
        <Overlays />
      </I18nextProvider>
    </StrictMode>,
  );
}
