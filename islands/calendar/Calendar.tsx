import { useCallback, useMemo, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { formatText } from '../../core/texts';
import { findInput, type CalendarConfig } from './config';
import { localeNames } from './locale';
import { useCalendarTexts } from './texts';
import { formatValue, parseValue, type CalendarValue } from './value';
import { Dialog } from './Dialog';
import { CALENDAR_CSS } from './styles';
import { useUid } from '../../core/ui/use-uid';
import { nonceProp } from '../../core/dom/page-nonce';

/** The field's name for the opener's label: its <label>, else its fieldset's legend. */
function fieldName(input: HTMLInputElement): string {
  const label = input.labels?.[0]?.textContent ?? input.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim();
}

/** Sets the form's own input as typing would, so validators and theme code hear about it. */
function writeInput(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const sameValue = (a: CalendarValue, b: CalendarValue) =>
  a.dates.join() === b.dates.join() && a.time?.hour === b.time?.hour && a.time?.minute === b.time?.minute;

/**
 * A button next to the form's own input opens the date picker dialog. The chosen value is written into that
 * input (so it posts natively) only when the shopper changed something in the calendar: a value typed by hand
 * is read when the dialog opens and is never cleared by opening, cancelling or confirming unchanged.
 */
export function Calendar({ config, container }: IslandProps<CalendarConfig>) {
  const [input] = useState(() => findInput(container, config.input));
  const t = useCalendarTexts(config.language);
  const names = useMemo(() => localeNames(config.language), [config.language]);
  const [initial, setInitial] = useState<CalendarValue | null>(null);
  const [shown, setShown] = useState(() => input?.value ?? '');
  const opener = useRef<HTMLButtonElement>(null);
  const statusId = useUid();

  const close = useCallback((returnFocus: boolean) => {
    setInitial(null);
    if (returnFocus) opener.current?.focus();
  }, []);

  if (!input) return null;
  const field = fieldName(input);
  // A hidden input shows nothing, so the chosen value is shown (and read out) next to the button.
  const hidden = input.type === 'hidden';

  const open = () => {
    if (initial) return close(false);
    setShown(input.value);
    setInitial(parseValue(input.value, config.mode, config.time, config.bounds));
  };
  const commit = (value: CalendarValue) => {
    if (initial && !sameValue(initial, value)) {
      const next = formatValue(config.mode, value.dates, value.time, config.time);
      writeInput(input, next);
      setShown(next);
    }
    close(true);
  };

  return (
    <div className="calendar" style={{ position: 'relative' }}>
      <style nonce={nonceProp()}>{CALENDAR_CSS}</style>
      <button
        ref={opener}
        type="button"
        className="calendar__open"
        aria-haspopup="dialog"
        aria-expanded={Boolean(initial)}
        aria-describedby={hidden ? statusId : undefined}
        onClick={open}
      >
        {field ? formatText(t.openFor, { field }) : t.open}
      </button>
      {hidden && (
        <span id={statusId} className="calendar__value">
          {shown ? formatText(t.selected, { value: shown }) : t.none}
        </span>
      )}
      {initial && <Dialog config={config} names={names} t={t} initial={initial} onCommit={commit} onCancel={close} />}
    </div>
  );
}
