// The canvas area: the engine draws into a canvas it owns (transferred to its worker); over it sits one
// layer for pointer work — the crop box, the text boxes, the before/after divider — and the gestures on
// the picture itself: wheel or pinch to zoom around the pointer, drag to pan, a click on the picture
// away from any text to clear the selection.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useSlice } from '../EditorContext';
import { drawnFor, panBy, zoomAt, wheelZoomFactor, type DrawnView } from '../state/viewMath';
import { CropOverlay } from './CropOverlay';
import { throttle } from './pointerThrottle';
import { TextOverlay } from './TextOverlay';
import { SelectionOverlay } from './SelectionOverlay';
import { MaskPaintOverlay } from './MaskPaintOverlay';
import { canSelect } from '../panels/select/selectionActions';
import { BrushOverlay } from './BrushOverlay';
import { RemoverOverlay } from '../tools/objectRemover/RemoverOverlay';
import { PerspectiveOverlay } from '../tools/perspective/PerspectiveOverlay';
import { CollageOverlay } from './collage/CollageOverlay';
import { DesignerOverlay } from './designer/DesignerOverlay';
import { addCollageFiles, notifyPhotoProblem, pickCollagePhotos } from '../collage/photos';

type Pan = { pointer: number; x: number; y: number; moved: boolean };

function CompareDivider({ drawn, pictureWidth, pictureHeight }: { drawn: DrawnView; pictureWidth: number; pictureHeight: number }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const position = useSlice(editor.ui, (ui) => ui.comparePosition);
  const dragging = useRef<number | null>(null);
  const x = drawn.offsetX + position * pictureWidth * drawn.scale;
  const set = (clientX: number, el: HTMLElement): void => {
    const rect = (el.closest('.px-ed-overlay') as HTMLElement).getBoundingClientRect();
    const p = (clientX - rect.left - drawn.offsetX) / (pictureWidth * drawn.scale);
    editor.setUi({ comparePosition: Math.min(1, Math.max(0, p)) });
  };
  return (
    <div
      className="px-ed-compare"
      style={{ left: x, top: drawn.offsetY, height: pictureHeight * drawn.scale }}
      role="slider"
      tabIndex={0}
      aria-label={t('eui_compare_divider')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(position * 100)}
      data-testid="compare-divider"
      onPointerDown={(e) => {
        e.stopPropagation();
        e.currentTarget.setPointerCapture(e.pointerId);
        dragging.current = e.pointerId;
      }}
      onPointerMove={(e) => dragging.current === e.pointerId && set(e.clientX, e.currentTarget)}
      onPointerUp={() => (dragging.current = null)}
      onKeyDown={(e) => {
        const d = e.key === 'ArrowLeft' ? -0.05 : e.key === 'ArrowRight' ? 0.05 : 0;
        if (d) {
          e.preventDefault();
          editor.setUi((ui) => ({ comparePosition: Math.min(1, Math.max(0, ui.comparePosition + d)) }));
        }
      }}
    >
      <span className="px-ed-compare__label px-ed-compare__label--before">{t('eui_before')}</span>
      <span className="px-ed-compare__label px-ed-compare__label--after">{t('eui_after')}</span>
    </div>
  );
}

