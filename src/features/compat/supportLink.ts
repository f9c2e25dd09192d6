// Where the compatibility dialog and page send the user: the support form for "features not accessible"
// (account-content §2 Customer support area) with the device facts prefilled, and that reason's help page.
import { describeUserAgent, parseUserAgent, type CompatResult } from '../../../workers/compat/rules';

export const COMPAT_SUPPORT_ISSUE = 'features-not-accessible';
/** The help page of the same support reason explains the requirements. */
export const COMPAT_LEARN_MORE_HREF = `/contact-support/${COMPAT_SUPPORT_ISSUE}/`;

/**
 * Plain, untranslated facts for the support team (it reads them, the user does not need to): device,
 * renderer, WebGL version, failed tests, limits.
 */
export function compatSystemInfo(result: CompatResult, userAgent: string, maxTouchPoints = 0): string {
  const failed = result.tests.filter((test) => !test.hasPassed).map((test) => test.name);
  return [
    `Device: ${describeUserAgent(parseUserAgent(userAgent, maxTouchPoints))}`,
    `Renderer: ${result.renderer || 'unknown'}${result.rendererOverridden ? ' (override)' : ''}`,
    `WebGL: ${result.webglVersion || 'none'}`,
    `Failed tests: ${failed.join(', ') || 'none'}`,
    `Messages: ${result.messages.join(', ')}`,
    `Max image size: ${result.maxImageSize}; resolution scale: ${result.resolutionScale}`,
    `User agent: ${userAgent}`,
  ].join('\n');
}

/** `/contact-support/form/?issue=features-not-accessible&system_info=…` */
export function compatSupportHref(result: CompatResult, userAgent: string, maxTouchPoints = 0): string {
  const query = new URLSearchParams({ issue: COMPAT_SUPPORT_ISSUE, system_info: compatSystemInfo(result, userAgent, maxTouchPoints) });
  return `/contact-support/form/?${query.toString()}`;
}

export function currentUserAgent(): { userAgent: string; maxTouchPoints: number } {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0 };
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}
