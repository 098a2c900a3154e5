// The phone's full-screen search as a modal dialog: while it is open the box
// holding the search is role=dialog aria-modal with a name from the texts and the page behind is inert,
// so a screen reader's swipe cannot reach what it covers; closing puts everything back.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { stubReducedMotion } from '../../fixtures/reduced-motion';
import { dialogBox, openModal } from './use-fullscreen';
import { fakeTimers, form, input, loadHeader, mount, options, press, setupSearchPage, shown, store, type, wait, tapInput } from '../../fixtures/live-search-page';
import { untilCalled } from '../../fixtures/until';

setupSearchPage();

const block = () => form().querySelector<HTMLElement>('.menu_search__block')!;
const byId = (id: string) => document.getElementById(id)!;
const inert = (el: Element) => (el as HTMLElement).inert === true;
const closeButton = () => screen.getByRole('button', { name: 'Zamknij wyszukiwarkę' });

function expectClosed(): void {
  expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  for (const name of ['role', 'aria-modal', 'aria-label']) expect(block().hasAttribute(name)).toBe(false);
  // The form stays the server's search landmark throughout.
  expect(form().getAttribute('role')).toBe('search');
  expect(form().getAttribute('aria-label')).toBe('Wyszukiwarka produktów');
}

describe('live-search: the full-screen search is a modal dialog (view 1)', () => {
  it('while open: the search box is a named modal dialog holding the close button and status, the page behind inert; Escape puts it all back', async () => {
    await mount({ view: 1 });
    tapInput();
    expect(document.documentElement.classList.contains('--search-open')).toBe(true);
    const box = block();
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Wyszukiwarka');
    expect(screen.getByRole('dialog', { name: 'Wyszukiwarka' })).toBe(box);
    // The form itself may not be a dialog (ARIA in HTML): its role stays search.
    expect(form().getAttribute('role')).toBe('search');
    // Everything the shopper uses in it is inside the dialog.
    for (const el of [input(), closeButton(), form().querySelector('.menu_search__submit')!, form().querySelector('.menu_search__status')!, form().querySelector('[role=listbox]')!]) {
      expect(box.contains(el)).toBe(true);
    }
    // The path to it stays usable; every sibling along it is inert.
    for (const el of [box, form(), document.querySelector('header')!, byId('container')]) expect(inert(el)).toBe(false);
    for (const el of [byId('content'), byId('logo'), byId('menu_top'), byId('menu_skip'), form().querySelector('a.menu_search__mobile')!]) expect(inert(el)).toBe(true);
    expect(document.querySelectorAll('[inert]').length).toBeGreaterThan(5);

    // The focus trap is as before.
    act(() => closeButton().focus());
    expect(press('Tab')).toBe(false);
    expect(document.activeElement).toBe(input());

    press('Escape');
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expectClosed();
    expect(document.activeElement).toBe(input());
    // Open again: the same again.
    act(() => input().click());
    expect(block().getAttribute('role')).toBe('dialog');
    expect(inert(byId('content'))).toBe(true);
  });

  it('with results: the first Escape closes the list (still modal), the second the search', async () => {
    await mount({ view: 1 });
    tapInput();
    fakeTimers();
    await type('sukien');
    await wait(500);
    vi.useRealTimers();
    await shown();
    expect(options().every((o) => block().contains(o))).toBe(true);
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(block().getAttribute('role')).toBe('dialog');
    expect(inert(byId('content'))).toBe(true);
    press('Escape');
    expectClosed();
  });

  it('the close button, and focus goes back to the theme’s search icon (no longer inert) when it shows one', async () => {
    loadHeader(undefined, { icon: true });
    await mount({ view: 1 });
    tapInput();
    const link = form().querySelector<HTMLAnchorElement>('a.menu_search__mobile')!;
    expect(inert(link)).toBe(true);
    act(() => closeButton().click());
    expectClosed();
    expect(document.activeElement).toBe(link);
  });

  it('keeps the theme’s own inert elements inert and a visible cookie banner usable', async () => {
    loadHeader((h) => h);
    byId('content').insertAdjacentHTML('beforeend', '<div id="theirs" inert>x</div>');
    document.body.insertAdjacentHTML('beforeend', '<div id="menu_notice"><button type="button">OK</button></div>');
    await mount({ view: 1 });
    tapInput();
    expect(inert(byId('content'))).toBe(true);
    expect(inert(byId('menu_notice'))).toBe(false);
    press('Escape');
    expect(inert(byId('content'))).toBe(false);
    expect(inert(byId('theirs'))).toBe(true);
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  });

  it('a wider view ends it and puts everything back; tablets and desktops never get it', async () => {
    await mount({ view: 1 });
    tapInput();
    expect(inert(byId('content'))).toBe(true);
    act(() => store().view.setLevel(3));
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expectClosed();
    act(() => input().blur());
    act(() => input().focus());
    expectClosed();
  });

  it('is named from the texts: English', async () => {
    await mount({ view: 1, language: 'en' });
    tapInput();
    expect(block().getAttribute('aria-label')).toBe('Search');
  });
});

describe('dialogBox and openModal', () => {
  it('the dialog is the container unless it is a form; then the form’s child holding the input', () => {
    document.body.innerHTML = '<div id="c"><form><div id="b"><p><input id="i"></p></div></form></div><form id="f"><div id="fb"><input id="j"></div></form><form id="g"><input id="k"></form>';
    const i = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(dialogBox(byId('c'), i('i')).id).toBe('c');
    expect(dialogBox(byId('f'), i('j')).id).toBe('fb');
    expect(dialogBox(byId('g'), i('k')).id).toBe('g');
  });

  it('a form gets no dialog role (not allowed on a form), but the page behind is inert; the box’s own name comes back', () => {
    document.body.innerHTML = '<main id="m"></main><form id="g" role="search" aria-label="Szukaj"><input></form><div id="b" aria-labelledby="m"></div>';
    const end = openModal(byId('g'), 'Wyszukiwarka');
    expect(byId('g').getAttribute('role')).toBe('search');
    expect(inert(byId('m'))).toBe(true);
    end();
    end();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    const close = openModal(byId('b'), 'Wyszukiwarka');
    expect([byId('b').getAttribute('role'), byId('b').getAttribute('aria-label'), byId('b').getAttribute('aria-labelledby')]).toEqual(['dialog', 'Wyszukiwarka', null]);
    close();
    expect([byId('b').getAttribute('role'), byId('b').getAttribute('aria-label'), byId('b').getAttribute('aria-labelledby')]).toEqual([null, null, 'm']);
  });
});

describe('live-search and reduced motion', () => {
  it.each([
    [true, 'instant'],
    [false, 'auto'],
  ] as const)('reduce %s: the active option scrolls into view with behavior %s', async (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await mount({ view: 3 });
    fakeTimers();
    await type('sukien');
    await wait(500);
    vi.useRealTimers();
    await shown();
    press('ArrowDown');
    await untilCalled(scroll, (opts) => typeof opts === 'object' && opts.block === 'nearest' && opts.behavior === behavior);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior });
  });
});
