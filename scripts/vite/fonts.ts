// Ships the fonts of the catalogue (src/lib/shared/editor/fonts.ts) at /fonts/<id>/…: the woff2 files
// straight from their @fontsource packages, each family's licence beside them (fonts/<id>/LICENSE.txt).
// Served by the dev server, emitted by the build. They are left out of the precache (vite.config.ts):
// a font loads when a text uses it, and the service worker keeps it from then on (sw/routes.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FONT_PATH, fontFiles, SHIPPED_FONTS } from '../../src/lib/shared/editor/fonts.ts';

const require = createRequire(import.meta.url);

function packageDir(id: string): string {
  return dirname(require.resolve(`@fontsource/${id}/package.json`));
}

/** Every file the build ships under /fonts/, with where it comes from. */
export function shippedFontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const font of SHIPPED_FONTS) {
    const dir = packageDir(font.id);
    for (const file of fontFiles(font)) files.set(file.path, join(dir, 'files', file.path.slice(font.id.length + 1)));
    files.set(`${font.id}/LICENSE.txt`, join(dir, 'LICENSE'));
  }
  return files;
}

export function fontsPlugin(): Plugin {
  const files = shippedFontFiles();
  return {
    name: 'pixloom-fonts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const source = path.startsWith(FONT_PATH) ? files.get(path.slice(FONT_PATH.length)) : undefined;
        if (!source) return next();
        res.setHeader('Content-Type', source.endsWith('.woff2') ? 'font/woff2' : 'text/plain; charset=utf-8');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      for (const [path, source] of files) this.emitFile({ type: 'asset', fileName: `${FONT_PATH.slice(1)}${path}`, source: readFileSync(source) });
    },
  };
}
