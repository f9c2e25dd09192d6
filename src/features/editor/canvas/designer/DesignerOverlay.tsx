// The designer's canvas (a document whose section is 'designer'): selecting and arranging layers as a Canva
// user expects. Over the picture the engine drew lies one surface that takes the presses (the layer under
// the pointer is found by its shape, not by a DOM box per layer, so 200 layers cost nothing); over it the
// hover outline, the selection frame with its handles and knob, the snapping guides, the marquee, the
// size/angle tip, the text being edited in place and the long-press / right-click menu.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_PRESS_MS, useContextMenu, type MenuAction } from '../../../../app/ui/ContextMenu';
import { layerFrame, hitLayer, moveLayers, HANDLES, type Frame, type Handle } from '../../../../lib/shared/designer/transform';
import { expandToGroups } from '../../../../lib/shared/designer/boxes';
import type { EditorDocument, Layer } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { selectedIdsOf, selectionPatch } from '../../state/selection';
import { toPicture, toView, type DrawnView } from '../../state/viewMath';
import { InPlaceText } from './InPlaceText';
import { allLocked, deleteSelection, duplicateSelection, sharedGroup, stepSelection, toggleGroup, toggleLock, type Edited } from './designerEdits';
import { selectionFrame, useDesignerGestures } from './useDesignerGestures';
import './designerCanvas.css';

const CORNERS: readonly Handle[] = ['nw', 'ne', 'se', 'sw'];
/** Arrow keys pressed within this long of each other are one burst: one undo step. */
const NUDGE_BURST_MS = 1000;
const ARROWS = new Map<string, [number, number]>([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
]);

/** The handles a selection offers: a shape stretches by its sides, a text box sets its wrap width by its left and right. */
function handlesFor(layers: readonly Layer[]): readonly Handle[] {
  const only = layers.length === 1 ? layers[0] : undefined;
  if (only?.kind === 'shape' && only.shape !== 'path') return HANDLES;
  if (only?.kind === 'text') return [...CORNERS, 'e', 'w'];
  return CORNERS;
}

/** A frame's place in the view: left/top/width/height of its unturned box, and its turn. */
function frameStyle(frame: Frame, drawn: DrawnView): React.CSSProperties {
  const [cx, cy] = toView(drawn, frame.centre.x, frame.centre.y);
  const w = frame.width * drawn.scale;
  const h = frame.height * drawn.scale;
  return { left: cx - w / 2, top: cy - h / 2, width: w, height: h, transform: frame.rotation ? `rotate(${frame.rotation}deg)` : undefined };
}

let nudgeCount = 0;
/** Screen px a held finger may wander before it is a drag, not a long press. */
const LONG_PRESS_SLOP = 10;

