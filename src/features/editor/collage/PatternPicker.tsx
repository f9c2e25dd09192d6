// Background patterns and textures (drawn by the engine under every layer): none or one of the catalogue,
// each shown as its colours with its name; the chosen one's colour and scale.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVAS_PATTERNS, type PatternDef } from '../../../lib/shared/collage/patterns';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../EditorContext';
import { Slider } from '../panels/Slider';
import { colorInputValue, documentColor, editCollage } from './editCollage';

function choose(doc: EditorDocument, def: PatternDef | null): EditorDocument {
  if (!def) {
    if (!doc.canvas.pattern) return doc;
    const { pattern: _dropped, ...canvas } = doc.canvas;
    return { ...doc, canvas };
  }
  // A new pattern comes with the background it was drawn for; the user's colour choices come after.
  return { ...doc, canvas: { ...doc.canvas, background: def.background, pattern: { id: def.id, color: def.color, scale: def.scale } } };
}

export function PatternPicker() {
  const { t } = useTranslation();
  const editor = useEditor();
  const pattern = useSlice(editor.history, (h) => h?.present.canvas.pattern ?? null);
  const colorId = useId();
  return (
    <div className="px-cl-patterns" data-testid="pattern-picker">
      <ul className="px-cl-pattern-grid" aria-label={t('collage_patterns')}>
        <li>
          <button type="button" className="px-cl-pattern" aria-pressed={pattern === null} data-testid="pattern-none" onClick={() => editCollage(editor, (doc) => choose(doc, null))}>
            <span className="px-cl-pattern__swatch px-cl-pattern__swatch--none" aria-hidden="true" />
            <span>{t('collage_pattern_none')}</span>
          </button>
        </li>
        {CANVAS_PATTERNS.map((def) => (
          <li key={def.id}>
            <button type="button" className="px-cl-pattern" aria-pressed={pattern?.id === def.id} data-testid={`pattern-${def.id}`} onClick={() => editCollage(editor, (doc) => choose(doc, def))}>
              <span className="px-cl-pattern__swatch" aria-hidden="true" style={{ background: `radial-gradient(circle, ${def.color} 30%, transparent 32%) 0 0 / 8px 8px, ${def.background}` }} />
              <span>{t(def.labelKey)}</span>
            </button>
          </li>
        ))}
      </ul>
      {pattern && (
        <div className="px-cl-pattern-settings">
          <div className="px-ed-color">
            <input
              id={colorId}
              type="color"
              value={colorInputValue(pattern.color)}
              data-testid="pattern-color"
              onChange={(e) => {
                const value = e.currentTarget.value;
                editCollage(editor, (doc) => (doc.canvas.pattern ? { ...doc, canvas: { ...doc.canvas, pattern: { ...doc.canvas.pattern, color: documentColor(value, doc.canvas.pattern.color) } } } : doc), 'collage:pattern-color');
              }}
              onBlur={() => editor.seal()}
            />
            <label htmlFor={colorId}>{t('collage_pattern_colour')}</label>
          </div>
          <Slider
            testId="pattern-scale"
            label={t('collage_pattern_scale')}
            value={pattern.scale}
            min={0.25}
            max={4}
            step={0.05}
            neutral={1}
            format={(v) => `${v.toFixed(2)}×`}
            onChange={(scale) => editCollage(editor, (doc) => (doc.canvas.pattern ? { ...doc, canvas: { ...doc.canvas, pattern: { ...doc.canvas.pattern, scale } } } : doc), 'collage:pattern-scale')}
          />
        </div>
      )}
    </div>
  );
}
