// product-notify loads only while a size is unavailable: product-buy's NOTIFY_WAKE event, or the
// server-shown block nearing the viewport. A page whose chosen size is available never loads it.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProductPage, mountProductIslands, type ProductSample } from '../../fixtures/product-page';
import { stubIntersectionObserver } from '../../fixtures/fake-intersection-observer';
import { boot, type BootHandle } from '../../core/mount/boot';
import { getShopStore } from '../../core/store';
import { registry } from '../../src/registry';
import { untilIslandState, untilMounted } from '../../fixtures/island-state';
import { afterPaint } from '../../fixtures/until';

const entry = registry.find((e) => e.name === 'product-notify')!;
const section = () => document.getElementById('projector_tell_availability_section')!;
const state = () => section().getAttribute('data-storefront-product-notify');
/** A size chosen, and what follows it one frame later rendered. */
const choose = async (size: string) => {
  act(() => getShopStore().getState().product.selectSize(size));
  await afterPaint();
};

let handle: BootHandle | undefined;
afterEach(() => {
  handle?.stop();
  handle = undefined;
});

/** The page with product-buy mounted (at load, as in the registry) and product-notify waiting for its wake; the stubbed IntersectionObservers. */
async function bootWaitingNotify(name: ProductSample, withBuy = true) {
  const observers = stubIntersectionObserver();
  loadProductPage(name);
  // As the entry does: every container is found (and its wake listened for) before any island mounts.
  handle = boot([entry]);
  if (withBuy) await mountProductIslands(['product-buy']);
  return observers;
}

/** Woken: the bootstrap's listener sets 'loading' in the wake event's own dispatch, so 'waiting' right after an act means no wake came. */
const mounted = () => untilMounted(section(), 'product-notify');

describe('product-notify: when it wakes', () => {
  it('the registry: visible (the block shows only while needed) and woken by product-buy’s event', () => {
    expect(entry.trigger).toBe('visible');
    // product-buy sends it (src/wakes.test.ts keeps the two in step).
    expect(entry.wakeOn).toBe('storefront:product-notify');
  });

  it('projector-101: never loads while the chosen size is available (M, then made-to-order L); sold-out S wakes it and the block shows', async () => {
    const observers = await bootWaitingNotify('projector-101');
    // product-buy's mount (and the wake it would send) is over once bootWaitingNotify() returns.
    expect(state()).toBe('waiting');
    // The hidden block (no --visible: display none) never intersects; only this observer watches it.
    expect(observers.filter((o) => o.observed.includes(section()))).toHaveLength(1);
    await choose('4');
    expect(state()).toBe('waiting');
    await choose('2');
    // Woken in the event's own dispatch; how far the mount got by the end of the act depends on the machine.
    expect(['loading', 'mounted']).toContain(state());
    await mounted();
    expect(section().classList.contains('--visible')).toBe(true);
    // Awake, it follows the store as before: back to M hides it.
    await choose('3');
    expect(section().classList.contains('--visible')).toBe(false);
  });

  it('a shopper who chose a sold-out size before it woke can open the form at once', async () => {
    await bootWaitingNotify('projector-101');
    await choose('2');
    await mounted();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Powiadom mnie o dostępności' }));
    expect(screen.getByRole('textbox', { name: 'Twój adres e-mail' })).toBeTruthy();
  });

  it('projector-102 (every size sold out, none chosen): product-buy’s mount wakes it, no scrolling needed', async () => {
    await bootWaitingNotify('projector-102');
    await mounted();
    expect(section().classList.contains('--visible')).toBe(true);
  });

  it('without product-buy, the block the server shows wakes it as it nears the viewport', async () => {
    const observers = await bootWaitingNotify('projector-102', false);
    // The bootstrap's scan claims the block in a task of its own.
    await untilIslandState(section(), 'product-notify', ['waiting']);
    const io = observers.find((o) => o.observed.includes(section()))!;
    expect(io.opts?.rootMargin).toBe('200px');
    io.cb([{ isIntersecting: true, target: section() } as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    await mounted();
  });
});
