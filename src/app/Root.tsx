import { DialogLayer } from './dialogs/DialogLayer';
import { HostSlots } from './layout/slots';
import { LoadScreen } from './loadScreen/LoadScreen';
import { NotificationBanner } from './notifications/NotificationBanner';
import { ToastHost } from './toasts/ToastHost';
import { RouteView } from './routing/RouteView';

/** Everything on every page: banners, the routed page, toasts, the load screen, dialogs and the areas'
 *  overlay hosts. The app's only React root renders this (main.tsx). */
export function Root() {
  return (
    <>
      <NotificationBanner />
      <RouteView />
      <ToastHost />
      <LoadScreen />
      <DialogLayer />
      <HostSlots />
    </>
  );
}
