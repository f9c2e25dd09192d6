// The designer's canvas in Chromium, through the editor's own controller, engine queue and engine worker:
// a shape dragged near the centre shows the snapping guides and lands exactly centred (one undo step),
// Shift-click selects a second layer, a marquee selects what it touches, arrows nudge, a dragged side snaps
// onto the page's edge.
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import designerCanvas from '../../locales/en/designerCanvas.json';
import editorUi from '../../locales/en/editorUi.json';
import editor from '../../locales/en/editor.json';
import editorMasks from '../../locales/en/editorMasks.json';
import { CanvasStage } from '../../src/features/editor/canvas/CanvasStage';
import { EditorContext } from '../../src/features/editor/EditorContext';
import { createEditorEngine, type RenderInfo } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { selectionPatch } from '../../src/features/editor/state/selection';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { EditorDocument, ShapeLayer, TextLayer } from '../../src/lib/shared/editor/types';
import '../../src/app/styles/theme.css';
import '../../src/features/editor/editor.css';

const VIEW = { width: 800, height: 400 };

const nextAnimationFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

function pointer(el: Element, type: string, x: number, y: number, init: PointerEventInit = {}): void {
  el.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, bubbles: true, cancelable: true, ...init }));
}

function rectangle(id: string, x: number, y: number, width: number, height: number, fill: string): ShapeLayer {
  return { id, kind: 'shape', name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, shape: 'rectangle', width, height, fill, stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 } };
}

function text(id: string, x: number, y: number): TextLayer {
  return { id, kind: 'text', name: '', opacity: 1, visible: true, blendMode: 'normal', locked: false, text: 'Sale', fontFamily: 'Inter', fontSize: 60, bold: true, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2, transform: { x, y, scaleX: 1, scaleY: 1, rotation: 0 } };
}

const centreOf = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
};

