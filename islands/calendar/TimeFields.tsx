import { useState, type KeyboardEvent } from 'react';
import {
  MINUTE_RANGE, commitHour, commitMinute, hourRange, periodOf, shownHour, withPeriod, type Period, type Time, type TimeFormat,
} from './time';
import type { CalendarTexts } from './texts';

interface TimeFieldsProps {
  time: Time;
  format: TimeFormat;
  hourStep: number;
  minuteStep: number;
  t: CalendarTexts;
  onChange: (time: Time) => void;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Hour (1–12 with AM/PM, or 0–23) and minute (0–59) fields. What is typed is kept as typed until the field
 * is left (or Enter); then a valid entry is taken and anything else reverts to the previous value.
 */
export function TimeFields({ time, format, hourStep, minuteStep, t, onChange }: TimeFieldsProps) {
  const hours = hourRange(format);
  const [hourDraft, setHourDraft] = useState<string | null>(null);
  const [minuteDraft, setMinuteDraft] = useState<string | null>(null);

  const commit = (field: 'hour' | 'minute') => {
    if (field === 'hour' && hourDraft !== null) onChange(commitHour(hourDraft, time, format, hourStep));
    if (field === 'minute' && minuteDraft !== null) onChange(commitMinute(minuteDraft, time, minuteStep));
    setHourDraft(null);
    setMinuteDraft(null);
  };
  // Enter inside the checkout form would submit it: it commits the field instead.
  const onEnter = (field: 'hour' | 'minute') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(field);
  };

  return (
    <fieldset className="calendar__time">
      <legend>{t.time}</legend>
      <label className="calendar__time-field">
        <span>{t.hour}</span>
        <input
          type="number"
          inputMode="numeric"
          className="calendar__hour"
          min={hours.min}
          max={hours.max}
          step={hourStep}
          value={hourDraft ?? String(shownHour(time, format))}
          onChange={(e) => setHourDraft(e.target.value)}
          onBlur={() => commit('hour')}
          onKeyDown={onEnter('hour')}
        />
      </label>
      <label className="calendar__time-field">
        <span>{t.minute}</span>
        <input
          type="number"
          inputMode="numeric"
          className="calendar__minute"
          min={MINUTE_RANGE.min}
          max={MINUTE_RANGE.max}
          step={minuteStep}
          value={minuteDraft ?? two(time.minute)}
          onChange={(e) => setMinuteDraft(e.target.value)}
          onBlur={() => commit('minute')}
          onKeyDown={onEnter('minute')}
        />
      </label>
      {format === '12' && (
        <label className="calendar__time-field">
          <span>{t.period}</span>
          <select className="calendar__period" value={periodOf(time)} onChange={(e) => onChange(withPeriod(time, e.target.value as Period))}>
            <option value="AM">{t.am}</option>
            <option value="PM">{t.pm}</option>
          </select>
        </label>
      )}
    </fieldset>
  );
}
