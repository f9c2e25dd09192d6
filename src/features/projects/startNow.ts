// The projects area's start, loaded lazily by start.ts.
import type { Store } from '../../lib/store';
import type { User } from '../../lib/user';
import { startAutosaveLifecycle } from './autosave';
import { adoptAnonymousProjects } from './localProjects';
import { startNotices } from './notices';
import { requestSync, startSync } from './sync';
import { installProjectsTestHook } from './testHook';

export function startNow(user: Store<User | null | undefined>): void {
  startAutosaveLifecycle();
  installProjectsTestHook();
  startNotices();
  let email: string | null = null;
  const onUser = (): void => {
    const next = user.get()?.email ?? null;
    if (next === email) return;
    email = next;
    if (next) void adoptAnonymousProjects(next).then(() => requestSync(0));
  };
  user.subscribe(onUser);
  onUser();
  startSync();
}
