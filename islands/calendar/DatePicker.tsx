import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { formatText } from '../../core/texts';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { clamp, inBounds, monthList, move, pick, toIso, withMonth, yearList, YEAR_GRID, YEAR_SIDE, type Iso, type Move } from './dates';
import { DEFAULT_TIME, type Time } from './time';
import { useModalKeys } from '../../core/ui/use-modal-keys';
import { placeInWindow } from './place';
import { DayGrid } from './DayGrid';
import { TimeFields } from './TimeFields';
import type { CalendarConfig } from './config';
import type { LocaleNames } from './locale';
import type { CalendarTexts } from './texts';
import type { CalendarValue } from './value';
import { useUid } from '../../core/ui/use-uid';

export interface DatePickerProps {
  config: CalendarConfig;
  names: LocaleNames;
  t: CalendarTexts;
  /** What the input held when the dialog opened. */
  initial: CalendarValue;
  onCommit: (value: CalendarValue) => void;
  /** Closed without choosing; `returnFocus` false when the shopper clicked elsewhere. */
  onCancel: (returnFocus: boolean) => void;
}

type View = 'days' | 'months' | 'years';


const Chevron = ({ dir, double }: { dir: 'left' | 'right'; double?: boolean }) => (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
    <path
      d={dir === 'left' ? (double ? 'M8 3 3 8l5 5M13 3 8 8l5 5' : 'M10 3 5 8l5 5') : double ? 'M3 3l5 5-5 5M8 3l5 5-5 5' : 'M6 3l5 5-5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

interface NavProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  className: string;
}
// aria-disabled, not disabled: a button focus is on must not drop focus out of the dialog when it ends the range.
const Nav = ({ label, disabled, onClick, children, className }: NavProps) => (
  <button type="button" className={className} aria-label={label} aria-disabled={disabled || undefined} onClick={() => !disabled && onClick()}>
    {children}
  </button>
);

/**
 * The APG date picker dialog: day grid, month list and year list, optional time, Cancel and OK. It is the
 * input's popup, not the page's modal (core/ui/Dialog): beside its input, the page not made inert, a press
 * outside closes it at once. Its keys are the modal's (core/ui/use-modal-keys).
 */
export function DatePicker({ config, names, t, initial, onCommit, onCancel }: DatePickerProps) {
  const { mode, bounds } = config;
  const today = toIso(dayjs());
  const [selected, setSelected] = useState<Iso[]>(initial.dates);
  const [time, setTime] = useState<Time>(initial.time ?? DEFAULT_TIME);
  const [focus, setFocus] = useState<Iso>(() => clamp(initial.dates[0] ?? today, bounds));
  const [view, setView] = useState<View>('days');
  const [yearCenter, setYearCenter] = useState(() => Number(focus.slice(0, 4)));
  const [focusRequest, setFocusRequest] = useState<string | null>('grid');
  const root = useRef<HTMLDivElement>(null);
  const helpId = useUid();

  const year = Number(focus.slice(0, 4));
  const month0 = Number(focus.slice(5, 7)) - 1;
  const minYear = Number(bounds.min.slice(0, 4));
  const maxYear = Number(bounds.max.slice(0, 4));
  const monthLabel = `${names.months[month0]} ${year}`;
  const immediate = mode === 'single' && config.time === 'off';

  // After a render that moved the focused day or switched views, focus follows (roving tabindex).
  useLayoutEffect(() => {
    if (!focusRequest || !root.current) return;
    const target =
      focusRequest === 'grid'
        ? root.current.querySelector<HTMLElement>(`td[data-date="${focus}"]`)
        : root.current.querySelector<HTMLElement>(focusRequest);
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest, focus]);

  // Inside the window however narrow (WCAG 1.4.10), and again when the window changes size.
  useLayoutEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const place = () => placeInWindow(dialog);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  // A press outside closes without choosing (focus stays where the shopper put it).
  useLayoutEffect(() => {
    const onDown = (event: PointerEvent) => {
      const opener = root.current?.parentElement;
      if (event.target instanceof Node && opener && !opener.contains(event.target)) onCancel(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [onCancel]);

  const commit = (dates: Iso[]) => onCommit({ dates, time: config.time === 'off' ? null : time });

  const choose = (iso: Iso) => {
    if (!inBounds(iso, bounds)) return;
    const next = pick(mode, selected, iso);
    if (immediate) return commit(next);
    setSelected(next);
    // A day of the adjacent month brings its month into view.
    setFocus(iso);
    setFocusRequest('grid');
  };
  const moveBy = (how: Move) => {
    setFocus(move(focus, how, names.weekStart, bounds));
    setFocusRequest('grid');
  };
  const step = (how: Move) => setFocus(move(focus, how, names.weekStart, bounds));
  const showMonths = () => {
    setView('months');
    setFocusRequest(`[data-month="${month0}"]`);
  };
  const showYears = () => {
    setYearCenter(year);
    setView('years');
    setFocusRequest(`[data-year="${year}"]`);
  };
  const chooseMonth = (m: number) => {
    setFocus(withMonth(focus, year, m, bounds));
    setView('days');
    setFocusRequest('grid');
  };
  const chooseYear = (y: number) => {
    const next = withMonth(focus, y, month0, bounds);
    setFocus(next);
    setView('months');
    setFocusRequest(`[data-month="${Number(next.slice(5, 7)) - 1}"]`);
  };
  const toToday = () => {
    setFocus(clamp(today, bounds));
    setView('days');
    setFocusRequest('grid');
  };

  useModalKeys(root, () => onCancel(true), { keepEscape: true });

  const monthButton = (
    <button type="button" className="calendar__month-button" aria-label={formatText(t.chooseMonth, { month: names.months[month0]! })} onClick={showMonths}>
      {names.months[month0]}
    </button>
  );
  const yearButton = (
    <button type="button" className="calendar__year-button" aria-label={formatText(t.chooseYear, { year })} onClick={showYears}>
      {year}
    </button>
  );
  const prevYear = (
    <Nav className="calendar__prev-year" label={t.prevYear} disabled={year <= minYear} onClick={() => step('prevYear')}>
      <Chevron dir="left" double />
    </Nav>
  );
  const nextYear = (
    <Nav className="calendar__next-year" label={t.nextYear} disabled={year >= maxYear} onClick={() => step('nextYear')}>
      <Chevron dir="right" double />
    </Nav>
  );

  return (
    <div ref={root} role="dialog" aria-modal="true" aria-label={t.dialog} className={`calendar__dialog --${view}`}>
      <div style={VISUALLY_HIDDEN} aria-live="polite">
        {monthLabel}
      </div>
      {view === 'days' && (
        <>
          <div className="calendar__header">
            {prevYear}
            <Nav className="calendar__prev-month" label={t.prevMonth} disabled={focus.slice(0, 7) <= bounds.min.slice(0, 7)} onClick={() => step('prevMonth')}>
              <Chevron dir="left" />
            </Nav>
            <span className="calendar__title">
              {monthButton}
              {yearButton}
            </span>
            <Nav className="calendar__next-month" label={t.nextMonth} disabled={focus.slice(0, 7) >= bounds.max.slice(0, 7)} onClick={() => step('nextMonth')}>
              <Chevron dir="right" />
            </Nav>
            {nextYear}
          </div>
          <DayGrid focus={focus} today={today} selected={selected} mode={mode} bounds={bounds} names={names} label={monthLabel} helpId={helpId} onMove={moveBy} onChoose={choose} />
          <p id={helpId} className="calendar__help">
            {t.help}
          </p>
        </>
      )}
      {view === 'months' && (
        <>
          <div className="calendar__header">
            {prevYear}
            <span className="calendar__title">{yearButton}</span>
            {nextYear}
          </div>
          <div role="group" aria-label={t.months} className="calendar__months">
            {monthList(year, bounds).map(({ value, disabled }) => (
              <button key={value} type="button" data-month={value} aria-current={value === month0 || undefined} disabled={disabled} onClick={() => chooseMonth(value)}>
                {names.months[value]}
              </button>
            ))}
          </div>
        </>
      )}
      {view === 'years' && (
        <>
          <div className="calendar__header">
            <Nav className="calendar__prev-years" label={t.prevYears} disabled={yearCenter - YEAR_SIDE <= minYear} onClick={() => setYearCenter(yearCenter - YEAR_GRID)}>
              <Chevron dir="left" double />
            </Nav>
            <Nav className="calendar__next-years" label={t.nextYears} disabled={yearCenter + YEAR_SIDE >= maxYear} onClick={() => setYearCenter(yearCenter + YEAR_GRID)}>
              <Chevron dir="right" double />
            </Nav>
          </div>
          <div role="group" aria-label={t.years} className="calendar__years">
            {yearList(yearCenter, bounds).map(({ value, disabled }) => (
              <button key={value} type="button" data-year={value} aria-current={value === year || undefined} disabled={disabled} onClick={() => chooseYear(value)}>
                {value}
              </button>
            ))}
          </div>
        </>
      )}
      {config.time !== 'off' && (
        <TimeFields time={time} format={config.time} hourStep={config.hourStep} minuteStep={config.minuteStep} t={t} onChange={setTime} />
      )}
      <div className="calendar__footer">
        <button type="button" className="calendar__today" onClick={toToday}>
          {t.today}
        </button>
        <button type="button" className="calendar__cancel" onClick={() => onCancel(true)}>
          {t.cancel}
        </button>
        <button type="button" className="calendar__ok" onClick={() => commit(selected)}>
          {t.ok}
        </button>
      </div>
    </div>
  );
}
