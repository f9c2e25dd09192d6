// Face detection: MediaPipe BlazeFace (the 256 × 256 "back camera" model, public/models/blazeface,
// Apache-2.0), which also finds small faces in group photos. The picture is letterboxed into the square
// input (no squeeze, so faces keep the shape the anchors expect). The model answers, for 896 anchors, a
// score logit and a box as offsets in input pixels from its anchor (decoded as MediaPipe and
// @vladmandic/human do); overlapping boxes are reduced by non-maximum suppression.
import type { FaceBox, Pixels, Progress } from '../types';
import { resample } from './resample';
import { graphModel, loadTf } from './runtime';

export const BLAZEFACE_MODEL = 'blazeface/blazeface.json';
const SIZE = 256;
const MIN_SCORE = 0.6;
const MAX_OVERLAP = 0.3;

/**
 * Anchor centres in input pixels: a 16 × 16 grid (stride 16) with 2 anchors a cell, then an 8 × 8 grid
 * (stride 32) with 6 — the model's 512 + 384 rows, in that order.
 */
export function blazeFaceAnchors(size = SIZE): Float32Array {
  const layers: Array<[stride: number, perCell: number]> = [
    [size / 16, 2],
    [size / 8, 6],
  ];
  const out: number[] = [];
  for (const [stride, perCell] of layers) {
    const cells = Math.ceil(size / stride);
    for (let gy = 0; gy < cells; gy++) {
      for (let gx = 0; gx < cells; gx++) {
        for (let k = 0; k < perCell; k++) out.push(stride * (gx + 0.5), stride * (gy + 0.5));
      }
    }
  }
  return Float32Array.from(out);
}

interface Candidate {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

function iou(a: Candidate, b: Candidate): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / (a.width * a.height + b.width * b.height - inter || 1);
}

/**
 * Boxes in input pixels from the model's rows: `scores` (one logit a row) and `boxes` (16 values a row:
 * centre offset x, y, width, height, then six key points, unused here).
 */
export function decodeBlazeFace(scores: Float32Array, boxes: Float32Array, anchors: Float32Array, minScore = MIN_SCORE): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 0; i < scores.length; i++) {
    const score = 1 / (1 + Math.exp(-Math.max(-80, Math.min(80, scores[i] as number))));
    if (score < minScore) continue;
    const cx = (anchors[i * 2] as number) + (boxes[i * 16] as number);
    const cy = (anchors[i * 2 + 1] as number) + (boxes[i * 16 + 1] as number);
    const w = boxes[i * 16 + 2] as number;
    const h = boxes[i * 16 + 3] as number;
    if (w <= 0 || h <= 0) continue;
    found.push({ x: cx - w / 2, y: cy - h / 2, width: w, height: h, score });
  }
  found.sort((a, b) => b.score - a.score);
  const kept: Candidate[] = [];
  for (const c of found) if (kept.every((k) => iou(k, c) <= MAX_OVERLAP)) kept.push(c);
  return kept;
}

export async function detectFaces(pixels: Pixels, onProgress?: Progress): Promise<FaceBox[]> {
  const { width: W, height: H } = pixels;
  const tf = await loadTf();
  const model = await graphModel(BLAZEFACE_MODEL);
  onProgress?.(0.3);
  // Letterbox: the picture's longest side fills the input; the rest is mid grey (0 after normalising).
  const side = Math.max(W, H);
  const iw = Math.max(1, Math.round((W / side) * SIZE));
  const ih = Math.max(1, Math.round((H / side) * SIZE));
  const scaled = resample(pixels.data, W, H, 4, 3, iw, ih, 1 / 127.5);
  const input = new Float32Array(SIZE * SIZE * 3);
  for (let y = 0; y < ih; y++) {
    for (let x = 0; x < iw; x++) {
      for (let c = 0; c < 3; c++) input[(y * SIZE + x) * 3 + c] = (scaled[(y * iw + x) * 3 + c] as number) - 1;
    }
  }
  const outputs = tf.tidy(() => model.execute(tf.tensor4d(input, [1, SIZE, SIZE, 3])) as ReturnType<typeof tf.tensor>[]);
  let values: Float32Array[];
  try {
    // Four outputs, told apart by size: scores of the 384 and 512 rows, then their boxes.
    const bySize = [...outputs].sort((a, b) => a.size - b.size);
    values = await Promise.all(bySize.map(async (t) => Float32Array.from(await t.data())));
  } finally {
    for (const t of outputs) t.dispose();
  }
  onProgress?.(0.8);
  const [scores384, scores512, boxes384, boxes512] = values as [Float32Array, Float32Array, Float32Array, Float32Array];
  const scores = new Float32Array(896);
  scores.set(scores512, 0);
  scores.set(scores384, 512);
  const boxes = new Float32Array(896 * 16);
  boxes.set(boxes512, 0);
  boxes.set(boxes384, 512 * 16);
  const toPicture = side / SIZE;
  const faces = decodeBlazeFace(scores, boxes, blazeFaceAnchors())
    .map((c): FaceBox => {
      const x = Math.max(0, c.x * toPicture);
      const y = Math.max(0, c.y * toPicture);
      return { x, y, width: Math.min(W, (c.x + c.width) * toPicture) - x, height: Math.min(H, (c.y + c.height) * toPicture) - y, score: c.score };
    })
    .filter((f) => f.width > 0 && f.height > 0)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  onProgress?.(1);
  return faces;
}
