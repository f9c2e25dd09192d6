// The drive import (server/imports/drive.ts) against the local fakes of Google's authorization server and
// Drive v3: browsing folders and "shared with me", paging by 45, images only, downloads and thumbnails
// through the server, refused input, one user's drive never reachable by another, disconnect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { startFakeOAuth, type FakeOAuthServer } from '../../support/oauthServer';
import { startFakeDrive, type FakeDrive } from '../../support/driveFake';
import type { DriveAssetsJson, DriveItemJson } from '../../../src/lib/shared/drive';
import { connectThroughPopup } from './helpers';
import { directUpload, makeImage, postForm } from '../photos/helpers';

const PUBLIC_URL = 'http://127.0.0.1:8080';

describe.each(testDatabases)('the drive import on %s', (kind) => {
  let server: TestServer;
  let oauth: FakeOAuthServer;
  let drive: FakeDrive;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    oauth = await startFakeOAuth({ clients: [{ client_id: 'pixloom-drive', client_secret: 'drive-secret', redirect_uris: [`${PUBLIC_URL}/imports/drive/callback`] }] });
    drive = await startFakeDrive(oauth);
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL }, {
      IMPORT_GOOGLE_CLIENT_ID: 'pixloom-drive',
      IMPORT_GOOGLE_CLIENT_SECRET: 'drive-secret',
      IMPORT_GOOGLE_AUTH_URL: oauth.authUrl,
      IMPORT_GOOGLE_TOKEN_URL: oauth.tokenUrl,
      IMPORT_GOOGLE_REVOKE_URL: oauth.revokeUrl,
      IMPORT_GOOGLE_DRIVE_API: drive.apiBase,
    });
    ada = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await drive.close();
    await oauth.close();
  });

  const assets = (user: TestUser, payload: Record<string, string> = {}) => user.client.call<DriveAssetsJson>('drive/assets', payload);
  const names = (files: DriveItemJson[] | undefined) => (files ?? []).map((f) => f.name);

  it('answers no_access_token before the user connected, then lists once connected', async () => {
    const before = await ada.client.call('drive/get-token');
    expect(before.status).toBe(401);
    expect(before.body.error?.code).toBe('no_access_token');
    expect((await assets(ada, { folders: '1' })).body.error?.code).toBe('no_access_token');

    const { message } = await connectThroughPopup(ada.client, 'drive');
    expect(message.ok).toBe(true);
    expect((await ada.client.call('drive/get-token')).body.data).toEqual({ connected: true });
  });

  it('lists the root’s folders and images (images only: no PDF, nothing trashed)', async () => {
    const folders = await assets(ada, { parent: 'root', folders: '1' });
    expect(folders.status).toBe(200);
    expect(names(folders.body.data?.files)).toEqual(['Family', 'Holidays', 'Many']);
    expect(folders.body.data?.files[0]).toMatchObject({ mimeType: 'application/vnd.google-apps.folder', thumbnailLink: '', webContentLink: '' });
    const images = await assets(ada, { parent: 'root' });
    expect(names(images.body.data?.files).sort()).toEqual(['Camera.png', 'Hubble deep field.jpg']);
    const camera = images.body.data!.files.find((f) => f.name === 'Camera.png')!;
    expect(camera).toMatchObject({ mimeType: 'image/png', width: 512, height: 512, webContentLink: `/imports/drive/file/${camera.id}`, thumbnailLink: `/imports/drive/thumbnail/${camera.id}` });
    expect(images.body.data?.nextPageToken).toBeNull();
  });

  it('browses a nested folder and the items shared with the user', async () => {
    const family = drive.idOf('Family');
    expect(names((await assets(ada, { parent: family, folders: '1' })).body.data?.files)).toEqual(['2024']);
    expect(names((await assets(ada, { parent: drive.idOf('2024') })).body.data?.files)).toEqual(['Astronaut.png']);
    const sharedFolders = await assets(ada, { sharedWithMe: '1', folders: '1' });
    expect(names(sharedFolders.body.data?.files)).toEqual(['Shared album']);
    expect(names((await assets(ada, { sharedWithMe: '1' })).body.data?.files)).toEqual(['Rocket from a friend.jpg']);
    const inside = await assets(ada, { parent: drive.idOf('Shared album'), sharedWithMe: '1', isNested: '1' });
    expect(names(inside.body.data?.files).sort()).toEqual(['Grass.png', 'Shared coffee.png']);
  });

  it('pages by 45 with the drive’s page token', async () => {
    const first = await assets(ada, { parent: drive.idOf('Many') });
    expect(first.body.data?.files).toHaveLength(45);
    expect(first.body.data?.nextPageToken).toBeTruthy();
    const second = await assets(ada, { parent: drive.idOf('Many'), next_page: first.body.data!.nextPageToken! });
    expect(second.body.data?.files).toHaveLength(5);
    expect(second.body.data?.nextPageToken).toBeNull();
    const ids = new Set([...first.body.data!.files, ...second.body.data!.files].map((f) => f.id));
    expect(ids.size).toBe(50);
  });

  it('serves an image and its thumbnail through the server, as real images', async () => {
    const id = drive.idOf('Coffee in Lisbon.png');
    const info = await ada.client.call<DriveItemJson & { size: number }>('drive/download-file', { file_id: id, getOnlyFileInfo: '1' });
    expect(info.body.data).toMatchObject({ id, name: 'Coffee in Lisbon.png', mimeType: 'image/png', webContentLink: `/imports/drive/file/${id}` });
    const file = await ada.client.request({ method: 'GET', url: `/imports/drive/file/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['cache-control'])).toContain('private');
    expect(file.rawPayload.equals(drive.files.get(id)!.data!)).toBe(true);
    const thumb = await ada.client.request({ method: 'GET', url: `/imports/drive/thumbnail/${id}` });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(220);
  });

  it('refuses what is not an image, unknown files and bad input, with their codes', async () => {
    const pdf = drive.idOf('Notes.pdf');
    expect((await ada.client.call('drive/download-file', { file_id: pdf })).body.error?.code).toBe('unable_download_file');
    const pdfBytes = await ada.client.request({ method: 'GET', url: `/imports/drive/file/${pdf}` });
    expect(pdfBytes.statusCode).toBe(415);
    expect(JSON.parse(pdfBytes.body).error.code).toBe('unable_download_file');
    expect((await ada.client.call('drive/download-file', { file_id: 'nosuchfile123' })).body.error?.code).toBe('file_not_found');
    const bad = await assets(ada, { parent: "root' in parents or '1" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('invalid_folder_id');
    expect((await assets(ada, { next_page: 'a b' })).body.error?.code).toBe('invalid_page_token');
    expect((await assets(ada, { folders: 'yes' })).status).toBe(400);
    expect((await ada.client.call('drive/download-file', {})).body.error?.code).toBe('invalid_file_id');
    expect((await ada.client.request({ method: 'GET', url: '/imports/drive/file/..%2Fsecret' })).statusCode).toBe(400);
    expect((await ada.client.call('drive/create-folder', { title: '   ' })).body.error?.code).toBe('invalid_folder_name');
  });

  it('creates a folder in the chosen folder', async () => {
    const made = await ada.client.call<DriveItemJson>('drive/create-folder', { title: '  Pixloom exports ', folder_id: drive.idOf('Holidays') });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'Pixloom exports', mimeType: 'application/vnd.google-apps.folder' });
    expect(names((await assets(ada, { parent: drive.idOf('Holidays'), folders: '1' })).body.data?.files)).toEqual(['Pixloom exports']);
  });

  it('uploads the user’s own picture into a folder of the drive, and refuses someone else’s', async () => {
    const form = await directUpload(ada.client, 'image/png', 'edit.png');
    const picture = await makeImage('png', 320, 200);
    expect((await postForm(server, form, picture, 'image/png')).statusCode).toBe(201);
    const holidays = drive.idOf('Holidays');
    const made = await ada.client.call<DriveItemJson>('drive/upload-file', { image_url: form.key, file_name: ' My edit.png', folder_id: holidays });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'My edit.png', mimeType: 'image/png', width: 320, height: 200 });
    expect(drive.files.get(made.body.data!.id)?.data?.equals(picture)).toBe(true);
    expect(names((await assets(ada, { parent: holidays })).body.data?.files)).toContain('My edit.png');
    // Bob cannot send Ada's upload to a drive (his own has no access anyway).
    const stolen = await bob.client.call('drive/upload-file', { image_url: form.key, file_name: 'x.png' });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error?.code).toBe('image_missing');
    expect((await ada.client.call('drive/upload-file', { image_url: form.key, file_name: '  ' })).body.error?.code).toBe('invalid_file_name');
  });

  it('never serves one user’s drive to another', async () => {
    const id = drive.idOf('Coffee in Lisbon.png');
    expect((await assets(bob, { parent: 'root' })).body.error?.code).toBe('no_access_token');
    const file = await bob.client.request({ method: 'GET', url: `/imports/drive/file/${id}` });
    expect(file.statusCode).toBe(401);
    expect(JSON.parse(file.body).error.code).toBe('no_access_token');
    // Ada's thumbnail link, known to the server, is not Bob's either.
    expect((await bob.client.request({ method: 'GET', url: `/imports/drive/thumbnail/${id}` })).statusCode).toBe(401);
    const visitor = await new TestClient(server).request({ method: 'GET', url: `/imports/drive/file/${id}` });
    expect(visitor.statusCode).toBe(401);
    expect((await new TestClient(server).call('drive/assets')).body.error?.code).toBe('not_logged_in');
  });

  it('keeps working when the access token expired (refreshed), and disconnect ends access', async () => {
    oauth.expireAccessTokens();
    expect((await assets(ada, { parent: 'root', folders: '1' })).status).toBe(200);
    const gone = await ada.client.call('drive/disconnect');
    expect(gone.body.data).toBe('success');
    expect((await assets(ada, { parent: 'root', folders: '1' })).body.error?.code).toBe('no_access_token');
    expect((await ada.client.request({ method: 'GET', url: `/imports/drive/file/${drive.idOf('Camera.png')}` })).statusCode).toBe(401);
    const rows = await server.services.db.selectFrom('import_tokens').selectAll().where('user_id', '=', ada.id).execute();
    expect(rows).toHaveLength(0);
  });
});
