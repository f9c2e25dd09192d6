// The selection on the canvas, while the selection tool is open: drag for a rectangle or an ellipse, draw
// freehand for the lasso, click corners for a polygon (double-click or Enter closes it), click for the magic
// wand or to pick the colour of a colour range. The selection shows as marching ants (a still dashed line with reduced motion) — for
// a wand or colour-range part around the area it really selects, traced on a small render of the picture
// (selectionEdge.ts; the seed marker stands in until that render arrives); Esc cancels the
// polygon being drawn; otherwise the editor's Esc clears the selection (useEditorKeys).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection, SelectionShape } from '../../../lib/shared/editor/masks';
import { useEditor, useSlice } from '../EditorContext';
import { addSelectionPart, selectColourAt } from '../panels/select/selectionActions';
import type { DrawnView } from '../state/viewMath';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { pixelPartPath, readsPixels, type EdgePixels } from './selectionEdge';
import '../panels/select/select.css';

type Draft = { kind: 'box'; x0: number; y0: number; x1: number; y1: number; pointer: number } | { kind: 'lasso'; points: number[]; pointer: number } | { kind: 'polygon'; points: number[]; hover: [number, number] | null };

function boxShape(kind: 'rectangle' | 'ellipse', d: { x0: number; y0: number; x1: number; y1: number }): SelectionShape {
  return { kind, x: Math.min(d.x0, d.x1), y: Math.min(d.y0, d.y1), width: Math.abs(d.x1 - d.x0), height: Math.abs(d.y1 - d.y0) };
}

/** One shape as SVG, in overlay pixels. */
function ShapeOutline({ shape, drawn, className }: { shape: SelectionShape; drawn: DrawnView; className: string }) {
  const X = (x: number): number => drawn.offsetX + x * drawn.scale;
  const Y = (y: number): number => drawn.offsetY + y * drawn.scale;
  switch (shape.kind) {
    case 'rectangle':
      return <rect className={className} x={X(shape.x)} y={Y(shape.y)} width={shape.width * drawn.scale} height={shape.height * drawn.scale} />;
    case 'ellipse':
      return <ellipse className={className} cx={X(shape.x + shape.width / 2)} cy={Y(shape.y + shape.height / 2)} rx={(shape.width / 2) * drawn.scale} ry={(shape.height / 2) * drawn.scale} />;
    case 'polygon': {
      const points: string[] = [];
      for (let i = 0; i + 1 < shape.points.length; i += 2) points.push(`${X(shape.points[i] as number)},${Y(shape.points[i + 1] as number)}`);
      return <polygon className={className} points={points.join(' ')} />;
    }
    case 'wand':
      return <circle className={className} cx={X(shape.x)} cy={Y(shape.y)} r={8} />;
    default:
      return null;
  }
}

/** Side of the small render a wand or colour-range outline is traced on. */
const EDGE_SIDE = 512;

