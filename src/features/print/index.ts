// The print area's front door: the print modal, loaded on first use (its own chunk), and My Account's card
// of the user's print orders (loaded lazily by the account page).
import { lazy } from 'react';

export type { PrintModalProps } from './PrintModal';
export const PrintModal = lazy(() => import('./PrintModal').then((m) => ({ default: m.PrintModal })));
export const loadPrintOrdersCard = () => import('./PrintOrdersCard');
