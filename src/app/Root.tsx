import { DialogHost } from './dialogs/DialogHost';
import { OfflinePrompt } from './dialogs/OfflinePrompt';
import { LoadScreen } from './loadScreen/LoadScreen';
import { NotificationBanner } from './notifications/NotificationBanner';
import { ToastHost } from './toasts/ToastHost';
import { RouteView } from './routing/RouteView';

/** Everything on every page: banners, the routed page, toasts, the load screen and dialogs. */
export function Root() {
  return (
    <>
      <NotificationBanner />
      <RouteView />
      <ToastHost />
      <LoadScreen />
      <DialogHost />
      <OfflinePrompt />
    </>
  );
}
