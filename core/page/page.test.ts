import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageType, readViewLevel, watchViewLevel } from './page';
import { readLanguage } from './language';

const setWidth = (px: number) => vi.stubGlobal('innerWidth', px);

function marker(css: string | null) {
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  document.body.insertAdjacentHTML('afterbegin', '<header><div id="viewType" style="display:none"></div></header>');
  if (css !== null) {
    document.head.insertAdjacentHTML('beforeend', `<style data-test>#viewType{width:${css}}</style>`);
  }
}

afterEach(() => {
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
});

describe('readPageType', () => {
  it.each([
    ['projector_page container max-width-1200', 'projector'],
    ['registration_page client-new_page container', 'client-new'],
    ['basketedit_page registration_page', 'basketedit'],
    ['container max-width-1200', null],
    ['registration_page container', null],
    ['_page', null],
  ])('#container.%s → %s', (classes, type) => {
    document.body.innerHTML = `<div id="container" class="${classes}"></div>`;
    expect(readPageType()).toBe(type);
  });

  it('is null without #container', () => {
    document.body.innerHTML = '<div class="projector_page"></div>';
    expect(readPageType(document)).toBeNull();
  });
});

describe('readViewLevel', () => {
  it.each(['1px', '2px', '3px', '4px'])('reads the #viewType width %s', (width) => {
    setWidth(300); // the marker wins over the window width
    marker(width);
    expect(readViewLevel()).toBe(parseInt(width, 10));
  });

  it.each([
    [null, 1300, 4],
    ['0px', 500, 1],
    ['7px', 800, 2],
    ['auto', 1000, 3],
  ])('falls back to the window width when the marker width is %s', (css, inner, level) => {
    setWidth(inner);
    marker(css);
    expect(readViewLevel()).toBe(level);
  });

  it.each([
    [320, 1],
    [756, 1],
    [757, 2],
    [978, 2],
    [979, 3],
    [1199, 3],
    [1200, 4],
    [2560, 4],
  ])('without a marker, innerWidth %i → level %i', (inner, level) => {
    setWidth(inner);
    expect(readViewLevel(document, window)).toBe(level);
  });
});

describe('watchViewLevel', () => {
  it('calls back once, 100 ms after the last resize of a burst, only on a change', () => {
    vi.useFakeTimers();
    setWidth(1300);
    const cb = vi.fn();
    const stop = watchViewLevel(cb);
    for (const w of [1100, 900, 700, 600]) {
      setWidth(w);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(50);
    }
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(cb).toHaveBeenCalledExactlyOnceWith(1);

    setWidth(650); // same level: no call
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(cb).toHaveBeenCalledOnce();
    stop();
  });

  it('with `known`, reads nothing until a resize and counts from the level the caller had read', () => {
    vi.useFakeTimers();
    // The theme's marker: its width is the level (the theme's media queries set it).
    document.body.insertAdjacentHTML('beforeend', '<div id="viewType" style="width: 4px"></div>');
    const viewType = document.getElementById('viewType')!;
    const computed = vi.spyOn(window, 'getComputedStyle');
    const caller: { level?: 1 | 2 | 3 | 4 } = {};
    const cb = vi.fn();
    const stop = watchViewLevel(cb, window, () => caller.level);
    vi.advanceTimersByTime(500);
    expect(computed).not.toHaveBeenCalled();
    caller.level = 4; // the caller read the level before the shopper resized
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(cb).not.toHaveBeenCalled(); // still 4
    viewType.style.width = '2px';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(cb).toHaveBeenCalledExactlyOnceWith(2);
    stop();
    computed.mockRestore();
    viewType.remove();
  });

  it('stops listening and cancels a pending read on unsubscribe', () => {
    vi.useFakeTimers();
    setWidth(1300);
    const cb = vi.fn();
    const stop = watchViewLevel(cb, window);
    setWidth(500);
    window.dispatchEvent(new Event('resize'));
    stop();
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(500);
    expect(cb).not.toHaveBeenCalled();
  });
});

describe('readLanguage', () => {
  it('takes the first two letters of html[lang], lowercased', () => {
    document.documentElement.setAttribute('lang', 'EN-gb');
    expect(readLanguage()).toBe('en');
  });

  it('falls back to app_shop.vars.language.symbol, then Polish', () => {
    vi.stubGlobal('app_shop', { vars: { language: { id: 'ger', symbol: 'de', name: 'Deutsch' } } });
    expect(readLanguage()).toBe('de');
    vi.stubGlobal('app_shop', { vars: {} });
    expect(readLanguage()).toBe('pl');
    document.documentElement.setAttribute('lang', '');
    expect(readLanguage()).toBe('pl');
  });
});
