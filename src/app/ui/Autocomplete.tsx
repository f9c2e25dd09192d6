// A text field with suggestions (subscription-navigation §2 "Other widgets", §5, §9): the WAI-ARIA combobox
// pattern with a listbox; the matching is autocompleteRules.ts (fuse.js). Suggestions follow typing after
// 25 ms; arrows move, Enter picks the highlighted one (without one, Enter is left to the form), Escape
// closes; "No results" when nothing matches; a click on a suggestion within 500 ms of the field losing
// focus still counts.
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_BLUR_IGNORE_MS, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, AutocompleteIndex, type AutocompleteMatch, type AutocompleteOption } from './autocompleteRules';
import './widgets.css';

export interface AutocompleteProps<T extends AutocompleteOption> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  value: string;
  onChange: (text: string) => void;
  options: readonly T[];
  onPick: (option: T) => void;
  minChars?: number;
  testId?: string;
}

export function Autocomplete<T extends AutocompleteOption>({ id, value, onChange, options, onPick, minChars = AUTOCOMPLETE_MIN_CHARS, testId, className, onKeyDown, onBlur, onFocus, ...rest }: AutocompleteProps<T>) {
  const { t } = useTranslation();
  const listId = `${id}-list`;
  const optionPrefix = useId();
  const index = useMemo(() => new AutocompleteIndex(options, minChars), [options, minChars]);
  const [matches, setMatches] = useState<AutocompleteMatch<T>[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef(false);

  // Debounced search of what was typed (not of a value set from outside, e.g. the address).
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      const ready = [...value.trim()].length >= minChars;
      setMatches(ready ? index.search(value) : []);
      setActive(-1);
      setOpen(ready);
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, index, minChars]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: T): void => {
    clearTimeout(blurTimer.current);
    typed.current = false;
    close();
    onPick(option);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if ([...value.trim()].length >= minChars) {
          typed.current = true;
          setMatches(index.search(value));
          setOpen(true);
        }
        return;
      }
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : matches.length - 1) : (a + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open && active >= 0 && matches[active]) {
      event.preventDefault();
      pick(matches[active].option);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
    onKeyDown?.(event);
  };

  const showList = open && [...value.trim()].length >= minChars;
  return (
    <div className={`px-ac ${className ?? ''}`}>
      <input
        {...rest}
        id={id}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${optionPrefix}-${active}` : undefined}
        autoComplete="off"
        className="px-input"
        data-testid={testId}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        onKeyDown={keyDown}
        onFocus={(event) => {
          clearTimeout(blurTimer.current);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, AUTOCOMPLETE_BLUR_IGNORE_MS);
          onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" className="px-ac__list" hidden={!showList || matches.length === 0} data-testid={testId ? `${testId}-list` : undefined}>
        {matches.map((match, i) => (
          <li
            key={match.option.value}
            id={`${optionPrefix}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`px-ac__option ${i === active ? 'is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(match.option)}
          >
            {match.option.label}
          </li>
        ))}
      </ul>
      {showList && matches.length === 0 && (
        <p className="px-ac__empty" role="status" data-testid={testId ? `${testId}-empty` : undefined}>
          {t('widgets_no_results')}
        </p>
      )}
    </div>
  );
}
