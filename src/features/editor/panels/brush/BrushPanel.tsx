// The Retouch panel (issue 14, brush engine): the brush tool (dodge, burn, clone, heal, spot heal,
// sharpen, blur, red-eye, paint), its own settings, and the brush's size, hardness, opacity and flow.
// Painting happens on the picture (BrushOverlay). [ and ] change the size while the panel is open.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRUSH_OPERATION_TYPES, BRUSH_SPECS, isBrushOperation, SOURCE_TOOLS, TONE_RANGES, type BrushOperationType } from '../../../../lib/shared/editor/brushCatalogue';
import { paramLabelKey, type NumberParamSpec } from '../../../../lib/shared/editor/catalogue';
import { BRUSH_LIMITS, type BrushSettings } from '../../../../lib/shared/editor/strokes';
import type { OperationParams } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { Slider } from '../Slider';
import { steppedSize, type BrushUi } from './brushState';
import { eraserTarget, startEraser } from './eraser';
import { canSelect } from '../select/selectionActions';

const SPEC = new Map(BRUSH_SPECS.map((s) => [s.type, s]));
const RANGE_KEYS = { shadows: 'brush_range_shadows', midtones: 'brush_range_midtones', highlights: 'brush_range_highlights' } as const;

/** Typing in a field keeps its [ and ]. */
const typing = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== 'range'));

