// The cloud drive import (spec account-content §3 "Cloud-drive item", §7 "Third-party imports", §9):
// what the server's drive/ calls answer and the app reads, shared by both.

/** Spec §9: 45 images a page for the photo service and the drive. */
export const DRIVE_PAGE_SIZE = 45;
/** Folders come in pages of this many (the app asks until the last page, then caches them per parent). */
export const DRIVE_FOLDER_PAGE_SIZE = 100;
export const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';
/** The parent id of the drive's top level (Drive v3's alias). */
export const DRIVE_ROOT = 'root';
/** A Drive file id (or the root alias): letters, digits, - and _. */
export const DRIVE_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
/** Folder names (create-folder): trimmed, 1 to 100 characters. */
export const DRIVE_FOLDER_NAME_MAX = 100;

/**
 * Spec §3 "Cloud-drive item": id, name, mimeType, thumbnailLink, webContentLink, width, height. The links
 * are the server's own (same origin, the user's session): the browser never holds the drive's token.
 */
export interface DriveItemJson {
  id: string;
  name: string;
  mimeType: string;
  /** The server's thumbnail route for an image; '' for a folder. */
  thumbnailLink: string;
  /** The server's download route for an image; '' for a folder. */
  webContentLink: string;
  width: number;
  height: number;
}

export interface DriveAssetsJson {
  files: DriveItemJson[];
  /** The next page's token (next_page), or null on the last page. */
  nextPageToken: string | null;
}

export const isDriveImageMime = (mimeType: string): boolean => /^image\/[a-z0-9.+-]+$/i.test(mimeType);

/** The app's routes for an image of the user's drive (server/imports/drive.ts). */
export const driveFileUrl = (id: string): string => `/imports/drive/file/${encodeURIComponent(id)}`;
export const driveThumbnailUrl = (id: string): string => `/imports/drive/thumbnail/${encodeURIComponent(id)}`;
