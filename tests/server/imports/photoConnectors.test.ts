// The photo-service (Google Photos Picker) and social-network (Facebook Graph) connectors against local
// fakes of the real APIs: sessions, paging, downloads through the allowed hosts only, scope declined,
// no_access_token, and one account's session not usable with another account's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { GooglePhotosPicker } from '../../../server/imports/photos/googlePhotos';
import { FacebookGraph } from '../../../server/imports/photos/facebook';
import type { Authorized } from '../../../server/imports/photos/providerHttp';
import { startGooglePhotosPicker, type RunningPhotosPicker } from '../../support/googlePhotosPicker';
import { startFacebookGraph, type RunningFacebookGraph } from '../../support/facebookGraph';

const http = { timeoutMs: 5000, maxBytes: 20 * 1024 * 1024, allowHttp: true };
/** A fetch with a fixed token, as services.imports.withAccessToken runs it. */
const as = (token: string): Authorized => (fetchFn) => fetchFn(token);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'no error';
}

describe('the Google Photos Picker connector', () => {
  let fake: RunningPhotosPicker;
  let picker: GooglePhotosPicker;
  const tokens = new Map([
    ['token-alice', 'alice'],
    ['token-bob', 'bob'],
  ]);

  beforeAll(async () => {
    fake = await startGooglePhotosPicker({ tokenOwner: (t) => tokens.get(t) ?? null, photoCount: 60 });
    picker = new GooglePhotosPicker({ ...http, apiBase: fake.url, mediaHosts: ['.googleusercontent.com'] });
  });
  afterAll(async () => fake.close());

  it('opens a picking session, waits for the pick, then lists the picked photos 45 a page', async () => {
    const session = await picker.createSession(as('token-alice'));
    expect(session.pickerUri).toContain(`/picker/${session.id}`);
    expect(session.mediaItemsSet).toBe(false);
    expect(session.pollIntervalMs).toBe(1000);
    expect(await codeOf(picker.listPicked(as('token-alice'), session.id, null, 45))).toBe('media_items_not_set');

    fake.pick(session.id);
    expect((await picker.getSession(as('token-alice'), session.id)).mediaItemsSet).toBe(true);
    const first = await picker.listPicked(as('token-alice'), session.id, null, 45);
    expect(first.items).toHaveLength(45);
    expect(first.nextPageToken).toBeTruthy();
    const second = await picker.listPicked(as('token-alice'), session.id, first.nextPageToken, 45);
    expect(second.items).toHaveLength(15);
    expect(second.nextPageToken).toBeNull();
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(60);
    expect(first.items[0]).toMatchObject({ filename: 'astronaut.png', mimeType: 'image/png', width: 512, height: 512 });
  });

  it('downloads a picked photo fitted in a box and as the original, with the user’s token', async () => {
    const session = await picker.createSession(as('token-alice'));
    fake.pick(session.id, [fake.library[8]!.id]);
    const [item] = (await picker.listPicked(as('token-alice'), session.id, null, 45)).items;
    const thumb = await picker.download(as('token-alice'), item!.baseUrl, { width: 200, height: 200 });
    const meta = await sharp(thumb.bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(200);
    const original = await picker.download(as('token-alice'), item!.baseUrl, null);
    expect((await sharp(original.bytes).metadata()).width).toBe(item!.width);
    const media = fake.requests.filter((r) => r.path.startsWith('/lh3/'));
    expect(media.map((r) => r.path.split('=')[1])).toEqual(['w200-h200', 'd']);
    expect(media.every((r) => r.authorization === 'Bearer token-alice')).toBe(true);
  });

  it('never sends the token to a host that is not the photo service’s', async () => {
    expect(await codeOf(picker.download(as('token-alice'), 'https://attacker.example/lh3/x', null))).toBe('invalid_response');
    expect(await codeOf(picker.download(as('token-alice'), 'http://169.254.169.254/latest', { width: 10, height: 10 }))).toBe('invalid_response');
  });

  it('answers no_access_token for a token the service refuses, and another account’s session is not found', async () => {
    expect(await codeOf(picker.createSession(as('expired-token')))).toBe('no_access_token');
    const session = await picker.createSession(as('token-alice'));
    fake.pick(session.id);
    expect(await codeOf(picker.getSession(as('token-bob'), session.id))).toBe('picker_session_not_found');
    expect(await codeOf(picker.listPicked(as('token-bob'), session.id, null, 45))).toBe('picker_session_not_found');
    await picker.deleteSession(as('token-alice'), session.id);
    expect(await codeOf(picker.getSession(as('token-alice'), session.id))).toBe('picker_session_not_found');
  });
});

describe('the Facebook Graph albums connector', () => {
  let fake: RunningFacebookGraph;
  let graph: FacebookGraph;

  beforeAll(async () => {
    fake = await startFacebookGraph({ declined: { carol: ['user_photos'] } });
    graph = new FacebookGraph({ ...http, apiBase: fake.url, cdnHosts: ['.fbcdn.net'] });
  });
  afterAll(async () => fake.close());

  it('lists the albums with their first 100 photos, then pages an album by its cursor to the end', async () => {
    const albums = await graph.albums(as('alice'));
    expect(albums.map((a) => a.name)).toEqual(['Profile pictures', 'Holidays', 'Timeline photos']);
    const holidays = albums[1]!;
    expect(holidays.photos).toHaveLength(100);
    expect(holidays.next).toBeTruthy();
    const rest = await graph.albumPhotos(as('alice'), holidays.id, holidays.next);
    expect(rest.photos).toHaveLength(30);
    expect(rest.next).toBeNull();
    expect(new Set([...holidays.photos, ...rest.photos].map((p) => p.id)).size).toBe(130);
    expect(albums[0]!.next).toBeNull();
  });

  it('picks the smallest rendition at least 275 px high for thumbnails, and downloads from the CDN', async () => {
    const [album] = await graph.albums(as('alice'));
    const photo = album!.photos[0]!;
    expect(photo.images[0]!.width).toBeGreaterThanOrEqual(photo.images[1]!.width);
    const thumb = FacebookGraph.rendition(photo, 275);
    expect(thumb.height).toBeGreaterThanOrEqual(275);
    const image = await graph.download(thumb);
    expect((await sharp(image.bytes).metadata()).width).toBe(thumb.width);
    expect(await codeOf(graph.download({ width: 1, height: 1, source: 'https://evil.example/x.jpg' }))).toBe('invalid_response');
  });

  it('reports a declined photos permission as user_photos_scope_declined and a bad token as invalid_access_token', async () => {
    expect(await codeOf(graph.albums(as('carol')))).toBe('user_photos_scope_declined');
    expect(await codeOf(graph.albumPhotos(as('carol'), fake.albums[0]!.id, null))).toBe('user_photos_scope_declined');
    expect(await codeOf(graph.albums(as('')))).toBe('invalid_access_token');
  });
});
