import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { mountProductIslands } from '../../fixtures/product-page';
import { bootsEntry, firstScan } from '../../fixtures/boot-entry';
import { untilIslandState, untilMounted } from '../../fixtures/island-state';
import { unmountAll } from '../../core/mount/runtime';
import { ensureStore } from '../../core/mount/store-init';
import { addId, findTooltipSource, hasOwnName, landmarkOf, needsRole, needsTabindex, originFor } from './content';

/** The page, its load jobs run, and every trigger woken by a pointer coming over it (the island waits for that). */
const mountTooltipPage = async (html: string) => {
  document.body.innerHTML = `<div id="container" class="basketedit_page">${html}</div>`;
  await wakeAll();
  vi.useFakeTimers();
};
async function wakeAll(): Promise<void> {
  await mountProductIslands(['tooltips']);
  const waiting = Array.from(document.querySelectorAll('[data-storefront-tooltips="waiting"]'));
  for (const el of waiting) el.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await Promise.all(waiting.map((el) => untilIslandState(el, 'tooltips', ['mounted', 'failed', 'skipped', 'unmounted'])));
  await act(async () => {});
}
const tip = () => screen.getByRole('tooltip', { hidden: true });
const isOpen = () => tip().getAttribute('data-state') === 'open';
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// No IntersectionObserver: nothing here may wait on one.
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

  it('gives a role only to plain elements without one, and knows when a trigger is named already (WCAG 4.1.2)', () => {
    expect(needsRole(el('<span>a</span>'))).toBe(true);
    expect(needsRole(el('<small tabindex="0">a</small>'))).toBe(true);
    expect(needsRole(el('<a>a</a>'))).toBe(true);
    expect(needsRole(el('<a href="#x">a</a>'))).toBe(false);
    expect(needsRole(el('<button>a</button>'))).toBe(false);
    expect(needsRole(el('<span role="img" aria-label="Info">i</span>'))).toBe(false);
    expect(hasOwnName(el('<span>Zasady zwrotu</span>'))).toBe(true);
    expect(hasOwnName(el('<span> ? </span>'))).toBe(false);
    expect(hasOwnName(el('<span>i</span>'))).toBe(false);
    expect(hasOwnName(el('<span><svg></svg></span>'))).toBe(false);
    expect(hasOwnName(el('<span>5%</span>'))).toBe(false);
    expect(hasOwnName(el('<span>12</span>'))).toBe(true);
    expect(hasOwnName(el('<span aria-label="Pomoc">?</span>'))).toBe(true);
    expect(hasOwnName(el('<span aria-labelledby="x">?</span>'))).toBe(true);
    expect(hasOwnName(el('<span aria-label=" ">?</span>'))).toBe(false);
  });

  it('finds the landmark around a trigger, passing over a header or footer that is not one', () => {
    document.body.innerHTML = `
      <header id="banner"><span id="a">a</span></header>
      <main id="main"><article><header><span id="b">b</span></header><footer><span id="c">c</span></footer></article>
        <section id="named" aria-label="Zwroty"><span id="d">d</span></section><section><span id="e">e</span></section>
        <div role="region"><span id="f">f</span></div></main>
      <footer id="info"><nav id="nav"><span id="g">g</span></nav><span id="h">h</span></footer>
      <div id="loose"><span id="i">i</span></div>`;
    const at = (id: string) => landmarkOf(document.getElementById(id)!)?.id ?? null;
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(at)).toEqual(['banner', 'main', 'main', 'named', 'main', 'main', 'nav', 'info', null]);
  });

  it('places from the document origin when nothing around is positioned, else from the positioned box', () => {
    document.body.innerHTML = '<main id="m"><div id="tip" style="position:absolute"></div></main>';
    const tipBox = document.getElementById('tip')!;
    const main = document.getElementById('m')!;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 250 });
    try {
      // Nothing positioned: the offset parent is the static <body>.
      Object.defineProperty(tipBox, 'offsetParent', { configurable: true, value: document.body });
      expect(originFor(tipBox)).toEqual({ left: -0, top: -250 });
      main.style.position = 'relative';
      main.getBoundingClientRect = () => ({ left: 20, top: -100 }) as DOMRect;
      Object.defineProperty(tipBox, 'offsetParent', { configurable: true, value: main });
      expect(originFor(tipBox)).toEqual({ left: 20, top: -100 });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});

