import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { unmountWithin } from '../../core/mount/runtime';
import { byId, loadPage, mount, setView, wakeView } from '../../fixtures/header-page';
import island from './index';

// The sample aside has placeholders for #menu_navbar, #menu_navbar3, #menu_blog, #menu_contact and
// #menu_settings; the page has no #menu_navbar3 and no #menu_blog.
const slot = (item: string) => document.querySelector(`aside .setMobileGrid[data-item="${item}"]`)!;
const marker = (item: string) => document.querySelector(`del.domHandler[data-item="${item}"]`);
const MOVED = ['#menu_navbar', '#menu_contact', '#menu_settings'];

/** Each block's parent and next sibling, to check by identity that it is back in its own place. */
function places() {
  return MOVED.map((item) => {
    const el = document.querySelector(item)!;
    return { parent: el.parentElement, next: el.nextSibling };
  });
}
const samePlaces = (a: ReturnType<typeof places>, b: ReturnType<typeof places>) =>
  a.forEach((p, i) => {
    expect(p.parent).toBe(b[i]!.parent);
    expect(p.next).toBe(b[i]!.next);
  });

describe('mobile-grid', () => {
  it('on view 1 moves the marked blocks into their placeholders, leaving markers, and back on view 3', async () => {
    loadPage({ view: 1 });
    const before = places();
    await mount(['mobile-grid']);
    for (const item of MOVED) {
      expect(slot(item).contains(document.querySelector(item))).toBe(true);
      expect((marker(item) as HTMLElement).hidden).toBe(true);
    }
    expect(marker('#menu_navbar')!.parentElement).toBe(byId('menu_categories'));
    expect(marker('#menu_contact')!.parentElement!.tagName).toBe('FOOTER');
    expect(slot('#menu_blog').childElementCount).toBe(0);
    setView(3);
    samePlaces(places(), before);
    expect(document.querySelectorAll('del.domHandler')).toHaveLength(0);
    setView(2);
    expect(document.querySelectorAll('del.domHandler')).toHaveLength(0);
    setView(1);
    expect(slot('#menu_settings').contains(byId('menu_settings'))).toBe(true);
  });

  it('leaves the page alone on views 2–4, and puts everything back when it unmounts', async () => {
    loadPage({ view: 3 });
    const before = places();
    const aside = document.querySelector('aside')!;
    await mount(['mobile-grid']);
    samePlaces(places(), before);
    expect(aside.getAttribute('data-storefront-mobile-grid')).toBe('waiting');
    await wakeView(1);
    expect(document.querySelectorAll('del.domHandler')).toHaveLength(3);
    act(() => unmountWithin(aside));
    samePlaces(places(), before);
    expect(document.querySelectorAll('del.domHandler')).toHaveLength(0);
  });

  it('reports a placeholder whose data-item is no selector and still moves the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadPage({ view: 1 });
    document.querySelector('aside')!.insertAdjacentHTML('afterbegin', '<div class="setMobileGrid" data-item="#1bad["></div><div class="setMobileGrid" data-item="aside"></div>');
    await mount(['mobile-grid']);
    expect(error.mock.calls.map((c) => String(c[0]))).toContain('[storefront:mobile-grid] data-item="#1bad[" is not a valid selector; that placeholder stays empty');
    expect(slot('#menu_navbar').contains(byId('menu_navbar'))).toBe(true);
  });

  it('reads data-mobile-grid-views and falls back to view 1 on a bad value', () => {
    const el = document.createElement('aside');
    expect(island.readConfig!(el)).toEqual({ views: [1] });
    el.setAttribute('data-mobile-grid-views', '1,2');
    expect(island.readConfig!(el)).toEqual({ views: [1, 2] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.setAttribute('data-mobile-grid-views', '1,phone');
    expect(island.readConfig!(el)).toEqual({ views: [1] });
    expect(error.mock.calls[0]?.[0]).toContain('data-mobile-grid-views="1,phone"');
  });
});
