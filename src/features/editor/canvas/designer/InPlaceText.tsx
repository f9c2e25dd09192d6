// Editing a text where it stands: a textarea laid exactly over the text (its font, size, colour, alignment,
// turn), the engine's drawing of that text hidden meanwhile so the letters are not doubled. Every key
// updates the document under one merge key (one undo step); Enter makes a new line; Escape or a press
// elsewhere ends it. A text left empty is removed, as a Canva user expects.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLayer } from '../../../../lib/shared/editor/edits';
import { deleteLayer } from '../../../../lib/shared/editor/layers';
import { DOCUMENT_LIMITS, type EditorDocument, type TextLayer } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { selectionPatch } from '../../state/selection';
import { toView, type DrawnView } from '../../state/viewMath';

let editCount = 0;

/** The document as the engine should show it while `id` is edited: that text invisible. */
function hiding(doc: EditorDocument, id: string): EditorDocument {
  return { ...doc, layers: doc.layers.map((l) => (l.id === id ? { ...l, opacity: 0 } : l)) };
}

export function InPlaceText({ layer, drawn, onDone }: { layer: TextLayer; drawn: DrawnView; onDone: () => void }) {
  const { t } = useTranslation('designerCanvas');
  const editor = useEditor();
  const box = useSlice(editor.boxes, (b) => b.get(layer.id) ?? null);
  const area = useRef<HTMLTextAreaElement>(null);
  const key = useRef(`designer:text:${layer.id}:${++editCount}`);
  const done = useRef(false);

  const finish = (): void => {
    if (done.current) return;
    done.current = true;
    const doc = editor.document;
    if (doc && area.current && area.current.value.trim() === '') {
      const next = deleteLayer(doc, layer.id);
      if (next !== doc) {
        editor.commit(next, key.current);
        editor.setUi(selectionPatch([]));
      }
    }
    editor.setBrushDraft(null);
    editor.seal();
    onDone();
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useLayoutEffect(() => {
    editor.seal();
    const doc = editor.document;
    if (doc) editor.setBrushDraft(hiding(doc, layer.id));
    const el = area.current;
    if (el) {
      el.focus({ preventScroll: true });
      el.select();
    }
    return () => {
      // Unmounted another way (the document closed, the layer removed): the engine shows it again.
      if (!done.current) editor.setBrushDraft(null);
    };
  }, [editor, layer.id]);

  // A press anywhere outside the field ends the edit (the press then does what it does).
  useEffect(() => {
    const onDown = (e: PointerEvent): void => {
      if (e.target !== area.current) finishRef.current();
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, []);

  const scale = Math.abs(layer.transform.scaleY) * drawn.scale;
  const size = layer.fontSize * scale;
  const lines = layer.text.split('\n');
  const width = Math.max(size, (layer.boxWidth ?? box?.width ?? Math.max(1, ...lines.map((l) => l.length)) * layer.fontSize * 0.6) * Math.abs(layer.transform.scaleX) * drawn.scale) + (layer.boxWidth ? 0 : size);
  const height = Math.max(box?.height ?? 0, lines.length * layer.fontSize * layer.lineHeight) * scale;
  const [cx, cy] = toView(drawn, layer.transform.x, layer.transform.y);

  return (
    <textarea
      ref={area}
      className="px-designer__text"
      data-testid="designer-text-editor"
      aria-label={t('dc_edit_text')}
      defaultValue={layer.text}
      spellCheck
      wrap={layer.boxWidth ? 'soft' : 'off'}
      style={{
        left: cx - width / 2,
        top: cy - height / 2,
        width,
        height,
        transform: `rotate(${layer.transform.rotation}deg)`,
        fontFamily: `"${layer.fontFamily}", sans-serif`,
        fontSize: size,
        fontWeight: layer.bold ? 700 : 400,
        fontStyle: layer.italic ? 'italic' : 'normal',
        lineHeight: layer.lineHeight,
        letterSpacing: `${layer.letterSpacing ?? 0}em`,
        textAlign: layer.align,
        color: layer.color.length === 9 ? layer.color.slice(0, 7) : layer.color,
        whiteSpace: layer.boxWidth ? 'pre-wrap' : 'pre',
      }}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        // The editor's shortcuts (delete, undo, arrows) stay out of the typing.
        e.stopPropagation();
        if (e.key === 'Escape') {
          e.preventDefault();
          finish();
        }
      }}
      onInput={(e) => {
        const doc = editor.document;
        const text = e.currentTarget.value.slice(0, DOCUMENT_LIMITS.maxTextLength);
        if (!doc) return;
        const next = updateLayer(doc, layer.id, { text });
        editor.commit(next, key.current);
        editor.setBrushDraft(hiding(next, layer.id));
      }}
      onBlur={finish}
    />
  );
}
