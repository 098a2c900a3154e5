import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeTimers, form, input, listbox, loadHeader, mount, options, press, searches, setupSearchPage, shown, store, type, wait, tapInput } from '../../fixtures/live-search-page';
import { untilDom } from '../../fixtures/until';

setupSearchPage();

async function searchFor(text: string, opts: Parameters<typeof mount>[0] = {}) {
  await mount(opts);
  fakeTimers();
  await type(text);
  await wait(500);
  vi.useRealTimers();
  await shown();
}

const activeId = () => input().getAttribute('aria-activedescendant');
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');

describe('live-search: APG combobox keys', () => {
  it('moves with Down/Up (wrapping) and Home/End, one selected option at a time', async () => {
    await searchFor('sukien');
    const all = options();
    expect(activeId()).toBeNull();
    expect(all.every((o) => o.tabIndex === -1)).toBe(true);
    press('ArrowDown');
    expect(activeId()).toBe(all[0]!.id);
    expect(selected()).toEqual([all[0]]);
    expect(all[0]!.classList.contains('--active')).toBe(true);
    press('ArrowDown');
    expect(activeId()).toBe(all[1]!.id);
    press('End');
    expect(activeId()).toBe(all.at(-1)!.id);
    press('ArrowDown');
    expect(activeId()).toBe(all[0]!.id);
    press('ArrowUp');
    expect(activeId()).toBe(all.at(-1)!.id);
    press('Home');
    expect(activeId()).toBe(all[0]!.id);
    expect(selected()).toHaveLength(1);
    expect(document.activeElement).toBe(input());
  });

  it('leaves Home/End to the caret while no option is active', async () => {
    await searchFor('sukien');
    expect(press('Home')).toBe(true); // not prevented
    expect(activeId()).toBeNull();
  });

  it('Enter follows the active option’s link; without one the form submits natively', async () => {
    await searchFor('kaszmir');
    const clicked: string[] = [];
    document.addEventListener('click', (e) => {
      clicked.push((e.target as HTMLAnchorElement).getAttribute('href')!);
      e.preventDefault();
    });
    expect(press('Enter')).toBe(true);
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toBe(false);
    expect(clicked).toEqual([options()[1]!.getAttribute('href')]);
  });

  it('Escape closes, a second Escape clears; Down opens the same results again without a request', async () => {
    await searchFor('kaszmir');
    press('ArrowDown');
    expect(press('Escape')).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(activeId()).toBeNull();
    expect(input().value).toBe('kaszmir');
    press('ArrowDown');
    expect(listbox().hidden).toBe(false);
    expect(activeId()).toBeNull();
    press('Escape');
    press('Escape');
    expect(input().value).toBe('');
    press('ArrowDown');
    expect(listbox().hidden).toBe(true);
    expect(searches).toEqual(['kaszmir']);
  });

  it('closes when focus leaves the form and shows the results again when it comes back', async () => {
    await searchFor('kaszmir');
    document.body.insertAdjacentHTML('beforeend', '<button id="elsewhere">x</button>');
    act(() => document.getElementById('elsewhere')!.focus());
    expect(listbox().hidden).toBe(true);
    expect(form().classList.contains('--focus')).toBe(false);
    act(() => input().focus());
    expect(listbox().hidden).toBe(false);
    expect(form().classList.contains('--focus')).toBe(true);
  });

  it('a press on an option keeps focus in the input', async () => {
    await searchFor('kaszmir');
    expect(fireEvent.mouseDown(options()[0]!)).toBe(false);
  });
});

describe('live-search: full-screen search on phones (view 1)', () => {
  it('focus alone (a Tab into the field) does not open it; typing does (WCAG 3.2.1)', async () => {
    await mount({ view: 1 });
    // mount() focused the input, as a Tab would, and that woke the island.
    expect(document.activeElement).toBe(input());
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    document.body.insertAdjacentHTML('beforeend', '<button id="elsewhere">x</button>');
    act(() => document.getElementById('elsewhere')!.focus());
    act(() => input().focus());
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    fireEvent.input(input(), { target: { value: 's' } });
    expect(document.documentElement.classList.contains('--search-open')).toBe(true);
  });

  it('opens on a tap, traps Tab between the input and the close button, Escape closes it', async () => {
    await mount({ view: 1 });
    tapInput();
    const html = document.documentElement;
    expect(html.classList.contains('--search-open')).toBe(true);
    const close = screen.getByRole('button', { name: 'Zamknij wyszukiwarkę' });
    expect(form().contains(close)).toBe(true);
    act(() => close.focus());
    expect(press('Tab')).toBe(false);
    expect(document.activeElement).toBe(input());
    expect(press('Tab', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);
    act(() => input().focus());
    // Enter submits the form natively.
    expect(press('Enter')).toBe(true);
    press('Escape');
    expect(html.classList.contains('--search-open')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Zamknij wyszukiwarkę' })).toBeNull();
    expect(document.activeElement).toBe(input());
    // A tap on the input opens it again.
    act(() => input().click());
    expect(html.classList.contains('--search-open')).toBe(true);
  });

  it('the close button closes it and gives focus back to the input without reopening', async () => {
    await mount({ view: 1 });
    tapInput();
    const close = screen.getByRole('button', { name: 'Zamknij wyszukiwarkę' });
    act(() => close.focus());
    act(() => close.click());
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('the theme’s search icon opens it, gets focus back on close; results show inside; a wider view ends it', async () => {
    loadHeader(undefined, { icon: true });
    await mount({ view: 1 });
    tapInput();
    const link = form().querySelector<HTMLAnchorElement>('a.menu_search__mobile')!;
    act(() => screen.getByRole('button', { name: 'Zamknij wyszukiwarkę' }).click());
    expect(document.activeElement).toBe(link);
    expect(fireEvent.click(link)).toBe(false);
    expect(document.documentElement.classList.contains('--search-open')).toBe(true);
    expect(document.activeElement).toBe(input());
    fakeTimers();
    await type('kaszmir');
    await wait(500);
    vi.useRealTimers();
    await shown();
    expect(document.documentElement.classList.contains('--results-open')).toBe(true);
    act(() => store().view.setLevel(3));
    await untilDom(() => !document.documentElement.classList.contains('--search-open'));
    expect(screen.queryByRole('button', { name: 'Zamknij wyszukiwarkę' })).toBeNull();
  });

  it('is not used on tablets and desktops', async () => {
    await mount({ view: 2 });
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Zamknij wyszukiwarkę' })).toBeNull();
  });
});
