// This area's overlays, among the app's overlay hosts (Root): the compatibility result dialog, the
// unsupported-device page that hides the installed app (spec §4.10), and the sync and settings panels
// (they outlive the menu that opens them), independent of which page and navigation bar are shown.
import { addHostSlot } from '../../app/layout/slots';
import { useStore } from '../../app/useStore';
import { CompatResultDialog, UnsupportedDevice } from '../compat';
import { closeCompatDialog, compatView } from './compatView';
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

export function mountOverlays(): void {
  addHostSlot(Overlays);
}
