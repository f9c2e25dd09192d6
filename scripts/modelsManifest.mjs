// node scripts/modelsManifest.mjs — writes public/models/manifest.json: every shipped model file with its
// size and sha256. The settings' "Download AI tools for offline use" reads it for the total size and the
// list of files to fetch (src/features/ai); run it again whenever a model in public/models changes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../public/models/', import.meta.url));
const SKIP = new Set(['manifest.json', 'LICENSES.md']);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(root)
  .map((path) => relative(root, path).split('\\').join('/'))
  .filter((path) => !SKIP.has(path))
  .sort()
  .map((path) => {
    const bytes = readFileSync(join(root, path));
    return { path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
const manifest = { version: 1, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
writeFileSync(join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`public/models/manifest.json: ${files.length} files, ${manifest.totalBytes} bytes`);
