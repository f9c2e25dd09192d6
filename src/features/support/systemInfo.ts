// The device details sent with a ticket (account-content §3 device_specs): OS, browser, screen size, user
// agent, graphics details and a performance-issue flag, as base64 of the URI-encoded JSON. The compatibility
// check's facts ride along when the user came from it (?system_info=…).
import { encodeBa } from '../../lib/shared/validators';

function graphics(): string {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return 'no WebGL';
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    return `${typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? 'WebGL 2' : 'WebGL 1'}: ${String(renderer)}`;
  } catch {
    return 'unknown';
  }
}

function osOf(agent: string): string {
  if (/Windows NT/.test(agent)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(agent)) return 'iOS';
  if (/Mac OS X/.test(agent)) return 'macOS';
  if (/Android/.test(agent)) return 'Android';
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Linux/.test(agent)) return 'Linux';
  return 'unknown';
}

function browserOf(agent: string): string {
  const match = /(Edg|OPR|Firefox|Chrome|Version)\/(\d+)/.exec(agent);
  if (!match) return 'unknown';
  const name = match[1] === 'Edg' ? 'Edge' : match[1] === 'OPR' ? 'Opera' : match[1] === 'Version' ? 'Safari' : match[1];
  return `${name} ${match[2]}`;
}

export function deviceSpecs(options: { performanceIssue: boolean; compatInfo?: string }): string {
  const agent = navigator.userAgent;
  const info: Record<string, string | boolean | number> = {
    os: osOf(agent),
    browser: browserOf(agent),
    screen: `${window.screen.width}x${window.screen.height}@${window.devicePixelRatio}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    user_agent: agent,
    graphics: graphics(),
    language: navigator.language,
    performance_issue: options.performanceIssue,
  };
  if (options.compatInfo) info.compat = options.compatInfo.slice(0, 1000);
  return encodeBa(JSON.stringify(info));
}