describe('the designer canvas with the real engine', () => {
  let controller: EditorController;
  let canvas: HTMLCanvasElement;
  let surface: HTMLElement;

  /** The client point of a document point. */
  const client = (x: number, y: number): [number, number] => {
    const view = (controller.frame.get() as RenderInfo).view;
    const overlay = document.querySelector('[data-testid="editor-canvas"]')!.getBoundingClientRect();
    return [overlay.left + view.offsetX + x * view.scale, overlay.top + view.offsetY + y * view.scale];
  };
  const layer = (id: string) => (controller.document as EditorDocument).layers.find((l) => l.id === id)!;
  const selected = (): readonly string[] => controller.ui.get().selectedIds;

  /** A drag from one document point to another in `steps` moves, a frame apart; `during` runs before the release. */
  async function drag(from: [number, number], to: [number, number], steps: number, during?: () => Promise<void>, init: PointerEventInit = {}): Promise<void> {
    const [x0, y0] = client(...from);
    const [x1, y1] = client(...to);
    pointer(surface, 'pointerdown', x0, y0, init);
    for (let i = 1; i <= steps; i++) {
      await nextAnimationFrame();
      pointer(surface, 'pointermove', x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, init);
    }
    await during?.();
    pointer(surface, 'pointerup', x1, y1, init);
  }

  beforeAll(async () => {
    canvas = document.createElement('canvas');
    canvas.className = 'px-ed-canvas';
    const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    controller = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
    const doc: EditorDocument = {
      ...newDesignerDocument({ format: 'custom', width: 1000, height: 500 }),
      layers: [rectangle('star', 200, 150, 100, 100, '#e0306aff'), rectangle('box', 760, 380, 120, 80, '#3060e0ff'), text('title', 200, 420)],
    };
    controller.load(doc, null);
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { editorUi, editor, editorMasks, designerCanvas } }, defaultNS: 'editorUi', fallbackNS: ['editor', 'editorMasks'], interpolation: { escapeValue: false } });
    render(createElement(I18nextProvider, { i18n }, createElement(EditorContext.Provider, { value: controller }, createElement(CanvasStage, { canvas }))));
    const stage = document.querySelector<HTMLElement>('.px-ed-stage');
    stage!.style.cssText = `width: ${VIEW.width}px; height: ${VIEW.height}px; position: relative`;
    await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-surface"]')).not.toBeNull(), { timeout: 60_000, interval: 50 });
    surface = document.querySelector<HTMLElement>('[data-testid="designer-surface"]')!;
  });

  afterAll(() => controller.dispose());

  it('snaps a shape dragged near the centre, shows the guides meanwhile and lands exactly centred in one step', async () => {
    const guides = (): string[] => [...document.querySelectorAll('[data-testid="designer-guide"]')].map((g) => `${g.getAttribute('data-axis')}@${g.getAttribute('data-position')}`);
    // To 3 document px right of and below the centre: within the snapping distance. The last move may
    // wait out the pointer throttle (one edit a frame) before it lands, so the guides are awaited.
    let frames = 0;
    const stop = controller.frame.subscribe(() => frames++);
    const started = performance.now();
    await drag([200, 150], [503, 253], 12, async () => {
      await vi.waitFor(() => expect(guides()).toEqual(expect.arrayContaining(['x@500', 'y@250'])), { timeout: 30_000, interval: 20 });
      // Drawn at interactive quality while the pointer is down, the picture following it.
      expect(controller.ui.get().interactive).toBe(true);
      await expect.poll(() => frames, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    });
    stop();
    console.info(`designer drag: 12 moves in ${Math.round(performance.now() - started)} ms, ${frames} live frames`);
    // Never more than one frame per move.
    expect(frames).toBeLessThanOrEqual(13);
    expect(layer('star').transform).toMatchObject({ x: 500, y: 250 });
    expect(selected()).toEqual(['star']);
    expect(controller.history.get()!.past).toHaveLength(1);
    // The guides go with the release.
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="designer-guide"]')).toHaveLength(0));
    await expect.poll(() => controller.ui.get().interactive, { timeout: 30_000 }).toBe(false);
    // The selection frame sits over the shape where it landed.
    const frame = document.querySelector('[data-testid="designer-selection"]')!.getBoundingClientRect();
    const [cx, cy] = client(500, 250);
    expect(frame.left + frame.width / 2).toBeCloseTo(cx, 0);
    expect(frame.top + frame.height / 2).toBeCloseTo(cy, 0);
  });

  it('moves freely with Alt held (no snapping)', async () => {
    // 6 and 4 document px: within the snapping distance of the centre, so only Alt keeps it off.
    await drag([500, 250], [506, 254], 4, undefined, { altKey: true });
    expect(layer('star').transform.x).toBeCloseTo(506, 0);
    expect(layer('star').transform.y).toBeCloseTo(254, 0);
    controller.undo();
    expect(layer('star').transform).toMatchObject({ x: 500, y: 250 });
  });

  it('adds a second layer with Shift-click, and a plain click picks one again', async () => {
    const [x, y] = client(760, 380);
    pointer(surface, 'pointerdown', x, y, { shiftKey: true });
    pointer(surface, 'pointerup', x, y, { shiftKey: true });
    expect(selected()).toEqual(['star', 'box']);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-selection"]')?.getAttribute('data-count')).toBe('2'));
    pointer(surface, 'pointerdown', x, y);
    pointer(surface, 'pointerup', x, y);
    expect(selected()).toEqual(['box']);
  });

  it('selects what a marquee drawn from empty canvas touches', async () => {
    const [x, y] = client(20, 20);
    pointer(surface, 'pointerdown', x, y);
    pointer(surface, 'pointerup', x, y);
    expect(selected()).toEqual([]);
    let shown = false;
    // From the top-left corner to just inside the blue box: both shapes touched.
    await drag([20, 20], [710, 350], 8, async () => {
      await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-marquee"]')).not.toBeNull());
      shown = true;
    });
    expect(shown).toBe(true);
    expect([...selected()].sort()).toEqual(['box', 'star']);
    // Nothing moved: a marquee is no edit.
    expect(layer('star').transform).toMatchObject({ x: 500, y: 250 });
  });

  it('nudges the selection with the arrow keys, a burst being one undo step', () => {
    controller.setUi(selectionPatch(['star']));
    const steps = controller.history.get()!.past.length;
    surface.focus();
    for (const [key, shiftKey] of [['ArrowRight', false], ['ArrowRight', false], ['ArrowDown', true]] as const) surface.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
    expect(layer('star').transform).toMatchObject({ x: 502, y: 260 });
    expect(controller.history.get()!.past.length).toBe(steps + 1);
  });

  it('resizes by a corner handle keeping the aspect, the opposite corner held, with a size tip', async () => {
    controller.setUi(selectionPatch(['box']));
    const handle = await vi.waitFor(() => {
      const el = document.querySelector('[data-testid="designer-handle"][data-handle="se"]');
      expect(el).not.toBeNull();
      return el!;
    });
    const steps = controller.history.get()!.past.length;
    const [x0, y0] = centreOf(handle);
    // The corner (820, 420) to (870, 430): the wider change leads, the height follows the aspect. (The
    // corner ends clear of every line it could snap to: the title's bottom edge is at about 465.)
    const [x1, y1] = client(870, 430);
    pointer(handle, 'pointerdown', x0, y0);
    for (let i = 1; i <= 6; i++) {
      await nextAnimationFrame();
      pointer(handle, 'pointermove', x0 + ((x1 - x0) * i) / 6, y0 + ((y1 - y0) * i) / 6);
    }
    await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-tip"]')?.textContent).toMatch(/^1[67]\d × 11\d$/));
    pointer(handle, 'pointerup', x1, y1);
    const box = layer('box') as ShapeLayer;
    expect(box.width / box.height).toBeCloseTo(1.5, 2);
    expect(box.width).toBeCloseTo(170, 0);
    // The top-left corner stayed at (700, 340).
    expect(box.transform.x - box.width / 2).toBeCloseTo(700, 0);
    expect(box.transform.y - box.height / 2).toBeCloseTo(340, 0);
    expect(controller.history.get()!.past.length).toBe(steps + 1);
  });

  it('snaps a dragged side onto the page’s right edge, showing the guide, and lands exactly on it', async () => {
    controller.setUi(selectionPatch(['box']));
    const handle = await vi.waitFor(() => {
      const el = document.querySelector('[data-testid="designer-handle"][data-handle="e"]');
      expect(el).not.toBeNull();
      return el!;
    });
    const before = layer('box') as ShapeLayer;
    const left = before.transform.x - before.width / 2;
    const steps = controller.history.get()!.past.length;
    const guides = (): string[] => [...document.querySelectorAll('[data-testid="designer-guide"]')].map((g) => `${g.getAttribute('data-axis')}@${g.getAttribute('data-position')}`);
    const [x0, y0] = centreOf(handle);
    // The right side to 4 document px short of the page's right edge (1000): within the snapping distance.
    const [x1] = client(996, 0);
    pointer(handle, 'pointerdown', x0, y0);
    for (let i = 1; i <= 6; i++) {
      await nextAnimationFrame();
      pointer(handle, 'pointermove', x0 + ((x1 - x0) * i) / 6, y0);
    }
    await vi.waitFor(() => expect(guides()).toContain('x@1000'), { timeout: 30_000, interval: 20 });
    // The guide runs down the whole page.
    const guide = document.querySelector('[data-testid="designer-guide"][data-axis="x"][data-position="1000"]')!.getBoundingClientRect();
    const [, top] = client(0, 0);
    const [, bottom] = client(0, 500);
    expect(guide.top).toBeCloseTo(top, 0);
    expect(guide.bottom).toBeCloseTo(bottom, 0);
    pointer(handle, 'pointerup', x1, y0);
    const box = layer('box') as ShapeLayer;
    expect(box.transform.x + box.width / 2).toBe(1000);
    // The left side held, the height untouched.
    expect(box.transform.x - box.width / 2).toBeCloseTo(left, 6);
    expect(box.height).toBe(before.height);
    expect(controller.history.get()!.past.length).toBe(steps + 1);
    await vi.waitFor(() => expect(guides()).toEqual([]));
  });

  it('resizes freely with Alt held (no snapping to the page’s edge)', async () => {
    const handle = document.querySelector('[data-testid="designer-handle"][data-handle="e"]')!;
    const [x0, y0] = centreOf(handle);
    const [x1] = client(996, 0);
    pointer(handle, 'pointerdown', x0, y0, { altKey: true });
    for (let i = 1; i <= 3; i++) {
      await nextAnimationFrame();
      pointer(handle, 'pointermove', x0 + ((x1 - x0) * i) / 3, y0, { altKey: true });
    }
    pointer(handle, 'pointerup', x1, y0, { altKey: true });
    const box = layer('box') as ShapeLayer;
    expect(box.transform.x + box.width / 2).toBeCloseTo(996, 0);
    expect(document.querySelectorAll('[data-testid="designer-guide"]')).toHaveLength(0);
    controller.undo();
    expect((layer('box') as ShapeLayer).transform.x + (layer('box') as ShapeLayer).width / 2).toBe(1000);
  });

  it('turns by the knob and sticks at a right angle', async () => {
    controller.setUi(selectionPatch(['star']));
    const knob = await vi.waitFor(() => {
      const el = document.querySelector('[data-testid="designer-handle"][data-handle="rotate"]');
      expect(el).not.toBeNull();
      return el!;
    });
    const centre = layer('star').transform;
    const [cx, cy] = client(centre.x, centre.y);
    const [kx, ky] = centreOf(knob);
    // The knob sits below the centre; a quarter turn back brings it to the right of the centre (−90°), 1° short.
    const r = Math.hypot(kx - cx, ky - cy);
    const end = (-1 * Math.PI) / 180;
    pointer(knob, 'pointerdown', kx, ky);
    for (let i = 1; i <= 6; i++) {
      await nextAnimationFrame();
      const a = Math.PI / 2 + ((end - Math.PI / 2) * i) / 6;
      pointer(knob, 'pointermove', cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    pointer(knob, 'pointerup', cx + r * Math.cos(end), cy + r * Math.sin(end));
    expect(layer('star').transform.rotation).toBe(-90);
    expect(layer('star').transform).toMatchObject({ x: centre.x, y: centre.y });
  });

  it('edits a text in place on a double-click: the engine hides it meanwhile, Enter makes a new line, Escape ends it in one step', async () => {
    const [x, y] = client(200, 420);
    pointer(surface, 'pointerdown', x, y);
    pointer(surface, 'pointerup', x, y);
    surface.dispatchEvent(new MouseEvent('dblclick', { clientX: x, clientY: y, bubbles: true }));
    const area = await vi.waitFor(() => {
      const el = document.querySelector<HTMLTextAreaElement>('[data-testid="designer-text-editor"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(document.activeElement).toBe(area);
    expect(controller.previewDocument()!.layers.find((l) => l.id === 'title')!.opacity).toBe(0);
    const steps = controller.history.get()!.past.length;
    for (const value of ['Big', 'Big\n', 'Big\nSale']) {
      area.value = value;
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect((layer('title') as TextLayer).text).toBe('Big\nSale');
    area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-text-editor"]')).toBeNull());
    expect(controller.previewDocument()!.layers.find((l) => l.id === 'title')!.opacity).toBe(1);
    expect(controller.history.get()!.past.length).toBe(steps + 1);
    controller.undo();
    expect((layer('title') as TextLayer).text).toBe('Sale');
  });
});
