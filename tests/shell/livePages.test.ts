import { describe, expect, it } from 'vitest';
import { pages } from '../../src/app/routing/pages';
import { isLivePath } from '../../src/app/routing/livePages';
import { PLACEHOLDER_PAGES } from '../../src/lib/pages';

describe('live pages', () => {
  it('the placeholder list names exactly the pages rendered by the placeholder page', () => {
    // Any listed page shows the placeholder (none when every page is built).
    const first = [...PLACEHOLDER_PAGES][0];
    const placeholder = first ? pages[first] : undefined;
    const rendered = Object.entries(pages).filter(([, page]) => page === placeholder).map(([name]) => name).sort();
    expect(rendered).toEqual([...PLACEHOLDER_PAGES].sort());
  });

  it('real routes are live; placeholder pages and unknown addresses are not', () => {
    expect(isLivePath('/myphotos/')).toBe(true);
    expect(isLivePath('/de/dashboard/')).toBe(true);
    expect(isLivePath('/explore/?q=cat')).toBe(true);
    expect(isLivePath('/pricing/')).toBe(PLACEHOLDER_PAGES.has('pricing') ? false : true);
    expect(isLivePath('/no-such-page/')).toBe(false);
  });
});
