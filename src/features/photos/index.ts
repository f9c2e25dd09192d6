// The photos area's front door: the photo model, its api calls and events, thumbnails, uploading and the
// upload controls. Other areas import this file only, never the area's inside (ESLint: no-restricted-imports).
import type * as KeptUploads from './keptUploads';

export { PHOTO_FILTERS, isOwnPhoto, isPhotoFilter, isTransparentUrl, restorePhoto, type Photo, type PhotoFilter } from './photo';
export { deletePhotos, fetchExplore, fetchMyPhotos, fetchPhoto, fetchUserGallery, renamePhoto, togglePhotoPublic } from './photoApi';
export { emitPhotoEvent, onPhotoEvent, type PhotoEvent } from './photoEvents';
export { BIG_IMAGE, imageVariantUrl, screenDensity } from '../../lib/imageVariants';
export { editorLinkForImage, imagePathOf, photoTitleToOpen, photoToOpen } from './editorLink';
export { uploadPhoto } from './uploadPhoto';
export { UploadQueue } from './uploadQueue';
export { DropZone } from './DropZone';
export { UploadButton } from './UploadButton';
export { UploadList } from './UploadList';
export { WaitingUploads } from './WaitingUploads';
/** Upload through the outbox: kept on the device offline (loaded on demand). */
export const keepAndUploadPhoto = async (...args: Parameters<typeof KeptUploads.keepAndUploadPhoto>): ReturnType<typeof KeptUploads.keepAndUploadPhoto> =>
  (await import('./keptUploads')).keepAndUploadPhoto(...args);
