// The imports' shared api/ call: imports/options (also GET get/imports/options), which connectors this
// server has configured — the app offers only their tabs. Each connector's own calls live in its file
// (server/imports/drive.ts: drive/…).
import { defineCall, type CallDefinition } from '../api/types';
import { noInput } from '../api/input';
import type { Services } from '../services';
import { driveConnectorOf } from './drive';

export function importCalls(services: Services): CallDefinition<never>[] {
  const options = defineCall({
    name: 'imports/options',
    input: noInput,
    read: { maxAgeSeconds: 60 },
    handler: () => ({ connectors: services.imports.configured() }),
  });
  return [options, ...driveConnectorOf(services).calls] as CallDefinition<never>[];
}
