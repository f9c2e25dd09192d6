// When announcements and targeted notices appear (subscription-navigation §4, §9): after the app (a create
// route) has opened and the load screen is gone — checked every 500 ms, at most 150 times — at most one per
// page load, none within a day of the last one this device showed. Dismissals go to the `dismissed_messages`
// setting for a signed-in user (synced: another device sees them) and to local storage for a visitor.
import { loadScreen } from '../../app/loadScreen/instance';
import { router } from '../../app/routing/appRouter';
import { report } from '../../lib/report';
import { readLocal, writeLocal, LOCAL_KEYS } from '../../lib/localStore';
import { readSettings, refreshSettings, updateSetting } from '../../lib/settings';
import { buildRouteTable, isCreateRoute } from '../../lib/shared/routes';
import { currentUser, whenUserKnown, type User } from '../../lib/user';
import { trackEvent } from './analytics';
import { announcementFor, type Announcement } from './announcements';
import { closeMessage, currentMessage, showMessage } from './messageStore';
import { mayShow, withDismissal } from './rules';
import { findNotice, markNoticeShown } from './targetedNotices';
import { waitForApp } from './announcementWait';

const routes = buildRouteTable();

function appOpen(): boolean {
  return isCreateRoute(routes.resolve(router.state.location.pathname)) && !loadScreen.state.get().active;
}

async function dismissedList(): Promise<string[]> {
  if (currentUser.get()) {
    const merged = (await refreshSettings()) ?? (await readSettings());
    return merged.dismissed_messages ?? [];
  }
  return readLocal<string[]>(LOCAL_KEYS.dismissedMessages, []);
}

export async function dismissAnnouncement(announcement: Announcement): Promise<void> {
  const now = Date.now();
  if (currentUser.get()) {
    // Read again: another device's dismissals may have arrived while this one was open.
    const latest = (await readSettings()).dismissed_messages ?? [];
    await updateSetting('dismissed_messages', withDismissal(announcement, latest, now));
  } else {
    writeLocal(LOCAL_KEYS.dismissedMessages, withDismissal(announcement, readLocal<string[]>(LOCAL_KEYS.dismissedMessages, []), now));
  }
}

let shownThisPage = false;
let running = false;

/** Marks the page once this page load's messages were decided (shown or not): tests wait on it. */
function markChecked(): void {
  document.documentElement.dataset.messagesChecked = 'yes';
}

async function runOnce(): Promise<void> {
  const user = await whenUserKnown();
  if (!(await waitForApp(appOpen))) return;
  try {
    await decide(user);
  } finally {
    markChecked();
  }
}

async function decide(user: User | null): Promise<void> {
  if (shownThisPage || currentMessage.get()) return;
  const now = Date.now();
  const dismissed = await dismissedList();
  const lastTakeoverAt = readLocal<number | null>(LOCAL_KEYS.lastTakeoverAt, null);
  const announcement = announcementFor(currentUser.get() ?? user, (a) => mayShow(a, { dismissed, lastTakeoverAt }, now));
  if (announcement && !currentMessage.get()) {
    shownThisPage = true;
    writeLocal(LOCAL_KEYS.lastTakeoverAt, now);
    trackEvent('announcement_shown', { id: announcement.id });
    showMessage({
      kind: 'announcement',
      announcement,
      onClose: () => {
        closeMessage();
        void dismissAnnouncement(announcement).catch((error: unknown) => report('warning', 'announcement dismissal not stored', String(error)));
      },
    });
    return;
  }
  const notice = await findNotice();
  if (notice && !currentMessage.get()) {
    shownThisPage = true;
    showMessage({ kind: 'targeted', notice });
    await markNoticeShown(notice.id);
  }
}

function maybeRun(): void {
  if (running || shownThisPage) return;
  if (!isCreateRoute(routes.resolve(router.state.location.pathname))) return;
  running = true;
  void runOnce()
    .catch((error: unknown) => report('warning', 'announcements failed', String(error)))
    .finally(() => {
      running = false;
    });
}

/** Shows a notice that is shown only on request, when this user is in its cohort. */
export async function requestNotice(id: string): Promise<boolean> {
  const notice = await findNotice(id);
  if (!notice) return false;
  showMessage({ kind: 'targeted', notice });
  await markNoticeShown(notice.id);
  return true;
}

/** Watches the route: the first time the app opens on this page load, the announcements get their turn. */
export function startAnnouncements(): () => void {
  const stop = router.subscribe(maybeRun);
  maybeRun();
  return stop;
}
