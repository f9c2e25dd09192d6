import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { askDialog } from '../dialogs/dialogs';
import { Root } from '../Root';
import { setAppRouter } from './appRouter';
import { appSectionState } from './appState';
import { createAppHistory } from './history';
import { needsLeaveConfirmation } from './navigation';

// No routes: the page comes from our own route table, whose rules (spec §2.4) react-router does not know
// (RouteView.tsx). The plain router over our own history (history.ts) keeps the start-up JavaScript small;
// the history asks before leaving the create area with the app open (the leave-create confirmation).
// Everything else navigates through appRouter.ts, which does not import the pages.
export const appHistory = createAppHistory({
  shouldBlock: (from, to) => needsLeaveConfirmation(from, to, appSectionState.get().open),
  confirm: () => askDialog({ contentKey: 'confirm_hide', confirmKey: 'leave', cancelKey: 'stay' }),
});
setAppRouter(appHistory);

export function AppRouter({ children = <Root /> }: { children?: ReactNode }) {
  return <HistoryRouter history={appHistory as unknown as Parameters<typeof HistoryRouter>[0]['history']}>{children}</HistoryRouter>;
}
