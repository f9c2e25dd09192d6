// Images shared to the installed app (spec §2.2 use-shared-pwa-image; the worker stores them in Dexie, see
// sw/shareTarget.ts) and image files opened with the app (manifest file_handlers, the Launch Queue): the
// create page takes the newest one and hands it to the editor as the deep link's queued image (spec §3),
// with the queue behavior that fits what is open (§3: ask_user, load_after_saving_autosave,
// load_as_start_new). The image stays in Dexie until the editor loads it or the user dismisses it, so a
// reload does not lose it; the worker removes images nobody took after a day.
import { appSectionState, type AppSectionState } from '../../app/routing/appState';
import { routeTable } from '../../app/routing/routeTable';
import { router } from '../../app/routing/appRouter';
import { db, type SharedImageRow } from '../../lib/db/db';
import { createDeepLink, type DeepLink, type QueueBehavior } from '../../lib/deeplink/deepLink';
import { createStore } from '../../lib/store';
import { SHARED_IMAGE_HASH } from '../../lib/shared/swProtocol';
import { reportStorageError } from './storage';

/**
 * The deep link waiting for the editor: the editor takes it (queuedDeepLink.set(null)) and calls
 * `queuedImage.loadImage()`, which also removes the image from Dexie.
 */
export const queuedDeepLink = createStore<DeepLink | null>(null);

export function queueBehaviorFor(state: AppSectionState): QueueBehavior {
  if (!state.open) return 'load_as_start_new';
  return state.fullyAutosaved ? 'ask_user' : 'load_after_saving_autosave';
}

/** The newest image shared to the app, if any. */
export async function newestSharedImage(): Promise<SharedImageRow | undefined> {
  return db().sharedImages.orderBy('receivedAt').last();
}

export async function removeSharedImage(id: string): Promise<void> {
  await db().sharedImages.delete(id);
}

export function sharedImageBlob(row: SharedImageRow): Blob {
  return new Blob([row.bytes], { type: row.type });
}

/** Builds the deep link whose queued image is `row` (editor section, at `path`). */
export function sharedImageDeepLink(row: SharedImageRow, path: string, thumbnailUrl: string, state = appSectionState.get()): DeepLink {
  return createDeepLink(
    {
      sectionId: 'editor',
      navigatedTo: path,
      queuedImage: {
        behavior: queueBehaviorFor(state),
        loadImage: async () => {
          // A File, so the editor can name it (its messages name the file, spec §5).
          const file = new File([sharedImageBlob(row)], row.name, { type: row.type });
          await removeSharedImage(row.id).catch(() => undefined);
          return file;
        },
        getThumbnail: async () => thumbnailUrl,
      },
    },
    routeTable,
  );
}

interface LaunchParams {
  files: readonly FileSystemFileHandle[];
}

/** Image files opened with the installed app (file_handlers) join the shared-image path. */
export function startLaunchQueue(): void {
  const launchQueue = (window as Window & { launchQueue?: { setConsumer(consumer: (params: LaunchParams) => void): void } }).launchQueue;
  launchQueue?.setConsumer((params) => {
    const handle = params.files[0];
    if (!handle) return;
    void (async () => {
      try {
        const file = await handle.getFile();
        await db().sharedImages.put({ id: crypto.randomUUID(), name: file.name, type: file.type || 'image/*', bytes: await file.arrayBuffer(), receivedAt: Date.now() });
        await router.navigate(`${router.state.location.pathname}#${SHARED_IMAGE_HASH}`, { replace: true });
      } catch (error) {
        reportStorageError(error);
      }
    })();
  });
}
