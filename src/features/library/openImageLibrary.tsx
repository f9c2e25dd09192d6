// openImageLibrary(): the image library as a promise, for any part of the app (the editor's "open
// image", the dashboard, My Photos). Its host joins the app's overlay hosts (Root) on first use, so
// callers need no host component; resolves with the chosen image, or null when the user closes the library.
import { addHostSlot } from '../../app/layout/slots';
import { router } from '../../app/routing/appRouter';
import { useStore } from '../../app/useStore';
import { createStore } from '../../lib/store';
import { signInPath } from '../gallery';
import { ImageLibraryModal } from './ImageLibraryModal';
import type { LibraryImage } from './libraryImage';
import { registerLibrarySection, type LibrarySectionId } from './librarySections';
import { OwnPhotosSection } from './OwnPhotosSection';

const ownPhotosIcon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="6" y="3" width="15" height="13" rx="2" />
    <path d="M3 7v11a2 2 0 0 0 2 2h12M9 13l3-3 3 3 2-2 4 4" />
  </svg>
);

registerLibrarySection({ id: 'own', labelKey: 'library_own_photos', icon: ownPhotosIcon, isAvailable: () => true, component: OwnPhotosSection });

interface OpenRequest {
  id: number;
  section?: LibrarySectionId;
  resolve: (image: LibraryImage | null) => void;
}

const request = createStore<OpenRequest | null>(null);
let nextId = 1;

function LibraryHost() {
  const open = useStore(request);
  if (!open) return null;
  const finish = (image: LibraryImage | null): void => {
    request.set((r) => (r?.id === open.id ? null : r));
    open.resolve(image);
  };
  const signIn = (): void => {
    const { pathname, search } = router.state.location;
    finish(null);
    void router.navigate(signInPath(`${pathname}${search}`));
  };
  return <ImageLibraryModal key={open.id} initialSection={open.section} onPick={finish} onClose={() => finish(null)} onSignIn={signIn} />;
}


/** Opens the image library; a second call while it is open closes the first with null. */
export function openImageLibrary(options: { section?: LibrarySectionId } = {}): Promise<LibraryImage | null> {
  addHostSlot(LibraryHost);
  // The photo-service tab (its own chunk) joins when the server has the provider configured.
  void import('./photoService/register').then((m) => m.registerPhotoService()).catch(() => undefined);
  // The drive tab (its own chunk) joins when the server has the provider configured.
  void import('./drive/register').then((m) => m.registerDrive()).catch(() => undefined);
  // The social-network albums tab (its own chunk) joins when the server has Facebook configured.
  void import('./social/register').then((m) => m.registerSocial()).catch(() => undefined);
  return new Promise((resolve) => {
    request.get()?.resolve(null);
    request.set({ id: nextId++, section: options.section, resolve });
  });
}

/** Whether the library is open now (for keyboard shortcuts that must not fire under it). */
export function isImageLibraryOpen(): boolean {
  return request.get() !== null;
}
