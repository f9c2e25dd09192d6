// Text: add a text, pick one, type it, choose font, size, colour, style and alignment, opacity and angle.
// Moving, resizing and turning happen on the canvas (canvas/TextOverlay.tsx); everything here is also
// reachable by keyboard.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addTextLayer, removeLayer, updateLayer, type LayerPatch } from '../../../lib/shared/editor/edits';
import { fontFamilyCss } from '../../../lib/shared/editor/fonts';
import { TEXT_ALIGN_LABEL_KEYS, TEXT_CONTROL_LABEL_KEYS as K } from '../../../lib/shared/editor/tools';
import { DOCUMENT_LIMITS, TEXT_ALIGNS, type TextAlign, type TextLayer } from '../../../lib/shared/editor/types';
import { CountedTextArea } from '../../../app/ui/CountedTextArea';
import { useEditor, useSlice } from '../EditorContext';
import { noteToolUse } from '../state/featureUse';
import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, PlusIcon, TrashIcon } from '../shell/icons';
import { formatSigned, Slider } from './Slider';
import { DesignerTextControls } from './text/DesignerTextControls';
import { FontPicker } from './text/FontPicker';
import { TextStyleControls } from './text/TextStyleControls';

const ALIGN_ICONS: Record<TextAlign, typeof AlignLeftIcon> = { left: AlignLeftIcon, center: AlignCenterIcon, right: AlignRightIcon };

/** Adds a text in the middle of the picture and selects it. */
export function addText(editor: ReturnType<typeof useEditor>, text: string): string | null {
  const doc = editor.document;
  if (!doc) return null;
  editor.seal();
  // Text sits in the coordinates of the edited picture: its middle is the middle of the result.
  const size = editor.pictureSize(doc) ?? doc.canvas;
  const fontSize = Math.max(8, Math.round(Math.min(size.width, size.height) / 8));
  // A design's canvas starts white: its new text is dark (a photo's stays white).
  const color = doc.section === 'designer' ? '#111827ff' : undefined;
  const edited = addTextLayer(doc, { text, fontSize, color, transform: { x: size.width / 2, y: size.height / 2, scaleX: 1, scaleY: 1, rotation: 0 } });
  editor.commit(edited.document);
  editor.seal();
  editor.setUi({ selectedLayerId: edited.id, tool: 'text', category: 'text' });
  noteToolUse('text-editor');
  return edited.id;
}

