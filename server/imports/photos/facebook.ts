// The social-network albums connector: the Facebook Graph API (https://graph.facebook.com/v19.0, configurable
// as IMPORT_FACEBOOK_GRAPH_API). "GET albums with photos" (spec §7) is /me/albums with the photos edge
// expanded; an album's further photos come from /{album-id}/photos with the `after` cursor of paging.next
// (spec §3 nextPageURL: the server keeps the URL's cursor only, the URL itself carries the user's token).
// A permission the user declined at the consent screen (/me/permissions, status declined) is answered as
// `{permission}_scope_declined`; Graph's OAuthException 190 as invalid_access_token (spec §8).
import { ApiError } from '../../api/errors';
import { downloadImage, invalidResponse, onAllowedHost, providerJson, type Authorized, type DownloadedImage, type ProviderAnswer, type ProviderHttpOptions } from './providerHttp';

/** Spec §9 "Social album loading": 100 photos per page, thumbnails aimed at 275 px high. */
export const SOCIAL_PAGE_SIZE = 100;
export const SOCIAL_THUMB_HEIGHT = 275;
/** The permission the albums need. */
export const PHOTOS_PERMISSION = 'user_photos';

export interface Rendition {
  width: number;
  height: number;
  source: string;
}

export interface SocialPhoto {
  id: string;
  images: Rendition[];
}

export interface SocialPhotoPage {
  photos: SocialPhoto[];
  /** The `after` cursor of paging.next, or null on the last page. */
  next: string | null;
}

export interface SocialAlbum extends SocialPhotoPage {
  id: string;
  name: string;
}

export interface FacebookOptions extends ProviderHttpOptions {
  apiBase: string;
  cdnHosts: readonly string[];
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const GRAPH_ID = /^\d{1,40}$/;
export const isGraphId = (id: string): boolean => GRAPH_ID.test(id);

export class FacebookGraph {
  private readonly cdnHosts: string[];

  constructor(private readonly options: FacebookOptions) {
    this.cdnHosts = [...options.cdnHosts, new URL(options.apiBase).host.toLowerCase()];
  }

  private check(answer: ProviderAnswer): Record<string, unknown> {
    const { status, body } = answer;
    const error = (body as { error?: { code?: number; type?: string } } | null)?.error;
    if (error?.code === 190 || status === 401) throw new ApiError('invalid_access_token', 401, 'Connect the account again to continue.');
    if (error) throw new ApiError('unknown', 502, 'The social network did not answer as expected. Try again later.');
    if (status >= 500 || status === 429) throw new ApiError('request_failed', 502, 'The social network is not answering. Try again.');
    if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) throw invalidResponse(`status ${status}`);
    return body as Record<string, unknown>;
  }

