// The notification banner (spec §3 Notification, §5): a message of type error, warning or success, with
// an optional button and an optional dismiss.
import { createStore } from '../../lib/store';

export const NOTIFICATION_TYPES = ['error', 'warning', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  id: number;
  message: string;
  type: NotificationType;
  button?: { text: string; onClick: () => void };
  dismissible: boolean;
}

export type NotificationInit = Omit<Notification, 'id' | 'dismissible'> & { dismissible?: boolean };

export class InvalidNotificationError extends Error {
  constructor(reason: string) {
    super(`Invalid notification: ${reason}`);
    this.name = 'InvalidNotificationError';
  }
}

export const notifications = createStore<Notification[]>([]);
let nextId = 1;

export function validateNotification(init: NotificationInit): void {
  if (typeof init.message !== 'string' || init.message.trim() === '') throw new InvalidNotificationError('a non-empty message is required');
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(init.type)) throw new InvalidNotificationError(`unknown type ${String(init.type)}`);
}

/** Shows a banner; returns a function that removes it. */
export function notify(init: NotificationInit): () => void {
  validateNotification(init);
  const id = nextId++;
  notifications.set((list) => [...list.filter((n) => n.message !== init.message), { ...init, id, dismissible: init.dismissible ?? true }]);
  return () => dismissNotification(id);
}

export function dismissNotification(id: number): void {
  notifications.set((list) => list.filter((n) => n.id !== id));
}
