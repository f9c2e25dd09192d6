// The customer support area's front door (account-content §2 "Customer support area"): its page (loaded
// lazily by src/app/routing/pages.ts) and the My Account card of the user's tickets. Other areas and the
// shell import this file only, never the area's inside (ESLint: no-restricted-imports).
export const loadSupportPage = () => import('./SupportPage');
export const loadSupportTicketsCard = () => import('./TicketsCard');
