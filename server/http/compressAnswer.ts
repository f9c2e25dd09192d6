// Compression of the api's answers, done where the dispatcher sends them (server/api/plugin.ts) instead of by
// @fastify/compress's two hooks. The plugin adds an onRequest and an onSend hook to every route; on the api route
// they ran on every call although most answers (auth/status, saves, a visitor's status) are under the 1 KB below
// which nothing is compressed: about 8 % of a small call's CPU in a same-moment A/B run (bench/server/ab.mjs).
// The api route opts out of the plugin (`compress: false`); pages, the app's files and the other routes keep it.
// The same choices as the plugin's (server/app.ts registers it with the two settings below): br, gzip or deflate as
// the browser accepts them (the plugin's negotiator), answers from 1 KB, brotli at quality 4 (the plugin's default),
// Vary: Accept-Encoding.
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** Answers shorter than this (in bytes) are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings offered, in the server's order of preference. */
export const ENCODINGS: Array<'br' | 'gzip' | 'deflate'> = ['br', 'gzip', 'deflate'];
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

function encode(encoding: string, body: Buffer): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI);
  if (encoding === 'gzip') return gzipSync(body);
  return deflateSync(body);
}

/**
 * The answer to send: `body` itself when it is short or the request accepts none of the encodings, else its
 * compressed bytes, with Content-Encoding and Vary set on the reply.
 */
export function compressAnswer(reply: FastifyReply, body: string): string | Buffer {
  // A string's UTF-8 form is at most 3 bytes per UTF-16 unit: most answers are settled without counting bytes.
  if (body.length * 3 < COMPRESS_THRESHOLD_BYTES) return body;
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return body;
  reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), ENCODINGS) : null;
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return encode(encoding, Buffer.from(body));
}

/** The Vary header with Accept-Encoding added (an answer's form depends on it from the threshold up). */
function varyWithEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || vary === '') return 'accept-encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, accept-encoding`;
}