/** `showLoading`: a picture is open, so until its first frame is drawn a spinner says it is coming. */
export function CanvasStage({ canvas, showLoading = false }: { canvas: HTMLCanvasElement; showLoading?: boolean }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const frame = useSlice(editor.frame, (f) => f);
  const cropping = useSlice(editor.ui, (ui) => ui.crop !== null);
  const selecting = useSlice(editor.ui, (ui) => ui.category === 'select');
  // Painting a mask: only while its layer is the selected one.
  const painting = useSlice(editor.ui, (ui) => (ui.maskPaint && ui.maskPaint.layerId === ui.selectedLayerId ? ui.maskPaint : null));
  const selectable = useSlice(editor.history, (h) => h !== null && canSelect(h.present));
  const compare = useSlice(editor.ui, (ui) => ui.compare && ui.crop === null);
  const retouching = useSlice(editor.ui, (ui) => ui.category === 'retouch' && ui.crop === null);
  // The object remover's brush: painting over what to remove while its tool is open.
  const removing = useSlice(editor.ui, (ui) => ui.category === 'tools' && ui.tool === 'object-remover' && ui.crop === null);
  // The perspective tool's corners or guides, while its tool is open.
  const correcting = useSlice(editor.ui, (ui) => ui.category === 'tools' && ui.tool === 'perspective' && ui.crop === null);
  // A collage cell's "+", and files dropped on a cell: into that cell (the empty ones in order for several).
  const addToCell = useCallback(
    (cell: number, files?: File[]) => void (files ? addCollageFiles(editor, files, cell) : pickCollagePhotos(editor, cell)).catch((error: unknown) => notifyPhotoProblem(error, files?.[0]?.name ?? t('eui_untitled'), t)),
    [editor, t],
  );
  const progress = useSlice(editor.progress, (p) => p);
  const designer = useSlice(editor.history, (h) => h?.present.section === 'designer');
  const overlay = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pan = useRef<Pan | null>(null);
  const pinch = useRef<{ distance: number } | null>(null);

  // The stage's size is the view's size.
  useEffect(() => {
    const el = overlay.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) editor.setViewport(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [editor]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling or zooming.
  useEffect(() => {
    const el = overlay.current;
    if (!el) return;
    const onWheel = (e: WheelEvent): void => {
      const drawn = editor.frame.get();
      if (!drawn) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      // Trackpad pinches arrive as ctrl+wheel with small deltas: followed smoothly, each event bounded.
      const factor = wheelZoomFactor(e.deltaY, e.deltaMode, e.ctrlKey);
      const ui = editor.ui.get();
      const picture = { width: drawn.pictureWidth, height: drawn.pictureHeight };
      const viewport = editor.getViewport();
      const position = zoomAt(ui.position, drawnFor(ui.position, viewport, picture), viewport, picture, factor, { x: e.clientX - rect.left, y: e.clientY - rect.top });
      editor.setUi({ position });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [editor]);

  const onPointerGesture = useMemo(
    () =>
      throttle(() => {
        const drawn = editor.frame.get();
        const el = overlay.current;
        if (!drawn || !el) return;
        const points = [...pointers.current.values()];
        const picture = { width: drawn.pictureWidth, height: drawn.pictureHeight };
        const ui = editor.ui.get();
        const viewport = editor.getViewport();
        const predicted = drawnFor(ui.position, viewport, picture);
        if (points.length >= 2 && pinch.current) {
          const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          const rect = el.getBoundingClientRect();
          const mid = { x: (a.x + b.x) / 2 - rect.left, y: (a.y + b.y) / 2 - rect.top };
          editor.setUi({ position: zoomAt(ui.position, predicted, viewport, picture, distance / pinch.current.distance, mid), interactive: true });
          pinch.current = { distance };
        } else if (pan.current) {
          const p = pointers.current.get(pan.current.pointer);
          if (!p) return;
          const dx = p.x - pan.current.x;
          const dy = p.y - pan.current.y;
          if (Math.abs(dx) + Math.abs(dy) > 0) {
            pan.current = { ...pan.current, x: p.x, y: p.y, moved: pan.current.moved || Math.abs(dx) + Math.abs(dy) > 2 };
            editor.setUi({ position: panBy(ui.position, predicted, picture, dx, dy), interactive: true });
          }
        }
      }),
    [editor],
  );

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>): void => {
    if (e.target !== e.currentTarget) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture(e.pointerId);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch.current = { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) };
      pan.current = null;
    } else {
      pan.current = { pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    }
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>): void => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    onPointerGesture();
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>): void => {
    if (!pointers.current.has(e.pointerId)) return;
    onPointerGesture.flush();
    pointers.current.delete(e.pointerId);
    // A click (no drag) on the picture away from the text clears the selection.
    if (pan.current && !pan.current.moved && pointers.current.size === 0) editor.setUi({ selectedLayerId: null });
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) {
      pan.current = null;
      editor.setInteractive(false);
    }
  };

  const picture = frame ? { width: frame.pictureWidth, height: frame.pictureHeight } : null;
  return (
    <div className="px-ed-stage" data-testid="editor-stage">
      <div className="px-ed-canvas-host" ref={(host) => void (host && canvas.parentElement !== host && host.append(canvas))} />
      <div
        ref={overlay}
        className="px-ed-overlay"
        data-testid="editor-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {frame && picture && !cropping && !selecting && !painting && editor.document?.section === 'collage' && <CollageOverlay drawn={frame.view} onAddPhotos={addToCell} />}
        {frame && picture && !cropping && !selecting && !painting && (designer ? <DesignerOverlay drawn={frame.view} /> : <TextOverlay drawn={frame.view} />)}
        {frame && picture && !cropping && selecting && !painting && <SelectionOverlay drawn={frame.view} enabled={selectable} />}
        {frame && picture && !cropping && painting && selectable && <MaskPaintOverlay drawn={frame.view} paint={painting} />}
        {frame && picture && cropping && <CropOverlay drawn={frame.view} pictureWidth={picture.width} pictureHeight={picture.height} />}
        {frame && picture && retouching && !painting && <BrushOverlay drawn={frame.view} />}
        {frame && picture && removing && !painting && <RemoverOverlay drawn={frame.view} />}
        {frame && picture && correcting && !painting && <PerspectiveOverlay drawn={frame.view} pictureWidth={picture.width} pictureHeight={picture.height} />}
        {frame && picture && compare && <CompareDivider drawn={frame.view} pictureWidth={picture.width} pictureHeight={picture.height} />}
      </div>
      {showLoading && !frame && (
        // Until the first frame is drawn (decoding, the engine starting): the canvas is not simply blank.
        <div className="px-ed-stage__loading" role="status" data-testid="canvas-loading">
          <span className="px-spinner" aria-hidden="true" />
          <em>{t('eui_canvas_loading')}</em>
        </div>
      )}
      {progress !== null && (
        <div className="px-ed-stage__progress" role="progressbar" aria-label={t('editor_progress_rendering', { percent: Math.round(progress * 100) })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} data-testid="render-progress">
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
          <em>{t('editor_progress_rendering', { percent: Math.round(progress * 100) })}</em>
        </div>
      )}
    </div>
  );
}
