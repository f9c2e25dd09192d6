/// <reference lib="webworker" />
// The worker's voice to every open page: one BroadcastChannel (swProtocol.ts). Nothing observes the queue's
// IndexedDB for the pages, so the worker tells them after every change of it.
import { SYNC_CHANNEL, type WorkerBroadcast } from '../src/lib/shared/swProtocol';

let channel: BroadcastChannel | undefined;

export function broadcast(message: WorkerBroadcast): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(SYNC_CHANNEL);
  channel.postMessage(message);
}
