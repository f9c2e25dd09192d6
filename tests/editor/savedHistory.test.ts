// The undo history saved with a project: JSON Patch steps between consecutive documents, bounded, fitted
// into the server's document limit, and read back only when every step is sound.
import { describe, expect, it } from 'vitest';
import { setAdjustment } from '../../src/features/editor/state/actions';
import { addTextLayer, applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { commit, createHistory, historyStates, jumpTo, redo, undo, type History } from '../../src/lib/shared/editor/history';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { encodeHistory, readSavedHistory } from '../../src/lib/shared/editor/savedHistory';
import { documentWithHistory, historyOf, type SavedHistory } from '../../src/lib/shared/editor/savedHistoryFit';
import { DOCUMENT_VERSION, type EditorDocument } from '../../src/lib/shared/editor/types';

const SLIDERS = ['brightness', 'contrast', 'saturation', 'warmth', 'exposure'] as const;

/** A photo document and `steps` separate slider moves on it (each its own undo step, as after sealing). */
function sliderHistory(steps: number): History {
  let doc = createPhotoDocument({ imageId: 'img_photo', width: 4000, height: 3000 });
  let history = createHistory(doc);
  for (let i = 0; i < steps; i++) {
    const type = SLIDERS[i % SLIDERS.length]!;
    doc = setAdjustment(doc, type, { amount: type === 'exposure' ? ((i % 40) - 20) / 20 : ((i * 7) % 200) - 100 }).document;
    history = commit(history, doc);
  }
  return history;
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const roundTrip = (history: History): History => readSavedHistory(json(encodeHistory(history)), history.present).history;

describe('saved history round trip', () => {
  it('reads back every document of 100 steps, past and future, in order', () => {
    let history = sliderHistory(100);
    for (let i = 0; i < 30; i++) history = undo(history);
    const back = roundTrip(history);
    expect(back.past.length).toBe(70);
    expect(back.future.length).toBe(30);
    expect(json(historyStates(back))).toEqual(json(historyStates(history)));
    // And the read history works like the original one: undo to the start, redo to the end.
    let walked = back;
    while (walked.past.length) walked = undo(walked);
    expect(json(walked.present)).toEqual(json(historyStates(history)[0]));
    while (walked.future.length) walked = redo(walked);
    expect(json(walked.present)).toEqual(json(historyStates(history).at(-1)));
  });

  it('keeps at most the last 100 steps', () => {
    const history = sliderHistory(130);
    expect(history.past.length).toBe(100);
    const saved = encodeHistory(history);
    expect(saved.past.length).toBe(100);
    // A longer stored one (another version, a hand edit) is cut to the newest 100 on load.
    const longer: SavedHistory = { ...saved, past: [...saved.past.slice(0, 20), ...saved.past] };
    const back = readSavedHistory(json(longer), history.present).history;
    expect(back.past.length).toBe(100);
    expect(json(back.past)).toEqual(json(history.past));
  });

  it('is compact: 100 slider steps on a photo are a few kilobytes, a fraction of whole documents', () => {
    const history = sliderHistory(100);
    const saved = JSON.stringify(encodeHistory(history));
    const whole = JSON.stringify(history.past);
    expect(saved.length).toBeLessThan(8 * 1024);
    expect(saved.length * 5).toBeLessThan(whole.length);
  });

  it('names text layer steps and geometry through the same diff', () => {
    let doc = createPhotoDocument({ imageId: 'img_photo', width: 800, height: 600 });
    let history = createHistory(doc);
    doc = addTextLayer(doc, { text: 'Hello ✓ ~/path' }).document;
    history = commit(history, doc);
    doc = applyTool(doc, 'crop', { x: 0.1, y: 0.1, width: 0.5, height: 0.5 }).document;
    history = commit(history, doc);
    history = undo(history);
    expect(json(historyStates(roundTrip(history)))).toEqual(json(historyStates(history)));
  });

  it('gives a project saved before saved histories an empty history', () => {
    const doc = sliderHistory(3).present;
    const stored = json(doc);
    const restored = restoreDocument(stored);
    if (!restored.ok) throw new Error('document');
    const read = readSavedHistory(historyOf(stored), restored.document);
    expect(read.dropped).toBe(false);
    expect(read.history.past).toEqual([]);
    expect(read.history.future).toEqual([]);
    expect(read.history.present).toBe(restored.document);
  });
});

describe('a damaged or hostile saved history is dropped, the document stays', () => {
  const history = sliderHistory(5);
  const saved = json(encodeHistory(history)) as SavedHistory;
  const cases: Array<[string, unknown]> = [
    ['not an object', 'history'],
    ['another version', { ...saved, v: 99 }],
    ['no document version', { ...saved, dv: undefined }],
    ['a newer document version', { ...saved, dv: DOCUMENT_VERSION + 1 }],
    ['an older document version without the document as stored', { ...saved, dv: DOCUMENT_VERSION - 1 }],
    ['steps not lists', { ...saved, past: [{ op: 'replace' }] }],
    ['a copy operation', { ...saved, past: [[['c', '/layers', '/layers/0']]] }],
    ['a move-style op in RFC form', { ...saved, past: [[{ op: 'move', from: '/layers', path: '/operations' }]] }],
    ['a prototype path', { ...saved, past: [[['+', '/__proto__/polluted', true]]] }],
    ['a constructor path', { ...saved, past: [[['+', '/layers/constructor/prototype/x', 1]]] }],
    ['a path that does not exist', { ...saved, past: [[['=', '/operations/42/params/amount', 3]]] }],
    ['a step that breaks the document', { ...saved, past: [[['=', '/canvas', 'nope'], ['-', '/layers/0']]] }],
    ['a root replacement', { ...saved, past: [[['=', '', { version: 2 }]]] }],
    ['too many operations in a step', { ...saved, past: [Array.from({ length: 6000 }, () => ['=', '/canvas/width', 10])] }],
  ];
  it.each(cases)('%s', (_name, stored) => {
    const read = readSavedHistory(stored, history.present);
    expect(read.dropped).toBe(true);
    expect(read.history.present).toBe(history.present);
    expect(read.history.past).toEqual([]);
    expect(read.history.future).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('repairs values a step sets out of range, as restoreDocument does for any document', () => {
    const stored: SavedHistory = { v: 1, dv: DOCUMENT_VERSION, past: [[['=', '/operations/0/params/amount', 1e9]]], future: [] };
    const read = readSavedHistory(stored, history.present);
    expect(read.dropped).toBe(false);
    expect(read.history.past[0]?.operations[0]?.params.amount).toBe(100);
  });
});

describe('a history saved before a DOCUMENT_VERSION bump', () => {
  it('replays its steps on the document as stored and migrates each result', () => {
    // Version 1 kept its edits in a flat list with the parameters beside the type (migrations.ts).
    const stored = { version: 1, image: { id: 'img_old', width: 300, height: 200 }, edits: [{ type: 'contrast', amount: 20 }, { type: 'bw', amount: 80 }] };
    const restored = restoreDocument(stored);
    if (!restored.ok) throw new Error('document');
    const saved: SavedHistory = { v: 1, dv: 1, past: [[['-', '/edits/1']], [['=', '/edits/1/amount', 50]]], future: [[['=', '/edits/0/amount', 60]]] };
    const read = readSavedHistory(saved, restored.document, stored);
    expect(read.dropped).toBe(false);
    const steps = historyStates(read.history).map((doc) => doc.operations.map((op) => `${op.type}=${String(op.params.amount)}`));
    expect(steps).toEqual([['contrast=20'], ['contrast=20', 'black-and-white=50'], ['contrast=20', 'black-and-white=80'], ['contrast=60', 'black-and-white=80']]);
  });
});

describe('fitting the history into a save', () => {
  const history = sliderHistory(100);
  const saved = encodeHistory(jumpTo(history, 60));
  const doc: EditorDocument = jumpTo(history, 60).present;

  it('keeps everything when it fits', () => {
    const text = documentWithHistory(doc, saved, 512 * 1024);
    expect(json(historyOf(JSON.parse(text)))).toEqual(json(saved));
  });

  it('drops the oldest steps first, then the farthest future, never going over the limit', () => {
    const full = documentWithHistory(doc, saved, Number.MAX_SAFE_INTEGER);
    const limit = full.length - 300;
    const text = documentWithHistory(doc, saved, limit);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(limit);
    const kept = historyOf(JSON.parse(text)) as SavedHistory;
    expect(kept.past.length).toBeLessThan(saved.past.length);
    expect(kept.future).toEqual(json(saved.future));
    expect(kept.past).toEqual(json(saved.past.slice(-kept.past.length)));
    // What is kept still reads back onto the same documents.
    const back = readSavedHistory(kept, doc).history;
    expect(json(back.past)).toEqual(json(jumpTo(history, 60).past.slice(-kept.past.length)));

    const tight = documentWithHistory(doc, saved, JSON.stringify(doc).length + 400);
    const fewer = historyOf(JSON.parse(tight)) as SavedHistory;
    expect(fewer.past).toEqual([]);
    expect(fewer.future.length).toBeLessThan(saved.future.length);
  });

  it('saves the document alone when not even one step fits', () => {
    const plain = JSON.stringify(doc);
    expect(documentWithHistory(doc, saved, plain.length + 10)).toBe(plain);
    expect(documentWithHistory(doc, 'junk', 512 * 1024)).toBe(plain);
  });
});
