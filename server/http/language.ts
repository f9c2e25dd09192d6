import type { FastifyRequest } from 'fastify';
import { LANG_COOKIE } from '../../src/lib/shared/api';
import { appLanguageFromTag, DEFAULT_LANGUAGE, isAppLanguage, type AppLanguage } from '../../src/lib/shared/languages';

/** The lang cookie, else the first app language the browser asks for, else English. */
export function requestLanguage(request: FastifyRequest): AppLanguage {
  const cookie = request.cookies?.[LANG_COOKIE];
  if (isAppLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const lang = appLanguageFromTag(part.split(';')[0]?.trim());
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
