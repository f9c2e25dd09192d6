// The shipped skies: each one's colours from the zenith (gradient stop 0) to the horizon (1), its sun,
// clouds (noise scale, cover = the noise level where cloud begins, soft = the edge's width, the light's
// direction in noise space), stars and moon. Ids are the files' names and the panel's keys.
export const SKIES = [
  {
    id: 'clear-blue',
    seed: 11,
    gradient: [[0, [38, 98, 190]], [0.55, [88, 150, 222]], [0.85, [150, 192, 235]], [1, [196, 220, 240]]],
    sun: { x: 0.78, y: 0.12, radius: 0.035, glow: 0.07, colour: [120, 110, 90], strength: 0.55 },
    clouds: { scale: 1.2, stretch: 0.55, warp: 0.6, cover: 0.66, horizonCover: -0.06, soft: 0.06, opacity: 0.75, light: [1, -1], lit: [255, 255, 255], shadow: [196, 210, 228], octaves: 5 },
  },
  {
    id: 'fluffy-clouds',
    seed: 23,
    gradient: [[0, [30, 92, 186]], [0.6, [84, 146, 218]], [1, [178, 208, 236]]],
    sun: { x: 0.2, y: 0.05, radius: 0.03, glow: 0.05, colour: [80, 80, 70], strength: 0.5 },
    clouds: { scale: 2.2, stretch: 0.5, warp: 0.7, cover: 0.53, horizonCover: 0.02, soft: 0.07, opacity: 0.97, light: [-1, -1], lit: [255, 255, 252], shadow: [150, 164, 186], octaves: 6 },
  },
  {
    id: 'dramatic-clouds',
    seed: 37,
    gradient: [[0, [54, 66, 84]], [0.5, [96, 110, 128]], [0.85, [160, 168, 176]], [1, [206, 200, 190]]],
    sun: { x: 0.62, y: 0.8, radius: 0.0, glow: 0.08, colour: [140, 110, 70], strength: 0.35, wide: 0.15 },
    clouds: { scale: 1.6, stretch: 0.6, warp: 1.2, cover: 0.44, horizonCover: 0.08, soft: 0.16, opacity: 0.97, light: [0.3, 1], lit: [176, 176, 178], shadow: [34, 40, 50], octaves: 7, horizonFade: 0.6 },
    quality: 74,
  },
  {
    id: 'sunset',
    seed: 41,
    gradient: [[0, [36, 40, 92]], [0.35, [118, 64, 118]], [0.65, [226, 100, 74]], [0.85, [250, 160, 70]], [1, [255, 206, 120]]],
    sun: { x: 0.42, y: 0.95, radius: 0.05, glow: 0.08, colour: [255, 150, 60], strength: 0.9 },
    clouds: { scale: 1.3, stretch: 1.6, warp: 0.8, cover: 0.58, horizonCover: -0.02, soft: 0.1, opacity: 0.85, light: [0, 1], lit: [255, 150, 96], shadow: [86, 48, 84], octaves: 6 },
  },
  {
    id: 'golden-hour',
    seed: 53,
    gradient: [[0, [70, 120, 186]], [0.55, [150, 170, 190]], [0.85, [240, 196, 130]], [1, [255, 220, 150]]],
    sun: { x: 0.8, y: 0.86, radius: 0.04, glow: 0.1, colour: [255, 190, 90], strength: 0.8 },
    clouds: { scale: 1.8, stretch: 0.7, warp: 1.0, cover: 0.58, horizonCover: 0.0, soft: 0.08, opacity: 0.9, light: [1, 1], lit: [255, 222, 160], shadow: [136, 128, 140], octaves: 6 },
  },
  {
    id: 'pastel-dawn',
    seed: 67,
    gradient: [[0, [122, 140, 196]], [0.45, [190, 164, 206]], [0.75, [246, 186, 190]], [1, [255, 218, 190]]],
    sun: { x: 0.3, y: 0.98, radius: 0.0, glow: 0.1, colour: [255, 190, 140], strength: 0.2, wide: 0.2 },
    clouds: { scale: 1.1, stretch: 2.2, warp: 0.5, cover: 0.6, horizonCover: -0.04, soft: 0.14, opacity: 0.7, light: [0, 1], lit: [255, 222, 214], shadow: [150, 136, 184], octaves: 5 },
  },
  {
    id: 'night',
    seed: 79,
    gradient: [[0, [4, 8, 22]], [0.6, [12, 22, 50]], [0.9, [30, 44, 78]], [1, [48, 60, 92]]],
    stars: { count: 1400, brightness: 260 },
    moon: { x: 0.74, y: 0.24, radius: 0.055, glow: 0.25, colour: [236, 234, 220] },
    clouds: { scale: 1.4, stretch: 1.4, warp: 0.7, cover: 0.66, horizonCover: 0, soft: 0.12, opacity: 0.45, light: [1, -1], lit: [70, 80, 110], shadow: [16, 22, 40], octaves: 5 },
  },
];
