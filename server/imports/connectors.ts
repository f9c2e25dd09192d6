// The import connectors: each is one thing a user connects separately ("photo-service and drive access
// each need separate authorization by the user"), with the provider it signs in at and the scopes it asks.
// Tokens are stored per user and connector. Add a connector here (ids are stable: they are stored).
import type { ImportProviderId } from './config';

export const IMPORT_CONNECTORS = ['drive', 'photos', 'facebook'] as const;
export type ImportConnectorId = (typeof IMPORT_CONNECTORS)[number];

export interface ImportConnector {
  id: ImportConnectorId;
  provider: ImportProviderId;
  scopes: string[];
  /** Extra authorization request parameters (Google: a refresh token, asked every time). */
  authParams?: Record<string, string>;
}

const GOOGLE_OFFLINE = { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' };

export const CONNECTORS: ReadonlyMap<ImportConnectorId, ImportConnector> = new Map<ImportConnectorId, ImportConnector>([
  ['drive', { id: 'drive', provider: 'google', scopes: ['https://www.googleapis.com/auth/drive.readonly'], authParams: GOOGLE_OFFLINE }],
  ['photos', { id: 'photos', provider: 'google', scopes: ['https://www.googleapis.com/auth/photospicker.mediaitems.readonly'], authParams: GOOGLE_OFFLINE }],
  ['facebook', { id: 'facebook', provider: 'facebook', scopes: ['user_photos'] }],
]);

export function isImportConnector(value: unknown): value is ImportConnectorId {
  return typeof value === 'string' && CONNECTORS.has(value as ImportConnectorId);
}
