// A text area with a "used / max" counter (subscription-navigation §2 "Other widgets", §5): the counter is
// announced politely as it changes, the rows follow the maximum, and typing stops at the maximum.
import { useId, useMemo, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { counterMax, newlinesCountDouble, textAreaRows, usedCharacters } from './textCounter';
import './widgets.css';

export interface CountedTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength' | 'rows'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** maxlength; 500 when not given. */
  max?: number;
  /** Class names for the text area itself (the outer element takes className). */
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function CountedTextArea({ label, value, onChange, max, className, fieldClassName, id, ref, ...rest }: CountedTextAreaProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const fieldId = id ?? ownId;
  const limit = counterMax(max);
  const doubled = useMemo(() => newlinesCountDouble(), []);
  const used = usedCharacters(value, limit, doubled);
  return (
    <div className={`px-counted ${className ?? ''}`}>
      <label className="px-counted__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={fieldId}
        className={`px-input px-counted__field ${fieldClassName ?? ''}`}
        value={value}
        maxLength={limit}
        rows={textAreaRows(limit)}
        aria-describedby={`${fieldId}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${fieldId}-count`} className={`px-counted__count ${used >= limit ? 'is-full' : ''}`} aria-live="polite" data-testid="text-counter">
        {t('widgets_counter', { used: String(used), max: String(limit) })}
      </span>
    </div>
  );
}
