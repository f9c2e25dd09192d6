import { describe, expect, it } from 'vitest';
import { skyMask } from '../../workers/tools/sky/skyMask';
import { cloudyLandscape, iou, lakeLandscape, landscape, noSky } from './synthetic';

describe('the sky mask finds the sky joined to the top of the picture', () => {
  it('matches a blue-gradient sky over a textured ground (IoU > 0.9)', () => {
    const { pixels, sky } = landscape(640, 480);
    const mask = skyMask(pixels);
    const score = iou(mask.data, sky);
    console.log(`sky IoU 640×480: ${score.toFixed(4)}`);
    expect(mask.width).toBe(640);
    expect(score).toBeGreaterThan(0.9);
  });

  it('keeps the ground out even at a large size', () => {
    const { pixels, sky } = landscape(1600, 1000, 5);
    const started = performance.now();
    const mask = skyMask(pixels);
    console.log(`sky mask 1600×1000: ${(performance.now() - started).toFixed(0)} ms, IoU ${iou(mask.data, sky).toFixed(4)}`);
    expect(iou(mask.data, sky)).toBeGreaterThan(0.9);
  });

  it('returns (almost) nothing for a picture without sky', () => {
    const mask = skyMask(noSky(640, 480));
    let covered = 0;
    for (const v of mask.data) if (v >= 128) covered++;
    expect(covered / mask.data.length).toBeLessThan(0.01);
  });
});

describe('the sky mask takes clouds and leaves things standing against the sky', () => {
  it('covers textured clouds, also those the frame cuts, and keeps a thin mast out (IoU > 0.9)', () => {
    // Seed 7 puts a cloud across each side of the frame.
    const [width, height] = [1200, 800];
    const { pixels, sky } = cloudyLandscape(width, height, 7);
    const mask = skyMask(pixels);
    const score = iou(mask.data, sky);
    console.log(`cloudy sky IoU ${width}×${height}: ${score.toFixed(4)}`);
    expect(score).toBeGreaterThan(0.95);
    // The mast's middle, well above the horizon, is not sky.
    const mastX = Math.round(width * 0.7);
    let mastSky = 0;
    for (let y = 0.2 * height; y < 0.4 * height; y++) if (mask.data[y * width + mastX]! >= 128) mastSky++;
    expect(mastSky).toBe(0);
  });
});

describe('the sky mask stops at the horizon', () => {
  it('leaves out a lake that mirrors the sky below a band of trees', () => {
    const { pixels, sky } = lakeLandscape(640, 480);
    const mask = skyMask(pixels);
    expect(iou(mask.data, sky)).toBeGreaterThan(0.9);
    let lake = 0;
    for (let y = Math.round(480 * 0.62); y < 480; y++) for (let x = 0; x < 640; x++) if (mask.data[y * 640 + x]! >= 128) lake++;
    expect(lake).toBe(0);
  });
});
