import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unmountWithin } from '../../core/mount/runtime';
import { byId, html, loadPage, mount, setView } from '../../fixtures/header-page';
import { enhanceTabs, panelsOf } from './tabs';
import { texts } from './texts';

// The sample aside: "Menu" (data-ids #menu_search, .shopping_list_menu, #menu_navbar, #menu_navbar3,
// #menu_blog) and "Konto" (#menu_contact, #login_menu_block, #menu_settings).
const list = () => byId('mobileCategories');
const tab = (name: string) => within(list()).getByRole('tab', { name });
const slot = (item: string) => document.querySelector<HTMLElement>(`aside .setMobileGrid[data-item="${item}"]`)!;
/** Shown as the page would show it: neither the attribute nor an inline display hides it. */
const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';
const menuShown = () => shown(slot('#menu_navbar'));
const kontoShown = () => [slot('#menu_contact'), slot('#menu_settings'), byId('login_menu_block')].map(shown);

afterEach(() => html().classList.remove('sidebar_open'));

describe('mobile-grid: the aside\'s "Menu" / "Konto" tabs (APG tabs)', () => {
  it('makes the buttons a tab list with the server\'s --active tab selected and its blocks shown', async () => {
    loadPage({ view: 1 });
    await mount(['mobile-grid']);
    expect(list().getAttribute('role')).toBe('tablist');
    expect(list().getAttribute('aria-label')).toBe('Menu i konto');
    expect(within(list()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Menu', 'Konto']);
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    expect(tab('Konto').getAttribute('aria-selected')).toBe('false');
    expect([tab('Menu').tabIndex, tab('Konto').tabIndex]).toEqual([0, -1]);
    // Each tab controls its filled blocks, which are tab panels named by it; the empty placeholders are not panels.
    const controls = (name: string) => tab(name).getAttribute('aria-controls')!.split(' ').map((id) => byId(id));
    expect(controls('Menu')).toEqual([slot('#menu_navbar')]);
    expect(controls('Konto')).toEqual([slot('#menu_contact'), byId('login_menu_block'), slot('#menu_settings')]);
    for (const p of [...controls('Menu'), ...controls('Konto')]) {
      expect(p.getAttribute('role')).toBe('tabpanel');
      expect(byId(p.getAttribute('aria-labelledby')!).getAttribute('role')).toBe('tab');
    }
    expect(slot('#menu_blog').hasAttribute('role')).toBe(false);
    expect(menuShown()).toBe(true);
    expect(kontoShown()).toEqual([false, false, false]);
  });

  it('"Konto" shows the account blocks and hides the menu; "Menu" goes back (click and Enter)', async () => {
    loadPage({ view: 1 });
    await mount(['mobile-grid']);
    const user = userEvent.setup();
    await user.click(tab('Konto'));
    expect(tab('Konto').getAttribute('aria-selected')).toBe('true');
    expect(tab('Konto').classList.contains('--active')).toBe(true);
    expect(tab('Menu').classList.contains('--active')).toBe(false);
    expect(kontoShown()).toEqual([true, true, true]);
    expect(menuShown()).toBe(false);
    // The settings the a11y sweep opens from here.
    expect(slot('#menu_settings').contains(byId('menu_settings'))).toBe(true);
    tab('Menu').focus();
    await user.keyboard('{Enter}');
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    expect(menuShown()).toBe(true);
    expect(kontoShown()).toEqual([false, false, false]);
  });

  it('arrow keys, Home and End move focus and select (wrapping); other keys do nothing', async () => {
    loadPage({ view: 1 });
    await mount(['mobile-grid']);
    const user = userEvent.setup();
    tab('Menu').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Konto'));
    expect(tab('Konto').getAttribute('aria-selected')).toBe('true');
    expect([tab('Menu').tabIndex, tab('Konto').tabIndex]).toEqual([-1, 0]);
    expect(menuShown()).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Menu'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Konto'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Menu'));
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Konto'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('Konto'));
    // Tab leaves the tab list (one tab stop) for the selected panel.
    await user.tab();
    expect(list().contains(document.activeElement)).toBe(false);
  });

  it('hides a block the theme displays itself (inline display: none !important) and restores its style', async () => {
    loadPage({ view: 1, aside: (h) => h.replace('id="login_menu_block" class="login_menu_block"', 'id="login_menu_block" class="login_menu_block" style="color: red"') });
    await mount(['mobile-grid']);
    const login = byId('login_menu_block');
    expect(login.style.getPropertyValue('display')).toBe('none');
    expect(login.style.getPropertyPriority('display')).toBe('important');
    fireEvent.click(tab('Konto'));
    expect(login.style.getPropertyValue('display')).toBe('');
    expect(login.getAttribute('style')).toBe('color: red;');
  });

  it('does not touch #menu_search while category-menu has it in the sidebar, nor blocks outside the aside', async () => {
    loadPage({ view: 1 });
    await mount(['mobile-grid', 'category-menu']);
    await userEvent.click(screen.getByRole('button', { name: 'Menu kategorii' }));
    expect(slot('#menu_navbar').contains(byId('menu_search'))).toBe(true);
    const aside = document.querySelector('aside')!;
    expect(panelsOf(aside, tab('Menu'))).toEqual([slot('#menu_navbar'), slot('#menu_navbar3'), slot('#menu_blog')]);
    fireEvent.click(tab('Konto'));
    expect(byId('menu_search').hidden).toBe(false);
    expect(byId('menu_search').hasAttribute('style')).toBe(false);
    fireEvent.click(tab('Menu'));
  });

  it('puts the aside back as the server sent it on views 2–4 and when it unmounts', async () => {
    loadPage({ view: 1 });
    const aside = document.querySelector('aside')!;
    const before = aside.outerHTML;
    // A DOM island: no host element of its own, only its state attribute is added.
    const clean = () => aside.outerHTML.replace(/ data-storefront-mobile-grid="[a-z]+"/, '');
    await mount(['mobile-grid']);
    fireEvent.click(tab('Konto'));
    setView(3);
    expect(clean()).toBe(before);
    setView(1);
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    act(() => unmountWithin(aside));
    expect(clean()).toBe(before);
  });

  it('leaves a single button alone and reports a data-ids entry that is no selector', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = { tabs: texts.variants.pl.tabs };
    const one = document.createElement('aside');
    one.innerHTML = '<div id="mobileCategories"><button class="mobileCategories__link" data-ids="#a">Menu</button></div><div id="a">A</div>';
    enhanceTabs(one, t)();
    expect(one.querySelector('[role]')).toBeNull();
    const bad = document.createElement('aside');
    bad.innerHTML =
      '<div id="mobileCategories"><button class="mobileCategories__link" data-ids="#a">Menu</button><button class="mobileCategories__link" data-ids="#1bad[,#b">Konto</button></div>' +
      '<div id="a">A</div><div id="b">B</div>';
    const undo = enhanceTabs(bad, t);
    expect(error.mock.calls.map((c) => String(c[0]))).toContain('[storefront:mobile-grid] data-ids names "#1bad[", which is not a valid selector; that block stays as it is');
    expect(bad.querySelector<HTMLElement>('#b')!.hidden).toBe(true);
    expect(bad.querySelector('#mobileCategories_tab_2')!.getAttribute('aria-controls')).toBe('b');
    undo();
    expect(bad.querySelector('[role], [hidden], [style]')).toBeNull();
  });
});
