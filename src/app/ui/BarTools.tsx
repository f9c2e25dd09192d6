// The tools at the end of every navigation bar (site pages, the dashboard, the create area's sections):
// the areas' status chips, the app menu, language and theme, and the account menu.
import { LanguagePicker } from '../language/LanguagePicker';
import { AccountSlot, MenuSlot, StatusSlots } from '../layout/slots';
import { ThemeToggle } from '../theme/ThemeToggle';

/** `compact`: without the language picker and theme toggle (a narrow dashboard bar has them in its menu). */
export function BarTools({ compact = false }: { compact?: boolean }) {
  return (
    <>
      <StatusSlots />
      <MenuSlot />
      {!compact && (
        <>
          <LanguagePicker compact />
          <ThemeToggle />
        </>
      )}
      <AccountSlot />
    </>
  );
}
