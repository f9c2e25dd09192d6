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

/**
 * The tests' browser: as above, composited in software. The tests read the DOM and the canvases' own pixels
 * (readback of the WebGL canvas, the CPU reference), never the composited frame, and compositing every
 * frame through SwiftShader's emulated GL cost CPU on each animation, scroll and spinner: the same specs ran
 * with ~10–13 % less CPU and 30–40 % less wall time on this 2-core machine (issue 10's note). WebGL itself
 * still runs on SwiftShader. The benchmarks keep CHROMIUM_ARGS: their frame times are the app's path.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-compositing'];
