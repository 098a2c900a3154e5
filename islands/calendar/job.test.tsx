import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ensureStore } from '../../core/mount/store-init';
import { mountProductIslands } from '../../fixtures/product-page';
import calendarJob from './job';
import { checkoutForm } from '../../fixtures/calendar-page';

// The calendar's load job: the opener, built at load as plain DOM, stands in for the island's until
// the island wakes; the island takes its place (with its focus, and a press it got) in one commit.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T10:00:00'));
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => vi.useRealTimers());

const BIRTH = '#birthdate_calendar';
const DELIVERY = '.cop_delivery__datepicker';
const box = (sel: string) => document.querySelector<HTMLElement>(sel)!;
const store = () => ensureStore({ pageType: 'place-order', view: { view: () => 3, onViewChange: () => () => {} } });

/** The checkout form as the server sends it, its two calendar containers waiting as the bootstrap leaves them. */
function writeCheckoutPage(edit: (html: string) => string = (h) => h) {
  document.documentElement.lang = 'pl';
  document.body.innerHTML = `<div id="container" class="place-order_page"><main id="content">${edit(checkoutForm())}</main></div>`;
  for (const sel of [BIRTH, DELIVERY]) box(sel).setAttribute('data-storefront-calendar', 'waiting');
}
const run = (sel: string, wake = vi.fn()) => ({ wake, stop: calendarJob(box(sel), { pageType: 'place-order', view: () => 3, wake }) });

describe('the calendar load job', () => {
  it('builds the opener the island will render: its words, a button that says it opens a dialog, the hidden field’s value beside it', async () => {
    writeCheckoutPage();
    await store();
    run(BIRTH);
    run(DELIVERY);
    const birth = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    expect(birth.closest(BIRTH)).not.toBeNull();
    expect(birth.className).toBe('calendar__open');
    expect(birth.parentElement!.className).toBe('calendar');
    expect(birth.getAttribute('type')).toBe('button');
    expect(birth.getAttribute('aria-haspopup')).toBe('dialog');
    expect(birth.getAttribute('aria-expanded')).toBe('false');
    expect(birth.hasAttribute('aria-describedby')).toBe(false);
    const delivery = screen.getByRole('button', { name: 'Wybierz datę: Termin dostawy' });
    const value = document.getElementById(delivery.getAttribute('aria-describedby')!)!;
    expect(value.className).toBe('calendar__value');
    expect(value.textContent).toBe('Nie wybrano daty');
    expect(value.parentElement).toBe(delivery.parentElement);
  });

  it('speaks the calendar’s own language (data-calendar-language) and shows a value the hidden field already holds', async () => {
    writeCheckoutPage((h) =>
      h
        .replace('<div class="cop_delivery__datepicker vanilla-calendar">', '<div class="cop_delivery__datepicker vanilla-calendar" data-calendar-language="en">')
        .replace('name="calendar_select_date" value=""', 'name="calendar_select_date" value="2026-06-02"'),
    );
    await store();
    run(DELIVERY);
    const delivery = screen.getByRole('button', { name: 'Choose date: Termin dostawy' });
    expect(document.getElementById(delivery.getAttribute('aria-describedby')!)!.textContent).toBe('Selected: 2026-06-02');
  });

  it('waits for the page’s texts (the store), and builds nothing once the island woke meanwhile', async () => {
    writeCheckoutPage();
    run(BIRTH);
    run(DELIVERY);
    expect(document.querySelector('.calendar')).toBeNull();
    box(DELIVERY).setAttribute('data-storefront-calendar', 'loading');
    await store();
    expect(box(BIRTH).querySelectorAll('.calendar')).toHaveLength(1);
    expect(box(DELIVERY).querySelector('.calendar')).toBeNull();
  });

  it('leaves a calendar alone when it is not waiting, or has no input to write to (the island says why when it wakes)', async () => {
    const errors = vi.spyOn(console, 'error');
    writeCheckoutPage((h) => h.replace('<div id="birthdate_calendar" class="vanilla-calendar">', '<div id="birthdate_calendar" class="vanilla-calendar" data-calendar-input="#nowhere">'));
    box(DELIVERY).setAttribute('data-storefront-calendar', 'mounted');
    await store();
    expect(run(BIRTH).stop).toBeUndefined();
    expect(run(DELIVERY).stop).toBeUndefined();
    expect(document.querySelector('.calendar')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a press wakes the island and is remembered for it; stopping takes the stand-in away (the container as the server sent it)', async () => {
    writeCheckoutPage();
    await store();
    const { wake, stop } = run(BIRTH);
    const opener = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    fireEvent.click(opener);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(opener.parentElement!.hasAttribute('data-storefront-pressed')).toBe(true);
    (stop as () => void)();
    expect(box(BIRTH).innerHTML).toBe('');
  });
});

describe('the island takes the stand-in’s place', () => {
  it('one opener per calendar, the focus kept, and a press made before it woke opens the dialog', async () => {
    writeCheckoutPage();
    await store();
    run(BIRTH);
    run(DELIVERY);
    // The bootstrap (mountProductIslands) claims the containers afresh and wakes them at once (no IntersectionObserver).
    for (const sel of [BIRTH, DELIVERY]) box(sel).removeAttribute('data-storefront-calendar');
    const standIn = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    act(() => standIn.focus());
    fireEvent.click(standIn);
    await mountProductIslands(['calendar']);
    expect(document.querySelector('[data-storefront-stand-in]')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Wybierz datę:/ })).toHaveLength(2);
    const opener = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    expect(opener).not.toBe(standIn);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Wybór daty' })).not.toBeNull();
    // The delivery calendar's stand-in had neither focus nor a press: replaced, closed.
    expect(screen.getByRole('button', { name: 'Wybierz datę: Termin dostawy' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a press on the stand-in that an island around it held (the form validator, loading) and gives back after the stand-in went opens the dialog', async () => {
    writeCheckoutPage();
    await store();
    run(BIRTH);
    for (const sel of [BIRTH, DELIVERY]) box(sel).removeAttribute('data-storefront-calendar');
    const standIn = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    await mountProductIslands(['calendar']);
    expect(standIn.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    // As core/mount/triggers/interaction.ts gives back a held click on an element that has left the page.
    act(() => void document.getElementById('cop_form')!.dispatchEvent(new CustomEvent('storefront:replay-click', { detail: standIn, bubbles: true })));
    expect(screen.getByRole('dialog', { name: 'Wybór daty' })).not.toBeNull();
    // Another element's replay is not this calendar's.
    act(() => void document.getElementById('cop_form')!.dispatchEvent(new CustomEvent('storefront:replay-click', { detail: document.createElement('button'), bubbles: true })));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('keeps the focus on the opener when the stand-in had it and was not pressed', async () => {
    writeCheckoutPage();
    await store();
    run(BIRTH);
    for (const sel of [BIRTH, DELIVERY]) box(sel).removeAttribute('data-storefront-calendar');
    act(() => screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' }).focus());
    await mountProductIslands(['calendar']);
    const opener = screen.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
