import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { unmountAll } from '../../core/mount/runtime';
import { birthAttrs, mountCalendars } from '../../fixtures/calendar-page';

// "Today" is 2026-05-20 (a Wednesday); only Date is faked, so React and waitFor run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T10:00:00'));
});
afterEach(() => vi.useRealTimers());

const birthInput = () => document.getElementById('birth_date') as HTMLInputElement;
const deliveryInput = () => document.querySelector<HTMLInputElement>('input.cop_delivery__calendar_input')!;
const birthOpener = () => screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
const deliveryOpener = () => screen.getByRole('button', { name: 'Wybierz datę: Termin dostawy' });
const dialog = () => screen.getByRole('dialog', { name: 'Wybór daty' });
const grid = () => within(dialog()).getByRole('grid');
const cell = (iso: string) => dialog().querySelector<HTMLElement>(`td[data-date="${iso}"]`)!;
const focused = () => (document.activeElement as HTMLElement).getAttribute('data-date');
const key = (k: string, opts: { shiftKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key: k, ...opts });
/** Types into a field the island renders as a browser does: input events as it is typed, then change (a change alone never reaches preact/compat’s onChange, which listens to input). */
const typeInto = (field: HTMLElement, value: string) => {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
};
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
const deliveryAttrs = (attrs: string) => (html: string) =>
  html.replace('<div class="cop_delivery__datepicker vanilla-calendar">', `<div class="cop_delivery__datepicker vanilla-calendar" ${attrs}>`);

