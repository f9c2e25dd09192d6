// Per-app photo pieces made once from the services: the derivative cache (one per app instance).
import { join } from 'node:path';
import type { Services } from '../services';
import { DerivativeCache } from './derivatives';

const caches = new WeakMap<Services, DerivativeCache>();

export function derivativeCache(services: Services): DerivativeCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = new DerivativeCache(join(services.config.dataDir, 'cache', 'img'), services.config.uploadMaxPixels);
    caches.set(services, cache);
  }
  return cache;
}
