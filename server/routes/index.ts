// All api/ calls, area by area.
import { ApiRegistry } from '../api/registry';
import type { Services } from '../services';
import { authCalls } from './auth';
import { photoCalls } from './photos';
import { projectCalls } from './projects';

export function buildRegistry(services: Services): ApiRegistry {
  const registry = new ApiRegistry();
  registry.add(...authCalls(services));
  registry.add(...photoCalls(services));
  registry.add(...projectCalls(services));
  return registry;
}