describe('<Tooltip>', () => {
  it('shows on keyboard focus, fades, and hides 500 ms after focus leaves the window; at once when Tab moves it to another control', async () => {
    await mountTooltipPage('<small class="basket__tip showTip_basket">Rabat</small><div class="tooltipContent">Od 3 szt. −5%</div><button id="next">x</button>');
    const trigger = document.querySelector<HTMLElement>('.showTip_basket')!;
    expect(trigger.getAttribute('tabindex')).toBe('0');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    expect(tip().textContent).toBe('Od 3 szt. −5%');
    expect(isOpen()).toBe(false);
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
    expect(tip().style.opacity).toBe('1');
    expect(tip().style.transition).toContain('opacity 400ms');
    // Focus leaving for nowhere (another window): the spec's 500 ms hide delay.
    act(() => trigger.blur());
    wait(499);
    expect(isOpen()).toBe(true);
    wait(1);
    expect(isOpen()).toBe(false);
    // Visibility waits for the 400 ms fade-out; meanwhile the tip takes no pointer.
    expect(tip().style.transition).toContain('visibility 0s linear 400ms');
    expect(tip().style.pointerEvents).toBe('none');
    // Focus moving on to the next control: the tip goes at once, so it never covers that control (WCAG 2.4.11).
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
    act(() => document.getElementById('next')!.focus());
    expect(isOpen()).toBe(false);
  });

  it('a plain trigger is a button named by its words, described by the tooltip (WCAG 4.1.2)', async () => {
    await mountTooltipPage('<small class="basket__tip showTip_basket">Naliczono rabat ilościowy</small><div class="tooltipContent">Od 3 szt. −5%</div>');
    const trigger = screen.getByRole('button', { name: 'Naliczono rabat ilościowy' });
    expect(trigger.classList.contains('showTip_basket')).toBe(true);
    expect(trigger.hasAttribute('aria-label')).toBe(false);
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    unmountAll();
    expect(trigger.hasAttribute('role')).toBe(false);
  });

  it('a trigger with neither content nor title is left as it is and named in the console as text, never handed to it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountTooltipPage('<span id="tip" class="showTip">?</span>');
    const trigger = document.getElementById('tip')!;
    expect(trigger.hasAttribute('role')).toBe(false);
    // The console keeps its arguments for the page's life: the element would keep its region alive.
    expect(warn.mock.calls).toEqual([['[storefront:tooltips] a tooltip trigger has neither a next .tooltipContent nor a title; left as it is: <span id="tip" class="showTip">']]);
  });

  it('a trigger without words of its own is named "Więcej informacji", in English "More information"; the page\'s name is kept', async () => {
    await mountTooltipPage('<span class="showTip" title="Cena zawiera VAT">?</span><span class="btn_note" aria-label="Cena brutto" title="Z VAT">i</span>');
    const [plain, named] = Array.from(document.querySelectorAll<HTMLElement>('.showTip, .btn_note'));
    expect(plain!.getAttribute('role')).toBe('button');
    expect(plain!.getAttribute('aria-label')).toBe('Więcej informacji');
    expect(named!.getAttribute('role')).toBe('button');
    expect(named!.getAttribute('aria-label')).toBe('Cena brutto');
    unmountAll();
    expect(plain!.hasAttribute('aria-label')).toBe(false);
    expect(named!.getAttribute('aria-label')).toBe('Cena brutto');
  });

  it('a link or button trigger keeps its own role and name', async () => {
    await mountTooltipPage('<a class="showTip" href="/zwroty">Zwroty</a><div class="tooltipContent">30 dni</div><button class="showTip" type="button" title="Pomoc">?</button>');
    for (const trigger of document.querySelectorAll('.showTip')) {
      expect(trigger.hasAttribute('role')).toBe(false);
      expect(trigger.hasAttribute('aria-label')).toBe(false);
      expect(trigger.hasAttribute('aria-describedby')).toBe(true);
    }
  });

  it('as a button it shows the tooltip on Enter, Space and click (a touch screen has no hover)', async () => {
    await mountTooltipPage('<span class="showTip" title="Podpowiedź">Zasady</span><button id="next">x</button>');
    const trigger = screen.getByRole('button', { name: 'Zasady' });
    for (const press of [() => fireEvent.keyDown(trigger, { key: 'Enter' }), () => fireEvent.keyDown(trigger, { key: ' ' }), () => fireEvent.click(trigger)]) {
      fireEvent.keyDown(trigger, { key: 'Escape' });
      expect(isOpen()).toBe(false);
      press();
      expect(isOpen()).toBe(true);
    }
    // Space does not scroll the page.
    expect(fireEvent.keyDown(trigger, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(trigger, { key: 'a' })).toBe(true);
  });

  it('is placed in the trigger\'s landmark, not loose in <body> (axe region); without one, in <body>', async () => {
    document.body.innerHTML =
      '<div id="container" class="projector_page"><main id="content"><p>Zwrot <span class="showTip">Zasady zwrotu</span><span class="tooltipContent">30 dni</span></p></main><span class="showTip" title="Poza">Poza</span></div>';
    await wakeAll();
    const tips = screen.getAllByRole('tooltip', { hidden: true });
    expect(tips.map((t) => t.parentElement!.id || t.parentElement!.tagName)).toEqual(['content', 'BODY']);
    expect(document.querySelector('.showTip')!.getAttribute('aria-describedby')).toBe(tips[0]!.id);
  });

  it('Escape closes it at once', async () => {
    await mountTooltipPage('<span class="showTip" title="Podpowiedź">?</span>');
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    act(() => trigger.focus());
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('shows on hover and stays while the pointer is over the tooltip itself', async () => {
    await mountTooltipPage('<span class="showTip" title="Podpowiedź">?</span>');
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
    await mountTooltipPage('<span class="btn_note" title="Cena zawiera VAT">i</span>');
    const trigger = document.querySelector<HTMLElement>('.btn_note')!;
    expect(trigger.hasAttribute('title')).toBe(false);
    expect(tip().textContent).toBe('Cena zawiera VAT');
    unmountAll();
    expect(trigger.getAttribute('title')).toBe('Cena zawiera VAT');
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
    expect(trigger.hasAttribute('tabindex')).toBe(false);
  });

  it('moves rich content as nodes (never re-parsed) and puts them back on unmount', async () => {
    await mountTooltipPage('<span class="showTip">Zwroty</span><div class="tooltipContent">Zwrot <strong>bez podania przyczyny</strong><img src="x" onerror="window.__xss=1"></div>');
    const strong = document.querySelector('strong')!;
    expect(tip().contains(strong)).toBe(true);
    unmountAll();
    expect(document.querySelector('.tooltipContent')!.contains(strong)).toBe(true);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('does not fade when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    await mountTooltipPage('<span class="showTip" title="Podpowiedź">?</span>');
    act(() => document.querySelector<HTMLElement>('.showTip')!.focus());
    expect(tip().style.transition).toContain('opacity 0ms');
  });

  it('leaves a trigger without content alone, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountTooltipPage('<span class="showTip">?</span>');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(document.querySelector('.showTip')!.hasAttribute('tabindex')).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[storefront:tooltips]');
  });
});

describe('tooltips wait for the shopper; their load job makes the trigger reachable', () => {
  const { entry, boot: bootEntry } = bootsEntry('tooltips');

  it('at load a span trigger is focusable, a button described by the server’s content; focus wakes the island, which shows the tip', async () => {
    expect(entry.trigger).toBe('interaction');
    document.body.innerHTML =
      '<div id="container" class="projector_page"><p>Zwrot <span class="showTip">Zasady zwrotu</span><span class="tooltipContent">30 dni</span></p></div>';
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    const content = document.querySelector<HTMLElement>('.tooltipContent')!;
    bootEntry();
    await act(() => firstScan());
    await entry.job!();
    await act(async () => {});
    // The job's work, without the island: reachable by Tab, a button named by its words, described by the content.
    expect(trigger.getAttribute('data-storefront-tooltips')).toBe('waiting');
    expect(trigger.getAttribute('tabindex')).toBe('0');
    expect(trigger.getAttribute('role')).toBe('button');
    expect(content.id).not.toBe('');
    expect(trigger.getAttribute('aria-describedby')).toBe(content.id);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    // Focus (Tab) wakes it; the tip shows, and now describes the trigger in the content's place.
    act(() => trigger.focus());
    await untilMounted(trigger, 'tooltips');
    await act(async () => {});
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    expect(tip().textContent).toBe('30 dni');
    expect(isOpen()).toBe(true);
  });

  it('a trigger already awake at the load event (woken while the page loaded) is left to its island', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<span class="showTip" data-storefront-tooltips="mounted">Zwroty</span><span class="tooltipContent">30 dni</span>';
    const trigger = document.querySelector<HTMLElement>('.showTip')!;
    const stop = (await import('./job')).default(trigger, { pageType: null, view: () => 3, wake: vi.fn() });
    expect(stop).toBeUndefined();
    expect(trigger.getAttributeNames().sort()).toEqual(['class', 'data-storefront-tooltips']);
    expect(document.querySelector('.tooltipContent')!.id).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a trigger named only by its title keeps it until the island wakes; one with neither is named in the console at load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<div id="container" class="projector_page"><span class="btn_note" title="Cena zawiera VAT">?</span><span id="bare" class="showTip">x</span></div>';
    bootEntry();
    await act(() => firstScan());
    await entry.job!();
    await act(async () => {});
    const note = document.querySelector<HTMLElement>('.btn_note')!;
    expect(note.getAttribute('title')).toBe('Cena zawiera VAT');
    expect(note.hasAttribute('aria-describedby')).toBe(false);
    // "?" names nothing: a button once its name can be read (the page's texts, from the store the runtime makes).
    expect(note.getAttribute('tabindex')).toBe('0');
    expect(note.hasAttribute('role')).toBe(false);
    await ensureStore({ pageType: 'projector', view: { view: () => 3, onViewChange: () => () => {} } });
    expect(note.getAttribute('role')).toBe('button');
    expect(note.getAttribute('aria-label')).toBe('Więcej informacji');
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront:tooltips] a tooltip trigger has neither a next .tooltipContent nor a title; left as it is: <span id="bare" class="showTip">',
    ]);
    expect(document.getElementById('bare')!.hasAttribute('tabindex')).toBe(false);
  });
});
