import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { loadPage, mountWoken, wakeView } from '../../fixtures/header-page';
import { bootsEntry } from '../../fixtures/boot-entry';
import { unmountAll } from '../../core/mount/runtime';
import { collapses, readCollapseViews } from './groups';

const NAMES = ['Zamówienia', 'Konto', 'Regulaminy', 'O sklepie'];
const footer = () => document.getElementById('footer_links')!;
// The aside has a 'Konto' button too: every query stays inside the footer.
const q = () => within(footer());
const list = (header: HTMLElement) => document.getElementById(header.getAttribute('aria-controls')!)!;
const folded = (header: HTMLElement) => header.getAttribute('aria-expanded') === 'false' && list(header).hidden && list(header).getAttribute('aria-hidden') === 'true';
const unfolded = (header: HTMLElement) => !list(header).hidden && list(header).getAttribute('aria-hidden') === 'false';
const mount = () => mountWoken(['footer-links']);

// No IntersectionObserver in these tests.
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));

describe('collapse views', () => {
  it('folds on view 1 only by default', () => {
    expect([1, 2, 3, 4].map((l) => collapses(l, [1]))).toEqual([true, false, false, false]);
  });

  it('reads data-collapse-views and reports a bad value', () => {
    const el = document.createElement('nav');
    expect(readCollapseViews(el)).toEqual([1]);
    el.dataset.collapseViews = '1, 2';
    expect(readCollapseViews(el)).toEqual([1, 2]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.collapseViews = 'mobile';
    expect(readCollapseViews(el)).toEqual([1]);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:footer-links] data-collapse-views="mobile"');
  });
});

describe('footer-links on the sample footer', () => {
  it('folds every group behind a disclosure button on view 1', async () => {
    loadPage({ view: 1 });
    await mount();
    for (const name of NAMES) expect(folded(q().getByRole('button', { name }))).toBe(true);
    expect(q().queryByRole('link', { name: 'Status zamówienia' })).toBeNull();
  });

  it('never folds the group holding the focus (a keyboard user tabbed into the footer before it woke)', async () => {
    loadPage({ view: 1 });
    const link = within(footer()).getByRole('link', { name: 'Status zamówienia' });
    link.focus();
    await mount();
    const orders = q().getByRole('button', { name: 'Zamówienia' });
    expect(unfolded(orders), 'the focused link stays shown').toBe(true);
    expect(orders.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(link);
    for (const name of NAMES.slice(1)) expect(folded(q().getByRole('button', { name }))).toBe(true);
  });

  it('toggles one group on click and Space, the others stay folded', async () => {
    loadPage({ view: 1 });
    await mount();
    const orders = q().getByRole('button', { name: 'Zamówienia' });
    expect(fireEvent.click(orders)).toBe(false);
    expect(orders.getAttribute('aria-expanded')).toBe('true');
    expect(unfolded(orders)).toBe(true);
    expect(q().getByRole('link', { name: 'Status zamówienia' })).toBeTruthy();
    expect(folded(q().getByRole('button', { name: 'Konto' }))).toBe(true);
    fireEvent.keyDown(orders, { key: ' ' });
    expect(folded(orders)).toBe(true);
  });

  it('shows every list and keeps plain links on views 2–4', async () => {
    loadPage({ view: 3 });
    await mount();
    expect(q().queryByRole('button', { name: 'Zamówienia' })).toBeNull();
    for (const name of NAMES) {
      const header = q().getByRole('link', { name });
      expect(header.hasAttribute('aria-expanded')).toBe(false);
      expect(unfolded(header)).toBe(true);
    }
    expect(fireEvent.click(q().getByRole('link', { name: 'Konto' }))).toBe(true);
  });

  it('follows view changes: unfolds on a larger view, folds again on the phone layout', async () => {
    loadPage({ view: 1 });
    await mount();
    fireEvent.click(q().getByRole('button', { name: 'Konto' }));
    await act(() => wakeView(2));
    expect(q().getByRole('link', { name: 'Konto' })).toBeTruthy();
    for (const name of NAMES) expect(unfolded(q().getByRole('link', { name }))).toBe(true);
    await act(() => wakeView(1));
    expect(q().getAllByRole('button', { name: /Zamówienia|Konto|Regulaminy|O sklepie/ })).toHaveLength(4);
    for (const name of NAMES) expect(folded(q().getByRole('button', { name }))).toBe(true);
  });

  it('folds on the views the footer names', async () => {
    loadPage({ view: 2, footer: (html) => html.replace('<nav id="footer_links"', '<nav id="footer_links" data-collapse-views="1,2"') });
    await mount();
    expect(folded(q().getByRole('button', { name: 'Regulaminy' }))).toBe(true);
  });

  it('reports a header whose list is missing and still handles the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadPage({ view: 1, footer: (html) => html.replace('aria-controls="menu_account_content"', 'aria-controls="nowhere"').replace('id="menu_account_content" class="footer_links_sub"', 'id="menu_account_list" class="links"') });
    await mount();
    expect(error.mock.calls.some((c) => String(c[0]).includes('#menu_account_header aria-controls="nowhere"'))).toBe(true);
    expect(q().getByRole('link', { name: 'Konto' })).toBeTruthy();
    expect(folded(q().getByRole('button', { name: 'Zamówienia' }))).toBe(true);
  });

  it('puts the server markup back when unmounted', async () => {
    loadPage({ view: 1 });
    const before = footer().innerHTML;
    await mount();
    fireEvent.click(q().getByRole('button', { name: 'O sklepie' }));
    act(() => unmountAll());
    expect(footer().innerHTML).toBe(before);
    expect(fireEvent.click(q().getByRole('link', { name: 'O sklepie' }))).toBe(true);
  });
});

describe('footer-links wakes at idle', () => {
  it('idle, not visible: a group must not fold under a dialog opened from it (the cookie-settings state of the a11y sweep)', () => {
    expect(bootsEntry('footer-links').entry.trigger).toBe('idle');
  });
});
