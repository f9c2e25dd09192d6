// The photo answers shared by the server and the page (spec account-content §3): the Photo of Explore,
// user galleries and My Photos, and the Library image of the image library's own-photos section.

/** Every image URL of the product is /img/{storage key}[?width&height&fit&auto]. */
export const IMAGE_PATH = '/img/';

export interface PhotoJson {
  /** `pixloom_photo_{n}`: the id with the own-photo type prefix. */
  id: string;
  /** Same-origin image route, e.g. `/img/photos/ab/….jpg`. */
  url: string;
  nick: string;
  title: string;
  tags: string[];
  /** Epoch milliseconds. */
  dateCreated: number;
  /** 1 means public. */
  isPublic: 0 | 1;
  width: number;
  height: number;
  /** The owner's key: present only in the owner's own answers, and what marks a photo as one's own. */
  key?: string;
  /** 1 when the signed-in viewer has reported this photo (photo/get only). */
  reported?: 1;
}

/** Where a photo is reported from (photo/report-abuse `mode`): the Explore list, a user's gallery, a direct link. */
export const REPORT_MODES = ['explore', 'gallery', 'photo'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

/** Own photos and layers; photo-service images (spec §3 "Image sections": type google_photos); drive images (type drive); social-network album photos (type facebook). */
export type LibraryImageType = 'own-photo' | 'own-layer' | 'google_photos' | 'drive' | 'facebook';

export interface LibraryImageJson {
  /** The type-prefixed id, e.g. `pixloom_photo_12`. */
  id: string;
  type: LibraryImageType;
  /** Epoch milliseconds. */
  date: number;
  /** Same-origin full-size image url (the image route). */
  imageURL: string;
  /** Spec §3: the url ends in png. */
  isTransparent: boolean;
  thumbURL: string;
  thumbWidth: number;
  thumbHeight: number;
  title: string;
  /** Pixel size of the original (for layout and for the editor's size checks). */
  width: number;
  height: number;
}
