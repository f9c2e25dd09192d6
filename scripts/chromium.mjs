// How every tool here launches a browser: Debian's Chromium (never a downloaded one), headless, with the
// flags this closed network needs and SwiftShader for WebGL2 with stable pixels (TOOLCHAIN.md).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