function TextSettings({ layer }: { layer: TextLayer }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const area = useRef<HTMLTextAreaElement>(null);
  const focusWanted = useSlice(editor.textFocus, (id) => id === layer.id);
  const designer = useSlice(editor.history, (h) => h?.present.section === 'designer');
  useEffect(() => {
    if (!focusWanted) return;
    editor.textFocus.set(null);
    area.current?.focus();
    area.current?.select();
  }, [focusWanted, editor]);
  const patch = (p: LayerPatch, key: string): void => {
    const doc = editor.document;
    if (!doc) return;
    editor.commit(updateLayer(doc, layer.id, p), `text:${layer.id}:${key}`);
  };
  const step = (p: LayerPatch): void => {
    editor.seal();
    patch(p, 'step');
    editor.seal();
  };
  return (
    <div className="px-ed-text" data-testid="text-settings">
      <CountedTextArea
        ref={area}
        className="px-field"
        fieldClassName="px-ed-text__area"
        label={t(K.edit)}
        value={layer.text}
        max={DOCUMENT_LIMITS.maxTextLength}
        data-testid="text-input"
        onChange={(text) => patch({ text }, 'text')}
        onBlur={() => editor.seal()}
      />
      <div className="px-field">
        <span>{t(K.font)}</span>
        <FontPicker value={layer.fontFamily} onChange={(fontFamily) => step({ fontFamily })} />
      </div>
      <div className="px-ed-row">
        <label className="px-field px-ed-size">
          <span>{t(K.size)}</span>
          <input className="px-input" type="number" min={4} max={1000} value={Math.round(layer.fontSize)} data-testid="text-size" onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (Number.isFinite(n) && n >= 4 && n <= 1000) patch({ fontSize: n }, 'size');
          }} onBlur={() => editor.seal()} />
        </label>
      </div>
      <div className="px-ed-row">
        <label className="px-ed-color">
          <span>{t(K.color)}</span>
          <input type="color" value={layer.color.slice(0, 7)} data-testid="text-color" onChange={(e) => patch({ color: `${e.currentTarget.value}${layer.color.slice(7, 9) || 'ff'}` }, 'color')} onBlur={() => editor.seal()} />
        </label>
        <div className="px-ed-toggles">
          <button type="button" className="px-ed-toggle" aria-pressed={layer.bold} onClick={() => step({ bold: !layer.bold })} title={t(K.bold)}>
            <b aria-hidden="true">B</b>
            <span className="px-visually-hidden">{t(K.bold)}</span>
          </button>
          <button type="button" className="px-ed-toggle" aria-pressed={layer.italic} onClick={() => step({ italic: !layer.italic })} title={t(K.italic)}>
            <i aria-hidden="true">I</i>
            <span className="px-visually-hidden">{t(K.italic)}</span>
          </button>
        </div>
        <div className="px-ed-toggles" role="radiogroup" aria-label={t(K.align)}>
          {TEXT_ALIGNS.map((align) => {
            const Icon = ALIGN_ICONS[align];
            return (
              <button key={align} type="button" role="radio" className="px-ed-toggle" aria-checked={layer.align === align} aria-label={t(TEXT_ALIGN_LABEL_KEYS[align])} title={t(TEXT_ALIGN_LABEL_KEYS[align])} onClick={() => step({ align })}>
                <Icon size={16} />
              </button>
            );
          })}
        </div>
      </div>
      <Slider label={t(K.size)} testId="text-size-slider" value={Math.min(400, layer.fontSize)} min={4} max={400} step={1} onChange={(v) => patch({ fontSize: v }, 'size')} />
      <Slider label={t(K.opacity)} value={Math.round(layer.opacity * 100)} min={0} max={100} step={1} neutral={100} format={(v) => `${v}%`} onChange={(v) => patch({ opacity: v / 100 }, 'opacity')} />
      <Slider
        label={t(K.rotation)}
        testId="text-rotation"
        value={Math.round(layer.transform.rotation)}
        min={-180}
        max={180}
        step={1}
        neutral={0}
        format={(v) => `${formatSigned(v)}°`}
        onChange={(v) => patch({ transform: { ...layer.transform, rotation: v } }, 'rotation')}
      />
      {designer && <DesignerTextControls layer={layer} />}
      <TextStyleControls layer={layer} patch={patch} step={step} seal={() => editor.seal()} />
      <button
        type="button"
        className="px-btn px-btn--ghost px-btn--small"
        data-testid="text-delete"
        onClick={() => {
          const doc = editor.document;
          if (!doc) return;
          editor.seal();
          editor.commit(removeLayer(doc, layer.id));
          editor.setUi({ selectedLayerId: null });
        }}
      >
        <TrashIcon size={16} />
        {t(K.delete)}
      </button>
    </div>
  );
}

export function TextPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const texts = useSlice(editor.history, (h) => h?.present.layers ?? null);
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const layers = (texts ?? []).filter((l): l is TextLayer => l.kind === 'text');
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  return (
    <div className="px-ed-panel__body" data-testid="text-panel">
      <div data-tool="text" className="px-ed-panel__wide">
        <button
          type="button"
          className="px-btn px-ed-panel__wide"
          data-testid="text-add"
          onClick={() => {
            const id = addText(editor, t(K.placeholder));
            if (id) editor.focusText(id);
          }}
        >
          <PlusIcon size={18} />
          {t(K.add)}
        </button>
      </div>
      {layers.length > 0 && (
        <ul className="px-ed-layers" aria-label={t('eui_texts')}>
          {layers.map((layer) => (
            <li key={layer.id}>
              <button type="button" className={`px-ed-layer ${layer.id === selectedId ? 'is-current' : ''}`} aria-pressed={layer.id === selectedId} onClick={() => editor.setUi({ selectedLayerId: layer.id })}>
                <span style={{ fontFamily: fontFamilyCss(layer.fontFamily) }}>{layer.text.split('\n')[0] || '…'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected ? <TextSettings key={selected.id} layer={selected} /> : <p className="px-ed-hint">{t(layers.length > 0 ? 'eui_text_pick_hint' : 'eui_text_empty_hint')}</p>}
    </div>
  );
}
