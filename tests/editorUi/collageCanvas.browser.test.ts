// The collage's cells on the real canvas, in Chromium, through the editor's own controller, engine queue
// and engine worker: the cells sit where the engine drew the collage, and a drag in a cell pans its photo
// live — frames keep coming during the drag, never more than one per pointer move, the picture in the
// cell changes, and the whole drag is one undo step.
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import collageCanvas from '../../locales/en/collageCanvas.json';
import editorUi from '../../locales/en/editorUi.json';
import editor from '../../locales/en/editor.json';
import editorMasks from '../../locales/en/editorMasks.json';
import { CanvasStage } from '../../src/features/editor/canvas/CanvasStage';
import { EditorContext } from '../../src/features/editor/EditorContext';
import { createEditorEngine, type RenderInfo } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { addPhotos, createCollageDocument } from '../../src/lib/shared/collage/document';
import { cellRects } from '../../src/lib/shared/collage/geometry';
import { LAYOUTS } from '../../src/lib/shared/collage/layouts';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { testPicture } from '../editor/support/pictures';
import '../../src/app/styles/theme.css';
import '../../src/features/editor/editor.css';

const VIEW = { width: 800, height: 400 };
const MOVES = 30;

const nextAnimationFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

function pointer(el: Element, type: string, x: number, y: number): void {
  el.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, bubbles: true, cancelable: true }));
}

/** Mean RGB difference of two same-sized captures. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
  return sum / ((a.length / 4) * 3);
}

describe('the collage canvas with the real engine', () => {
  let controller: EditorController;
  let canvas: HTMLCanvasElement;

  beforeAll(async () => {
    canvas = document.createElement('canvas');
    canvas.className = 'px-ed-canvas';
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    for (const [id, seed] of [['beach', 3], ['forest', 9]] as const) await engine.loadPixels(id, 800, 600, testPicture(800, 600, { seed }).data.slice());
    controller = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
    const layout = LAYOUTS.find((l) => l.cells === 2 && typeof l.tree !== 'number' && l.tree.dir === 'row');
    const doc = addPhotos(createCollageDocument({ layoutId: layout!.id, width: 1000, height: 500 }), [
      { imageId: 'beach', width: 800, height: 600, name: 'beach.jpg' },
      { imageId: 'forest', width: 800, height: 600, name: 'forest.jpg' },
    ]);
    controller.load(doc, null);
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, editorMasks, collageCanvas } }, defaultNS: 'editorUi', fallbackNS: ['editor', 'editorMasks'], interpolation: { escapeValue: false } });
    render(createElement(I18nextProvider, { i18n }, createElement(EditorContext.Provider, { value: controller }, createElement(CanvasStage, { canvas }))));
    const stage = document.querySelector<HTMLElement>('.px-ed-stage');
    stage!.style.cssText = `width: ${VIEW.width}px; height: ${VIEW.height}px`;
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="collage-cell"]')).toHaveLength(2), { timeout: 60_000, interval: 50 });
  });

  afterAll(() => controller.dispose());

  it('places the cells where the engine drew them', () => {
    const view = (controller.frame.get() as RenderInfo).view;
    const doc = controller.document as EditorDocument;
    const overlay = document.querySelector('[data-testid="editor-canvas"]')!.getBoundingClientRect();
    const rects = cellRects(doc.collage!, doc.canvas);
    document.querySelectorAll('[data-testid="collage-cell"]').forEach((el, i) => {
      const box = el.getBoundingClientRect();
      expect(box.left - overlay.left).toBeCloseTo(view.offsetX + rects[i]!.x * view.scale, 0);
      expect(box.top - overlay.top).toBeCloseTo(view.offsetY + rects[i]!.y * view.scale, 0);
      expect(box.width).toBeCloseTo(rects[i]!.width * view.scale, 0);
    });
  });

  it('pans a photo live during a drag, one frame at most per move, one undo step', async () => {
    const cell = document.querySelector<HTMLElement>('[data-testid="collage-cell"][data-cell="0"]')!;
    const box = cell.getBoundingClientRect();
    const capture = (): Uint8ClampedArray => {
      const out = new OffscreenCanvas(Math.floor(box.width), Math.floor(box.height));
      const ctx = out.getContext('2d', { willReadFrequently: true })!;
      const host = canvas.getBoundingClientRect();
      const sx = canvas.width / host.width;
      ctx.drawImage(canvas, (box.left - host.left) * sx, (box.top - host.top) * sx, box.width * sx, box.height * sx, 0, 0, out.width, out.height);
      return ctx.getImageData(0, 0, out.width, out.height).data;
    };
    const before = capture();
    const startPan = controller.document!.collage!.cells[0]!.panX;
    let frames = 0;
    const stop = controller.frame.subscribe(() => frames++);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const started = performance.now();
    pointer(cell, 'pointerdown', x, y);
    // Leftwards: the photo follows, showing more of its right side; 2 px a move keeps the pointer in the cell.
    for (let i = 1; i <= MOVES; i++) {
      await nextAnimationFrame();
      pointer(cell, 'pointermove', x - i * 2, y);
    }
    const duringDrag = frames;
    const dragMs = performance.now() - started;
    pointer(cell, 'pointerup', x - MOVES * 2, y);
    await expect.poll(() => controller.ui.get().interactive, { timeout: 30_000 }).toBe(false);
    // The frame after the release, at full resolution, shows the final pan.
    await expect.poll(() => frames > duringDrag, { timeout: 60_000 }).toBe(true);
    stop();
    console.info(`collage pan: ${MOVES} moves in ${Math.round(dragMs)} ms, ${duringDrag} live frames`);
    expect(duringDrag).toBeGreaterThanOrEqual(2);
    expect(duringDrag).toBeLessThanOrEqual(MOVES + 1);
    expect(controller.document!.collage!.cells[0]!.panX).toBeLessThan(startPan);
    expect(controller.history.get()!.past).toHaveLength(1);
    await expect.poll(() => difference(capture(), before), { timeout: 60_000 }).toBeGreaterThan(2);
  });
});
