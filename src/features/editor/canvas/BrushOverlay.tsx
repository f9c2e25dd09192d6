// Painting with the retouch tools on the picture. A stroke is recorded in picture pixels with the pen's
// pressure (a mouse paints at MOUSE_PRESSURE); while it is drawn the document with the stroke is previewed
// at view resolution (interactive), and on pointer-up it is committed as ONE undo step (appended to the
// last operation when that is the same tool with the same settings, brushEdits.ts) and rendered at full
// resolution. Clone and heal copy from a source set by Alt+click or after the panel's "Set source".
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRUSH_SPECS, SOURCE_TOOLS } from '../../../lib/shared/editor/brushCatalogue';
import { addBrushStroke } from '../../../lib/shared/editor/brushEdits';
import { BRUSH_LIMITS, type BrushStroke } from '../../../lib/shared/editor/strokes';
import type { EditorDocument, OperationParams } from '../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../EditorContext';
import { pointerPressure, strokeParams } from '../panels/brush/brushState';
import { toPicture, type DrawnView } from '../state/viewMath';
import { throttle } from './pointerThrottle';

interface Drawing {
  pointer: number;
  base: EditorDocument;
  type: string;
  params: OperationParams;
  stroke: BrushStroke;
}

const LABELS = new Map(BRUSH_SPECS.map((s) => [s.type, s.labelKey]));

export function BrushOverlay({ drawn }: { drawn: DrawnView }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const tool = useSlice(editor.brush, (b) => b.tool);
  const size = useSlice(editor.brush, (b) => b.settings.size);
  const picking = useSlice(editor.brush, (b) => b.picking);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const drawing = useRef<Drawing | null>(null);
  /** The last previewed document and the stroke it shows: committed as it is when the stroke ends there. */
  const shownDraft = useRef<{ stroke: BrushStroke; doc: EditorDocument } | null>(null);
  const host = useRef<HTMLDivElement>(null);

  const showDraft = useMemo(
    () =>
      throttle(() => {
        const d = drawing.current;
        if (!d) return;
        const doc = addBrushStroke(d.base, d.type, d.params, d.stroke).document;
        shownDraft.current = { stroke: d.stroke, doc };
        editor.setBrushDraft(doc);
      }),
    [editor],
  );

  // Leaving the tool mid-stroke drops the stroke.
  useEffect(
    () => () => {
      showDraft.cancel();
      if (drawing.current) editor.setBrushDraft(null);
      drawing.current = null;
    },
    [editor, showDraft],
  );

  const local = (e: React.PointerEvent): { x: number; y: number } => {
    const rect = host.current?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>): void => {
    if (e.button !== 0 || drawing.current) return;
    const doc = editor.document;
    if (!doc) return;
    const v = local(e);
    const [x, y] = toPicture(drawn, v.x, v.y);
    const brush = editor.brush.get();
    if (SOURCE_TOOLS.has(brush.tool) && (e.altKey || brush.picking)) {
      editor.brush.set((b) => ({ ...b, source: { x, y }, offset: null, picking: false }));
      return;
    }
    const chosen = strokeParams(brush, { x, y });
    if (!chosen) {
      // No source yet: the panel's status says how to set one.
      editor.brush.set((b) => ({ ...b, picking: true }));
      return;
    }
    if (chosen.offset !== brush.offset) editor.brush.set((b) => ({ ...b, offset: chosen.offset }));
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = { pointer: e.pointerId, base: doc, type: brush.tool, params: chosen.params, stroke: { ...brush.settings, points: [x, y, pointerPressure(e.pointerType, e.pressure)] } };
    editor.setInteractive(true);
    showDraft();
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>): void => {
    const v = local(e);
    setCursor(v);
    const d = drawing.current;
    if (!d || d.pointer !== e.pointerId) return;
    const events = typeof e.nativeEvent.getCoalescedEvents === 'function' ? e.nativeEvent.getCoalescedEvents() : [];
    const rect = host.current?.getBoundingClientRect();
    for (const ev of events.length > 0 ? events : [e.nativeEvent]) {
      if (d.stroke.points.length >= BRUSH_LIMITS.maxPoints * 3) break;
      const [x, y] = toPicture(drawn, ev.clientX - (rect?.left ?? 0), ev.clientY - (rect?.top ?? 0));
      const n = d.stroke.points.length;
      // Closer than a screen pixel to the last point adds nothing.
      if (Math.hypot(x - (d.stroke.points[n - 3] ?? 0), y - (d.stroke.points[n - 2] ?? 0)) * drawn.scale < 1) continue;
      d.stroke = { ...d.stroke, points: [...d.stroke.points, x, y, pointerPressure(ev.pointerType, ev.pressure)] };
    }
    showDraft();
  };

  const finish = (e: React.PointerEvent<HTMLDivElement>, keep: boolean): void => {
    const d = drawing.current;
    if (!d || d.pointer !== e.pointerId) return;
    drawing.current = null;
    showDraft.cancel();
    const shown = shownDraft.current;
    shownDraft.current = null;
    if (keep) {
      editor.seal();
      // The very document on screen when nothing moved since: no extra frame of a copy of it.
      editor.commit(shown?.stroke === d.stroke ? shown.doc : addBrushStroke(d.base, d.type, d.params, d.stroke).document);
      editor.seal();
    }
    editor.setBrushDraft(null);
    editor.setInteractive(false);
  };

  const diameter = Math.max(4, size * drawn.scale);
  return (
    <div
      ref={host}
      className={`px-ed-brush-layer ${picking ? 'is-picking' : ''}`}
      role="application"
      aria-label={t('brush_canvas', { tool: t(LABELS.get(tool) ?? tool) })}
      data-testid="brush-layer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => finish(e, true)}
      onPointerCancel={(e) => finish(e, false)}
      onPointerLeave={() => setCursor(null)}
    >
      {cursor && <div className="px-ed-brush-cursor" data-testid="brush-cursor" aria-hidden="true" style={{ left: cursor.x - diameter / 2, top: cursor.y - diameter / 2, width: diameter, height: diameter }} />}
    </div>
  );
}
