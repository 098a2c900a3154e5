import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unmountWithin } from '../../core/mount/runtime';
import { FILTERS_OPEN } from './filters';
import { byId, html, loadPage, mount, setView, wakeView } from '../../fixtures/header-page';

const toggler = () => screen.getByRole('button', { name: 'Menu kategorii' });
const search = () => byId('menu_search');
const isSidebarOpen = () => html().classList.contains('sidebar_open');
const inert = (el: Element) => (el as HTMLElement).inert === true;
const BOTH = ['mobile-grid', 'category-menu'];

afterEach(() => html().classList.remove('sidebar_open', FILTERS_OPEN));

describe('category-menu on the phone (view 1): slide-in sidebar', () => {
  it('opens from the toggler: search and focus move in, the page behind is inert; Escape puts it all back', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    const aside = document.querySelector('aside')!;
    // mobile-grid moved the categories into the aside's placeholder.
    expect(aside.contains(byId('menu_navbar'))).toBe(true);
    expect(toggler().getAttribute('aria-expanded')).toBe('false');
    expect(toggler().getAttribute('aria-controls')).toBe('menu_navbar');
    const searchNext = search().nextElementSibling;
    const user = userEvent.setup();
    await user.click(toggler());
    expect(isSidebarOpen()).toBe(true);
    expect(toggler().getAttribute('aria-expanded')).toBe('true');
    expect(search().nextElementSibling).toBe(byId('menu_navbar'));
    expect(document.activeElement).toBe(byId('menu_navbar').querySelector('a.nav-link.--l1'));
    for (const el of [byId('content'), document.querySelector('footer')!, byId('logo'), byId('menu_top')]) expect(inert(el)).toBe(true);
    for (const el of [aside, toggler(), byId('menu_categories'), document.querySelector('header')!, byId('menu_navbar')]) expect(inert(el)).toBe(false);
    // A modal dialog named "Menu" while open; an <aside> may not be one, so a display: contents box in it is.
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.parentElement).toBe(aside);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.display).toBe('contents');
    expect(dialog.contains(byId('menu_navbar'))).toBe(true);
    expect(aside.hasAttribute('role')).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(byId('menu_navbar').closest('aside')).toBe(aside);
    expect(aside.querySelector('[data-sidebar-dialog]')).toBeNull();
    expect(isSidebarOpen()).toBe(false);
    expect(toggler().getAttribute('aria-expanded')).toBe('false');
    expect(search().parentElement!.tagName).toBe('HEADER');
    expect(search().nextElementSibling).toBe(searchNext);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(toggler());
  });

  it('the toggler closes it again, returning focus to itself', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    const user = userEvent.setup();
    await user.click(toggler());
    await user.click(toggler());
    expect(isSidebarOpen()).toBe(false);
    expect(document.activeElement).toBe(toggler());
  });

  it('a click on the content or the footer closes it and restores the search box; one inside does not', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    await userEvent.click(toggler());
    fireEvent.click(byId('menu_navbar').querySelector('.nav-link-wrapper')!);
    expect(isSidebarOpen()).toBe(true);
    fireEvent.click(byId('content_link'));
    expect(isSidebarOpen()).toBe(false);
    expect(search().parentElement!.tagName).toBe('HEADER');
    await userEvent.click(toggler());
    fireEvent.click(document.querySelector('footer')!);
    expect(isSidebarOpen()).toBe(false);
  });

  it('nested submenus open with their expand buttons and close with the back link (a button: Enter or Space)', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    const user = userEvent.setup();
    await user.click(toggler());
    const women = screen.getByRole('button', { name: 'Odzież damska, Menu' });
    await user.click(women);
    const li = women.closest('li')!;
    expect(li.classList.contains('nav-open')).toBe(true);
    expect(women.getAttribute('aria-expanded')).toBe('true');
    const back = li.querySelector<HTMLElement>(':scope > ul > .nav-header .nav-header__backLink')!;
    expect(back.getAttribute('role')).toBe('button');
    expect(document.activeElement).toBe(back);
    // Third level: the sub-category gets an expand button of its own.
    const dresses = screen.getByRole('button', { name: 'Sukienki, podmenu' });
    await user.click(dresses);
    expect(dresses.closest('li')!.classList.contains('nav-open')).toBe(true);
    await user.keyboard(' ');
    expect(dresses.closest('li')!.classList.contains('nav-open')).toBe(false);
    expect(document.activeElement).toBe(dresses);
    back.focus();
    await user.keyboard('{Enter}');
    expect(li.classList.contains('nav-open')).toBe(false);
    expect(document.activeElement).toBe(women);
    expect(window.location.hash).not.toBe('#backLink');
    // Closing the sidebar closes every submenu.
    await user.click(women);
    await user.keyboard('{Escape}');
    expect(li.classList.contains('nav-open')).toBe(false);
  });

  it('what an open submenu covers is inert: the level-1 list under it, then the submenu under a third level', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    const user = userEvent.setup();
    await user.click(toggler());
    const navbar = byId('menu_navbar');
    const covered = (el: Element) => el.closest('[inert]') !== null;
    const l1 = () => Array.from(navbar.querySelectorAll<HTMLElement>(':scope > ul > li > .nav-link-wrapper > *'));
    expect(l1().some(covered)).toBe(false);
    const women = screen.getByRole('button', { name: 'Odzież damska, Menu' });
    await user.click(women);
    const sub = women.closest('li')!.querySelector<HTMLElement>(':scope > ul')!;
    // Every level-1 link and button (the open one's own too: the panel lies over them) is out of reach.
    expect(l1().length).toBeGreaterThan(10);
    expect(l1().every(covered)).toBe(true);
    expect(covered(sub)).toBe(false);
    expect(Array.from(sub.querySelectorAll('a, button')).some(covered)).toBe(false);
    // The search box sits above the list on the phone, not under the panel.
    expect(covered(byId('menu_search_text'))).toBe(false);
    const dresses = screen.getByRole('button', { name: 'Sukienki, podmenu' });
    await user.click(dresses);
    const subsub = dresses.closest('li')!.querySelector<HTMLElement>(':scope > ul')!;
    expect(covered(screen.getByRole('link', { name: 'Bluzki i koszule' }))).toBe(true);
    expect(covered(sub.querySelector(':scope > .nav-header .nav-header__backLink')!)).toBe(true);
    expect(Array.from(subsub.querySelectorAll('a, button')).some(covered)).toBe(false);
    // Back out: focus returns to each expand button, which is reachable again.
    await user.click(subsub.querySelector<HTMLElement>('.nav-header__backLink')!);
    expect(document.activeElement).toBe(dresses);
    expect(covered(dresses)).toBe(false);
    expect(covered(screen.getByRole('link', { name: 'Bluzki i koszule' }))).toBe(false);
    expect(l1().every(covered)).toBe(true);
    await user.click(sub.querySelector<HTMLElement>(':scope > .nav-header .nav-header__backLink')!);
    expect(document.activeElement).toBe(women);
    expect(navbar.querySelectorAll('[inert]')).toHaveLength(0);
    // Closing the sidebar with a submenu open leaves nothing inert.
    await user.click(women);
    expect(l1().every(covered)).toBe(true);
    await user.keyboard('{Escape}');
    expect(isSidebarOpen()).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(toggler());
  });

  it('unmounting while open puts the page back as the server sent it', async () => {
    const nav = loadPage({ view: 1 });
    const before = nav.outerHTML;
    await mount(['category-menu']);
    await userEvent.click(toggler());
    act(() => unmountWithin(nav));
    expect(isSidebarOpen()).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(nav.outerHTML.replace(/ data-storefront-category-menu="[a-z]+"/, '')).toBe(before);
    expect(search().parentElement!.tagName).toBe('HEADER');
  });
});

