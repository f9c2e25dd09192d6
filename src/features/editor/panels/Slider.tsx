// A labelled range slider for the editor's panels. While the pointer holds it the preview renders at
// drag resolution (`interactive`); every move is an edit with the slider's merge key, so one drag (or a run
// of arrow-key presses) is one undo step, sealed when the pointer is released or the slider loses focus.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { ResetIcon } from '../shell/icons';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The neutral value (a reset button appears when the value differs). */
  neutral?: number;
  onChange(value: number): void;
  /** Shown next to the label, e.g. "+20" or "1.5 EV". */
  format?: (value: number) => string;
  testId?: string;
  disabled?: boolean;
}

export function formatSigned(value: number, digits = 0): string {
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

export function Slider({ label, value, min, max, step, neutral, onChange, format, testId, disabled }: SliderProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const id = useId();
  const end = (): void => {
    editor.setInteractive(false);
    editor.seal();
  };
  const shown = format ? format(value) : String(Math.round(value * 100) / 100);
  return (
    <div className="px-ed-slider" data-testid={testId}>
      <div className="px-ed-slider__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="px-ed-slider__value" dir="ltr">
          {shown}
        </output>
        {neutral !== undefined && (
          <button
            type="button"
            className="px-ed-icon-btn px-ed-slider__reset"
            aria-label={t('eui_reset_named', { name: label })}
            title={t('eui_reset')}
            disabled={disabled || value === neutral}
            onClick={() => {
              editor.seal();
              onChange(neutral);
              editor.seal();
            }}
          >
            <ResetIcon size={14} />
          </button>
        )}
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        onPointerDown={() => editor.setInteractive(true)}
        onPointerUp={end}
        onPointerCancel={end}
        onBlur={end}
        onDoubleClick={() => {
          if (neutral === undefined) return;
          editor.seal();
          onChange(neutral);
          editor.seal();
        }}
      />
    </div>
  );
}
