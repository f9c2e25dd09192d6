// The photo-service (google-photos-picker/…) and social-network album (social/…) calls and image routes on the
// real server and database, connected through the imports' OAuth core to the fake authorization server, with
// the local fakes of the Google Photos Picker and Facebook Graph APIs behind them. Each grant of the fake
// authorization server is its own provider account, so a second user is another Google/Facebook account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { startFakeOAuth, type FakeOAuthServer } from '../../support/oauthServer';
import { startGooglePhotosPicker, type RunningPhotosPicker } from '../../support/googlePhotosPicker';
import { startFacebookGraph, type RunningFacebookGraph } from '../../support/facebookGraph';
import { connectThroughPopup } from './helpers';

const PUBLIC_URL = 'http://127.0.0.1:8080';

interface Item {
  id: string;
  filename: string;
  width: number;
  height: number;
  imageURL: string;
}

describe.each(testDatabases)('photo-service and social-album imports on %s', (kind) => {
  let server: TestServer;
  let oauth: FakeOAuthServer;
  let photos: RunningPhotosPicker;
  let graph: RunningFacebookGraph;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    oauth = await startFakeOAuth({
      clients: [
        { client_id: 'pixloom-google', client_secret: 'google-secret', redirect_uris: [`${PUBLIC_URL}/imports/photos/callback`] },
        { client_id: 'pixloom-facebook', client_secret: 'facebook-secret', redirect_uris: [`${PUBLIC_URL}/imports/facebook/callback`] },
      ],
    });
    const account = (token: string) => oauth.verify(`Bearer ${token}`)?.id ?? null;
    photos = await startGooglePhotosPicker({ tokenOwner: account, photoCount: 60 });
    graph = await startFacebookGraph({ tokenOwner: account });
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL }, {
      IMPORT_GOOGLE_CLIENT_ID: 'pixloom-google',
      IMPORT_GOOGLE_CLIENT_SECRET: 'google-secret',
      IMPORT_GOOGLE_AUTH_URL: oauth.authUrl,
      IMPORT_GOOGLE_TOKEN_URL: oauth.tokenUrl,
      IMPORT_GOOGLE_REVOKE_URL: oauth.revokeUrl,
      IMPORT_GOOGLE_PHOTOS_API: photos.url,
      IMPORT_FACEBOOK_CLIENT_ID: 'pixloom-facebook',
      IMPORT_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      IMPORT_FACEBOOK_AUTH_URL: oauth.authUrl,
      IMPORT_FACEBOOK_TOKEN_URL: oauth.tokenUrl,
      IMPORT_FACEBOOK_GRAPH_API: graph.url,
    });
    ada = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await photos.close();
    await graph.close();
    await oauth.close();
  });

  /** The provider account (fake grant) behind a user's stored token. */
  async function accountOf(user: TestUser, connector: 'photos' | 'facebook'): Promise<string> {
    let grant = '';
    await server.services.imports.withAccessToken(user.id, connector, async (token) => {
      grant = oauth.verify(`Bearer ${token}`)?.id ?? '';
      return new Response(null, { status: 200 });
    });
    return grant;
  }

  it('asks a user who has not connected to authorise (no_access_token), and reports the connection', async () => {
    const status = await ada.client.call<{ connected: boolean }>('google-photos-picker/token-status');
    expect(status.body.data).toEqual({ connected: false });
    const session = await ada.client.call('google-photos-picker/new-session');
    expect(session.status).toBe(401);
    expect(session.body.error?.code).toBe('no_access_token');

    const { message } = await connectThroughPopup(ada.client, 'photos');
    expect(message).toEqual({ type: 'pixloom-import', connector: 'photos', ok: true });
    expect((await ada.client.call<{ connected: boolean }>('google-photos-picker/token-status')).body.data).toEqual({ connected: true });
  });

  it('opens the picker, polls the session, lists the picked photos 45 a page and serves their images', async () => {
    const created = await ada.client.call<{ tkn: string; picker_url: string; poll_interval: number }>('google-photos-picker/new-session');
    expect(created.status).toBe(200);
    const { tkn, picker_url: pickerUrl, poll_interval: pollInterval } = created.body.data!;
    expect(pickerUrl).toBe(`${photos.origin}/picker/${tkn}/autoclose`);
    expect(pollInterval).toBe(1000);
    expect((await ada.client.call('google-photos-picker/session', { tkn })).body.data).toEqual({ media_items_set: false, poll_interval: 1000 });
    const early = await ada.client.call('google-photos-picker/list-all-media', { tkn });
    expect(early.body.error?.code).toBe('media_items_not_set');

    // The user picks on Google's page (the picker page's form, as the popup would post it).
    const form = new URLSearchParams(photos.library.map((item) => ['item', item.id]));
    const done = await fetch(pickerUrl, { method: 'POST', body: form });
    expect(done.status).toBe(200);
    expect((await ada.client.call('google-photos-picker/session', { tkn })).body.data).toEqual({ media_items_set: true, poll_interval: 1000 });

    const first = await ada.client.call<Item[]>('google-photos-picker/list-all-media', { tkn });
    expect(first.body.data).toHaveLength(45);
    const nextPage = (first.body as { next_page?: string }).next_page;
    expect(nextPage).toBeTruthy();
    const second = await ada.client.call<Item[]>('google-photos-picker/list-all-media', { tkn, next_page: nextPage! });
    expect(second.body.data).toHaveLength(15);
    expect((second.body as { next_page?: string | null }).next_page).toBeNull();
    const item = first.body.data![0]!;
    expect(item).toMatchObject({ filename: 'astronaut.png', width: 512, height: 512 });
    // No provider URL or token reaches the page.
    expect(JSON.stringify(first.body)).not.toContain(photos.origin);

    const thumb = await ada.client.request({ method: 'GET', url: `${item.imageURL}?w=200&h=200` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);
    const original = await ada.client.request({ method: 'GET', url: item.imageURL });
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(512);

    const one = await ada.client.call<Item>('google-photos-picker/get-media-item', { tkn, id: item.id });
    expect(one.body.data).toEqual(item);
  });

  it('never lets another user reach a session or photo through their own or no token', async () => {
    const created = await ada.client.call<{ tkn: string }>('google-photos-picker/new-session');
    const tkn = created.body.data!.tkn;
    photos.pick(tkn, [photos.library[3]!.id]);
    const [item] = (await ada.client.call<Item[]>('google-photos-picker/list-all-media', { tkn })).body.data!;

    const unconnected = await bob.client.call('google-photos-picker/list-all-media', { tkn });
    expect(unconnected.body.error?.code).toBe('no_access_token');
    const image = await bob.client.request({ method: 'GET', url: item!.imageURL });
    expect(image.statusCode).toBe(401);
    expect(JSON.parse(image.body).error.code).toBe('no_access_token');

    await connectThroughPopup(bob.client, 'photos');
    expect(await accountOf(bob, 'photos')).not.toBe(await accountOf(ada, 'photos'));
    const other = await bob.client.call('google-photos-picker/list-all-media', { tkn });
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('picker_session_not_found');
    const otherImage = await bob.client.request({ method: 'GET', url: item!.imageURL });
    expect(otherImage.statusCode).toBe(404);
    expect(otherImage.headers['content-type']).toContain('application/json');
  });

  it('refreshes an expired token on the way, and refuses bad input with a specific code', async () => {
    const before = oauth.counts.refreshGrants;
    oauth.expireAccessTokens();
    const created = await ada.client.call<{ tkn: string }>('google-photos-picker/new-session');
    expect(created.status).toBe(200);
    expect(oauth.counts.refreshGrants).toBe(before + 1);

    expect((await ada.client.call('google-photos-picker/session', { tkn: '../../x' })).body.error?.code).toBe('invalid_session');
    expect((await ada.client.call('google-photos-picker/list-all-media', { tkn: 'abc', next_page: 'a b' })).body.error?.code).toBe('invalid_page');
    expect((await ada.client.call('google-photos-picker/get-media-item', { tkn: 'abc', id: 'x?y' })).body.error?.code).toBe('invalid_id');
    const size = await ada.client.request({ method: 'GET', url: '/img/imports/google-photos/abc/x?w=200' });
    expect(size.statusCode).toBe(400);
    expect(JSON.parse(size.body).error.code).toBe('invalid_size');
    const visitor = await new TestClient(server).request({ method: 'GET', url: '/img/imports/google-photos/abc/x' });
    expect(visitor.statusCode).toBe(401);
  });

  it('disconnects: the tokens are gone and the next call asks to authorise again', async () => {
    const res = await bob.client.call('google-photos-picker/disconnect');
    expect(res.status).toBe(200);
    expect((await bob.client.call<{ connected: boolean }>('google-photos-picker/token-status')).body.data).toEqual({ connected: false });
    expect((await bob.client.call('google-photos-picker/new-session')).body.error?.code).toBe('no_access_token');
    // Ada's connection is hers: still there.
    expect((await ada.client.call<{ connected: boolean }>('google-photos-picker/token-status')).body.data).toEqual({ connected: true });
  });

  it('lists the social-network albums with their photos, pages an album and serves a photo', async () => {
    expect((await ada.client.call('social/albums')).body.error?.code).toBe('no_access_token');
    await connectThroughPopup(ada.client, 'facebook');
    const albums = await ada.client.call<{ id: string; name: string; images: { id: string; imageURL: string; thumbURL: string }[]; next_page: string | null }[]>('social/albums');
    expect(albums.status).toBe(200);
    expect(albums.body.data!.map((a) => [a.name, a.images.length, Boolean(a.next_page)])).toEqual([
      ['Profile pictures', 3, false],
      ['Holidays', 100, true],
      ['Timeline photos', 12, false],
    ]);
    const holidays = albums.body.data![1]!;
    const rest = await ada.client.call<{ images: unknown[]; next_page: string | null }>('social/album-photos', { album_id: holidays.id, next_page: holidays.next_page! });
    expect(rest.body.data?.images).toHaveLength(30);
    expect(rest.body.data?.next_page).toBeNull();
    const thumb = await ada.client.request({ method: 'GET', url: holidays.images[0]!.thumbURL });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).height).toBeGreaterThanOrEqual(275);
    expect(JSON.stringify(albums.body)).not.toContain(graph.origin);

    expect((await ada.client.call('social/album-photos', { album_id: '../me' })).body.error?.code).toBe('invalid_album');
  });

  it('answers user_photos_scope_declined when the user declined the photos permission', async () => {
    await connectThroughPopup(bob.client, 'facebook');
    graph.declined.set(await accountOf(bob, 'facebook'), new Set(['user_photos']));
    const res = await bob.client.call('social/albums');
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('user_photos_scope_declined');
  });
});
