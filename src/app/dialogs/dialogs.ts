// Promise-based dialogs: confirm (yes/no) and acknowledge (OK). Spec account-content §5: a dialog needs
// non-empty content; a confirm needs an onConfirm. Duplicate dialogs are an error (subscription §5).
import { createStore } from '../../lib/store';

export interface DialogButtonText {
  confirmKey?: string;
  cancelKey?: string;
}

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'acknowledge';
  titleKey?: string;
  /** An i18next key, or already-translated text with `raw`. */
  contentKey: string;
  values?: Record<string, string>;
  buttons: DialogButtonText;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

export class DialogError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DialogError';
  }
}

export const dialogs = createStore<DialogRequest[]>([]);
let nextId = 1;

interface DialogInit extends DialogButtonText {
  titleKey?: string;
  contentKey: string;
  values?: Record<string, string>;
  danger?: boolean;
}

function open(kind: DialogRequest['kind'], init: DialogInit): Promise<boolean> {
  if (!init.contentKey || !init.contentKey.trim()) return Promise.reject(new DialogError('A dialog requires non-empty content'));
  if (dialogs.get().some((d) => d.contentKey === init.contentKey && d.kind === kind)) {
    return Promise.reject(new DialogError(`Duplicate dialog: ${init.contentKey}`));
  }
  return new Promise((resolve) => {
    const id = nextId++;
    const request: DialogRequest = {
      id,
      kind,
      titleKey: init.titleKey,
      contentKey: init.contentKey,
      values: init.values,
      danger: init.danger,
      buttons: { confirmKey: init.confirmKey, cancelKey: init.cancelKey },
      resolve: (confirmed) => {
        dialogs.set((list) => list.filter((d) => d.id !== id));
        resolve(confirmed);
      },
    };
    dialogs.set((list) => [...list, request]);
  });
}

/** Asks yes/no; `onConfirm` runs when the user says yes. Resolves with the answer. */
export async function confirmDialog(init: DialogInit & { onConfirm: () => void | Promise<void> }): Promise<boolean> {
  if (typeof init.onConfirm !== 'function') throw new DialogError('A confirm dialog requires an onConfirm callback');
  const confirmed = await open('confirm', init);
  if (confirmed) await init.onConfirm();
  return confirmed;
}

/** Asks yes/no without a callback: resolves true for yes. */
export function askDialog(init: DialogInit): Promise<boolean> {
  return open('confirm', init);
}

export async function acknowledgeDialog(init: DialogInit): Promise<void> {
  await open('acknowledge', init);
}
