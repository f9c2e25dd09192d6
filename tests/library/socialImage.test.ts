// Spec account-content §3 "Social-network album": an album's photos become library images with ids prefixed
// facebook_, their picture through the server's /img/imports/ route (so the editor opens it from a
// ?photo=/img/… link), a thumbnail row 200 px high from the server's rendition, and the album's name as title;
// anything else is refused.
import { describe, expect, it } from 'vitest';
import { toSocialImage } from '../../src/features/library/social/socialApi';
import { imagePathOf } from '../../src/features/photos/editorLink';

const photo = { id: '10000042', imageURL: '/img/imports/social/10000042', thumbURL: '/img/imports/social/10000042?h=360', width: 1600, height: 800 };

describe('a social-network album photo in the image library', () => {
  it('becomes an image with a facebook_ id, opened through the server', () => {
    const image = toSocialImage(photo, 'Holidays')!;
    expect(image).toMatchObject({ id: 'facebook_10000042', type: 'facebook', title: 'Holidays', width: 1600, height: 800, isTransparent: false });
    expect(image.thumbURL).toBe(photo.thumbURL);
    expect({ w: image.thumbWidth, h: image.thumbHeight }).toEqual({ w: 400, h: 200 });
    expect(imagePathOf(image.imageURL)).toBe(photo.imageURL);
  });

  it('refuses a photo without an id or with a picture outside the server', () => {
    expect(toSocialImage({ ...photo, id: '' }, 'A')).toBeNull();
    expect(toSocialImage({ ...photo, imageURL: 'https://scontent.fbcdn.net/v/x.jpg' }, 'A')).toBeNull();
    expect(toSocialImage(null, 'A')).toBeNull();
  });

  it('keeps a thumbnail that points elsewhere off the page: the picture itself is used', () => {
    expect(toSocialImage({ ...photo, thumbURL: 'https://evil.example/x.jpg' }, 'A')!.thumbURL).toBe(photo.imageURL);
  });
});
