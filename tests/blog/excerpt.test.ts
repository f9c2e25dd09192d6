// The blog search's excerpt (spec §9: cut near 65 characters) and its addresses (spec §2).
import { describe, expect, it } from 'vitest';
import { cutExcerpt, EXCERPT_LENGTH } from '../../src/features/blog/excerpt';
import { blogSearchPath, pageFromSearch } from '../../src/features/blog/paths';
import { BLOG_ARTICLES } from '../../server/seed/blogArticles';

describe('the excerpt cut near 65 characters', () => {
  it('keeps a short excerpt whole', () => {
    expect(cutExcerpt('  Frame your subject,\n fix a horizon.  ')).toBe('Frame your subject, fix a horizon.');
  });

  it('cuts a long one at the last word break before the limit, without trailing punctuation, with an ellipsis', () => {
    const text = 'Cut out a person or an object in one click, touch up the edge by hand and put something new behind it.';
    expect(cutExcerpt(text)).toBe('Cut out a person or an object in one click, touch up the edge by…');
    for (const article of BLOG_ARTICLES) {
      const cut = cutExcerpt(article.excerpt);
      expect(cut.length, article.slug).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
      expect(cut.length, article.slug).toBeGreaterThan(EXCERPT_LENGTH * 0.6);
      expect(article.excerpt.startsWith(cut.replace(/…$/, '')), article.slug).toBe(true);
    }
  });

  it('cuts a long word-less text at the limit', () => {
    expect(cutExcerpt('x'.repeat(100))).toBe(`${'x'.repeat(65)}…`);
  });
});

describe('the blog search addresses', () => {
  it('puts the term in the path and the page in the query', () => {
    expect(blogSearchPath('')).toBe('/learn/search/');
    expect(blogSearchPath('layers')).toBe('/learn/search/layers/');
    expect(blogSearchPath('a/b c', 2)).toBe('/learn/search/a%2Fb%20c/?page=2');
  });

  it('reads only whole page numbers from 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    for (const bad of ['', '?page=0', '?page=-1', '?page=1.5', '?page=x']) expect(pageFromSearch(bad)).toBe(1);
  });
});
