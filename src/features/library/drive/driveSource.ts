// The image library's drive section (spec account-content §4 "Image library": drive): a one-time note,
// then authorisation (drive/get-token; no_access_token → the connect state, whose button opens the
// provider in a popup), then browsing. Folders are cached per parent folder; the root's list starts with a
// "shared with me" entry; images come 45 a page (next_page); the chosen folder is remembered for the
// session (sessionStorage: its id and name); disconnecting clears all of it and shows the connect state.
// A no_access_token from any call re-authorises (spec §8): the connect state, saying the access ended.
import { apiCall, ApiError, CANCELLED_BY_USER, isApiError } from '../../../lib/request';
import { connectImport, isNoAccessToken } from '../../../lib/imports/connect';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../lib/localStore';
import { createStore } from '../../../lib/store';
import { DRIVE_ROOT, isDriveImageMime, type DriveAssetsJson, type DriveItemJson } from '../../../lib/shared/drive';
import type { LibraryImage } from '../libraryImage';

/** A place in the drive: the root, "shared with me" (its top), or a folder (nested under either). */
export interface DriveFolder {
  id: string;
  name: string;
  /** In the "shared with me" tree. */
  shared: boolean;
  /** Below the top of its tree (for "shared with me": inside a shared folder). */
  nested: boolean;
}

export const DRIVE_TOP: DriveFolder = { id: DRIVE_ROOT, name: '', shared: false, nested: false };
export const SHARED_TOP: DriveFolder = { id: 'shared_with_me', name: '', shared: true, nested: false };

export type DriveStatus = 'signed_out' | 'note' | 'checking' | 'connect' | 'connecting' | 'browsing' | 'error';

export interface DriveState {
  owner: string | null;
  status: DriveStatus;
  /** The connect state after the access ended (no_access_token during browsing). */
  expired: boolean;
  /** Why the last connection attempt or check failed. */
  error: unknown;
  /** From the top to the current folder. */
  path: DriveFolder[];
  /** The current folder's subfolders ("shared with me" first at the root); null while loading. */
  folders: DriveFolder[] | null;
  images: LibraryImage[];
  imagesLoading: boolean;
  loadingMore: boolean;
  nextPageToken: string | null;
  /** A failed folder or page load (with try again). */
  loadError: unknown;
}

const SESSION_FOLDER = 'pixloom.driveFolder';
const INITIAL: DriveState = { owner: null, status: 'checking', expired: false, error: null, path: [DRIVE_TOP], folders: null, images: [], imagesLoading: false, loadingMore: false, nextPageToken: null, loadError: null };

