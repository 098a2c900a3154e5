import { afterEach, describe, expect, it, vi } from 'vitest';
import { triggerFor } from './index';
import type { TriggerContext } from './types';
import { heldClicks } from '../held';
import type { Trigger, ViewLevel } from '../types';

function viewContext(initial: ViewLevel) {
  let level = initial;
  const listeners = new Set<(l: ViewLevel) => void>();
  const ctx: TriggerContext = {
    view: () => level,
    onViewChange: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  return { ctx, set: (l: ViewLevel) => ((level = l), listeners.forEach((cb) => cb(l))), listeners };
}

afterEach(() => vi.useRealTimers());

describe('triggers', () => {
  const el = () => document.createElement('div');
  /** A trigger's container in the page with a link inside, and a spy on the link's clicks. */
  const linkInTarget = () => {
    const target = document.body.appendChild(el());
    const link = target.appendChild(document.createElement('a'));
    const clicks = vi.fn();
    link.addEventListener('click', clicks);
    return { target, link, clicks };
  };

  it('load fires at once', () => {
    const load = vi.fn();
    triggerFor('load')(el(), load, viewContext(3).ctx);
    expect(load).toHaveBeenCalledOnce();
  });

  it('before the load event: load, idle, visible and view triggers wait for it; interaction does not', async () => {
    vi.useFakeTimers();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const fired: string[] = [];
    const target = el();
    for (const t of ['load', 'visible', { views: [3] }, 'interaction'] as Trigger[]) {
      triggerFor(t)(target, () => void fired.push(typeof t === 'object' ? 'views' : t), viewContext(3).ctx);
    }
    const cancelled = vi.fn();
    const cancel = triggerFor('load')(el(), cancelled, viewContext(3).ctx);
    cancel();
    target.dispatchEvent(new FocusEvent('focusin'));
    expect(fired).toEqual(['interaction']);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // Every waiting trigger starts in a task of its own after the load event's task.
    expect(fired).toEqual(['interaction']);
    await vi.advanceTimersToNextTimerAsync();
    expect(fired, 'one per task').toEqual(['interaction', 'load']);
    await vi.advanceTimersByTimeAsync(10);
    // visible: happy-dom's IntersectionObserver never reports, so it keeps waiting.
    expect(fired.sort()).toEqual(['interaction', 'load', 'views']);
    expect(cancelled, 'cancelled before the load event: never fires').not.toHaveBeenCalled();
  });

  it('idle fires when the browser is idle and can be cancelled', () => {
    vi.useFakeTimers();
    const load = vi.fn();
    const cancel = triggerFor('idle')(el(), load, viewContext(3).ctx);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    triggerFor('idle')(el(), load, viewContext(3).ctx);
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledOnce();
  });

  it('interaction fires once on the first focus, pointer or key event', () => {
    const target = el();
    const load = vi.fn();
    triggerFor('interaction')(target, load, viewContext(3).ctx);
    target.dispatchEvent(new FocusEvent('focusin'));
    target.dispatchEvent(new KeyboardEvent('keydown'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('interaction holds a click that lands while the island loads, then clicks the same element again', async () => {
    const target = document.body.appendChild(el());
    const button = document.createElement('button');
    target.append(button);
    let settle!: () => void;
    triggerFor('interaction')(target, () => new Promise<void>((r) => (settle = r)), viewContext(3).ctx);
    const seen: string[] = [];
    // The page's own listener outside the container, as a theme's delegated handler.
    const outside = (e: Event) => seen.push(`${e.defaultPrevented ? 'held' : 'passed'}:${(e.target as Element).tagName}`);
    document.addEventListener('click', outside);
    try {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      const first = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(first);
      expect(first.defaultPrevented, 'the default waits for the island').toBe(true);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      expect(seen, 'a modified click (new tab) is never held').toEqual(['passed:BUTTON']);
      settle();
      await Promise.resolve();
      await Promise.resolve();
      expect(seen, 'clicked again once the island is past loading').toEqual(['passed:BUTTON', 'passed:BUTTON']);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(seen.length, 'no hold after that').toBe(3);
    } finally {
      document.removeEventListener('click', outside);
    }
  });

  it('interaction: clicks on two elements while it loads are both clicked again, in order; a double tap once', async () => {
    // The checkout form wakes the form validator on the first pointer; the calendar's opener inside the same
    // form, pressed before the validator's chunk arrived, still opens its dialog once the form is past loading.
    const target = document.body.appendChild(el());
    const [input, opener] = [target.appendChild(document.createElement('input')), target.appendChild(document.createElement('button'))];
    const order: string[] = [];
    input.addEventListener('click', () => order.push('input'));
    opener.addEventListener('click', () => order.push('opener'));
    let settle!: () => void;
    triggerFor('interaction')(target, () => new Promise<void>((r) => (settle = r)), viewContext(3).ctx);
    input.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    input.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    opener.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    opener.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(order, 'held while loading').toEqual([]);
    settle();
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['input', 'opener']);
  });

  it('interaction woken from elsewhere (its cleanup called with true): it loads at once and holds the clicks that land meanwhile; other triggers only stop', async () => {
    const { target, link, clicks } = linkInTarget();
    let settle!: () => void;
    const load = vi.fn(() => new Promise<void>((r) => (settle = r)));
    const wake = triggerFor('interaction')(target, load, viewContext(3).ctx);
    wake(true);
    expect(load).toHaveBeenCalledOnce();
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })), 'default held').toBe(false);
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(load, 'its own events no longer fire it').toHaveBeenCalledOnce();
    settle();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks, 'clicked again once loaded').toHaveBeenCalledOnce();

    const idleLoad = vi.fn();
    triggerFor('idle')(el(), idleLoad, viewContext(3).ctx)(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(idleLoad).not.toHaveBeenCalled();
  });

  it('interaction: a click alone (a screen reader or a script sends no pointer or focus event first) wakes it and is held', async () => {
    const { target, link, clicks } = linkInTarget();
    let settle!: () => void;
    const load = vi.fn(() => new Promise<void>((r) => (settle = r)));
    triggerFor('interaction')(target, load, viewContext(3).ctx);
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })), 'default held').toBe(false);
    expect(load).toHaveBeenCalledOnce();
    expect(clicks).not.toHaveBeenCalled();
    settle();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks, 'clicked again once loaded').toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('interaction: a held click on an element that left the page is dropped (its replay goes up the page, for whoever replaced it); after a failed load it is replayed', async () => {
    for (const removed of [true, false]) {
      const { target, link, clicks } = linkInTarget();
      // Another island's element inside this container (the calendar's load-time opener in a form) hears of it from the document.
      const replays: unknown[] = [];
      const onReplay = (e: Event) => replays.push((e as CustomEvent).detail);
      document.addEventListener('storefront:replay-click', onReplay);
      let fail!: () => void;
      const load = () => new Promise<void>((_r, reject) => (fail = () => reject(new Error('chunk')))).catch(() => {});
      triggerFor('interaction')(target, load, viewContext(3).ctx);
      target.dispatchEvent(new FocusEvent('focusin'));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(clicks, 'held: nothing inside sees it yet').not.toHaveBeenCalled();
      if (removed) link.remove();
      fail();
      await new Promise((r) => setTimeout(r, 0));
      expect(clicks).toHaveBeenCalledTimes(removed ? 0 : 1);
      expect(replays).toEqual(removed ? [link] : []);
      document.removeEventListener('storefront:replay-click', onReplay);
    }
  });

  it('visible waits for an intersection', () => {
    let callback: IntersectionObserverCallback = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const load = vi.fn();
    triggerFor('visible')(el(), load, viewContext(3).ctx);
    callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(load).not.toHaveBeenCalled();
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(load).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it('visible loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn();
    triggerFor('visible')(el(), load, viewContext(3).ctx);
    expect(load).toHaveBeenCalledOnce();
  });

  it('a view-level trigger waits for a matching level and then stops listening', () => {
    const v = viewContext(3);
    const load = vi.fn();
    triggerFor({ views: [1, 2] })(el(), load, v.ctx);
    expect(load).not.toHaveBeenCalled();
    v.set(4);
    v.set(2);
    v.set(1);
    expect(load).toHaveBeenCalledOnce();
    expect(v.listeners.size).toBe(0);
  });
  describe('scroll', () => {
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

    it('waits for the first scroll of the page, then fires once and stops listening', () => {
      const load = vi.fn();
      const remove = vi.spyOn(window, 'removeEventListener');
      triggerFor('scroll')(document.body.appendChild(el()), load, viewContext(3).ctx);
      document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      window.dispatchEvent(new Event('resize'));
      expect(load, 'no scroll yet').not.toHaveBeenCalled();
      scrollTo(40);
      scrollTo(80);
      expect(load).toHaveBeenCalledOnce();
      expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(true);
    });

    it('fires at once on a page that is already scrolled (a restored position, an anchor)', () => {
      Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
      const load = vi.fn();
      triggerFor('scroll')(el(), load, viewContext(1).ctx);
      expect(load).toHaveBeenCalledOnce();
    });

    it('cancelled before a scroll: never fires', () => {
      const load = vi.fn();
      const cancel = triggerFor('scroll')(el(), load, viewContext(3).ctx);
      cancel();
      scrollTo(200);
      expect(load).not.toHaveBeenCalled();
    });
  });
});

describe('the clicks an interaction trigger holds', () => {
  it('are readable on its container while the island loads (core/mount/held.ts), in the order they came', () => {
    document.body.innerHTML = '<div id="c"><a href="/s" id="s">S</a><a href="/m" id="m">M</a></div>';
    const el = document.getElementById('c')!;
    let release!: () => void;
    const cancel = triggerFor('interaction')(el, () => new Promise<void>((r) => (release = r)), {} as TriggerContext);
    expect(heldClicks(el)).toEqual([]);
    document.getElementById('s')!.click();
    document.getElementById('m')!.click();
    document.getElementById('m')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(heldClicks(el).map((h) => h.id)).toEqual(['s', 'm']);
    release();
    cancel();
  });
});
