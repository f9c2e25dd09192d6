// The device compatibility check wired into the app (spec §2.4, §4.10; subscription-navigation §8). The
// check itself (worker, rules, cookie) is src/lib/compat/compatClient.ts; this decides what the user sees.
// - It runs at start without holding up the first render; its renderer goes into every api payload as
//   graphic_info (encoded like the spec's other text fields: base64 of the URI-encoded text).
// - An unsupported device never sees the editor: a create route falls back to the previous page, or to the
//   dashboard when there is none (§2.4), and the result dialog says why and offers contact support. In the
//   installed app, whose purpose is the editor, the unsupported-device page hides the whole app (§4.10).
// - A device that runs the app with a warning (software rendering, no OffscreenCanvas) gets, on a computer,
//   a warning in the status line that opens the result dialog; on a phone or tablet it is only logged
//   (compatPresentation). Not a dialog that blocks the page at every load: the app works, and the check
//   runs again on every load until the user has fixed the cause (a driver, a browser restart).
import { routeTable } from '../../app/routing/routeTable';
import { router } from '../../app/routing/appRouter';
import { cachedCompatibility, compatPresentation, getCompatibility, refreshCompatibility, type CompatResult } from '../../lib/compat/compatClient';
import { isInstalledApp } from '../../lib/platform';
import { setGraphicInfoProvider } from '../../lib/request';
import { report } from '../../lib/report';
import { compatView, openCompatDialog, type CompatView } from './compatView';
import { encodeBa } from '../../lib/shared/validators';
import { dashboardPath, type ResolvedRoute } from '../../lib/shared/routes';

export { closeCompatDialog, compatView, openCompatDialog, type CompatView } from './compatView';

export function encodedRenderer(result: CompatResult | null): string | undefined {
  return result?.renderer ? encodeBa(result.renderer) : undefined;
}

export type CreateFallback = { kind: 'back' } | { kind: 'replace'; path: string };

/** Spec §2.4: back in history when the app has a previous page, else the default route (the dashboard). */
export function createFallback(resolved: ResolvedRoute, historyIndex: number): CreateFallback {
  return historyIndex > 0 ? { kind: 'back' } : { kind: 'replace', path: dashboardPath(resolved.route.lang) };
}

/** Runs the check again (after the user updated a driver or restarted the browser) and shows the result. */
export async function recheckCompatibility(): Promise<CompatResult> {
  const result = await refreshCompatibility();
  compatView.set((view) => ({ ...view, ...viewOf(result), dialogOpen: true }));
  return result;
}

function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

function viewOf(result: CompatResult): Pick<CompatView, 'result' | 'hideApp' | 'warning'> {
  const presentation = compatPresentation(result);
  return { result, hideApp: presentation === 'unsupported_page' && isInstalledApp(), warning: presentation === 'dialog' };
}

function onLocation(pathname: string): void {
  const { result } = compatView.get();
  if (!result) return;
  const resolved = routeTable.resolve(pathname);
  if (resolved?.route.page !== 'create') return;
  if (compatPresentation(result) === 'unsupported_page') {
    if (compatView.get().hideApp) return;
    const fallback = createFallback(resolved, historyIndex());
    // Not inside the router's own notification: navigate right after it.
    setTimeout(() => {
      if (fallback.kind === 'back') void router.navigate(-1);
      else void router.navigate(fallback.path, { replace: true });
    }, 0);
    openCompatDialog();
  }
}

export function startCompatCheck(): () => void {
  setGraphicInfoProvider(() => encodedRenderer(cachedCompatibility()));
  const stop = router.subscribe((state) => onLocation(state.location.pathname));
  // After the first render: the check starts a worker and must not delay the page.
  setTimeout(() => {
    getCompatibility().then(
      (result) => {
        compatView.set((view) => ({ ...view, ...viewOf(result) }));
        onLocation(router.state.location.pathname);
      },
      (error: unknown) => report('error', 'compatibility check failed', String(error)),
    );
  }, 0);
  return stop;
}
