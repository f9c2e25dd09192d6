// Transform: crop, rotate, flip, straighten, resize and expand canvas, each in its own section that a deep
// link (create/crop, create/rotate …) opens and focuses.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import { numberParam, stringParam } from '../../../lib/shared/editor/params';
import { useEditor, useSlice } from '../EditorContext';
import { flipAxis, lastGeometryOf, rotateQuarter, setLastGeometry } from '../state/actions';
import { noteToolUse } from '../state/featureUse';
import { FlipHIcon, FlipVIcon, RotateLeftIcon, RotateRightIcon } from '../shell/icons';
import { ContentAwareFill } from '../tools/contentExpand/ContentAwareFill';
import { CropControls } from './CropControls';
import { ResizeControls } from './ResizeControls';
import { formatSigned, Slider } from './Slider';

function ToolSection({ tool, children }: { tool: string; children: ReactNode }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const current = useSlice(editor.ui, (ui) => ui.tool === tool);
  const label = t(operationSpec(tool)?.labelKey ?? tool);
  return (
    <section className={`px-ed-section ${current ? 'is-current' : ''}`} data-tool={tool} aria-label={label}>
      <h3 className="px-ed-section__title">{label}</h3>
      {children}
    </section>
  );
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

function ExpandControls() {
  const { t } = useTranslation();
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const [linked, setLinked] = useState(false);
  // The borders' fill: the expand's own colour, or painted from the picture (content-aware, one step).
  const [fill, setFill] = useState<'color' | 'content'>('color');
  if (!doc) return null;
  const last = lastGeometryOf(doc, 'expand');
  const values = Object.fromEntries(SIDES.map((side) => [side, last ? numberParam(last.params, side) : 0])) as Record<(typeof SIDES)[number], number>;
  const color = last ? stringParam(last.params, 'color', '#ffffffff') : '#ffffffff';
  const set = (patch: Partial<typeof values> & { color?: string }, key: string): void => {
    const current = editor.document;
    if (!current) return;
    const existing = lastGeometryOf(current, 'expand');
    const next = { ...values, color, ...patch };
    const empty = SIDES.every((side) => next[side] === 0);
    editor.commit(setLastGeometry(current, existing?.id ?? null, 'expand', empty ? null : next).document, key);
    editor.setUi({ tool: 'expand' });
    noteToolUse('expand');
  };
  return (
    <>
      <label className="px-ed-check">
        <input type="checkbox" checked={linked} onChange={(e) => setLinked(e.currentTarget.checked)} />
        {t('eui_expand_all_sides')}
      </label>
      {SIDES.map((side) => (
        <Slider
          key={side}
          testId={`slider-expand-${side}`}
          label={t(`editor_param_${side}`)}
          value={values[side]}
          min={0}
          max={100}
          step={1}
          neutral={0}
          format={(v) => `${Math.round(v)}%`}
          onChange={(v) => set(linked ? { top: v, right: v, bottom: v, left: v } : { [side]: v }, `expand:${linked ? 'all' : side}`)}
        />
      ))}
      <div className="px-ed-chips px-inpaint-fill" role="radiogroup" aria-label={t('toolInpaint_expand_fill')}>
        {(['color', 'content'] as const).map((kind) => (
          <button key={kind} type="button" role="radio" className="px-ed-chip" aria-checked={fill === kind} data-testid={`expand-fill-${kind}`} onClick={() => setFill(kind)}>
            {t(kind === 'color' ? 'toolInpaint_expand_color' : 'toolInpaint_expand_content')}
          </button>
        ))}
      </div>
      {fill === 'color' ? (
        <label className="px-ed-color">
          <span>{t('editor_param_color')}</span>
          <input type="color" value={color.slice(0, 7)} onChange={(e) => set({ color: `${e.currentTarget.value}ff` }, 'expand:color')} onBlur={() => editor.seal()} />
        </label>
      ) : (
        <ContentAwareFill ready={last !== null && SIDES.some((side) => values[side] > 0)} />
      )}
    </>
  );
}

function StraightenControl() {
  const { t } = useTranslation();
  const editor = useEditor();
  const angle = useSlice(editor.history, (h) => {
    const last = h ? lastGeometryOf(h.present, 'straighten') : null;
    return last ? numberParam(last.params, 'angle') : 0;
  });
  return (
    <Slider
      testId="slider-straighten"
      label={t('editor_param_angle')}
      value={angle}
      min={-45}
      max={45}
      step={0.1}
      neutral={0}
      format={(v) => `${formatSigned(v, 1)}°`}
      onChange={(v) => {
        const doc = editor.document;
        if (!doc) return;
        const last = lastGeometryOf(doc, 'straighten');
        editor.commit(setLastGeometry(doc, last?.id ?? null, 'straighten', v === 0 ? null : { angle: v }).document, 'straighten');
        editor.setUi({ tool: 'straighten' });
        noteToolUse('straighten');
      }}
    />
  );
}

export function GeometryPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const edit = (make: (doc: NonNullable<typeof editor.document>) => NonNullable<typeof editor.document>, tool: string): void => {
    const doc = editor.document;
    if (!doc) return;
    editor.seal();
    editor.commit(make(doc));
    editor.seal();
    editor.setUi({ tool });
    noteToolUse(tool);
  };
  return (
    <div className="px-ed-panel__body" data-testid="geometry-panel">
      <ToolSection tool="crop">
        <CropControls />
      </ToolSection>
      <ToolSection tool="rotate">
        <div className="px-ed-pair">
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => edit((d) => rotateQuarter(d, -1), 'rotate')}>
            <RotateLeftIcon size={16} />
            {t('eui_rotate_left')}
          </button>
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => edit((d) => rotateQuarter(d, 1), 'rotate')}>
            <RotateRightIcon size={16} />
            {t('eui_rotate_right')}
          </button>
        </div>
      </ToolSection>
      <ToolSection tool="flip">
        <div className="px-ed-pair">
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => edit((d) => flipAxis(d, 'horizontal'), 'flip')}>
            <FlipHIcon size={16} />
            {t('editor_param_horizontal')}
          </button>
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => edit((d) => flipAxis(d, 'vertical'), 'flip')}>
            <FlipVIcon size={16} />
            {t('editor_param_vertical')}
          </button>
        </div>
      </ToolSection>
      <ToolSection tool="straighten">
        <StraightenControl />
      </ToolSection>
      <ToolSection tool="resize">
        <ResizeControls />
      </ToolSection>
      <ToolSection tool="expand">
        <ExpandControls />
      </ToolSection>
    </div>
  );
}
