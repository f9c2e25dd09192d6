// The picture, small, as the replace-colour tool's eyedropper: rendered without any colour replacement (so
// the colour picked is the picture's own), redrawn when the rest of the edits change; a click picks the
// colour under the pointer (Enter or Space picks the middle).
import { useEffect, useRef, useState } from 'react';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { report } from '../../../../lib/report';
import { useEditor, useSlice } from '../../EditorContext';
import { targetDocument, targetView } from '../../state/operationsTarget';

const SIDE = 240;

function withoutReplace(doc: EditorDocument): EditorDocument {
  return { ...doc, operations: doc.operations.filter((op) => op.type !== 'replace-color') };
}

const keyOf = (doc: EditorDocument | null): string => (doc ? JSON.stringify([doc.operations, doc.canvas, doc.layers]) : '');
const hex = (v: number | undefined): string => (v ?? 0).toString(16).padStart(2, '0');

export function PickFromPicture({ label, onPick }: { label: string; onPick(color: string): void }) {
  const editor = useEditor();
  const key = useSlice(editor.history, (h) => keyOf(h ? withoutReplace(targetView(h.present, editor.ui.get().editLayerId)) : null));
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pixels, setPixels] = useState<ImageData | null>(null);

  useEffect(() => {
    const doc = targetDocument(editor);
    if (!key || !doc) return;
    let live = true;
    const base = withoutReplace(doc);
    const ratio = base.canvas.height / Math.max(1, base.canvas.width);
    const width = Math.min(base.canvas.width, ratio > 1 ? Math.round(SIDE / ratio) : SIDE);
    editor
      .renderPixels(base, { width: Math.max(1, width) })
      .then((result) => {
        if (live) setPixels(new ImageData(new Uint8ClampedArray(result.data), result.width, result.height));
      })
      .catch((error: unknown) => report('warning', 'replace colour preview failed', { error: String(error) }));
    return () => {
      live = false;
    };
  }, [key, editor]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !pixels) return;
    el.width = pixels.width;
    el.height = pixels.height;
    el.getContext('2d')?.putImageData(pixels, 0, 0);
  }, [pixels]);

  const pick = (clientX: number, clientY: number, centre: boolean): void => {
    const el = canvas.current;
    if (!el || !pixels) return;
    const box = el.getBoundingClientRect();
    const fx = centre ? 0.5 : (clientX - box.left) / Math.max(1, box.width);
    const fy = centre ? 0.5 : (clientY - box.top) / Math.max(1, box.height);
    const x = Math.min(pixels.width - 1, Math.max(0, Math.floor(fx * pixels.width)));
    const y = Math.min(pixels.height - 1, Math.max(0, Math.floor(fy * pixels.height)));
    const i = (y * pixels.width + x) * 4;
    onPick(`#${hex(pixels.data[i])}${hex(pixels.data[i + 1])}${hex(pixels.data[i + 2])}ff`);
  };

  return (
    <button type="button" className="px-rc__pick" aria-label={label} title={label} data-testid="replace-color-picture" aria-busy={pixels === null} onClick={(e) => pick(e.clientX, e.clientY, e.detail === 0)}>
      <canvas ref={canvas} className="px-rc__canvas" />
      <span className="px-rc__pick-label" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
