// A row of toggle buttons choosing one of a few names (the curve's or levels' channel, the HSL colour
// range, the colour balance's tones); `label` names each by its translation key.
import { useTranslation } from 'react-i18next';

export interface ChannelSwitchProps<T extends string> {
  value: T;
  channels: readonly T[];
  onChange(value: T): void;
  testId: string;
  /** Translation key of a choice; default tone_channel_<name>. */
  labelKey?: (value: T) => string;
  /** A colour swatch beside each choice (CSS colour). */
  swatch?: (value: T) => string;
  groupLabelKey?: string;
}

export function ChannelSwitch<T extends string>({ value, channels, onChange, testId, labelKey, swatch, groupLabelKey = 'tone_channel' }: ChannelSwitchProps<T>) {
  const { t } = useTranslation('editorTone');
  return (
    <div className="px-ed-tone-switch" role="group" aria-label={t(groupLabelKey)} data-testid={testId}>
      {channels.map((c) => (
        <button key={c} type="button" className={`px-ed-tone-switch__btn ${value === c ? 'is-active' : ''}`} aria-pressed={value === c} onClick={() => onChange(c)} data-value={c}>
          {swatch && <span className="px-ed-tone-switch__swatch" style={{ background: swatch(c) }} aria-hidden="true" />}
          <span className={swatch ? 'px-ed-tone-switch__name' : undefined}>{t(labelKey ? labelKey(c) : `tone_channel_${c}`)}</span>
        </button>
      ))}
    </div>
  );
}
