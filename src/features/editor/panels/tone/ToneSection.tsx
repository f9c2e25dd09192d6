// "Tone & color" in the Adjust panel: the live histogram, then curves, levels, HSL per colour range,
// colour balance and split toning, each behind a disclosure button (opened by its deep link or search).
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { operationSpec } from '../../../../lib/shared/editor/catalogue';
import { TONE_TYPES, type ToneType } from '../../../../lib/shared/editor/toneCatalogue';
import { useEditor, useSlice } from '../../EditorContext';
import { CurvesEditor } from './CurvesEditor';
import { HistogramView } from './HistogramView';
import { BalanceControls, HslControls, LevelsControls, SplitToningControls } from './ToneControls';
import { useHistogram } from './useHistogram';
import './tone.css';

const CONTROLS: Record<ToneType, ComponentType> = {
  curves: CurvesEditor,
  levels: LevelsControls,
  hsl: HslControls,
  'color-balance': BalanceControls,
  'split-toning': SplitToningControls,
};

export function ToneSection() {
  const { t } = useTranslation('editorTone');
  const editor = useEditor();
  const tool = useSlice(editor.ui, (ui) => ui.tool);
  const histogram = useHistogram();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(tool && (TONE_TYPES as readonly string[]).includes(tool) ? [tool] : []));
  return (
    <section className="px-ed-tone" aria-labelledby="px-ed-tone-title" data-testid="tone-section">
      <h3 className="px-ed-section__title" id="px-ed-tone-title">
        {t('tone_section')}
      </h3>
      <HistogramView histogram={histogram} />
      {TONE_TYPES.map((type) => {
        const Controls = CONTROLS[type];
        const expanded = open.has(type) || tool === type;
        const panelId = `px-ed-tone-${type}`;
        return (
          <div key={type} className={`px-ed-adjust ${tool === type ? 'is-current' : ''}`} data-tool={type}>
            <button
              type="button"
              className="px-ed-tone__toggle"
              aria-expanded={expanded}
              aria-controls={panelId}
              data-testid={`tone-open-${type}`}
              onClick={() => {
                const next = new Set(open);
                if (expanded) next.delete(type);
                else next.add(type);
                setOpen(next);
                if (expanded && tool === type) editor.setUi({ tool: null });
              }}
            >
              {t(operationSpec(type)?.labelKey ?? type)}
            </button>
            <div id={panelId} hidden={!expanded}>
              {expanded && <Controls />}
            </div>
          </div>
        );
      })}
    </section>
  );
}
