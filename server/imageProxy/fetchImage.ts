// Fetches a public image for a user (spec account-content §7 "Image proxy: GET loadImage"). The server
// must not become a way into the network it stands in: every connection, the first and each redirect,
// goes only to a public address, checked on the address the socket really connects to (the DNS answer is
// checked inside the connection's own lookup, and the socket's peer again on connect), so a name that
// resolves to a public address for a check and a private one for the connection cannot slip through.
// Redirects are followed by hand (at most MAX_REDIRECTS), the body is read up to the size limit and no
// further, the whole fetch has one deadline, and the bytes must decode as an image.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction, Socket } from 'node:net';
import { inspectImage, MIME_OF, type ImageFacts } from '../storage/inspect';
import { StorageError } from '../adapters/storage/errors';
import { isIpLiteral, isPublicAddress } from './addresses';

export const MAX_REDIRECTS = 5;

export interface ImageProxyOptions {
  maxBytes: number;
  maxPixels: number;
  timeoutMs: number;
  /**
   * `host:port` pairs, or hosts on any port, let through to any address (APP_ENV=test only,
   * IMAGE_PROXY_ALLOW_HOSTS): the tests' local image server. Empty everywhere else.
   */
  allowHosts: ReadonlySet<string>;
}

export class ImageProxyError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImageProxyError';
  }
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
  facts: ImageFacts;
  /** The address the image finally came from (after redirects). */
  url: string;
}

const refused = (): ImageProxyError => new ImageProxyError('address_not_allowed', 403, 'The link points to a private or local network address; only public images can be imported.');

/** A URL the proxy may try: http or https, no credentials in it. */
export function parseImageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ImageProxyError('invalid_url', 400, 'The link is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageProxyError('invalid_url', 400, 'Only http and https links can be imported.');
  if (url.username || url.password) throw new ImageProxyError('invalid_url', 400, 'A link with a user name or password cannot be imported.');
  return url;
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.replace(/^\[|\]$/g, '')}:${port}`;
}

/** The connection's lookup: resolves the name and refuses it unless every address it gives is public. */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))) return callback(refused(), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

interface Hop {
  response: IncomingMessage;
  abort: () => void;
}

function request(url: URL, allowed: boolean, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      // A fresh connection for each hop: a kept-alive socket to another name must not be reused.
      agent: false,
      lookup: guardedLookup(allowed),
      signal,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1', 'user-agent': 'PixloomImageProxy/1.0', 'accept-encoding': 'identity' },
    });
    // The peer the socket reached, whatever resolved it (an IP literal is never looked up).
    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        if (!allowed && !isPublicAddress(socket.remoteAddress ?? '')) req.destroy(refused());
      });
    });
    req.on('response', (response) => resolve({ response, abort: () => req.destroy() }));
    req.on('error', reject);
    req.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number, abort: () => void): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = (): ImageProxyError => new ImageProxyError('image_too_large', 413, `The image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    abort();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    // Stop at the limit: the rest is never read, whatever the server claimed.
    if (total > maxBytes) {
      abort();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The formats the editor opens, by their first bytes: anything else (HTML, SVG, PDF…) is refused unread. */
export function sniffImage(head: Buffer): boolean {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (/^GIF8[79]a/.test(head.subarray(0, 6).toString('latin1'))) return true;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return true;
  return head.subarray(4, 8).toString('latin1') === 'ftyp' && /^(avif|avis|mif1|msf1|heic|heix)$/.test(head.subarray(8, 12).toString('latin1'));
}

function networkError(error: unknown): ImageProxyError {
  if (error instanceof ImageProxyError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ImageProxyError('host_not_found', 502, 'The link’s website could not be found.');
  return new ImageProxyError('image_fetch_failed', 502, 'The image could not be downloaded from the link.');
}

/** Downloads the image at `raw` under the rules above; throws ImageProxyError with a specific code. */
export async function fetchPublicImage(raw: string, options: ImageProxyOptions): Promise<FetchedImage> {
  let url = parseImageUrl(raw);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const allowed = options.allowHosts.size > 0 && (options.allowHosts.has(hostKey(url)) || options.allowHosts.has(url.hostname.replace(/^\[|\]$/g, '')));
      if (!allowed && isIpLiteral(url.hostname) && !isPublicAddress(url.hostname)) throw refused();
      let current: Hop;
      try {
        current = await request(url, allowed, controller.signal);
      } catch (error) {
        throw timedOut ? timeout() : networkError(error);
      }
      const { response, abort } = current;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        abort();
        if (hop >= MAX_REDIRECTS) throw new ImageProxyError('too_many_redirects', 502, `The link redirects more than ${MAX_REDIRECTS} times.`);
        try {
          url = parseImageUrl(new URL(response.headers.location, url).toString());
        } catch {
          throw new ImageProxyError('image_fetch_failed', 502, 'The link redirects to an address that cannot be imported.');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        abort();
        throw new ImageProxyError('image_fetch_failed', 502, `The link’s website answered ${status}.`);
      }
      let bytes: Buffer;
      try {
        bytes = await readLimited(response, options.maxBytes, abort);
      } catch (error) {
        throw timedOut ? timeout() : networkError(error);
      }
      if (!sniffImage(bytes.subarray(0, 16))) throw new ImageProxyError('not_an_image', 415, 'The link does not point to an image (JPEG, PNG, WebP, AVIF or GIF).');
      let facts: ImageFacts;
      try {
        facts = await inspectImage(bytes, undefined, options.maxPixels);
      } catch (error) {
        if (error instanceof StorageError) throw new ImageProxyError(error.code === 'invalid_image' ? 'not_an_image' : error.code, error.status, error.message);
        throw error;
      }
      return { bytes, contentType: MIME_OF[facts.format], facts, url: url.toString() };
    }
  } finally {
    clearTimeout(timer);
  }
}

function timeout(): ImageProxyError {
  return new ImageProxyError('image_fetch_timeout', 504, 'The link’s website took too long to send the image.');
}
