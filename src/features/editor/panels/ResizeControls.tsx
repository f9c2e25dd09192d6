// Resize: width and height in pixels, linked to keep the aspect ratio unless the user unlinks them; the
// new size replaces an earlier resize rather than resizing a resized picture again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outputSize } from '../../../lib/shared/editor/geometry';
import { useEditor, useSlice } from '../EditorContext';
import { lastGeometryOf, setLastGeometry } from '../state/actions';
import { noteToolUse } from '../state/featureUse';

interface PixelFieldProps {
  label: string;
  value: string;
  max: number;
  invalid: boolean;
  testId: string;
  /** The text as typed (it may be empty while the user types) and its number. */
  onValue: (value: string, n: number) => void;
}

function PixelField({ label, value, max, invalid, testId, onValue }: PixelFieldProps) {
  return (
    <label className="px-ed-number">
      <span>{label}</span>
      <input
        className="px-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-invalid={invalid}
        data-testid={testId}
        onChange={(e) => onValue(e.currentTarget.value, Number(e.currentTarget.value))}
      />
    </label>
  );
}

function ResizeForm({ width, height, maxSide }: { width: number; height: number; maxSide: number }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const [w, setW] = useState(String(width));
  const [h, setH] = useState(String(height));
  const [linked, setLinked] = useState(true);
  const aspect = width / height;
  const valid = (v: string): number | null => {
    const n = Math.round(Number(v));
    return Number.isFinite(n) && n >= 1 && n <= maxSide ? n : null;
  };
  const nw = valid(w);
  const nh = valid(h);
  const unchanged = nw === width && nh === height;
  const apply = (): void => {
    const doc = editor.document;
    if (!doc || nw === null || nh === null) return;
    const last = lastGeometryOf(doc, 'resize');
    // Back to the size before any resize: the step goes.
    const before = last ? outputSize({ ...doc, operations: doc.operations.filter((op) => op.id !== last.id) }) : { width, height };
    const params = nw === before.width && nh === before.height ? null : { width: nw, height: nh };
    editor.seal();
    editor.commit(setLastGeometry(doc, last?.id ?? null, 'resize', params).document);
    editor.seal();
    editor.setUi({ tool: 'resize' });
    noteToolUse('resize');
  };
  return (
    <form
      className="px-ed-resize"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <div className="px-ed-row">
        <PixelField
          label={t('editor_param_width')}
          value={w}
          max={maxSide}
          invalid={nw === null}
          testId="resize-width"
          onValue={(v, n) => {
            setW(v);
            if (linked && n > 0) setH(String(Math.max(1, Math.round(n / aspect))));
          }}
        />
        <span aria-hidden="true" className="px-ed-times">
          ×
        </span>
        <PixelField
          label={t('editor_param_height')}
          value={h}
          max={maxSide}
          invalid={nh === null}
          testId="resize-height"
          onValue={(v, n) => {
            setH(v);
            if (linked && n > 0) setW(String(Math.max(1, Math.round(n * aspect))));
          }}
        />
      </div>
      <label className="px-ed-check">
        <input type="checkbox" checked={linked} onChange={(e) => setLinked(e.currentTarget.checked)} />
        {t('eui_keep_aspect')}
      </label>
      {(nw === null || nh === null) && <p className="px-field__error">{t('eui_size_range', { max: maxSide })}</p>}
      <button type="submit" className="px-btn px-btn--small" disabled={nw === null || nh === null || unchanged} data-testid="resize-apply">
        {t('eui_apply')}
      </button>
    </form>
  );
}

export function ResizeControls() {
  const editor = useEditor();
  const size = useSlice(editor.history, (hist) => {
    if (!hist) return '';
    const s = outputSize(hist.present);
    return `${s.width}x${s.height}`;
  });
  if (!size) return null;
  const [width, height] = size.split('x').map(Number) as [number, number];
  // A new picture size (crop, rotate, undo) starts the form again from it.
  return <ResizeForm key={size} width={width} height={height} maxSide={editor.engineInfo.maxImageSize} />;
}
