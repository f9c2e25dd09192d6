// What the service worker keeps of api/ reads for offline (sw/routes.ts registerApiReadRoutes): only complete
// answers the server marked public; a signed-in viewer's answer (private) or an uncacheable one never.
import { describe, expect, it } from 'vitest';
import { isPublicAnswer } from '../../src/lib/shared/swProtocol';

describe('the api read cache of the service worker', () => {
  it('keeps a visitor’s Explore page (public)', () => {
    expect(isPublicAnswer(200, 'public, max-age=5')).toBe(true);
    expect(isPublicAnswer(200, 'max-age=0, Public')).toBe(true);
  });

  it('keeps no private, uncacheable, unmarked or failed answer', () => {
    expect(isPublicAnswer(200, 'private, no-cache')).toBe(false);
    expect(isPublicAnswer(200, 'private, max-age=60')).toBe(false);
    expect(isPublicAnswer(200, 'no-store')).toBe(false);
    expect(isPublicAnswer(200, 'public, no-store')).toBe(false);
    expect(isPublicAnswer(200, null)).toBe(false);
    expect(isPublicAnswer(400, 'public, max-age=5')).toBe(false);
    expect(isPublicAnswer(503, 'public, max-age=5')).toBe(false);
  });
});
