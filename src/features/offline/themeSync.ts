// theme_color is a real setting (spec §3): for a signed-in user, the theme toggle's choice is saved as the
// setting (and syncs), and a theme chosen on another device is applied when the settings arrive. The theme
// itself stays the shell's (src/app/theme/theme.ts, remembered locally for visitors too).
import { liveQuery, type Subscription } from 'dexie';
import { setTheme, theme } from '../../app/theme/theme';
import { db } from '../../lib/db/db';
import { report } from '../../lib/report';
import { currentOwner, updateSetting } from '../../lib/settings';
import { currentUser } from '../../lib/user';

export function startThemeSync(): () => void {
  let applying = false;
  let subscription: Subscription | undefined;

  const stopTheme = theme.subscribe(() => {
    if (applying || !currentUser.get()) return;
    updateSetting('theme_color', theme.get()).catch((error: unknown) => report('warning', 'theme not saved to settings', String(error)));
  });

  const watch = (): void => {
    subscription?.unsubscribe();
    subscription = undefined;
    if (!currentUser.get()) return;
    const owner = currentOwner();
    subscription = liveQuery(() => db().settings.get(owner)).subscribe({
      next: (row) => {
        const value = row?.values.theme_color;
        if (!value || value === theme.get() || row.pending.includes('theme_color') || currentOwner() !== owner) return;
        applying = true;
        try {
          setTheme(value);
        } finally {
          applying = false;
        }
      },
      error: (error: unknown) => report('warning', 'watching settings failed', String(error)),
    });
  };
  const stopUser = currentUser.subscribe(watch);
  watch();
  return () => {
    stopTheme();
    stopUser();
    subscription?.unsubscribe();
  };
}
