// The views of the app-wide dialogs (confirm/notice dialogs and the offline prompt), loaded by DialogLayer.tsx
// once one is first shown or the browser is idle: the modal machinery is not part of the start-up JavaScript.
import { DialogHost } from './DialogHost';
import { OfflinePrompt } from './OfflinePrompt';

export default function DialogViews() {
  return (
    <>
      <DialogHost />
      <OfflinePrompt />
    </>
  );
}
