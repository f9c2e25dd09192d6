// The server's own 404 page (spec §2.4: unknown routes are the server's), in the visitor's language.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LANGUAGES, isRtl } from '../../src/lib/shared/languages';

interface NotFoundText {
  not_found_title: string;
  not_found_text: string;
  not_found_home: string;
  not_found_dashboard: string;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loadNotFoundTexts(localesDir: string): Map<string, NotFoundText> {
  const texts = new Map<string, NotFoundText>();
  for (const lang of APP_LANGUAGES) {
    const file = join(localesDir, lang, 'common.json');
    if (!existsSync(file)) continue;
    const common = JSON.parse(readFileSync(file, 'utf8')) as Partial<NotFoundText>;
    if (common.not_found_title && common.not_found_text && common.not_found_home && common.not_found_dashboard) texts.set(lang, common as NotFoundText);
  }
  return texts;
}

export function renderNotFound(texts: Map<string, NotFoundText>, lang: string): string {
  const t = texts.get(lang) ?? texts.get('en') ?? {
    not_found_title: 'Page not found',
    not_found_text: 'The page you are looking for does not exist.',
    not_found_home: 'Home',
    not_found_dashboard: 'Dashboard',
  };
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.not_found_title)} | Pixloom</title>
<link rel="icon" href="/favicon.svg">
<style>
  :root { color-scheme: dark light; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; background: #1C1D26; color: #ECEDF3; }
  main { text-align: center; padding: 32px; }
  .code { font-size: 96px; font-weight: 800; letter-spacing: -4px; background: linear-gradient(135deg, #7C5CFF, #2FD4C2); -webkit-background-clip: text; background-clip: text; color: transparent; margin: 0; }
  h1 { font-size: 24px; margin: 8px 0; }
  p { color: #A9ABBA; margin: 0 0 24px; }
  a { display: inline-block; margin: 0 6px; padding: 10px 18px; border-radius: 10px; background: #7C5CFF; color: #fff; text-decoration: none; font-weight: 600; }
  a.secondary { background: transparent; border: 1px solid #3A3C4E; color: #ECEDF3; }
</style>
</head>
<body>
<main>
  <p class="code">404</p>
  <h1>${escapeHtml(t.not_found_title)}</h1>
  <p>${escapeHtml(t.not_found_text)}</p>
  <a href="/">${escapeHtml(t.not_found_home)}</a><a class="secondary" href="/dashboard/">${escapeHtml(t.not_found_dashboard)}</a>
</main>
</body>
</html>`;
}
