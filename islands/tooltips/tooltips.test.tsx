import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mountProductIslands } from '../../fixtures/product-page';
import { stubIntersectionObserver } from '../../fixtures/fake-intersection-observer';
import { bootsEntry } from '../../fixtures/boot-entry';
import { unmountAll } from '../../core/mount/runtime';
import { addId, findTooltipSource, needsTabindex } from './content';

const page = async (html: string) => {
  document.body.innerHTML = `<div id="container" class="basketedit_page">${html}</div>`;
  await mountProductIslands(['tooltips']);
  vi.useFakeTimers();
};
const tip = () => screen.getByRole('tooltip', { hidden: true });
const isOpen = () => tip().getAttribute('data-state') === 'open';
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// No IntersectionObserver: the 'visible' trigger wakes them at once (when they wake: the last describe).
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.useRealTimers());

describe('tooltip content and triggers', () => {
  const el = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild!;
  };

  it('takes the next .tooltipContent (text or nodes), else the title, else nothing', () => {
    expect(findTooltipSource(el('<span class="showTip" title="T">a</span><div class="tooltipContent"> Text </div>'))).toEqual({ kind: 'text', text: 'Text', from: 'content' });
    const rich = el('<span class="showTip">a</span><div class="tooltipContent">A <b>b</b></div>');
    expect(findTooltipSource(rich)).toEqual({ kind: 'nodes', from: rich.nextElementSibling });
    expect(findTooltipSource(el('<span class="showTip" title=" Hi ">a</span><div class="other">x</div>'))).toEqual({ kind: 'text', text: 'Hi', from: 'title' });
    expect(findTooltipSource(el('<span class="showTip">a</span><div class="tooltipContent"> </div>'))).toEqual({ kind: 'none' });
  });

  it('makes only triggers that are not focusable focusable, and adds its id once to the descriptions', () => {
    expect(needsTabindex(el('<span>a</span>'))).toBe(true);
    expect(needsTabindex(el('<small tabindex="-1">a</small>'))).toBe(false);
    expect(needsTabindex(el('<a href="#x">a</a>'))).toBe(false);
    expect(needsTabindex(el('<a>a</a>'))).toBe(true);
    expect(needsTabindex(el('<button>a</button>'))).toBe(false);
    expect(addId(null, 't1')).toBe('t1');
    expect(addId('msg t1', 't1')).toBe('msg t1');
    expect(addId(' msg ', 't1')).toBe('msg t1');
  });
});

describe('<Tooltip>', () => {
  it('shows on keyboard focus, fades, and hides 500 ms after focus leaves', async () => {
    await page('<small class="basket__tip showTip_basket">Rabat</small><div class="tooltipContent">Od 3 szt. −5%</div><button id="next">x</button>');
    const trigger = document.querySelector<HTMLElement>('.showTip_basket')!;
    expect(trigger.getAttribute('tabindex')).toBe('0');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    expect(tip().textContent).toBe('Od 3 szt. −5%');
    expect(isOpen()).toBe(false);
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
    expect(tip().style.opacity).toBe('1');
    expect(tip().style.transition).toContain('opacity 400ms');
    act(() => document.getElementById('next')!.focus());
    wait(499);
    expect(isOpen()).toBe(true);
    wait(1);
    expect(isOpen()).toBe(false);
    // Visibility waits for the 400 ms fade-out.
    expect(tip().style.transition).toContain('visibility 0s linear 400ms');
  });

  it('Escape closes it at once', async () => {
    await page('<span class="showTip" title="Podpowiedź">?</span>');
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('shows on hover and stays while the pointer is over the tooltip itself', async () => {
    await page('<span class="showTip" title="Podpowiedź">?</span>');
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    fireEvent.pointerEnter(trigger);
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(trigger);
    wait(300);
    fireEvent.pointerEnter(tip());
    wait(2000);
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(tip());
    wait(500);
    expect(isOpen()).toBe(false);
  });

  it('uses the title as text, without the browser tooltip, and gives it back on unmount', async () => {
    await page('<span class="btn_note" title="Cena zawiera VAT">i</span>');
    const trigger = document.querySelector<HTMLElement>('.btn_note')!;
    expect(trigger.hasAttribute('title')).toBe(false);
    expect(tip().textContent).toBe('Cena zawiera VAT');
    unmountAll();
    expect(trigger.getAttribute('title')).toBe('Cena zawiera VAT');
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
    expect(trigger.hasAttribute('tabindex')).toBe(false);
  });

  it('moves rich content as nodes (never re-parsed) and puts them back on unmount', async () => {
    await page('<span class="showTip">Zwroty</span><div class="tooltipContent">Zwrot <strong>bez podania przyczyny</strong><img src="x" onerror="window.__xss=1"></div>');
    const strong = document.querySelector('strong')!;
    expect(tip().contains(strong)).toBe(true);
    unmountAll();
    expect(document.querySelector('.tooltipContent')!.contains(strong)).toBe(true);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('does not fade when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    await page('<span class="showTip" title="Podpowiedź">?</span>');
    act(() => document.querySelector<HTMLElement>('.showTip')!.focus());
    expect(tip().style.transition).toContain('opacity 0ms');
  });

  it('leaves a trigger without content alone, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page('<span class="showTip">?</span>');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(document.querySelector('.showTip')!.hasAttribute('tabindex')).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[storefront:tooltips]');
  });
});

describe('tooltips wake as their trigger nears the viewport (issue 16)', () => {
  const { entry, boot: bootEntry } = bootsEntry('tooltips');

  it('visible, not interaction: a span trigger becomes focusable (tabindex, description) before it is on screen, so Tab reaches it', async () => {
    expect(entry.trigger).toBe('visible');
    const observers = stubIntersectionObserver();
    document.body.innerHTML =
      '<div id="container" class="projector_page"><p>Zwrot <span class="showTip">Zasady zwrotu</span><span class="tooltipContent">30 dni</span></p></div>';
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    bootEntry();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // Far below the viewport: nothing loaded, the server's span as it is (its title tooltip works).
    expect(trigger.getAttribute('data-storefront-tooltips')).toBe('waiting');
    expect(trigger.hasAttribute('tabindex')).toBe(false);
    const io = observers.find((o) => o.observed.includes(trigger))!;
    // 200 px before it scrolls in: mounted and reachable before the shopper sees it.
    expect(io.opts?.rootMargin).toBe('200px');
    io.cb([{ isIntersecting: true, target: trigger } as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    await waitFor(() => expect(trigger.getAttribute('data-storefront-tooltips')).toBe('mounted'));
    expect(trigger.getAttribute('tabindex')).toBe('0');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
  });
});
