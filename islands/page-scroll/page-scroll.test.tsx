import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { loadPage, mountWoken } from '../../fixtures/header-page';
import { untilIslandState } from '../../fixtures/island-state';
import { unmountAll } from '../../core/mount/runtime';
import island, { scrollingDown } from './index';

const html = document.documentElement;
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};
const hasClass = (name = '--scroll-down') => html.classList.contains(name);
/**
 * The runtime reports the scroll at most once per frame: a frame asked for after the scroll event
 * comes after that report, which the island follows as the store changes.
 */
const scrolled = (y: number) =>
  act(async () => {
    scrollTo(y);
    await new Promise<void>((r) => requestAnimationFrame(() => r()));
  });

beforeEach(() => {
  scrollTo(0);
  html.className = '--vat --gross';
});
afterEach(() => {
  html.className = '';
});

describe('scrollingDown', () => {
  it('is on only away from the top while going down', () => {
    expect(scrollingDown(true, 'down')).toBe(true);
    expect(scrollingDown(true, 'up')).toBe(false);
    expect(scrollingDown(false, 'down')).toBe(false);
    expect(scrollingDown(true, null)).toBe(false);
    fc.assert(fc.property(fc.constantFrom('up' as const, 'down' as const, null), (d) => !scrollingDown(false, d)));
  });

  it('reads data-scroll-class and reports a bad one', () => {
    const el = document.createElement('div');
    expect(island.readConfig!(el)).toEqual({ className: '--scroll-down' });
    el.dataset.scrollClass = 'scrolled';
    expect(island.readConfig!(el)).toEqual({ className: 'scrolled' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.scrollClass = 'two words';
    expect(island.readConfig!(el)).toEqual({ className: '--scroll-down' });
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:page-scroll] data-scroll-class="two words"');
  });
});

/** The first scroll wakes the island (trigger 'scroll'); the class is on once it has mounted. */
const firstScroll = async (y: number) => {
  const container = document.getElementById('container')!;
  expect(container.getAttribute('data-storefront-page-scroll'), 'nothing runs before the first scroll').toBe('waiting');
  await scrolled(y);
  await untilIslandState(container, 'page-scroll', ['mounted']);
  await act(async () => {});
};

describe('page-scroll on the sample page', () => {
  it('waits for the first scroll, then adds the class to <html> while scrolling down and removes it going up or at the top', async () => {
    loadPage();
    await mountWoken(['page-scroll']);
    expect(hasClass()).toBe(false);
    await firstScroll(400);
    expect(hasClass()).toBe(true);
    await scrolled(900);
    expect(hasClass()).toBe(true);
    await scrolled(600);
    expect(hasClass()).toBe(false);
    await scrolled(700);
    expect(hasClass()).toBe(true);
    await scrolled(0);
    expect(hasClass()).toBe(false);
    // The theme's own classes are untouched.
    expect(html.className).toBe('--vat --gross');
  });

  it('uses the class the container names', async () => {
    loadPage();
    document.getElementById('container')!.dataset.scrollClass = 'is-scrolling';
    await mountWoken(['page-scroll']);
    await firstScroll(300);
    expect(hasClass('is-scrolling')).toBe(true);
    expect(hasClass()).toBe(false);
  });

  it('takes the class away when unmounted', async () => {
    loadPage();
    await mountWoken(['page-scroll']);
    await firstScroll(400);
    expect(hasClass()).toBe(true);
    act(() => unmountAll());
    expect(html.className).toBe('--vat --gross');
  });
});
