// The photo-service connector: the Google Photos Picker API (https://photospicker.googleapis.com/v1, configurable
// as IMPORT_GOOGLE_PHOTOS_API). The user picks photos in Google's own picker (a popup on the session's
// pickerUri); the server polls the session and lists the picked items. Media bytes are fetched from the
// item's baseUrl with a size suffix (=w{W}-h{H}) or =d for the original, with the user's bearer token. Each call runs
// under services.imports.withAccessToken (the `auth` argument).
// Every answer is checked against the documented shape; anything else is invalid_response.
import { ApiError } from '../../api/errors';
import { downloadImage, invalidResponse, noAccessToken, onAllowedHost, providerJson, type Authorized, type DownloadedImage, type ProviderAnswer, type ProviderHttpOptions } from './providerHttp';

export interface PickerSession {
  id: string;
  pickerUri: string;
  mediaItemsSet: boolean;
  /** How long to wait between two polls (pollingConfig.pollInterval), in ms. */
  pollIntervalMs: number;
}

/** A picked photo (spec §3 "Photo-service item"), without its baseUrl: that stays on the server. */
export interface PickedItem {
  id: string;
  filename: string;
  mimeType: string;
  width: number;
  height: number;
  baseUrl: string;
}

export interface PickedPage {
  items: PickedItem[];
  nextPageToken: string | null;
}

export interface GooglePhotosOptions extends ProviderHttpOptions {
  apiBase: string;
  mediaHosts: readonly string[];
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** "5s", "1.5s" (a protobuf Duration in JSON) in ms, bounded to 1–30 s. */
function durationMs(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(/^(\d+(?:\.\d+)?)s$/.exec(value)?.[1] ?? NaN) : NaN;
  return Number.isFinite(seconds) ? Math.min(30_000, Math.max(1000, seconds * 1000)) : 5000;
}

export class GooglePhotosPicker {
  /** Where an item's files may be downloaded from: the configured hosts and the API's own host. */
  private readonly mediaHosts: string[];

  constructor(private readonly options: GooglePhotosOptions) {
    this.mediaHosts = [...options.mediaHosts, new URL(options.apiBase).host.toLowerCase()];
  }

  /** Maps the API's errors: 401 → no_access_token (re-authorise), 404 → picker_session_not_found. */
  private check(answer: ProviderAnswer): Record<string, unknown> {
    const { status, body } = answer;
    if (status === 401) throw noAccessToken();
    const error = (body as { error?: { status?: string } } | null)?.error;
    if (status === 403 && error?.status === 'PERMISSION_DENIED') throw new ApiError('scope_declined', 403, 'Allow Pixloom to see the photos you pick, then try again.');
    if (status === 404) throw new ApiError('picker_session_not_found', 404, 'This photo selection has expired. Choose the photos again.');
    if (status === 400 && error?.status === 'FAILED_PRECONDITION') throw new ApiError('media_items_not_set', 409, 'No photos have been picked yet.');
    if (status >= 500 || status === 429) throw new ApiError('request_failed', 502, 'The photo service is not answering. Try again.');
    if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) throw invalidResponse(`status ${status}`);
    return body as Record<string, unknown>;
  }

  private session(body: Record<string, unknown>): PickerSession {
    if (!str(body.id) || !str(body.pickerUri)) throw invalidResponse('session');
    let picker: URL;
    try {
      picker = new URL(body.pickerUri);
    } catch {
      throw invalidResponse('pickerUri');
    }
    if (picker.protocol !== 'https:' && !(this.options.allowHttp && picker.protocol === 'http:')) throw invalidResponse('pickerUri');
    const polling = (body.pollingConfig ?? {}) as Record<string, unknown>;
    return { id: body.id, pickerUri: picker.toString(), mediaItemsSet: body.mediaItemsSet === true, pollIntervalMs: durationMs(polling.pollInterval) };
  }

  private url(path: string, query: Record<string, string> = {}): string {
    const u = new URL(`${this.options.apiBase}${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  }

  async createSession(auth: Authorized): Promise<PickerSession> {
    return this.session(this.check(await providerJson(this.url('/sessions'), { method: 'POST', body: '{}' }, auth, this.options)));
  }

  async getSession(auth: Authorized, id: string): Promise<PickerSession> {
    return this.session(this.check(await providerJson(this.url(`/sessions/${encodeURIComponent(id)}`), { method: 'GET' }, auth, this.options)));
  }

  async deleteSession(auth: Authorized, id: string): Promise<void> {
    this.check(await providerJson(this.url(`/sessions/${encodeURIComponent(id)}`), { method: 'DELETE' }, auth, this.options));
  }

  /** One page of the session's picked photos (videos are left out: the editor opens images). */
  async listPicked(auth: Authorized, sessionId: string, pageToken: string | null, pageSize: number): Promise<PickedPage> {
    const query: Record<string, string> = { sessionId, pageSize: String(pageSize) };
    if (pageToken) query.pageToken = pageToken;
    const body = this.check(await providerJson(this.url('/mediaItems', query), { method: 'GET' }, auth, this.options));
    const raw = body.mediaItems ?? [];
    if (!Array.isArray(raw)) throw invalidResponse('mediaItems');
    const items: PickedItem[] = [];
    for (const entry of raw as unknown[]) {
      const item = entry as { id?: unknown; type?: unknown; mediaFile?: { baseUrl?: unknown; mimeType?: unknown; filename?: unknown; mediaFileMetadata?: { width?: unknown; height?: unknown } } };
      const file = item?.mediaFile;
      if (!str(item?.id) || !file || !str(file.baseUrl) || !str(file.mimeType)) throw invalidResponse('media item');
      if (item.type === 'VIDEO' || !file.mimeType.startsWith('image/')) continue;
      const width = Number(file.mediaFileMetadata?.width ?? 0);
      const height = Number(file.mediaFileMetadata?.height ?? 0);
      items.push({ id: item.id, filename: str(file.filename) ? file.filename : item.id, mimeType: file.mimeType, width: width > 0 ? width : 0, height: height > 0 ? height : 0, baseUrl: file.baseUrl });
    }
    const next = body.nextPageToken;
    return { items, nextPageToken: str(next) ? next : null };
  }

  /** The item's bytes: fitted in width × height, or the original file when no size is given. */
  async download(auth: Authorized, baseUrl: string, size: { width: number; height: number } | null): Promise<DownloadedImage> {
    let url: URL;
    try {
      url = new URL(`${baseUrl}${size ? `=w${Math.round(size.width)}-h${Math.round(size.height)}` : '=d'}`);
    } catch {
      throw invalidResponse('baseUrl');
    }
    if (!onAllowedHost(url, this.mediaHosts, this.options.allowHttp)) throw invalidResponse('baseUrl host');
    return downloadImage(url, auth, this.options);
  }
}
