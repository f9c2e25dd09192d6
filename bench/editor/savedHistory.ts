// What the undo history costs in a saved project (issue 14): bytes for 100 steps on a photo document, as
// saved (JSON Patch tuples), as standard RFC 6902 objects, and as whole documents; and the time to encode
// it, to encode it again after one more slider move (the autosave's case), and to read it back (load).
// Run: npx tsx bench/editor/savedHistory.ts
import { setAdjustment } from '../../src/features/editor/state/actions';
import { addTextLayer, applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { commit, createHistory, type History } from '../../src/lib/shared/editor/history';
import { encodeHistory, readSavedHistory } from '../../src/lib/shared/editor/savedHistory';
import type { EditorDocument } from '../../src/lib/shared/editor/types';

const SLIDERS = ['brightness', 'contrast', 'saturation', 'warmth', 'exposure', 'highlights', 'shadows', 'vibrance'] as const;
const bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** A photo with a look and a caption, then `steps` separate slider moves. */
function photoHistory(steps: number): History {
  let doc: EditorDocument = createPhotoDocument({ imageId: 'img_3f2a9c1d', width: 4032, height: 3024 });
  doc = applyTool(doc, 'vintage', { amount: 60 }).document;
  doc = addTextLayer(doc, { text: 'Summer 2026' }).document;
  let history = createHistory(doc);
  for (let i = 0; i < steps; i++) {
    const type = SLIDERS[i % SLIDERS.length]!;
    doc = setAdjustment(doc, type, { amount: type === 'exposure' ? ((i % 40) - 20) / 20 : ((i * 37) % 200) - 100 }).document;
    history = commit(history, doc);
  }
  return history;
}

function time(label: string, runs: number, fn: () => void): void {
  fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  console.log(`${label}: ${((performance.now() - start) / runs).toFixed(2)} ms`);
}

const history = photoHistory(100);
const saved = encodeHistory(history);
const rfc = [...saved.past, ...saved.future].map((step) => step.map(([op, path, value]) => (op === '-' ? { op: 'remove', path } : { op: op === '+' ? 'add' : 'replace', path, value })));
console.log(`document: ${bytes(history.present)} B; 100 slider steps saved as`);
console.log(`  JSON Patch tuples (saved): ${bytes(saved)} B (${(bytes(saved) / 100).toFixed(0)} B a step)`);
console.log(`  RFC 6902 objects:          ${bytes(rfc)} B`);
console.log(`  whole documents:           ${bytes(history.past)} B (${(bytes(history.past) / bytes(saved)).toFixed(1)}× the saved form)`);

time('make and encode 100 steps, nothing cached', 20, () => encodeHistory(photoHistory(100)));
let moved = history;
time('encode after one more slider move (autosave)', 200, () => {
  moved = commit(moved, setAdjustment(moved.present, 'contrast', { amount: Math.round(Math.random() * 200) - 100 }).document, { mergeKey: 'drag' });
  encodeHistory(moved);
});
const text = JSON.stringify(saved);
time('read 100 steps back (load: parse, apply, restoreDocument each)', 20, () => readSavedHistory(JSON.parse(text), history.present));
