import type { KeyboardEvent } from 'react';
import { isSelected, monthGrid, type Bounds, type Iso, type Move, type SelectionMode } from './dates';
import { gridMove } from './keys';
import type { LocaleNames } from './locale';

interface DayGridProps {
  focus: Iso;
  today: Iso;
  selected: readonly Iso[];
  mode: SelectionMode;
  bounds: Bounds;
  names: LocaleNames;
  label: string;
  helpId: string;
  onMove: (how: Move) => void;
  onChoose: (iso: Iso) => void;
}

const cls = (...parts: Array<string | false>) => parts.filter(Boolean).join(' ');

/** The APG date picker grid: one tabbable day (the focused one), arrows move it, Enter/Space choose it. */
export function DayGrid({ focus, today, selected, mode, bounds, names, label, helpId, onMove, onChoose }: DayGridProps) {
  const year = Number(focus.slice(0, 4));
  const month0 = Number(focus.slice(5, 7)) - 1;
  const weeks = monthGrid(year, month0, names.weekStart, bounds);
  const ranged = mode === 'multiple-ranged' && selected.length === 2;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const how = gridMove(event);
    if (how) {
      event.preventDefault();
      onMove(how);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Enter inside the checkout form must not submit it.
      event.preventDefault();
      onChoose(focus);
    }
  };

  return (
    <table role="grid" className="calendar__grid" aria-label={label} aria-describedby={helpId} aria-multiselectable={mode === 'single' ? undefined : true} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {names.weekdays.map(([short, full]) => (
            <th key={full} scope="col" abbr={full}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.iso}>
            {week.map((day) => {
              const chosen = isSelected(mode, selected, day.iso);
              return (
                <td
                  key={day.iso}
                  data-date={day.iso}
                  tabIndex={day.iso === focus ? 0 : -1}
                  aria-label={names.longDate(day.iso)}
                  aria-selected={chosen}
                  aria-disabled={day.disabled || undefined}
                  aria-current={day.iso === today ? 'date' : undefined}
                  className={cls(
                    'calendar__day',
                    !day.inMonth && '--outside',
                    chosen && '--selected',
                    ranged && day.iso === selected[0] && '--range-start',
                    ranged && day.iso === selected[1] && '--range-end',
                    ranged && chosen && '--in-range',
                    day.disabled && '--disabled',
                    day.iso === today && '--today',
                  )}
                  onClick={() => !day.disabled && onChoose(day.iso)}
                >
                  {day.day}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