describe('category-menu on the tablet (view 2)', () => {
  it('the categories in the header are the sidebar; the search box goes in first', async () => {
    loadPage({ view: 2 });
    await mount(BOTH);
    expect(byId('menu_categories').contains(byId('menu_navbar'))).toBe(true);
    await userEvent.click(toggler());
    expect(byId('menu_navbar').firstElementChild).toBe(search());
    expect(inert(byId('layout'))).toBe(true);
    expect(document.querySelector('aside')!.closest('[inert]')).not.toBeNull();
    expect(inert(byId('menu_navbar'))).toBe(false);
    // The navbar (a div) is the modal dialog itself while open.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(byId('menu_navbar'));
    await userEvent.keyboard('{Escape}');
    expect(search().parentElement!.tagName).toBe('HEADER');
    expect(byId('menu_navbar').hasAttribute('role')).toBe(false);
    expect(byId('menu_navbar').hasAttribute('aria-modal')).toBe(false);
  });

  it('an open submenu covers the whole list there, the search box in it too: inert until it closes', async () => {
    loadPage({ view: 2 });
    await mount(BOTH);
    const user = userEvent.setup();
    await user.click(toggler());
    await user.click(screen.getByRole('button', { name: 'Obuwie, Menu' }));
    expect(byId('menu_search').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Obuwie, Menu' }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});

describe('category-menu across view changes', () => {
  it('3 → 1 with a mega-menu panel open: the panel closes and the sidebar takes over', async () => {
    loadPage({ view: 3 });
    await mount(BOTH);
    const women = screen.getByRole('button', { name: 'Odzież damska, Menu' });
    await userEvent.click(women);
    expect(women.closest('li')!.classList.contains('--hover')).toBe(true);
    await wakeView(1);
    expect(women.closest('li')!.classList.contains('--hover')).toBe(false);
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('aside')!.contains(byId('menu_navbar'))).toBe(true);
    await userEvent.click(toggler());
    expect(isSidebarOpen()).toBe(true);
  });

  it('1 → 3 with the sidebar open: it closes, the search and the categories go back to the header', async () => {
    loadPage({ view: 1 });
    await mount(BOTH);
    await userEvent.click(toggler());
    setView(3);
    expect(isSidebarOpen()).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(search().parentElement!.tagName).toBe('HEADER');
    expect(byId('menu_categories').contains(byId('menu_navbar'))).toBe(true);
    expect(toggler().hasAttribute('aria-expanded')).toBe(false);
    expect(screen.getByRole('button', { name: 'Obuwie, Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('filters open', () => {
  it('[data-filters-toggle] toggles html.filters_open with aria-expanded', async () => {
    loadPage({ view: 1 });
    byId('content').insertAdjacentHTML('afterbegin', '<button type="button" data-filters-toggle>Filtry</button><section id="Filters"></section>');
    await mount(['category-menu']);
    const button = screen.getByRole('button', { name: 'Filtry' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('Filters');
    await userEvent.click(button);
    expect(html().classList.contains(FILTERS_OPEN)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(button);
    expect(html().classList.contains(FILTERS_OPEN)).toBe(false);
  });
});