function session(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

function isFolder(value: unknown): value is DriveFolder {
  const v = value as DriveFolder;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.name === 'string' && typeof v.shared === 'boolean' && typeof v.nested === 'boolean';
}

/** The remembered folder's path for this owner (spec §3 "Local session keys": drive folder id and name). */
function rememberedPath(owner: string): DriveFolder[] | null {
  try {
    const saved = JSON.parse(session()?.getItem(SESSION_FOLDER) ?? 'null') as { owner?: unknown; id?: unknown; name?: unknown; path?: unknown } | null;
    if (!saved || saved.owner !== owner || !Array.isArray(saved.path) || !saved.path.every(isFolder) || saved.path.length === 0) return null;
    return saved.path as DriveFolder[];
  } catch {
    return null;
  }
}

function remember(owner: string, path: DriveFolder[]): void {
  const current = path[path.length - 1]!;
  try {
    session()?.setItem(SESSION_FOLDER, JSON.stringify({ owner, id: current.id, name: current.name, path }));
  } catch {
    /* storage full or off: the folder is just not remembered */
  }
}

function forget(): void {
  try {
    session()?.removeItem(SESSION_FOLDER);
  } catch {
    /* nothing to forget */
  }
}

/** Spec §3: a drive item becomes an image with its id prefixed drive_, an extension and an isSVG flag. */
export function driveImageOf(item: DriveItemJson): LibraryImage & { extension: string; isSVG: boolean } {
  const extension = (/\.([a-z0-9]{1,5})$/i.exec(item.name)?.[1] ?? item.mimeType.split('/')[1] ?? '').toLowerCase();
  return {
    id: `drive_${item.id}`,
    type: 'drive',
    date: 0,
    imageURL: item.webContentLink,
    isTransparent: item.mimeType === 'image/png' || item.mimeType === 'image/svg+xml',
    thumbURL: item.thumbnailLink,
    thumbWidth: 200,
    thumbHeight: 200,
    title: item.name,
    width: item.width || 200,
    height: item.height || 200,
    extension,
    isSVG: item.mimeType === 'image/svg+xml',
  };
}

const childOf = (parent: DriveFolder, item: DriveItemJson): DriveFolder => ({ id: item.id, name: item.name, shared: parent.shared, nested: parent.shared });

function assetsPayload(folder: DriveFolder, folders: boolean, nextPage?: string): Record<string, string> {
  const payload: Record<string, string> = { folders: folders ? '1' : '0', sharedWithMe: folder.shared ? '1' : '0', isNested: folder.nested ? '1' : '0' };
  if (folder !== SHARED_TOP && folder.id !== SHARED_TOP.id) payload.parent = folder.id;
  if (nextPage) payload.next_page = nextPage;
  return payload;
}

async function assets(folder: DriveFolder, folders: boolean, nextPage?: string): Promise<DriveAssetsJson> {
  const data = await apiCall<DriveAssetsJson>('drive/assets', assetsPayload(folder, folders, nextPage), { offlinePrompt: false });
  if (!data || !Array.isArray(data.files)) throw new ApiError('invalid_response');
  return data;
}

export class DriveSource {
  readonly state = createStore<DriveState>(INITIAL);
  /** Folder lists by parent (and tree), for the current owner only. */
  private folderCache = new Map<string, DriveFolder[]>();
  /** Bumps on every navigation, so an answer for a folder the user left is dropped. */
  private generation = 0;
  /** The connection in progress (its popup), aborted by cancelConnect. */
  private connecting: AbortController | null = null;

  private patch(next: Partial<DriveState>): void {
    this.state.set((s) => ({ ...s, ...next }));
  }

  /** Opens the section for a user (null: a visitor, who sees the sign-in prompt). */
  open(owner: string | null): void {
    const s = this.state.get();
    if (owner === null) {
      this.reset(null, 'signed_out');
      return;
    }
    if (s.owner === owner && (s.status === 'browsing' || s.status === 'connecting')) return;
    if (s.owner !== owner) this.reset(owner, 'checking');
    if (!readLocal<boolean>(LOCAL_KEYS.driveNoteDismissed, false)) {
      this.patch({ status: 'note' });
      return;
    }
    void this.check();
  }

  private reset(owner: string | null, status: DriveStatus): void {
    this.generation++;
    this.folderCache.clear();
    this.state.set({ ...INITIAL, owner, status });
  }

  dismissNote(): void {
    writeLocal(LOCAL_KEYS.driveNoteDismissed, true);
    void this.check();
  }

  /** Asks whether the drive is connected: browse if so, the connect state if not. */
  async check(): Promise<void> {
    const owner = this.state.get().owner;
    if (!owner) return;
    const generation = ++this.generation;
    this.patch({ status: 'checking', error: null });
    try {
      await apiCall('drive/get-token', {}, { offlinePrompt: false });
      if (generation !== this.generation) return;
      await this.enterPath(rememberedPath(owner) ?? [DRIVE_TOP]);
    } catch (error) {
      if (generation !== this.generation) return;
      if (isNoAccessToken(error)) this.patch({ status: 'connect', expired: false });
      else this.patch({ status: 'error', error });
    }
  }

  /** The connect button: the provider's page in a popup, then the remembered folder or the top. */
  async connect(): Promise<void> {
    const owner = this.state.get().owner;
    if (!owner) return;
    this.connecting?.abort();
    const controller = new AbortController();
    this.connecting = controller;
    this.patch({ status: 'connecting', error: null });
    try {
      await connectImport('drive', controller.signal);
    } catch (error) {
      if (this.connecting !== controller) return;
      this.connecting = null;
      if (this.state.get().owner !== owner) return;
      this.patch({ status: 'connect', error: isApiError(error, CANCELLED_BY_USER) ? null : error });
      return;
    }
    if (this.connecting !== controller) return;
    this.connecting = null;
    if (this.state.get().owner !== owner) return;
    this.patch({ expired: false });
    await this.enterPath(rememberedPath(owner) ?? [DRIVE_TOP]);
  }

  /** The user gave up on the popup (closed it, or it stays behind): back to the connect state. */
  cancelConnect(): void {
    this.connecting?.abort();
  }

  async disconnect(): Promise<void> {
    const owner = this.state.get().owner;
    try {
      await apiCall('drive/disconnect', {}, { offlinePrompt: false });
    } catch (error) {
      // Already gone at the server: the same end state.
      if (!isNoAccessToken(error)) throw error;
    }
    forget();
    this.reset(owner, 'connect');
  }

  private accessEnded(): void {
    this.generation++;
    this.folderCache.clear();
    this.patch({ status: 'connect', expired: true, folders: null, images: [], nextPageToken: null, loadError: null, imagesLoading: false, loadingMore: false });
  }

  /** Opens a subfolder of the current folder. */
  openFolder(folder: DriveFolder): Promise<void> {
    return this.enterPath([...this.state.get().path, folder]);
  }

  /** Goes back to a folder of the current path (the breadcrumb). */
  goTo(index: number): Promise<void> {
    return this.enterPath(this.state.get().path.slice(0, index + 1));
  }

  retry(): Promise<void> {
    const s = this.state.get();
    if (s.status === 'error') return this.check();
    if (s.images.length > 0 && s.nextPageToken) return this.loadMore();
    return this.enterPath(s.path);
  }

  private async enterPath(path: DriveFolder[]): Promise<void> {
    const owner = this.state.get().owner;
    if (!owner) return;
    const generation = ++this.generation;
    const folder = path[path.length - 1]!;
    remember(owner, path);
    const cacheKey = `${folder.shared ? 's' : 'd'}:${folder.id}`;
    const cached = this.folderCache.get(cacheKey) ?? null;
    this.patch({ status: 'browsing', path, folders: cached, images: [], nextPageToken: null, imagesLoading: true, loadingMore: false, loadError: null });
    const foldersJob = cached ? Promise.resolve(cached) : this.allFolders(folder);
    try {
      const [folders, page] = await Promise.all([foldersJob, assets(folder, false)]);
      if (generation !== this.generation) return;
      this.folderCache.set(cacheKey, folders);
      this.patch({ folders, images: page.files.filter((f) => isDriveImageMime(f.mimeType)).map(driveImageOf), nextPageToken: page.nextPageToken, imagesLoading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      if (isNoAccessToken(error)) return this.accessEnded();
      this.patch({ imagesLoading: false, loadError: error, folders: this.folderCache.get(cacheKey) ?? [] });
    }
  }

  /** Every subfolder of a folder (pages of 100 until the last), "shared with me" first at the root. */
  private async allFolders(folder: DriveFolder): Promise<DriveFolder[]> {
    const list: DriveFolder[] = folder.id === DRIVE_ROOT && !folder.shared ? [SHARED_TOP] : [];
    let next: string | undefined;
    for (let page = 0; page < 20; page++) {
      const answer = await assets(folder, true, next);
      list.push(...answer.files.map((item) => childOf(folder, item)));
      if (!answer.nextPageToken) break;
      next = answer.nextPageToken;
    }
    return list;
  }

  async loadMore(): Promise<void> {
    const s = this.state.get();
    if (s.status !== 'browsing' || !s.nextPageToken || s.loadingMore || s.imagesLoading) return;
    const generation = this.generation;
    const folder = s.path[s.path.length - 1]!;
    this.patch({ loadingMore: true, loadError: null });
    try {
      const page = await assets(folder, false, s.nextPageToken);
      if (generation !== this.generation) return;
      this.state.set((now) => {
        const seen = new Set(now.images.map((i) => i.id));
        const more = page.files.filter((f) => isDriveImageMime(f.mimeType)).map(driveImageOf).filter((i) => !seen.has(i.id));
        return { ...now, images: [...now.images, ...more], nextPageToken: page.nextPageToken, loadingMore: false };
      });
    } catch (error) {
      if (generation !== this.generation) return;
      if (isNoAccessToken(error)) return this.accessEnded();
      this.patch({ loadingMore: false, loadError: error });
    }
  }
}

/** The page's one drive source (the library may open and close many times). */
export const driveSource = new DriveSource();