describe('<Calendar> on the place-order sample', () => {
  it('adds an opener next to each calendar and leaves the server inputs as they were', async () => {
    await mountCalendars();
    expect(birthOpener().getAttribute('aria-haspopup')).toBe('dialog');
    expect(birthOpener().getAttribute('aria-expanded')).toBe('false');
    expect(deliveryOpener().closest('.cop_delivery__datepicker')).not.toBeNull();
    // The hidden delivery input shows nothing, so the choice is shown next to its button.
    expect(deliveryOpener().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(deliveryOpener().getAttribute('aria-describedby')!)!.textContent).toBe('Nie wybrano daty');
    expect(birthInput().type).toBe('text');
    expect(birthInput().value).toBe('');
    expect(deliveryInput().value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a modal dialog on today, Monday first, in Polish', async () => {
    await mountCalendars();
    fireEvent.click(birthOpener());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(birthOpener().getAttribute('aria-expanded')).toBe('true');
    expect(grid().getAttribute('aria-label')).toBe('Maj 2026');
    expect(focused()).toBe('2026-05-20');
    expect(cell('2026-05-20').getAttribute('tabindex')).toBe('0');
    expect(cell('2026-05-20').getAttribute('aria-current')).toBe('date');
    expect(cell('2026-05-20').getAttribute('aria-label')).toBe('środa, 20 maja 2026');
    const heads = within(grid()).getAllByRole('columnheader');
    expect(heads.map((h) => h.getAttribute('abbr'))).toEqual(['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela']);
    // May 2026 starts on a Friday: the first row begins with Monday 27 April.
    expect(grid().querySelector('tbody td')!.getAttribute('data-date')).toBe('2026-04-27');
    expect(cell('2026-04-27').classList.contains('--outside')).toBe(true);
    expect(grid().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('moves by day, week, month and year from the typed date, chooses with Enter and gives focus back', async () => {
    await mountCalendars();
    fireEvent.change(birthInput(), { target: { value: '1990-04-23' } });
    const heard = vi.fn();
    birthInput().addEventListener('change', heard);
    fireEvent.click(birthOpener());
    expect(focused()).toBe('1990-04-23');
    expect(cell('1990-04-23').getAttribute('aria-selected')).toBe('true');
    key('ArrowRight');
    expect(focused()).toBe('1990-04-24');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(focused()).toBe('1990-04-22');
    key('ArrowDown');
    expect(focused()).toBe('1990-04-29');
    key('ArrowUp');
    expect(focused()).toBe('1990-04-22');
    key('PageDown');
    expect(focused()).toBe('1990-05-22');
    expect(grid().getAttribute('aria-label')).toBe('Maj 1990');
    key('PageUp');
    key('PageUp');
    expect(focused()).toBe('1990-03-22');
    key('PageDown', { shiftKey: true });
    expect(focused()).toBe('1991-03-22');
    key('PageUp', { shiftKey: true });
    key('PageUp', { shiftKey: true });
    expect(focused()).toBe('1989-03-22'); // a Wednesday
    key('Home');
    expect(focused()).toBe('1989-03-20');
    key('End');
    expect(focused()).toBe('1989-03-26');
    const enter = fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(enter).toBe(false); // never submits the checkout form
    expect(birthInput().value).toBe('1989-03-26');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(birthOpener());
  });

  it('never clears what was typed: an unreadable value stays through open, cancel and an unchanged OK', async () => {
    await mountCalendars();
    fireEvent.change(birthInput(), { target: { value: '23.04.1990' } });
    fireEvent.click(birthOpener());
    expect(focused()).toBe('2026-05-20');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(birthOpener());
    expect(birthInput().value).toBe('23.04.1990');
    fireEvent.click(birthOpener());
    fireEvent.click(button('Anuluj'));
    expect(birthInput().value).toBe('23.04.1990');
    fireEvent.click(birthOpener());
    fireEvent.click(button('Zatwierdź'));
    expect(birthInput().value).toBe('23.04.1990');
    expect(document.activeElement).toBe(birthOpener());
  });

  it('disables the days after the birth-date calendar’s default maximum (today)', async () => {
    await mountCalendars();
    fireEvent.click(birthOpener());
    expect(cell('2026-05-21').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-05-20').hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(cell('2026-05-21'));
    expect(birthInput().value).toBe('');
    key('ArrowRight');
    expect(focused()).toBe('2026-05-20'); // clamped
    expect(button('Następny miesiąc').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Następny miesiąc'));
    expect(grid().getAttribute('aria-label')).toBe('Maj 2026');
  });

  it('honours data-calendar-min and -max', async () => {
    await mountCalendars(birthAttrs('data-calendar-min="2026-05-10" data-calendar-max="2026-06-05"'));
    fireEvent.click(birthOpener());
    expect(cell('2026-05-09').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-05-10').hasAttribute('aria-disabled')).toBe(false);
    key('PageUp');
    expect(focused()).toBe('2026-05-10');
    key('PageDown');
    key('PageDown');
    expect(focused()).toBe('2026-06-05');
    expect(cell('2026-06-06').getAttribute('aria-disabled')).toBe('true');
  });

  it('a click on a day of the adjacent month changes the month', async () => {
    await mountCalendars(deliveryAttrs('data-calendar-mode="multiple"'));
    fireEvent.click(deliveryOpener());
    fireEvent.click(cell('2026-04-28'));
    expect(grid().getAttribute('aria-label')).toBe('Kwiecień 2026');
    expect(cell('2026-04-28').classList.contains('--outside')).toBe(false);
    expect(cell('2026-04-28').getAttribute('aria-selected')).toBe('true');
    expect(focused()).toBe('2026-04-28');
    fireEvent.click(cell('2026-05-01')); // trailing day of April's grid
    expect(grid().getAttribute('aria-label')).toBe('Maj 2026');
  });

  it('multiple: days toggle, OK writes them comma-separated into the hidden input', async () => {
    await mountCalendars(deliveryAttrs('data-calendar-mode="multiple"'));
    fireEvent.click(deliveryOpener());
    expect(grid().getAttribute('aria-multiselectable')).toBe('true');
    key('ArrowRight');
    key('Enter');
    key('ArrowRight');
    key('ArrowRight');
    key(' ');
    key('ArrowRight');
    key('Enter');
    key('Enter'); // toggles 2026-05-24 off again
    expect(dialog()).toBeTruthy();
    expect(cell('2026-05-21').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-05-23').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-05-24').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(button('Zatwierdź'));
    expect(deliveryInput().value).toBe('2026-05-21,2026-05-23');
    expect(document.getElementById(deliveryOpener().getAttribute('aria-describedby')!)!.textContent).toBe('Wybrano: 2026-05-21,2026-05-23');
    expect(document.activeElement).toBe(deliveryOpener());
    // Reopened, it shows what the input holds.
    fireEvent.click(deliveryOpener());
    expect(focused()).toBe('2026-05-21');
    expect(cell('2026-05-23').getAttribute('aria-selected')).toBe('true');
  });

  it('multiple-ranged: two picks make an ordered range, shown and written as from – to', async () => {
    await mountCalendars(deliveryAttrs('data-calendar-mode="multiple-ranged"'));
    fireEvent.click(deliveryOpener());
    fireEvent.click(cell('2026-05-25'));
    fireEvent.click(cell('2026-05-22'));
    for (const d of ['2026-05-22', '2026-05-23', '2026-05-24', '2026-05-25']) expect(cell(d).getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-05-26').getAttribute('aria-selected')).toBe('false');
    expect(cell('2026-05-22').classList.contains('--range-start')).toBe(true);
    expect(cell('2026-05-25').classList.contains('--range-end')).toBe(true);
    fireEvent.click(button('Zatwierdź'));
    expect(deliveryInput().value).toBe('2026-05-22 – 2026-05-25');
  });

  it('24 h time: hours 0–23 and minutes 0–59, an invalid entry reverts on blur', async () => {
    await mountCalendars(deliveryAttrs('data-calendar-time="24"'));
    fireEvent.click(deliveryOpener());
    key('ArrowRight');
    key('Enter'); // with time on, Enter selects and the dialog stays
    expect(cell('2026-05-21').getAttribute('aria-selected')).toBe('true');
    const hour = within(dialog()).getByRole('spinbutton', { name: 'Godzina' });
    const minute = within(dialog()).getByRole('spinbutton', { name: 'Minuty' });
    expect(hour.getAttribute('min')).toBe('0');
    expect(hour.getAttribute('max')).toBe('23');
    expect(hour.getAttribute('step')).toBe('1');
    typeInto(hour, '24');
    fireEvent.blur(hour);
    expect((hour as HTMLInputElement).value).toBe('12');
    typeInto(hour, '0');
    fireEvent.blur(hour);
    expect((hour as HTMLInputElement).value).toBe('0');
    typeInto(minute, '75');
    fireEvent.blur(minute);
    expect((minute as HTMLInputElement).value).toBe('00');
    typeInto(minute, '45');
    expect(fireEvent.keyDown(minute, { key: 'Enter' })).toBe(false); // commits, never submits the form
    expect((minute as HTMLInputElement).value).toBe('45');
    fireEvent.click(button('Zatwierdź'));
    expect(deliveryInput().value).toBe('2026-05-21 00:45');
  });

  it('12 h time: hours 1–12 with AM/PM', async () => {
    await mountCalendars(deliveryAttrs('data-calendar-time="12"'));
    fireEvent.click(deliveryOpener());
    key('Enter');
    const hour = within(dialog()).getByRole('spinbutton', { name: 'Godzina' });
    expect(hour.getAttribute('min')).toBe('1');
    expect(hour.getAttribute('max')).toBe('12');
    for (const bad of ['0', '13', '']) {
      typeInto(hour, bad);
      fireEvent.blur(hour);
      expect((hour as HTMLInputElement).value).toBe('12');
    }
    typeInto(hour, '3');
    fireEvent.blur(hour);
    const period = within(dialog()).getByRole('combobox', { name: 'Pora dnia' });
    expect((period as HTMLSelectElement).value).toBe('PM');
    fireEvent.change(period, { target: { value: 'AM' } });
    fireEvent.click(button('Zatwierdź'));
    expect(deliveryInput().value).toBe('2026-05-20 03:00 AM');
  });

  it('switches to the month list and the 15-year list and back', async () => {
    await mountCalendars();
    fireEvent.change(birthInput(), { target: { value: '2020-03-15' } });
    fireEvent.click(birthOpener());
    fireEvent.click(button('Wybierz miesiąc, teraz Marzec'));
    const months = within(dialog()).getByRole('group', { name: 'Miesiące' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(document.activeElement!.textContent).toBe('Marzec');
    expect(document.activeElement!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(months).getByRole('button', { name: 'Lipiec' }));
    expect(grid().getAttribute('aria-label')).toBe('Lipiec 2020');
    expect(focused()).toBe('2020-07-15');

    fireEvent.click(button('Wybierz rok, teraz 2020'));
    const years = within(dialog()).getByRole('group', { name: 'Lata' });
    const list = within(years).getAllByRole('button');
    expect(list.map((b) => b.textContent)).toEqual(Array.from({ length: 15 }, (_, i) => String(2013 + i)));
    // After today's year (the birth date's maximum) years are disabled.
    expect(list.filter((b) => (b as HTMLButtonElement).disabled).map((b) => b.textContent)).toEqual(['2027']);
    expect(document.activeElement!.textContent).toBe('2020');
    fireEvent.click(button('Wcześniejsze lata'));
    expect(within(years).getAllByRole('button')[0]!.textContent).toBe('1998');
    fireEvent.click(within(years).getByRole('button', { name: '2001' }));
    // A year leads to its months, then to the days.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Lipiec' }));
    expect(grid().getAttribute('aria-label')).toBe('Lipiec 2001');
    fireEvent.click(button('Dziś'));
    expect(focused()).toBe('2026-05-20');
  });

  it('keeps focus in the dialog: Tab from the last control goes to the first and back', async () => {
    await mountCalendars();
    fireEvent.click(birthOpener());
    const ok = button('Zatwierdź');
    const first = button('Poprzedni rok');
    ok.focus();
    expect(fireEvent.keyDown(ok, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(ok);
    // In between Tab is the browser's own.
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  });

  it('on a 320 px window the dialog is moved into it and narrowed, and follows a resize (WCAG 1.4.10)', async () => {
    await mountCalendars();
    let windowWidth = 320;
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => windowWidth);
    // happy-dom has no layout: the dialog starts at the field, 42 px in, 304 px wide (the stylesheet's max).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.classList.contains('calendar__dialog') ? { left: 42, width: Math.min(320, windowWidth - 16) } : { left: 0, width: 0 }) as DOMRect;
    });
    fireEvent.click(birthOpener());
    expect(dialog().style.maxWidth).toBe('304px');
    expect(dialog().style.getPropertyValue('translate')).toBe('-34px 0');
    // The month and year buttons share the header's middle, which may wrap, between the arrows.
    const header = dialog().querySelector('.calendar__header')!;
    expect(Array.from(header.children, (c) => c.className)).toEqual([
      'calendar__prev-year', 'calendar__prev-month', 'calendar__title', 'calendar__next-month', 'calendar__next-year',
    ]);
    expect(within(header.querySelector<HTMLElement>('.calendar__title')!).getAllByRole('button').map((b) => b.className)).toEqual([
      'calendar__month-button', 'calendar__year-button',
    ]);
    windowWidth = 1024;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(dialog().style.maxWidth).toBe('1008px');
    expect(dialog().style.getPropertyValue('translate')).toBe('');
    vi.restoreAllMocks();
  });

  it('closes on a press outside without taking focus back', async () => {
    await mountCalendars();
    fireEvent.click(birthOpener());
    fireEvent.pointerDown(birthInput());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).not.toBe(birthOpener());
  });

  it('speaks English on an English page, Sunday first', async () => {
    await mountCalendars(undefined, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Choose date: Data urodzenia' }));
    const d = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(d).getByRole('grid').getAttribute('aria-label')).toBe('May 2026');
    expect(within(d).getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('Sunday');
    expect(within(d).getByRole('button', { name: 'Previous month' })).toBeTruthy();
  });

  it('data-calendar-language overrides the page language', async () => {
    await mountCalendars(birthAttrs('data-calendar-language="en"'));
    fireEvent.click(screen.getByRole('button', { name: 'Choose date: Data urodzenia' }));
    const d = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(d).getByRole('grid').getAttribute('aria-label')).toBe('May 2026');
    // The delivery calendar on the same page stays Polish.
    expect(deliveryOpener()).toBeTruthy();
  });

  it('reports bad options naming the island, attribute and value, and uses the defaults', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountCalendars(
      deliveryAttrs('data-calendar-mode="weekly" data-calendar-time="36" data-calendar-min="2026-02-30" data-calendar-language="de" data-calendar-minute-step="0"'),
    );
    const messages = error.mock.calls.map((c) => String(c[0]));
    expect(messages).toContain('[storefront:calendar] data-calendar-mode="weekly" is not one of single, multiple, multiple-ranged; using single');
    expect(messages).toContain('[storefront:calendar] data-calendar-time="36" is not one of off, 12, 24; using off');
    expect(messages).toContain('[storefront:calendar] data-calendar-min="2026-02-30" is not a date written YYYY-MM-DD (or today); using 1970-01-01');
    expect(messages).toContain('[storefront:calendar] data-calendar-language="de" is not one of pl, en; using pl');
    expect(messages.some((m) => m.startsWith('[storefront:calendar] data-calendar-minute-step="0"'))).toBe(true);
    // Still a working single-date calendar.
    fireEvent.click(deliveryOpener());
    key('Enter');
    expect(deliveryInput().value).toBe('2026-05-20');
  });

  it('a minimum after the maximum falls back to both defaults', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountCalendars(deliveryAttrs('data-calendar-min="2030-01-01" data-calendar-max="2020-01-01"'));
    expect(error.mock.calls.map((c) => String(c[0]))).toContain(
      '[storefront:calendar] data-calendar-min="2030-01-01" is after data-calendar-max="2020-01-01"; using 1970-01-01 – 2470-12-31',
    );
    fireEvent.click(deliveryOpener());
    expect(focused()).toBe('2026-05-20');
  });

  it('an input that is not there: a message, no opener, the field as the server sent it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountCalendars(birthAttrs('data-calendar-input="#no_such_input"'));
    expect(error.mock.calls.map((c) => String(c[0]))).toContain(
      '[storefront:calendar] data-calendar-input="#no_such_input" matches no input; the calendar is not shown and the field stays as the server sent it',
    );
    expect(screen.queryByRole('button', { name: /Data urodzenia/ })).toBeNull();
    expect(deliveryOpener()).toBeTruthy();
  });

  it('writes to the input named by data-calendar-input', async () => {
    await mountCalendars((html) =>
      birthAttrs('data-calendar-input="#other_date"')(html).replace('<div id="birthdate_calendar"', '<input id="other_date" name="other_date" value="2026-05-01"><div id="birthdate_calendar"'),
    );
    // No label of its own: the opener is named after the fieldset.
    fireEvent.click(within(document.getElementById('birthdate_calendar')!).getByRole('button', { name: /^Wybierz datę: / }));
    expect(focused()).toBe('2026-05-01');
    key('ArrowRight');
    key('Enter');
    expect((document.getElementById('other_date') as HTMLInputElement).value).toBe('2026-05-02');
    expect(birthInput().value).toBe('');
  });

  it('takes its texts from the page’s overrides', async () => {
    await mountCalendars((html) => `<script type="application/json" id="storefront-texts">{"calendar.openFor": "Kalendarz – {field}"}</script>${html}`);
    expect(screen.getByRole('button', { name: 'Kalendarz – Data urodzenia' })).toBeTruthy();
  });

  it('unmounts cleanly: the opener goes, what was chosen stays in the input', async () => {
    await mountCalendars();
    fireEvent.click(birthOpener());
    act(() => unmountAll());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Wybierz datę/ })).toBeNull();
    expect(document.getElementById('birthdate_calendar')!.innerHTML).toBe('');
  });
});