  private url(path: string, query: Record<string, string>): string {
    const u = new URL(`${this.options.apiBase}${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  }

  private async get(auth: Authorized, path: string, query: Record<string, string> = {}): Promise<Record<string, unknown>> {
    return this.check(await providerJson(this.url(path, query), { method: 'GET' }, auth, this.options));
  }

  /** Throws `{permission}_scope_declined` when the user declined a permission the albums need. */
  async requirePermissions(auth: Authorized, needed: readonly string[] = [PHOTOS_PERMISSION]): Promise<void> {
    const body = await this.get(auth, '/me/permissions');
    if (!Array.isArray(body.data)) throw invalidResponse('permissions');
    const status = new Map<string, string>();
    for (const row of body.data as { permission?: unknown; status?: unknown }[]) if (str(row?.permission) && str(row?.status)) status.set(row.permission, row.status);
    for (const permission of needed) {
      if (status.get(permission) !== 'granted') throw new ApiError(`${permission}_scope_declined`, 403, 'Allow Pixloom to see your photos to import them.', { permission });
    }
  }

  private photo(raw: unknown): SocialPhoto | null {
    const p = raw as { id?: unknown; images?: unknown };
    if (!str(p?.id) || !Array.isArray(p.images)) return null;
    const images = (p.images as { width?: unknown; height?: unknown; source?: unknown }[])
      .filter((i) => typeof i?.width === 'number' && typeof i.height === 'number' && str(i.source))
      .map((i) => ({ width: i.width as number, height: i.height as number, source: i.source as string }))
      .sort((a, b) => b.width * b.height - a.width * a.height);
    return images.length ? { id: p.id, images } : null;
  }

  private page(body: Record<string, unknown>): SocialPhotoPage {
    if (!Array.isArray(body.data)) throw invalidResponse('photos');
    const photos = (body.data as unknown[]).map((p) => this.photo(p)).filter((p): p is SocialPhoto => p !== null);
    const paging = (body.paging ?? {}) as { next?: unknown; cursors?: { after?: unknown } };
    let next: string | null = null;
    if (str(paging.next)) {
      try {
        next = new URL(paging.next).searchParams.get('after') ?? (str(paging.cursors?.after) ? paging.cursors.after : null);
      } catch {
        throw invalidResponse('paging.next');
      }
    }
    return { photos, next };
  }

  /** The user's albums, each with its first page of photos (spec §7 "GET albums with photos"). */
  async albums(auth: Authorized): Promise<SocialAlbum[]> {
    await this.requirePermissions(auth);
    const albums: SocialAlbum[] = [];
    let after: string | null = null;
    // Albums come 100 a page too; ten pages (1000 albums) is more than any account shows.
    for (let i = 0; i < 10; i++) {
      const query: Record<string, string> = { fields: `id,name,photos.limit(${SOCIAL_PAGE_SIZE}){id,images}`, limit: String(SOCIAL_PAGE_SIZE) };
      if (after) query.after = after;
      const body = await this.get(auth, '/me/albums', query);
      const { next } = this.page({ data: [], paging: body.paging });
      if (!Array.isArray(body.data)) throw invalidResponse('albums');
      for (const raw of body.data as { id?: unknown; name?: unknown; photos?: unknown }[]) {
        if (!str(raw?.id)) throw invalidResponse('album');
        const photos = raw.photos && typeof raw.photos === 'object' ? this.page(raw.photos as Record<string, unknown>) : { photos: [], next: null };
        albums.push({ id: raw.id, name: str(raw.name) ? raw.name : '', ...photos });
      }
      if (!next) break;
      after = next;
    }
    return albums;
  }

  /** The next page of an album's photos, from the `after` cursor its last page gave. */
  async albumPhotos(auth: Authorized, albumId: string, after: string | null): Promise<SocialPhotoPage> {
    await this.requirePermissions(auth);
    const query: Record<string, string> = { fields: 'id,images', limit: String(SOCIAL_PAGE_SIZE) };
    if (after) query.after = after;
    return this.page(await this.get(auth, `/${albumId}/photos`, query));
  }

  /** One photo's renditions, largest first. */
  async photoById(auth: Authorized, photoId: string): Promise<SocialPhoto> {
    const photo = this.photo(await this.get(auth, `/${photoId}`, { fields: 'id,images' }));
    if (!photo) throw invalidResponse('photo');
    return photo;
  }

  /** The rendition to download: the smallest at least `height` high, or the largest when none is given. */
  static rendition(photo: SocialPhoto, height: number | null): Rendition {
    if (height === null) return photo.images[0]!;
    const tallEnough = photo.images.filter((i) => i.height >= height);
    return tallEnough[tallEnough.length - 1] ?? photo.images[0]!;
  }

  async download(rendition: Rendition): Promise<DownloadedImage> {
    let url: URL;
    try {
      url = new URL(rendition.source);
    } catch {
      throw invalidResponse('image source');
    }
    if (!onAllowedHost(url, this.cdnHosts, this.options.allowHttp)) throw invalidResponse('image source host');
    // The CDN's URLs are signed: no token goes with them.
    return downloadImage(url, null, this.options);
  }
}
