// @vitest-environment jsdom
// A freestyle collage's photos are placed by hand on the canvas like texts: each is a box over the canvas
// that can be focused, moved with the arrow keys (one undo step a nudge run) and dragged; a grid collage's
// photos are not (their cells hold them).
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { TextOverlay } from '../../src/features/editor/canvas/TextOverlay';
import { toFreestyle } from '../../src/lib/shared/collage/document';
import type { ImageLayer } from '../../src/lib/shared/editor/types';
import { mountEditor } from './support/editorHarness';
import { collageDocument, collageI18n } from './collageSupport';

let i18n: I18n;
beforeAll(async () => {
  i18n = await collageI18n();
});
afterEach(cleanup);

const DRAWN = { scale: 0.25, offsetX: 0, offsetY: 0 };
const photos = (doc: { layers: readonly { kind: string }[] } | null): ImageLayer[] => (doc?.layers.filter((l) => l.kind === 'image') ?? []) as ImageLayer[];

describe('freestyle photos on the canvas', () => {
  it('are boxes that move with the arrow keys, one undo step a run of nudges', () => {
    const editor = mountEditor(i18n, <TextOverlay drawn={DRAWN} />, toFreestyle(collageDocument(3, 3)));
    const boxes = screen.getAllByTestId('text-box');
    expect(boxes).toHaveLength(3);
    const first = photos(editor.document)[0]!;
    const box = boxes.find((b) => b.getAttribute('data-layer') === first.id)!;
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyUp(box, { key: 'ArrowDown' });
    const moved = photos(editor.document).find((l) => l.id === first.id)!;
    expect(moved.transform.x).toBe(first.transform.x + 10);
    expect(moved.transform.y).toBe(first.transform.y + 1);
    act(() => void editor.undo());
    const back = photos(editor.document).find((l) => l.id === first.id)!;
    expect([back.transform.x, back.transform.y]).toEqual([first.transform.x, first.transform.y]);
  });

  it('a grid collage shows no such boxes: its cells hold the photos', () => {
    mountEditor(i18n, <TextOverlay drawn={DRAWN} />, collageDocument(3, 3));
    expect(screen.queryAllByTestId('text-box')).toHaveLength(0);
  });
});
