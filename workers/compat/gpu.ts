// Which graphics renderers the editor accepts (spec §4.10): on phones and tablets only Adreno 540 or above,
// Mali-G57 or above and PowerVR GE8320 or above; on any device a software renderer is slow. Pure, no DOM.
//
// "Or above" per family — the orderings we chose, since the vendors' names are not plain numbers:
// - Adreno: the first digit is the generation, the rest the tier inside it. 540 is the top of the 5xx
//   generation, so "540 or above" is every 5xx at 540 and every later generation (6xx, 7xx, 8xx), which
//   is the plain number order.
// - Mali: the bar is G57's architecture, Valhall (2019), not the number. Older families are below it:
//   Utgard (Mali-400/450/470), Midgard (Mali-T6xx–T8xx) and Bifrost (G31, G51, G52, G71, G72, G76 — the
//   last three have bigger numbers than 57 but are the previous architecture). In the two-digit names the
//   last digit is the generation and Valhall's are 7 and 8 (G57, G77, G68, G78). Every three-digit name
//   (G310, G510, G610, G710, G615, G715, G620, G720, G625, G725, G925, and the Immortalis parts) is Valhall
//   or the 5th generation, released after G57, so it is above. The 5th generation's 2025 names
//   (Mali G1-Ultra, G1-Premium, G1-Pro) are above too.
// - PowerVR: Rogue parts carry a four-digit number whose first digit is the series (6, 7, 8, 9), and inside
//   a series the number grows with the configuration, so "GE8320 or above" is model number >= 8320:
//   GE8100/GE8300 and every Series 6/7 part are below, GE8320/GE8322/GE8325/GE8340/GE8430, Furian GT8525
//   and every Series 9 part (GE9xxx, GM9xxx) are above. Imagination's later lettered series name the
//   configuration as pixels-per-clock and FP32 FLOPs-per-clock (BXM-8-256); they are newer generations and
//   pass when they have at least GE8320's 64 FLOPs per clock (AXE-1-16M and BXE-x-32 do not). SGX is below.
// - Apple GPUs (iOS, iPadOS) are not in the list because every Apple device the Safari 12.1 minimum admits
//   runs the editor; the browser rule decides there. Samsung Xclipse (AMD RDNA, Exynos 2200 and later,
//   flagship only) postdates the list and is allowed. Any other identified mobile GPU is not.
// - A renderer the browser hides (empty string) cannot be judged: it passes, with a performance warning.

export type GpuFamily = 'adreno' | 'mali' | 'powervr' | 'apple' | 'xclipse' | 'software' | 'other' | 'unknown';

export interface GpuVerdict {
  family: GpuFamily;
  /** Allowed on a phone or tablet by the spec's list (and the decisions above). */
  allowedOnMobile: boolean;
}

const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|lavapipe|Software Rasterizer|Microsoft Basic Render|Mesa OffScreen|\bsoftware\b/i;

/** SwiftShader, llvmpipe, WARP and friends: WebGL works, but on the CPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERER.test(renderer);
}

export const ADRENO_MINIMUM = 540;
export const POWERVR_ROGUE_MINIMUM = 8320;
/** GE8320's FP32 FLOPs per clock, the bar for Imagination's lettered series. */
export const POWERVR_FLOPS_MINIMUM = 64;

function adrenoAllowed(renderer: string): boolean | undefined {
  if (!/Adreno/i.test(renderer)) return undefined;
  const model = /Adreno[^0-9]{0,12}(\d{3,4})\b/i.exec(renderer);
  return model ? Number(model[1]) >= ADRENO_MINIMUM : false;
}

function maliAllowed(renderer: string): boolean | undefined {
  if (!/\bMali\b|Immortalis/i.test(renderer)) return undefined;
  if (/Mali[- ]?G\d+-(?:Ultra|Premium|Pro)\b/i.test(renderer)) return true;
  const g = /(?:Mali|Immortalis)[- ]?G(\d+)/i.exec(renderer);
  if (!g) return false; // Mali-T (Midgard), Mali-4xx/2xx/3xx (Utgard)
  const model = Number(g[1]);
  if (model >= 100) return true;
  if (model < 10) return true; // 5th-generation short names
  return model % 10 >= 7;
}

function powervrAllowed(renderer: string): boolean | undefined {
  if (!/PowerVR|Imagination|\bIMG\b/i.test(renderer)) return undefined;
  const lettered = /\b[A-Z]X[A-Z]-(\d+)-(\d+)[A-Z]?\b/.exec(renderer);
  if (lettered) return Number(lettered[2]) >= POWERVR_FLOPS_MINIMUM;
  const rogue = /\bG[A-Z]?(\d{4})\b/.exec(renderer);
  if (rogue) return Number(rogue[1]) >= POWERVR_ROGUE_MINIMUM;
  return false; // SGX and unnamed parts
}

export function classifyRenderer(renderer: string): GpuVerdict {
  const text = renderer.trim();
  if (text === '') return { family: 'unknown', allowedOnMobile: true };
  if (isSoftwareRenderer(text)) return { family: 'software', allowedOnMobile: false };
  const checks: [GpuFamily, (r: string) => boolean | undefined][] = [
    ['adreno', adrenoAllowed],
    ['mali', maliAllowed],
    ['powervr', powervrAllowed],
  ];
  for (const [family, check] of checks) {
    const allowed = check(text);
    if (allowed !== undefined) return { family, allowedOnMobile: allowed };
  }
  if (/\bApple\b/i.test(text)) return { family: 'apple', allowedOnMobile: true };
  if (/Xclipse/i.test(text)) return { family: 'xclipse', allowedOnMobile: true };
  return { family: 'other', allowedOnMobile: false };
}
