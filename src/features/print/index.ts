// The print area's front door: the print modal, loaded on first use (its own chunk).
import { lazy } from 'react';

export type { PrintModalProps } from './PrintModal';
export const PrintModal = lazy(() => import('./PrintModal').then((m) => ({ default: m.PrintModal })));
