// User-agent facts the compatibility rules need (spec §4.10): operating system and its version, the
// browser engine and its version, and whether the device is a phone or tablet. Pure, no DOM.
//
// Frozen user agents: Chrome and Safari report every macOS since 11 as "10_15_7", and Chrome's reduced
// user agent reports Android as "10; K". Both stay above the old-platform limits, so the rules still hold.

export type OsName = 'windows' | 'mac' | 'ios' | 'android' | 'chromeos' | 'linux' | 'other';
/** Windows versions by name; `older` is 2000, NT 4, 95/98/ME. Windows 11 reports itself as NT 10.0. */
export type WindowsRelease = 'older' | 'xp' | 'vista' | '7' | '8' | '8.1' | '10';
export type Engine = 'chromium' | 'firefox' | 'webkit' | 'edge_legacy' | 'ie' | 'android_stock' | 'other';
export type BrowserName = 'chrome' | 'edge' | 'opera' | 'samsung' | 'firefox' | 'safari' | 'webview' | 'edge_legacy' | 'ie' | 'android_stock' | 'other';

export interface UserAgentFacts {
  os: OsName;
  /** Numeric parts of the OS version (Windows NT number for Windows); empty when unknown. */
  osVersion: number[];
  windowsRelease?: WindowsRelease;
  engine: Engine;
  /** Chromium major, Firefox major.minor, or the Safari (WebKit) release for every iOS browser. */
  engineVersion: number[];
  browser: BrowserName;
  browserVersion: number[];
  isMobile: boolean;
  /** An embedded web view (Android `wv`, an iOS app without the Safari token). */
  inAppWebView: boolean;
  /** Pixloom's own Apple app wrapper marks its user agent with `PixloomApp/`. */
  isPixloomApp: boolean;
}

function numbers(text: string | undefined): number[] {
  if (!text) return [];
  return text
    .split(/[._]/)
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isFinite(n));
}

/** Negative, zero or positive like a sort comparator; missing parts count as 0. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function windowsRelease(nt: number[]): WindowsRelease {
  const [major = 0, minor = 0] = nt;
  if (major >= 10) return '10';
  if (major === 6) return minor >= 3 ? '8.1' : minor === 2 ? '8' : minor === 1 ? '7' : 'vista';
  if (major === 5 && minor >= 1) return 'xp';
  return 'older';
}

interface OsFacts {
  os: OsName;
  osVersion: number[];
  windowsRelease?: WindowsRelease;
}

function detectOs(ua: string, maxTouchPoints: number): OsFacts {
  if (/Windows Phone|Windows Mobile/i.test(ua)) return { os: 'other', osVersion: [] };
  const ios = /\b(?:iPhone|iPad|iPod)\b/.exec(ua);
  if (ios) {
    const version = /\bOS (\d+(?:[._]\d+)*) like Mac OS X/.exec(ua);
    return { os: 'ios', osVersion: numbers(version?.[1]) };
  }
  // iPadOS 13+ asks for desktop sites with a Mac user agent; only touch support gives it away.
  if (/Macintosh/.test(ua) && maxTouchPoints > 1) {
    return { os: 'ios', osVersion: numbers(/Version\/(\d+(?:\.\d+)*)/.exec(ua)?.[1]) };
  }
  const android = /\bAndroid(?:[ /](\d+(?:\.\d+)*))?/.exec(ua);
  if (android) return { os: 'android', osVersion: numbers(android[1]) };
  const nt = /Windows NT (\d+\.\d+)/.exec(ua);
  if (nt) {
    const version = numbers(nt[1]);
    return { os: 'windows', osVersion: version, windowsRelease: windowsRelease(version) };
  }
  if (/Windows (?:95|98|ME|CE|3\.1)|Win(?:95|98|16)|Win 9x/.test(ua)) {
    return { os: 'windows', osVersion: [], windowsRelease: 'older' };
  }
  if (/\bCrOS\b/.test(ua)) return { os: 'chromeos', osVersion: [] };
  const mac = /Mac OS X (\d+(?:[._]\d+)*)/.exec(ua);
  if (mac) return { os: 'mac', osVersion: numbers(mac[1]) };
  if (/Macintosh|Mac_PowerPC/.test(ua)) return { os: 'mac', osVersion: [] };
  if (/Linux|X11|FreeBSD|OpenBSD/.test(ua)) return { os: 'linux', osVersion: [] };
  return { os: 'other', osVersion: [] };
}

/** Safari 12.1 shipped with iOS 12.2; otherwise an iOS release carries the Safari of the same number. */
function webkitFromIos(ios: number[]): number[] {
  const [major = 0, minor = 0] = ios;
  if (major === 12) return minor >= 2 ? [12, 1] : [12, 0];
  return [major, minor];
}

interface BrowserFacts {
  engine: Engine;
  engineVersion: number[];
  browser: BrowserName;
  browserVersion: number[];
}

function version(pattern: RegExp, ua: string): number[] {
  return numbers(pattern.exec(ua)?.[1]);
}