/** A small render of the document for the outlines of parts that read pixels; null until it arrives. */
function useEdgePixels(selection: Selection | null): { doc: EditorDocument; pixels: EdgePixels } | null {
  const editor = useEditor();
  const doc = useSlice(editor.history, () => editor.document);
  const needed = selection?.parts.some((p) => readsPixels(p.shape)) ?? false;
  const [rendered, setRendered] = useState<{ doc: EditorDocument; pixels: EdgePixels } | null>(null);
  useEffect(() => {
    if (!needed || !doc || rendered?.doc === doc) return;
    let live = true;
    editor
      .renderPixels(doc, { width: Math.min(EDGE_SIDE, doc.canvas.width) })
      .then((pixels) => {
        if (live) setRendered({ doc, pixels });
      })
      // No render (the engine is busy or gone): the seed marker stays.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [editor, doc, needed, rendered]);
  return rendered && rendered.doc === doc ? rendered : null;
}

function PartOutline({ shape, drawn, edge }: { shape: SelectionShape; drawn: DrawnView; edge: { doc: EditorDocument; pixels: EdgePixels } | null }) {
  const path = useMemo(() => (edge && readsPixels(shape) ? pixelPartPath(shape, edge.pixels, edge.doc.canvas.width, drawn) : null), [shape, edge, drawn]);
  if (path !== null) {
    return (
      <>
        <path className="px-sel-ants px-sel-ants--under" d={path} />
        <path className="px-sel-ants" d={path} data-testid="selection-edge" />
      </>
    );
  }
  return (
    <>
      <ShapeOutline shape={shape} drawn={drawn} className="px-sel-ants px-sel-ants--under" />
      <ShapeOutline shape={shape} drawn={drawn} className="px-sel-ants" />
    </>
  );
}

function Outline({ selection, drawn }: { selection: Selection; drawn: DrawnView }) {
  const edge = useEdgePixels(selection);
  return (
    <>
      {selection.parts.map((part, i) => (
        <g key={i} className={`px-sel-part px-sel-part--${part.mode}`}>
          <PartOutline shape={part.shape} drawn={drawn} edge={edge} />
        </g>
      ))}
    </>
  );
}

export function SelectionOverlay({ drawn, enabled }: { drawn: DrawnView; enabled: boolean }) {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const selection = useSlice(editor.ui, (ui) => ui.selection);
  const settings = useSlice(editor.ui, (ui) => ui.select);
  const [draft, setDraft] = useState<Draft | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const draftRef = useRef<Draft | null>(null);
  draftRef.current = draft;

  const toPicture = (clientX: number, clientY: number): [number, number] => {
    const rect = host.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    return [(clientX - rect.left - drawn.offsetX) / drawn.scale, (clientY - rect.top - drawn.offsetY) / drawn.scale];
  };

  const finishPolygon = (): void => {
    const d = draftRef.current;
    if (d?.kind === 'polygon' && d.points.length >= 6) addSelectionPart(editor, { kind: 'polygon', points: d.points });
    setDraft(null);
  };

  // While a polygon is being drawn, Esc drops it and Enter closes it; otherwise Esc reaches the editor's
  // shortcuts, which clear the selection. Listened to in the capture phase, before those shortcuts.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!draftRef.current) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        setDraft(null);
      } else if (e.key === 'Enter' && draftRef.current.kind === 'polygon') {
        e.preventDefault();
        finishPolygon();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // finishPolygon reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>): void => {
    if (!enabled || e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    const [x, y] = toPicture(e.clientX, e.clientY);
    if (settings.tool === 'colourRange') {
      void selectColourAt(editor, x, y);
      return;
    }
    if (settings.tool === 'wand') {
      addSelectionPart(editor, { kind: 'wand', x, y, tolerance: settings.tolerance, contiguous: settings.contiguous });
      return;
    }
    if (settings.tool === 'polygon') {
      setDraft((d) => (d?.kind === 'polygon' ? { ...d, points: [...d.points, x, y] } : { kind: 'polygon', points: [x, y], hover: null }));
      return;
    }
    // Optional: not every environment has pointer capture (jsdom in the tests).
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDraft(settings.tool === 'lasso' ? { kind: 'lasso', points: [x, y], pointer: e.pointerId } : { kind: 'box', x0: x, y0: y, x1: x, y1: y, pointer: e.pointerId });
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>): void => {
    const d = draftRef.current;
    if (!d) return;
    const [x, y] = toPicture(e.clientX, e.clientY);
    if (d.kind === 'polygon') setDraft({ ...d, hover: [x, y] });
    else if (d.pointer !== e.pointerId) return;
    else if (d.kind === 'box') setDraft({ ...d, x1: x, y1: y });
    else {
      const lx = d.points[d.points.length - 2] as number;
      const ly = d.points[d.points.length - 1] as number;
      // A point every two screen pixels or so: enough for the outline, not thousands of points.
      if (Math.hypot(x - lx, y - ly) * drawn.scale >= 2) setDraft({ ...d, points: [...d.points, x, y] });
    }
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>): void => {
    const d = draftRef.current;
    if (!d || d.kind === 'polygon' || d.pointer !== e.pointerId) return;
    setDraft(null);
    if (d.kind === 'box') {
      const shape = boxShape(settings.tool === 'ellipse' ? 'ellipse' : 'rectangle', d);
      if (shape.kind !== 'polygon' && shape.kind !== 'wand' && shape.kind !== 'colourRange' && shape.width * drawn.scale >= 2 && shape.height * drawn.scale >= 2) addSelectionPart(editor, shape);
    } else if (d.points.length >= 6) addSelectionPart(editor, { kind: 'polygon', points: d.points });
  };

  let draftShape: SelectionShape | null = null;
  if (draft?.kind === 'box') draftShape = boxShape(settings.tool === 'ellipse' ? 'ellipse' : 'rectangle', draft);
  else if (draft && draft.points.length >= 4) draftShape = { kind: 'polygon', points: draft.kind === 'polygon' && draft.hover ? [...draft.points, ...draft.hover] : draft.points };

  return (
    <div
      ref={host}
      className={`px-sel-layer ${enabled ? 'is-enabled' : ''}`}
      data-testid="selection-overlay"
      data-tool={settings.tool}
      role="application"
      aria-label={t('masks_canvas_label')}
      aria-describedby="px-sel-help"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDraft((d) => (d?.kind === 'polygon' ? d : null))}
      onDoubleClick={(e) => {
        if (draftRef.current?.kind !== 'polygon') return;
        e.preventDefault();
        // The double-click's two clicks each added a corner at the same place: drop the repeat.
        setDraft((d) => (d?.kind === 'polygon' ? { ...d, points: d.points.slice(0, -2) } : d));
        draftRef.current = draftRef.current.kind === 'polygon' ? { ...draftRef.current, points: draftRef.current.points.slice(0, -2) } : draftRef.current;
        finishPolygon();
      }}
    >
      <svg className="px-sel-svg" aria-hidden="true" data-testid="selection-outline" data-parts={selection?.parts.length ?? 0}>
        {selection && <Outline selection={selection} drawn={drawn} />}
        {draftShape && (
          <>
            <ShapeOutline shape={draftShape} drawn={drawn} className="px-sel-ants px-sel-ants--under" />
            <ShapeOutline shape={draftShape} drawn={drawn} className="px-sel-ants" />
          </>
        )}
      </svg>
      <p id="px-sel-help" className="px-visually-hidden">
        {t('masks_canvas_help')}
      </p>
    </div>
  );
}
