// All api/ calls, area by area.
import { ApiRegistry } from '../api/registry';
import type { Services } from '../services';
import { authCalls } from './auth';
import { photoCalls } from './photos';

export function buildRegistry(services: Services): ApiRegistry {
  const registry = new ApiRegistry();
  registry.add(...authCalls(services));
  registry.add(...photoCalls(services));
  return registry;
}