export function DesignerOverlay({ drawn }: { drawn: DrawnView }) {
  const { t } = useTranslation('designerCanvas');
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const boxes = useSlice(editor.boxes, (b) => b);
  const selectedIds = useSlice(editor.ui, (ui) => ui.selectedIds);
  const selectedLayerId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const selected = useMemo(() => selectedIdsOf({ selectedIds, selectedLayerId }), [selectedIds, selectedLayerId]);
  const root = useRef<HTMLDivElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const nudge = useRef<{ key: string; at: number; ids: string }>({ key: '', at: -Infinity, ids: '' });

  const selectedLayers = doc ? doc.layers.filter((l) => selected.includes(l.id)) : [];
  const gestures = useDesignerGestures({
    editor,
    drawn,
    root: () => root.current?.closest<HTMLElement>('.px-ed-overlay') ?? root.current,
    wraps: (handle) => (handle === 'e' || handle === 'w') && selectedLayers.length === 1 && selectedLayers[0]?.kind === 'text',
  });

  // One edit of the menu: its own undo step, then the ids it leaves selected.
  const apply = (edit: (doc: EditorDocument, ids: readonly string[]) => Edited): void => {
    const now = editor.document;
    if (!now) return;
    const result = edit(now, selectedIdsOf(editor.ui.get()));
    if (result.document !== now) {
      editor.seal();
      editor.commit(result.document);
      editor.seal();
    }
    editor.setUi(selectionPatch(result.ids));
  };
  const actions: MenuAction[] =
    doc && selected.length > 0
      ? [
          { label: t('dc_duplicate'), testId: 'designer-menu-duplicate', onSelect: () => apply(duplicateSelection) },
          { label: t('dc_forward'), testId: 'designer-menu-forward', onSelect: () => apply((d, ids) => stepSelection(d, ids, 1)) },
          { label: t('dc_backward'), testId: 'designer-menu-backward', onSelect: () => apply((d, ids) => stepSelection(d, ids, -1)) },
          ...(sharedGroup(doc, selected)
            ? [{ label: t('dc_ungroup'), testId: 'designer-menu-ungroup', onSelect: () => apply(toggleGroup) }]
            : selected.length > 1
              ? [{ label: t('dc_group'), testId: 'designer-menu-group', onSelect: () => apply(toggleGroup) }]
              : []),
          { label: allLocked(doc, selected) ? t('dc_unlock') : t('dc_lock'), testId: 'designer-menu-lock', onSelect: () => apply(toggleLock) },
          { label: t('dc_delete'), testId: 'designer-menu-delete', danger: true, onSelect: () => apply(deleteSelection) },
        ]
      : [];
  const menu = useContextMenu({ label: t('dc_menu'), actions, testId: 'designer-menu' });
  const menuRef = useRef(menu);
  menuRef.current = menu;
  // A finger held still on a layer opens the menu (on the layer it selected, so with the latest actions).
  const longPress = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const cancelLongPress = (): void => {
    if (longPress.current) clearTimeout(longPress.current.timer);
    longPress.current = null;
  };
  useEffect(() => () => cancelLongPress(), []);

  // The layer being edited was removed or undone away: the editing ends.
  const editedLayer = editing && doc ? doc.layers.find((l) => l.id === editing && l.kind === 'text') : undefined;
  useEffect(() => {
    if (editing && !editedLayer) setEditing(null);
  }, [editing, editedLayer]);

  if (!doc) return null;
  const pointAt = (clientX: number, clientY: number): [number, number] => {
    const rect = (root.current?.closest<HTMLElement>('.px-ed-overlay') ?? root.current)!.getBoundingClientRect();
    return toPicture(drawn, clientX - rect.left, clientY - rect.top);
  };
  const editText = (layer: Layer): void => {
    if (layer.kind !== 'text' || layer.locked) return;
    editor.setUi(selectionPatch([layer.id]));
    setEditing(layer.id);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>): void => {
    menu.targetProps.onKeyDown(e);
    if (e.defaultPrevented) return;
    const arrow = ARROWS.get(e.key);
    const ids = selectedIdsOf(editor.ui.get());
    const now = editor.document;
    if (arrow && ids.length > 0 && now) {
      e.preventDefault();
      const step = e.shiftKey ? 10 : 1;
      const stamp = performance.now();
      const same = ids.join(' ');
      // A burst of presses on the same selection is one undo step.
      if (stamp - nudge.current.at > NUDGE_BURST_MS || nudge.current.ids !== same) nudge.current.key = `designer:nudge:${++nudgeCount}`;
      nudge.current = { ...nudge.current, at: stamp, ids: same };
      editor.commit(moveLayers(now, ids, arrow[0] * step, arrow[1] * step), nudge.current.key);
    } else if ((e.key === 'Enter' || e.key === 'F2') && now) {
      const only = ids.length === 1 ? now.layers.find((l) => l.id === ids[0]) : undefined;
      if (only?.kind === 'text') {
        e.preventDefault();
        editText(only);
      }
    }
  };

  const picture = { left: drawn.offsetX, top: drawn.offsetY, width: doc.canvas.width * drawn.scale, height: doc.canvas.height * drawn.scale };
  const hovered = hover && !selected.includes(hover) && !gestures.busy() ? doc.layers.find((l) => l.id === hover) : undefined;
  const hoverFrame = hovered ? layerFrame(hovered, boxes) : null;
  const shown = editing ? null : selectionFrame(doc, selected, boxes);
  const locked = selectedLayers.some((l) => l.locked);
  const movable = selectedLayers.some((l) => !l.locked);
  const handlers = { onPointerMove: gestures.onPointerMove, onPointerUp: gestures.onPointerUp, onPointerCancel: gestures.onPointerCancel };
  const { view } = gestures;

  return (
    <div ref={root} className="px-designer" data-testid="designer-overlay">
      <div
        ref={surface}
        className="px-designer__surface"
        style={picture}
        tabIndex={0}
        role="application"
        aria-label={t('dc_canvas')}
        aria-roledescription={t('dc_canvas_role')}
        data-testid="designer-surface"
        onPointerDown={(e) => {
          surface.current?.focus({ preventScroll: true });
          gestures.onCanvasDown(e);
          // A long press opens the menu only on a layer (it is selected by then).
          cancelLongPress();
          const [x, y] = pointAt(e.clientX, e.clientY);
          if (e.pointerType === 'touch' && e.isPrimary && hitLayer(doc, x, y, boxes)) {
            const { clientX, clientY } = e;
            const target = e.currentTarget;
            const timer = setTimeout(() => {
              longPress.current = null;
              menuRef.current.targetProps.onContextMenu({ clientX, clientY, currentTarget: target, preventDefault: () => undefined } as unknown as React.MouseEvent<HTMLElement>);
            }, LONG_PRESS_MS);
            longPress.current = { timer, x: clientX, y: clientY };
          }
        }}
        onPointerMove={(e) => {
          const press = longPress.current;
          if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > LONG_PRESS_SLOP) cancelLongPress();
          gestures.onPointerMove(e);
          if (e.pointerType === 'mouse' && !gestures.busy()) {
            const [x, y] = pointAt(e.clientX, e.clientY);
            const id = hitLayer(doc, x, y, boxes)?.id ?? null;
            if (id !== hover) setHover(id);
          }
        }}
        onPointerUp={(e) => {
          cancelLongPress();
          gestures.onPointerUp(e);
        }}
        onPointerCancel={(e) => {
          cancelLongPress();
          gestures.onPointerCancel(e);
        }}
        onPointerLeave={() => setHover(null)}
        onContextMenu={(e) => {
          // A right click on a layer outside the selection selects it first, as a press would.
          const [x, y] = pointAt(e.clientX, e.clientY);
          const hit = hitLayer(doc, x, y, boxes);
          if (hit && !selected.includes(hit.id)) editor.setUi(selectionPatch(expandToGroups(doc, [hit.id])));
          if (hit || selected.length > 0) menu.targetProps.onContextMenu(e);
          else e.preventDefault();
        }}
        onDoubleClick={(e) => {
          const [x, y] = pointAt(e.clientX, e.clientY);
          const hit = hitLayer(doc, x, y, boxes);
          if (!hit) return;
          if (hit.kind === 'text') editText(hit);
          // A group member alone, out of its group.
          else if (hit.group) editor.setUi(selectionPatch([hit.id]));
        }}
        onKeyDown={onKeyDown}
      />
      {hoverFrame && <div className="px-designer__hover" style={frameStyle(hoverFrame, drawn)} data-testid="designer-hover" />}
      {shown && selectedLayers.length > 1 &&
        selectedLayers.map((l) => {
          const f = layerFrame(l, boxes);
          return f ? <div key={l.id} className="px-designer__member" style={frameStyle(f, drawn)} /> : null;
        })}
      {shown && (
        <div className="px-designer__selection" style={frameStyle(shown.frame, drawn)} data-testid="designer-selection" data-count={selectedLayers.length} data-locked={locked || undefined}>
          {movable &&
            !view.marquee &&
            handlesFor(selectedLayers).map((handle) => (
              <span key={handle} className={`px-designer__handle px-designer__handle--${handle}`} data-testid="designer-handle" data-handle={handle} title={t('dc_resize')} onPointerDown={gestures.onHandleDown(handle, selected, shown.frame, shown.axisAligned)} {...handlers} />
            ))}
          {movable && !view.marquee && <span className="px-designer__rotate" data-testid="designer-handle" data-handle="rotate" title={t('dc_rotate')} onPointerDown={gestures.onHandleDown('rotate', selected, shown.frame, shown.axisAligned)} {...handlers} />}
          {locked && (
            <span className="px-designer__lock" role="img" aria-label={t('dc_locked')} title={t('dc_locked')} data-testid="designer-locked">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M7 10V7a5 5 0 0 1 10 0v3h1.5a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
              </svg>
            </span>
          )}
        </div>
      )}
      {view.guides.map((g, i) => {
        const [x0, y0] = toView(drawn, g.axis === 'x' ? g.position : g.from, g.axis === 'x' ? g.from : g.position);
        const length = (g.to - g.from) * drawn.scale;
        return <div key={i} className={`px-designer__guide px-designer__guide--${g.axis}`} style={g.axis === 'x' ? { left: x0, top: y0, height: length } : { left: x0, top: y0, width: length }} data-testid="designer-guide" data-axis={g.axis} data-position={g.position} />;
      })}
      {view.marquee && (
        <div
          className="px-designer__marquee"
          data-testid="designer-marquee"
          style={{ left: drawn.offsetX + view.marquee.x * drawn.scale, top: drawn.offsetY + view.marquee.y * drawn.scale, width: view.marquee.width * drawn.scale, height: view.marquee.height * drawn.scale }}
        />
      )}
      {view.tip && (
        <div className="px-designer__tip" style={{ left: view.tip.x, top: view.tip.y }} data-testid="designer-tip" role="status">
          {'angle' in view.tip ? t('dc_angle', { angle: view.tip.angle }) : t('dc_size', { width: view.tip.width, height: view.tip.height })}
        </div>
      )}
      {editedLayer?.kind === 'text' && <InPlaceText key={editedLayer.id} layer={editedLayer} drawn={drawn} onDone={() => setEditing(null)} />}
      {menu.element}
    </div>
  );
}
