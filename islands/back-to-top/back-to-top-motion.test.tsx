// The scroll back-to-top does: smooth, or instant under reduced motion (a theme's `html { scroll-behavior:
// smooth }` would animate a scroll left at 'auto', so 'instant' is passed explicitly).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import island from './index';
import { initShopStore, resetShopStore } from '../../core/store/store';
import { stubReducedMotion } from '../../fixtures/reduced-motion';

let stop: void | (() => void);

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 });
  document.body.innerHTML = '<div id="container" class="main_page"></div>';
  initShopStore({ product: null, view: 1, pageType: 'main', language: 'pl', textOverrides: {} });
});
afterEach(() => {
  if (stop) stop();
  stop = undefined;
  resetShopStore();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('back-to-top and reduced motion', () => {
  it.each([
    [true, 'instant'],
    [false, 'smooth'],
  ] as const)('reduce %s: scrolls to the top with behavior %s', (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    stop = island.start({ config: { screens: 2 }, container: document.getElementById('container')! });
    fireEvent.click(screen.getByRole('link', { name: 'Przewiń do góry strony' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
  });
});
