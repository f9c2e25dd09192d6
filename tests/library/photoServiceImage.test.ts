// Spec account-content §3 "Photo-service item": a picked item becomes a library image with its id prefixed
// google_photos_, its name, its picture through the server's /img/imports/ route (so the editor opens it from
// a ?photo=/img/… link), a 200 px thumbnail (300 on retina) and isTransparent; anything else is refused.
import { describe, expect, it } from 'vitest';
import { thumbOf, toLibraryImage } from '../../src/features/library/photoService/photoServiceApi';
import { imagePathOf } from '../../src/features/photos/editorLink';

const item = { id: 'AF1Qip0001', filename: 'Beach.png', mimeType: 'image/png', width: 1600, height: 800, imageURL: '/img/imports/google-photos/abc123/AF1Qip0001' };

describe('a photo-service item in the image library', () => {
  it('becomes an image named by its file, opened through the server', () => {
    const image = toLibraryImage(item, false)!;
    expect(image).toMatchObject({ id: 'google_photos_AF1Qip0001', type: 'google_photos', title: 'Beach.png', isTransparent: true, width: 1600, height: 800 });
    expect(image.imageURL).toBe(item.imageURL);
    expect(imagePathOf(image.imageURL)).toBe(item.imageURL);
    expect(image.thumbURL).toBe(`${item.imageURL}?w=200&h=200`);
    expect([image.thumbWidth, image.thumbHeight]).toEqual([200, 100]);
  });

  it('asks for 300 px thumbnails on a retina screen, and a JPEG is not transparent', () => {
    const image = toLibraryImage({ ...item, filename: 'Beach.jpg', mimeType: 'image/jpeg' }, true)!;
    expect(image.thumbURL).toBe(thumbOf(item.imageURL, 300));
    expect(image.isTransparent).toBe(false);
  });

  it('refuses an item without an id or with a picture that is not the server’s', () => {
    expect(toLibraryImage({ ...item, id: undefined }, false)).toBeNull();
    expect(toLibraryImage({ ...item, imageURL: 'https://lh3.googleusercontent.com/x' }, false)).toBeNull();
    expect(toLibraryImage(null, false)).toBeNull();
  });
});
