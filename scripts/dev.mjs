// npm run dev: the API server on PORT (8080) and Vite's hot-reloading front end on 5173, which proxies
// api/ and the other server paths to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' };
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', join(root, 'server/main.ts')], { stdio: 'inherit', cwd: root, env }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--host', env.HOST ?? '127.0.0.1'], { stdio: 'inherit', cwd: root, env }),
];
console.log('Pixloom dev: app on http://127.0.0.1:5173 (hot reload), api on port', env.PORT ?? '8080');
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => stop(code ? 'SIGTERM' : 'SIGINT'));
