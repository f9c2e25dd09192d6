// The crop box on the canvas: drag inside to move it, drag an edge or corner to resize it (keeping the
// chosen ratio), thirds lines to compose by. From the keyboard: arrows move it, Shift+arrows resize it,
// Enter applies. Outside the box the picture is dimmed.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { outputSize } from '../../../lib/shared/editor/geometry';
import { useEditor, useSlice } from '../EditorContext';
import { applyCrop } from '../panels/CropControls';
import { dragCrop, nudgeCrop, type CropHandle, type CropRect } from '../state/cropMath';
import type { DrawnView } from '../state/viewMath';
import { throttle } from './pointerThrottle';

const HANDLES: Exclude<CropHandle, 'move'>[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

export function CropOverlay({ drawn, pictureWidth, pictureHeight }: { drawn: DrawnView; pictureWidth: number; pictureHeight: number }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const draft = useSlice(editor.ui, (ui) => ui.crop);
  const gesture = useRef<{ handle: CropHandle; x: number; y: number; start: CropRect; pointer: number; scale: number } | null>(null);
  const move = useMemo(
    () =>
      throttle((x: number, y: number) => {
        const g = gesture.current;
        const crop = editor.ui.get().crop;
        if (!g || !crop) return;
        const next = dragCrop(g.start, g.handle, (x - g.x) / g.scale, (y - g.y) / g.scale, crop.ratio, outputSize(crop.base, 1));
        editor.setUi((ui) => (ui.crop ? { crop: { ...ui.crop, rect: next } } : {}));
      }),
    [editor],
  );
  if (!draft) return null;
  const picture = outputSize(draft.base, 1);
  // Until the preview shows the picture before the crop, the box would be placed on the wrong picture.
  if (picture.width !== pictureWidth || picture.height !== pictureHeight) return null;
  const { rect, ratio } = draft;
  const left = drawn.offsetX + rect.x * picture.width * drawn.scale;
  const top = drawn.offsetY + rect.y * picture.height * drawn.scale;
  const width = rect.width * picture.width * drawn.scale;
  const height = rect.height * picture.height * drawn.scale;

  const setRect = (next: CropRect): void => editor.setUi((ui) => (ui.crop ? { crop: { ...ui.crop, rect: next } } : {}));

  const onPointerDown = (handle: CropHandle) => (e: React.PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    gesture.current = { handle, x: e.clientX, y: e.clientY, start: rect, pointer: e.pointerId, scale: drawn.scale };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointer === e.pointerId) move(e.clientX, e.clientY);
  };
  const onPointerUp = (e: React.PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointer !== e.pointerId) return;
    move.flush();
    gesture.current = null;
  };

  return (
    <div className="px-ed-crop-layer" data-testid="crop-overlay">
      <div
        className="px-ed-crop-box"
        style={{ left, top, width, height }}
        tabIndex={0}
        role="group"
        aria-label={t('eui_crop_box')}
        aria-describedby="px-ed-crop-help"
        data-testid="crop-box"
        onPointerDown={onPointerDown('move')}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            applyCrop(editor);
            return;
          }
          const next = nudgeCrop(rect, e.key, e.shiftKey, ratio, picture, Math.max(1, Math.round(10 / drawn.scale)));
          if (next) {
            e.preventDefault();
            setRect(next);
          }
        }}
      >
        <span className="px-ed-crop-box__thirds" aria-hidden="true" />
        {HANDLES.map((handle) => (
          <span
            key={handle}
            className={`px-ed-crop-handle px-ed-crop-handle--${handle}`}
            data-handle={handle}
            onPointerDown={onPointerDown(handle)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
        ))}
      </div>
      <p id="px-ed-crop-help" className="px-visually-hidden">
        {t('eui_crop_keys')}
      </p>
    </div>
  );
}
