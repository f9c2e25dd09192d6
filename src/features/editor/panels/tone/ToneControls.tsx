// Levels, HSL per colour range, colour balance and split toning: a chooser (channel, colour range or tones)
// and the sliders of what it chose. Each slider drag is one undo step (the Slider seals it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationSpec, type NumberParamSpec } from '../../../../lib/shared/editor/catalogue';
import { booleanParam, numberParam } from '../../../../lib/shared/editor/params';
import { BALANCE_AXES, BALANCE_TONES, balanceParam, CURVE_CHANNELS, HSL_CENTRES, HSL_FIELDS, HSL_RANGES, hslParam, LEVELS_FIELDS, levelsParam, type CurveChannel, type HslRange } from '../../../../lib/shared/editor/toneCatalogue';
import { useEditor } from '../../EditorContext';
import { formatSigned, Slider } from '../Slider';
import { ChannelSwitch } from './ChannelSwitch';
import { useToneOp, type ToneOp } from './useToneOp';

function ToneSlider({ type, op, name, label, format }: { type: string; op: ToneOp; name: string; label: string; format?: (v: number) => string }) {
  const spec = operationSpec(type)?.params[name] as NumberParamSpec | undefined;
  if (!spec) return null;
  return (
    <Slider
      testId={`slider-${type}-${name}`}
      label={label}
      value={numberParam(op.params, name, spec.default)}
      min={spec.min}
      max={spec.max}
      step={spec.step}
      neutral={spec.default}
      format={format ?? (spec.min < 0 ? (v) => formatSigned(v) : (v) => String(Math.round(v * 100) / 100))}
      onChange={(v) => op.set({ [name]: v }, name)}
    />
  );
}

export function LevelsControls() {
  const { t } = useTranslation('editorTone');
  const op = useToneOp('levels');
  const [channel, setChannel] = useState<CurveChannel>('rgb');
  return (
    <div className="px-ed-tone-group" data-testid="levels-controls">
      <ChannelSwitch<CurveChannel> value={channel} channels={CURVE_CHANNELS} onChange={setChannel} testId="levels-channel" />
      {LEVELS_FIELDS.map((field) => (
        <ToneSlider key={field} type="levels" op={op} name={levelsParam(channel, field)} label={`${t(`tone_channel_${channel}`)} · ${t(`tone_levels_${field}`)}`} />
      ))}
    </div>
  );
}

const hueColour = (degrees: number): string => `hsl(${degrees} 85% 50%)`;

export function HslControls() {
  const { t } = useTranslation('editorTone');
  const op = useToneOp('hsl');
  const [range, setRange] = useState<HslRange>('red');
  return (
    <div className="px-ed-tone-group" data-testid="hsl-controls">
      <ChannelSwitch<HslRange> value={range} channels={HSL_RANGES} onChange={setRange} testId="hsl-range" labelKey={(r) => `tone_range_${r}`} swatch={(r) => hueColour(HSL_CENTRES[HSL_RANGES.indexOf(r)] ?? 0)} groupLabelKey="tone_range_label" />
      {HSL_FIELDS.map((field) => (
        <ToneSlider key={field} type="hsl" op={op} name={hslParam(range, field)} label={`${t(`tone_range_${range}`)} · ${t(`tone_hsl_${field}`)}`} />
      ))}
    </div>
  );
}

export function BalanceControls() {
  const { t } = useTranslation('editorTone');
  const editor = useEditor();
  const op = useToneOp('color-balance');
  type Tone = (typeof BALANCE_TONES)[number];
  const [tone, setTone] = useState<Tone>('midtones');
  return (
    <div className="px-ed-tone-group" data-testid="balance-controls">
      <ChannelSwitch<Tone> value={tone} channels={BALANCE_TONES} onChange={setTone} testId="balance-tones" labelKey={(v) => `tone_balance_${v}`} />
      {BALANCE_AXES.map((axis) => (
        <ToneSlider key={axis} type="color-balance" op={op} name={balanceParam(tone, axis)} label={`${t(`tone_balance_${tone}`)} · ${t(`tone_balance_${axis}`)}`} />
      ))}
      <label className="px-ed-tone-check">
        <input
          type="checkbox"
          checked={booleanParam(op.params, 'preserveLuminosity')}
          onChange={(e) => {
            editor.seal();
            op.set({ preserveLuminosity: e.currentTarget.checked }, 'preserve');
            editor.seal();
          }}
        />
        {t('tone_preserve')}
      </label>
    </div>
  );
}

export function SplitToningControls() {
  const { t } = useTranslation('editorTone');
  const op = useToneOp('split-toning');
  const degrees = (v: number): string => `${Math.round(v)}°`;
  return (
    <div className="px-ed-tone-group" data-testid="split-controls">
      <ToneSlider type="split-toning" op={op} name="highlightHue" label={`${t('tone_split_highlights')} · ${t('tone_hue')}`} format={degrees} />
      <ToneSlider type="split-toning" op={op} name="highlightSaturation" label={`${t('tone_split_highlights')} · ${t('tone_saturation')}`} />
      <ToneSlider type="split-toning" op={op} name="shadowHue" label={`${t('tone_split_shadows')} · ${t('tone_hue')}`} format={degrees} />
      <ToneSlider type="split-toning" op={op} name="shadowSaturation" label={`${t('tone_split_shadows')} · ${t('tone_saturation')}`} />
      <ToneSlider type="split-toning" op={op} name="balance" label={t('tone_balance')} />
    </div>
  );
}
