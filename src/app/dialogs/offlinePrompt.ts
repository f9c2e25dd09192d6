// The offline prompt of the request layer (spec §4.2): try again or cancel; it also goes away by itself
// when the browser's online event fires or a probe reaches the server. Its state lives here, in the start-up;
// its view (OfflinePrompt.tsx) loads with the other dialogs' views when one is first shown (DialogLayer.tsx).
import { setOfflinePrompt, type OfflineChoice } from '../../lib/request';
import { createStore } from '../../lib/store';

interface PendingPrompt {
  answer: (choice: OfflineChoice) => void;
}

export const offlinePrompt = createStore<PendingPrompt | null>(null);
const waiting: ((choice: OfflineChoice) => void)[] = [];

/** Installs the prompt in the request layer; every request waiting offline shares one prompt. */
export function installOfflinePrompt(): void {
  setOfflinePrompt(
    (autoRetry) =>
      new Promise<OfflineChoice>((resolve) => {
        waiting.push(resolve);
        if (offlinePrompt.get()) return;
        const answer = (choice: OfflineChoice): void => {
          offlinePrompt.set(null);
          for (const r of waiting.splice(0)) r(choice);
        };
        offlinePrompt.set({ answer });
        void autoRetry.then(() => {
          if (offlinePrompt.get()?.answer === answer) answer('retry');
        });
      }),
  );
}

