// How every tool here launches a browser: Debian's Chromium (never a downloaded one), headless, with the
// flags this closed network needs and SwiftShader for WebGL2 with stable pixels (TOOLCHAIN.md).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's package chromium-headless-shell: the same Chromium release without the browser's own UI layer. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Debian's headless shell where it is installed (`.ci/run` installs it), else
 * the Chromium above. It is the build Playwright itself runs headless tests in: the same Blink, V8, service
 * workers and SwiftShader WebGL, without the full browser's UI layer, which cost a sixth of the e2e suite's CPU
 * on this 2-core machine (the suite: 642 → 515 s, 1140 → 932 CPU-s; issue 10's note). CHROMIUM_PATH or
 * TEST_CHROMIUM_PATH chooses another. The benchmarks, the browser Vitest (its PDF text-placement test reads
 * pdf.js's rendering, which differs in the shell) and the installability test keep the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

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
