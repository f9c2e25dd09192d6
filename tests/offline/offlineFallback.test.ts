// @vitest-environment jsdom
// An unknown address offline (src/lib/shared/offlineFallback.ts, src/app/routing/OfflineRoutePage.tsx): the
// worker marks the shell it answers with in place of an unreachable page; the page reads the mark and shows
// the offline page there instead of reloading; online, unknown addresses still reload to the server.
import { describe, expect, it } from 'vitest';
import { markOfflineFallback, offlineFallbackPath, unknownRouteAnswer } from '../../src/lib/shared/offlineFallback';

const SHELL = '<!doctype html><html lang="en"><head data-x="1"><meta charset="utf-8"><title>Pixloom</title></head><body><div id="root"></div></body></html>';

describe('the stand-in mark', () => {
  it('names the unreachable address in the shell, and the page reads it back', () => {
    const html = markOfflineFallback(SHELL, '/some-unknown-page/');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(offlineFallbackPath(doc)).toBe('/some-unknown-page/');
    expect(html).toContain('<head data-x="1"><meta name="pixloom-offline-fallback"');
  });

  it('escapes the address', () => {
    const html = markOfflineFallback(SHELL, '/a"><script>x</script>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script')).toBeNull();
    expect(offlineFallbackPath(doc)).toBe('/a"><script>x</script>');
  });

  it('is absent from the real shell', () => {
    expect(offlineFallbackPath(new DOMParser().parseFromString(SHELL, 'text/html'))).toBeNull();
  });
});

describe('an unknown address', () => {
  it('reloads online so the server answers (its 404 page, its own pages), as always', () => {
    expect(unknownRouteAnswer('/blog/', { fallbackPath: null, browserOffline: false })).toBe('reload');
  });
  it('shows the offline page where the worker stood in for it', () => {
    expect(unknownRouteAnswer('/blog/', { fallbackPath: '/blog/', browserOffline: false })).toBe('offline');
  });
  it('shows the offline page when the browser is offline (an in-app link)', () => {
    expect(unknownRouteAnswer('/blog/', { fallbackPath: null, browserOffline: true })).toBe('offline');
  });
  it('reloads another unknown address reached online after the stand-in', () => {
    expect(unknownRouteAnswer('/terms/', { fallbackPath: '/blog/', browserOffline: false })).toBe('reload');
  });
});
