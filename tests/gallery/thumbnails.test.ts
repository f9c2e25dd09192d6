import { describe, expect, it } from 'vitest';
import { BIG_IMAGE, imageVariantUrl, requestSize } from '../../src/lib/imageVariants';

describe('thumbnail sizes: rounded up to multiples of 50, ×1.5 on retina', () => {
  it.each([
    [200, 1, 200],
    [201, 1, 250],
    [173, 1, 200],
    [1, 1, 50],
    [200, 2, 300],
    [108, 2, 200],
    [108, 1, 150],
    [880, 2, 1350],
    [500, 3, 750],
  ])('%i CSS px at density %i asks for %i px', (css, density, expected) => {
    expect(requestSize(css, density)).toBe(expected);
  });
});

describe('image urls', () => {
  it('asks for AVIF or WebP with the rounded size and the fit', () => {
    expect(imageVariantUrl('/img/photos/ab/x.jpg', { width: 213.4, height: 200, fit: 'bounds' })).toBe('/img/photos/ab/x.jpg?width=250&height=200&fit=bounds&auto=avif,webp');
    expect(imageVariantUrl('/img/photos/ab/x.png', { width: 108, height: 108, fit: 'crop', devicePixelRatio: 2 })).toBe('/img/photos/ab/x.png?width=200&height=200&fit=crop&auto=avif,webp');
  });

  it('replaces a query the url already had', () => {
    expect(imageVariantUrl('/img/a.jpg?width=200&fit=crop', { height: 200 })).toBe('/img/a.jpg?height=200&fit=bounds&auto=avif,webp');
  });

  it('sizes the photo modal’s big image at 880×500', () => {
    expect(imageVariantUrl('/img/a.jpg', { ...BIG_IMAGE, devicePixelRatio: 1 })).toBe('/img/a.jpg?width=900&height=500&fit=bounds&auto=avif,webp');
  });
});