// Every iOS browser is WebKit underneath, so the Safari minimum applies to Chrome and Firefox on iOS too.
function detectIosBrowser(ua: string, osVersion: number[]): BrowserFacts {
  const safariVersion = version(/Version\/(\d+(?:\.\d+)*)/, ua);
  const engineVersion = safariVersion.length > 0 ? safariVersion : webkitFromIos(osVersion);
  const named: [RegExp, BrowserName][] = [
    [/CriOS\/(\d+(?:\.\d+)*)/, 'chrome'],
    [/FxiOS\/(\d+(?:\.\d+)*)/, 'firefox'],
    [/EdgiOS\/(\d+(?:\.\d+)*)/, 'edge'],
    [/OPT\/(\d+(?:\.\d+)*)/, 'opera'],
  ];
  for (const [pattern, browser] of named) {
    if (pattern.test(ua)) return { engine: 'webkit', engineVersion, browser, browserVersion: version(pattern, ua) };
  }
  const browser: BrowserName = /Safari\//.test(ua) ? 'safari' : 'webview';
  return { engine: 'webkit', engineVersion, browser, browserVersion: browser === 'safari' ? safariVersion : engineVersion };
}

function detectBrowser(ua: string, os: OsName, osVersion: number[]): BrowserFacts {
  if (os === 'ios') return detectIosBrowser(ua, osVersion);
  const ie = /MSIE (\d+(?:\.\d+)*)|Trident\/.*\brv:(\d+(?:\.\d+)*)/.exec(ua);
  if (ie) {
    const v = numbers(ie[1] ?? ie[2]);
    return { engine: 'ie', engineVersion: v, browser: 'ie', browserVersion: v };
  }
  const edgeLegacy = /\bEdge\/(\d+(?:\.\d+)*)/.exec(ua);
  if (edgeLegacy) {
    const v = numbers(edgeLegacy[1]);
    return { engine: 'edge_legacy', engineVersion: v, browser: 'edge_legacy', browserVersion: v };
  }
  const firefox = /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/.exec(ua);
  if (firefox) {
    const v = numbers(firefox[1]);
    return { engine: 'firefox', engineVersion: v, browser: 'firefox', browserVersion: v };
  }
  const chromium = /(?:HeadlessChrome|Chrome|Chromium)\/(\d+(?:\.\d+)*)/.exec(ua);
  if (chromium) {
    const engineVersion = numbers(chromium[1]);
    const named: [RegExp, BrowserName][] = [
      [/\bEdg(?:A)?\/(\d+(?:\.\d+)*)/, 'edge'],
      [/\bOPR\/(\d+(?:\.\d+)*)/, 'opera'],
      [/SamsungBrowser\/(\d+(?:\.\d+)*)/, 'samsung'],
    ];
    for (const [pattern, browser] of named) {
      if (pattern.test(ua)) return { engine: 'chromium', engineVersion, browser, browserVersion: version(pattern, ua) };
    }
    const browser: BrowserName = os === 'android' && /; wv\)/.test(ua) ? 'webview' : 'chrome';
    return { engine: 'chromium', engineVersion, browser, browserVersion: engineVersion };
  }
  // Android's pre-Chrome browser also says "Version/4.0 ... Safari": it is not Safari.
  if (os === 'android') return { engine: 'android_stock', engineVersion: [], browser: 'android_stock', browserVersion: [] };
  const safari = /Version\/(\d+(?:\.\d+)*).*Safari\//.exec(ua);
  if (safari) {
    const v = numbers(safari[1]);
    return { engine: 'webkit', engineVersion: v, browser: 'safari', browserVersion: v };
  }
  return { engine: 'other', engineVersion: [], browser: 'other', browserVersion: [] };
}

export function parseUserAgent(userAgent: string, maxTouchPoints = 0): UserAgentFacts {
  const ua = userAgent.trim();
  const osFacts = detectOs(ua, maxTouchPoints);
  const browserFacts = detectBrowser(ua, osFacts.os, osFacts.osVersion);
  const isMobile = osFacts.os === 'ios' || osFacts.os === 'android' || /\bMobi(?:le)?\b/.test(ua);
  const inAppWebView =
    (osFacts.os === 'android' && /; wv\)/.test(ua)) || (osFacts.os === 'ios' && !/Safari\//.test(ua));
  return { ...osFacts, ...browserFacts, isMobile, inAppWebView, isPixloomApp: /PixloomApp\//.test(ua) };
}

const OS_LABELS: Record<OsName, string> = {
  windows: 'Windows',
  mac: 'macOS',
  ios: 'iOS',
  android: 'Android',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  other: 'Other OS',
};

const BROWSER_LABELS: Record<BrowserName, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
  firefox: 'Firefox',
  safari: 'Safari',
  webview: 'WebView',
  edge_legacy: 'Edge (EdgeHTML)',
  ie: 'Internet Explorer',
  android_stock: 'Android Browser',
  other: 'Other browser',
};

/** A one-line, untranslated description for support tickets, e.g. "Windows 7 · Chrome 109". */
export function describeUserAgent(facts: UserAgentFacts): string {
  const os =
    facts.os === 'windows' && facts.windowsRelease
      ? `Windows ${facts.windowsRelease === 'older' ? '(before XP)' : facts.windowsRelease.toUpperCase()}`
      : [OS_LABELS[facts.os], facts.osVersion.join('.')].filter(Boolean).join(' ');
  const browser = [BROWSER_LABELS[facts.browser], facts.browserVersion.slice(0, 2).join('.')].filter(Boolean).join(' ');
  return `${os} · ${browser}`;
}
