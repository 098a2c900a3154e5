import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { resolveTexts } from '../../core/texts/define';
import { useShop } from '../../core/store/react';
import { REPLAY_EVENT } from '../../core/mount/counterpart';
import { findInput, type CalendarConfig } from './config';
import { localeNames } from './locale';
import { openerText, PRESSED_ATTR, standInOf, valueText } from './opener';
import { texts, type CalendarTexts } from './texts';
import { formatValue, parseValue, type CalendarValue } from './value';
import { DatePicker } from './DatePicker';
import { CALENDAR_CSS } from './styles';
import { useUid } from '../../core/ui/use-uid';
import { nonceProp } from '../../core/dom/page-nonce';

/** The texts in the calendar's own language (data-calendar-language may differ from the page's), with page overrides. */
function useCalendarTexts(language: string): CalendarTexts {
  const overrides = useShop((s) => s.page.textOverrides);
  return useMemo(() => resolveTexts(texts, { language, overrides }), [language, overrides]);
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
 * The opener takes the place of the load job's stand-in (job.ts) in the same commit, with its focus, and a
 * press the stand-in got before the island woke opens the dialog.
 */
export function Calendar({ config, container }: IslandProps<CalendarConfig>) {
  const [input] = useState(() => findInput(container, config.input));
  const t = useCalendarTexts(config.language);
  const names = useMemo(() => localeNames(config.language), [config.language]);
  // The load job's stand-in (job.ts), read once; a press it got before the island woke opens the dialog at once.
  const [standIn] = useState(() => standInOf(container));
  const [pressed] = useState(() => Boolean(input && standIn?.hasAttribute(PRESSED_ATTR)));
  const [initial, setInitial] = useState<CalendarValue | null>(() => (pressed && input ? parseValue(input.value, config.mode, config.time, config.bounds) : null));
  const [shown, setShown] = useState(() => input?.value ?? '');
  const opener = useRef<HTMLButtonElement>(null);
  const statusId = useUid();

  const close = useCallback((returnFocus: boolean) => {
    setInitial(null);
    if (returnFocus) opener.current?.focus();
  }, []);

  // Before paint: the stand-in goes as the opener comes, so nothing on the page moves; its focus comes along.
  useLayoutEffect(() => {
    if (!standIn) return;
    const doc = standIn.ownerDocument;
    const hadFocus = standIn.contains(doc.activeElement);
    standIn.remove();
    // A press opened the dialog, which holds the focus now.
    if (hadFocus && !pressed) opener.current?.focus({ preventScroll: true });
    // A press on the stand-in that an island around it held while it loaded (the form validator wakes on the
    // same press) is given back once the stand-in has gone: it is a press on this opener.
    const replay = (e: Event) => {
      const held = (e as CustomEvent<unknown>).detail;
      if (held instanceof Node && standIn.contains(held)) opener.current?.click();
    };
    doc.addEventListener(REPLAY_EVENT, replay);
    return () => doc.removeEventListener(REPLAY_EVENT, replay);
  }, [standIn, pressed]);

  if (!input) return null;
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
        {openerText(t, input)}
      </button>
      {hidden && (
        <span id={statusId} className="calendar__value">
          {valueText(t, shown)}
        </span>
      )}
      {initial && <DatePicker config={config} names={names} t={t} initial={initial} onCommit={commit} onCancel={close} />}
    </div>
  );
}
