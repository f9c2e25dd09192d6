import { describe, expect, it } from 'vitest';
import { isOwnPhoto, isTransparentUrl, restorePhoto } from '../../src/features/photos/photo';
import { editorLinkForImage, imagePathOf, photoTitleToOpen, photoToOpen } from '../../src/features/photos/editorLink';
import { pictureName } from '../../src/features/editor/open/sources';

describe('a photo from the server (spec §3)', () => {
  it('keeps the fields and marks own photos by their key', () => {
    const photo = restorePhoto({ id: 'pixloom_photo_7', url: '/img/photos/ab/x.png', nick: 'anna', title: 'Cat #pets', tags: ['pets'], dateCreated: 5, isPublic: 1, width: 640, height: 480, key: 'abcdef0123456789' });
    expect(photo).toMatchObject({ id: 'pixloom_photo_7', nick: 'anna', isPublic: 1, width: 640, height: 480 });
    expect(isOwnPhoto(photo!)).toBe(true);
    expect(isTransparentUrl(photo!.url)).toBe(true);
  });

  it('repairs what it can and refuses what it cannot show', () => {
    expect(restorePhoto({ id: 3, url: '/img/a.jpg', isPublic: '1', width: 'x' })).toMatchObject({ id: '3', isPublic: 1, width: 200, height: 200, tags: [], title: '' });
    expect(isOwnPhoto(restorePhoto({ id: 3, url: '/img/a.jpg' })!)).toBe(false);
    expect(restorePhoto({ id: 3 })).toBeNull();
    expect(restorePhoto('nope')).toBeNull();
  });
});

describe('open in the editor: /create/?photo=<image path>', () => {
  it('links to the photo editor of the language with the image path', () => {
    expect(editorLinkForImage('en', '/img/photos/ab/1.jpg')).toBe('/create/?photo=%2Fimg%2Fphotos%2Fab%2F1.jpg');
    expect(editorLinkForImage('de', 'http://127.0.0.1:8080/img/photos/ab/1.jpg?width=200')).toBe('/de/erstellen/?photo=%2Fimg%2Fphotos%2Fab%2F1.jpg');
  });

  it('names the photo by its title, so its project is not named after the storage id (issue 14)', () => {
    const link = editorLinkForImage('en', '/img/photos/ab/b83287a7-1c2d.jpg', ' Morning coffee & toast ');
    expect(link).toBe('/create/?photo=%2Fimg%2Fphotos%2Fab%2Fb83287a7-1c2d.jpg&title=Morning%20coffee%20%26%20toast');
    const search = link.slice(link.indexOf('?'));
    expect(photoToOpen(search)).toBe('/img/photos/ab/b83287a7-1c2d.jpg');
    expect(photoTitleToOpen(search)).toBe('Morning coffee & toast');
    expect(pictureName(photoToOpen(search) ?? '', photoTitleToOpen(search) ?? undefined)).toBe('Morning coffee & toast.jpg');
    expect(pictureName('/img/photos/ab/b83287a7.png', 'Holiday.2024')).toBe('Holiday.2024.png');
    expect(editorLinkForImage('en', '/img/photos/ab/1.jpg', '  ')).toBe('/create/?photo=%2Fimg%2Fphotos%2Fab%2F1.jpg');
    expect(photoTitleToOpen('?photo=%2Fimg%2Fx.jpg')).toBeNull();
  });

  it('gives the editor only same-site image paths', () => {
    expect(photoToOpen('?photo=%2Fimg%2Fphotos%2Fab%2F1.jpg')).toBe('/img/photos/ab/1.jpg');
    expect(photoToOpen('?photo=https%3A%2F%2Fevil.example%2Fx.jpg')).toBeNull();
    expect(imagePathOf('/img/../secret')).toBeNull();
    expect(photoToOpen('?photo=%2F%2Fevil.example%2Fimg%2Fx.jpg')).toBeNull();
    expect(photoToOpen('')).toBeNull();
  });

  it('opens a drive image through the server’s own route, and nothing else under /imports/', () => {
    expect(editorLinkForImage('en', '/imports/drive/file/1AbC_d-9', 'Coffee.png')).toBe('/create/?photo=%2Fimports%2Fdrive%2Ffile%2F1AbC_d-9&title=Coffee.png');
    expect(photoToOpen('?photo=%2Fimports%2Fdrive%2Ffile%2F1AbC_d-9')).toBe('/imports/drive/file/1AbC_d-9');
    expect(imagePathOf('/imports/drive/file/../../api/x')).toBeNull();
    expect(imagePathOf('/imports/drive/start')).toBeNull();
  });
});