export function BrushPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const brush = useSlice(editor.brush, (b) => b);
  const set = (patch: Partial<BrushUi>): void => editor.brush.set((b) => ({ ...b, ...patch }));
  const setSettings = (patch: Partial<BrushSettings>): void => editor.brush.set((b) => ({ ...b, settings: { ...b.settings, ...patch } }));
  const setParams = (patch: OperationParams): void =>
    editor.brush.set((b) => {
      const params = new Map(b.params);
      params.set(b.tool, { ...(b.params.get(b.tool) ?? {}), ...patch });
      return { ...b, params };
    });

  // A deep link (create/clone…) or the search named a tool: paint with it.
  const uiTool = useSlice(editor.ui, (ui) => ui.tool);
  useEffect(() => {
    if (!uiTool || !isBrushOperation(uiTool)) return;
    const tool = uiTool;
    editor.brush.set((b) => (b.tool === tool ? b : { ...b, tool, picking: false }));
  }, [editor, uiTool]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.key !== '[' && e.key !== ']') || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      editor.brush.set((b) => ({ ...b, settings: { ...b.settings, size: steppedSize(b.settings.size, e.key === ']' ? 1 : -1) } }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  // The eraser paints "hide" strokes into a photo layer's mask (eraser.ts) with this panel's size and hardness.
  const erasing = useSlice(editor.ui, (ui) => ui.maskPaint !== null && !ui.maskPaint.reveal);
  const canErase = useSlice(editor.history, (h) => eraserTarget(h?.present ?? null, null) !== null);
  // Masks are painted on the picture as it is before crop, rotation, flip and resize (as selections are).
  const beforeGeometry = useSlice(editor.history, (h) => h !== null && canSelect(h.present));
  const { size, hardness } = brush.settings;
  useEffect(() => {
    if (erasing) editor.setUi((ui) => (ui.maskPaint ? { maskPaint: { ...ui.maskPaint, size, hardness } } : {}));
  }, [editor, erasing, size, hardness]);

  const own = brush.params.get(brush.tool) ?? {};
  const spec = SPEC.get(brush.tool);
  const numberSpec = (name: string): NumberParamSpec | null => {
    const p = spec?.params[name];
    return p?.kind === 'number' ? p : null;
  };
  const strength = numberSpec('strength');
  const exposure = numberSpec('exposure');

  return (
    <div className="px-ed-panel__body px-ed-brush" data-testid="retouch-panel">
      <div className="px-ed-chips" role="radiogroup" aria-label={t('brush_tools')}>
        {BRUSH_OPERATION_TYPES.map((type: BrushOperationType) => (
          <button key={type} type="button" role="radio" className="px-ed-chip" aria-checked={brush.tool === type && !erasing} data-testid={`brush-tool-${type}`} onClick={() => {
              set({ tool: type, picking: false });
              editor.setUi({ tool: type, maskPaint: null });
            }}>
            {t(SPEC.get(type)?.labelKey ?? type)}
          </button>
        ))}
      </div>
      <div className="px-ed-brush__field">
        <button
          type="button"
          className="px-btn px-btn--secondary px-btn--small"
          aria-pressed={erasing}
          aria-describedby="px-brush-eraser-hint"
          disabled={!erasing && !(canErase && beforeGeometry)}
          data-testid="brush-eraser"
          onClick={() => {
            if (erasing) editor.setUi({ maskPaint: null });
            else startEraser(editor, brush.settings);
          }}
        >
          {t('brush_eraser')}
        </button>
        <p id="px-brush-eraser-hint" className="px-ed-muted" data-testid="brush-eraser-hint">
          {erasing ? t('brush_eraser_on') : !canErase ? t('brush_eraser_none') : beforeGeometry ? t('brush_eraser_hint') : t('masks_geometry_hint', { ns: 'editorMasks' })}
        </p>
      </div>

      <section className="px-ed-section is-current" data-tool={brush.tool} aria-label={t(spec?.labelKey ?? brush.tool)}>
        {(brush.tool === 'dodge' || brush.tool === 'burn') && (
          <div className="px-ed-brush__field">
            <span id="px-brush-range">{t(paramLabelKey('range'))}</span>
            <div className="px-ed-toggles" role="radiogroup" aria-labelledby="px-brush-range">
              {TONE_RANGES.map((range) => (
                <button key={range} type="button" role="radio" className="px-ed-toggle" aria-checked={own.range === range} onClick={() => setParams({ range })}>
                  {t(RANGE_KEYS[range])}
                </button>
              ))}
            </div>
          </div>
        )}
        {exposure && <Slider label={t(paramLabelKey('exposure'))} value={Number(own.exposure ?? exposure.default)} min={exposure.min} max={exposure.max} step={exposure.step} onChange={(v) => setParams({ exposure: v })} testId="brush-exposure" />}
        {strength && <Slider label={t(paramLabelKey('strength'))} value={Number(own.strength ?? strength.default)} min={strength.min} max={strength.max} step={strength.step} onChange={(v) => setParams({ strength: v })} testId="brush-strength" />}
        {brush.tool === 'paint' && (
          <label className="px-ed-brush__field">
            <span>{t(paramLabelKey('color'))}</span>
            <input type="color" value={String(own.color ?? '#ffffffff').slice(0, 7)} onChange={(e) => setParams({ color: `${e.currentTarget.value}ff` })} data-testid="brush-color" />
          </label>
        )}
        {SOURCE_TOOLS.has(brush.tool) && (
          <div className="px-ed-brush__source">
            <p role="status" data-testid="brush-source-status">
              {brush.picking ? t('brush_source_picking') : brush.offset ? t('brush_source_set', { dx: brush.offset.dx, dy: brush.offset.dy }) : brush.source ? t('brush_source_set', { dx: 0, dy: 0 }) : t('brush_source_none')}
            </p>
            <button type="button" className="px-btn px-btn--secondary px-btn--small" aria-pressed={brush.picking} data-testid="brush-set-source" onClick={() => set({ picking: !brush.picking })}>
              {brush.picking ? t('brush_cancel_source') : t('brush_set_source')}
            </button>
          </div>
        )}
      </section>

      <section className="px-ed-section" aria-label={t('brush_settings')}>
        <Slider label={t('brush_size')} value={brush.settings.size} min={BRUSH_LIMITS.size[0]} max={BRUSH_LIMITS.size[1]} step={1} onChange={(v) => setSettings({ size: v })} format={(v) => `${v} px`} testId="brush-size" />
        <Slider label={t('brush_hardness')} value={Math.round(brush.settings.hardness * 100)} min={0} max={100} step={1} onChange={(v) => setSettings({ hardness: v / 100 })} format={(v) => `${v} %`} />
        <Slider label={t('brush_opacity')} value={Math.round(brush.settings.opacity * 100)} min={1} max={100} step={1} onChange={(v) => setSettings({ opacity: v / 100 })} format={(v) => `${v} %`} />
        <Slider label={t('brush_flow')} value={Math.round(brush.settings.flow * 100)} min={1} max={100} step={1} onChange={(v) => setSettings({ flow: v / 100 })} format={(v) => `${v} %`} />
      </section>
    </div>
  );
}
