// Spec account-content §3 "Cloud-drive item": a drive item becomes a library image with its id prefixed
// drive_, an extension and an isSVG flag; its picture and thumbnail come from the server's own routes.
import { describe, expect, it } from 'vitest';
import { driveImageOf } from '../../src/features/library/drive/driveSource';
import { driveFileUrl, driveThumbnailUrl, isDriveImageMime } from '../../src/lib/shared/drive';

describe('a drive item in the image library', () => {
  it('becomes an image named by its file, opened through the server', () => {
    const image = driveImageOf({ id: '1AbC', name: 'Beach at noon.JPG', mimeType: 'image/jpeg', thumbnailLink: driveThumbnailUrl('1AbC'), webContentLink: driveFileUrl('1AbC'), width: 4000, height: 3000 });
    expect(image).toMatchObject({ id: 'drive_1AbC', type: 'drive', title: 'Beach at noon.JPG', extension: 'jpg', isSVG: false, isTransparent: false, width: 4000, height: 3000 });
    expect(image.imageURL).toBe('/imports/drive/file/1AbC');
    expect(image.thumbURL).toBe('/imports/drive/thumbnail/1AbC');
  });

  it('takes the extension from the type when the name has none, and marks PNG and SVG', () => {
    expect(driveImageOf({ id: 'p', name: 'scan', mimeType: 'image/png', thumbnailLink: '', webContentLink: '/imports/drive/file/p', width: 0, height: 0 })).toMatchObject({ extension: 'png', isTransparent: true, width: 200, height: 200 });
    expect(driveImageOf({ id: 's', name: 'logo.svg', mimeType: 'image/svg+xml', thumbnailLink: '', webContentLink: '/imports/drive/file/s', width: 10, height: 10 })).toMatchObject({ extension: 'svg', isSVG: true });
  });

  it('counts only image types as images', () => {
    expect(isDriveImageMime('image/heic')).toBe(true);
    expect(isDriveImageMime('application/pdf')).toBe(false);
    expect(isDriveImageMime('application/vnd.google-apps.folder')).toBe(false);
    expect(isDriveImageMime('image/')).toBe(false);
  });
});
