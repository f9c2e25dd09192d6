// All api/ calls, area by area.
import { ApiRegistry } from '../api/registry';
import type { Services } from '../services';
import { authCalls } from './auth';

export function buildRegistry(services: Services): ApiRegistry {
  const registry = new ApiRegistry();
  registry.add(...authCalls(services));
  return registry;
}
