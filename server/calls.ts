// All api/ calls, area by area; each area's calls sit in its own folder with its routes and repository.
import { ApiRegistry } from './api/registry';
import type { Services } from './services';
import { authCalls } from './accounts/calls/index';
import { billingCalls } from './billing/calls';
import { notifyCalls } from './notify/calls';
import { photoCalls } from './photos/routes';
import { projectCalls } from './projects/routes';
import { storageCalls } from './storage/routes';
import { storeCalls } from './billing/store/index';
import { supportCalls } from './support/routes';
import { printCalls } from './print/calls';
import { importCalls } from './imports/calls';
import { photoImportCalls, photoImportsOf } from './imports/photos/calls';

export function buildRegistry(services: Services): ApiRegistry {
  const registry = new ApiRegistry();
  registry.add(...authCalls(services));
  registry.add(...billingCalls(services));
  registry.add(...notifyCalls(services));
  registry.add(...photoCalls(services));
  registry.add(...projectCalls(services));
  registry.add(...storageCalls(services));
  registry.add(...storeCalls(services));
  registry.add(...supportCalls(services));
  registry.add(...printCalls(services));
  registry.add(...importCalls(services));
  registry.add(...photoImportCalls(photoImportsOf(services)));
  return registry;
}
