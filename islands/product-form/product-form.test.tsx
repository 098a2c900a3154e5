import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { getShopStore } from '../../core/store';
import { subscriptionAttr } from './hidden-inputs';
import { sizeDataUrl } from './api';
import { untilStore } from '../../fixtures/until';
import type { SizeFetchState } from '../../core/store/product.slice';

const store = () => getShopStore().getState().product;
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Every projector.php call the page makes, as path + query. */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const u = new URL(request.url);
  if (u.pathname === '/ajax/projector.php') requests.push(u.pathname + u.search);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const choose = (size: string | null) => act(() => store().selectSize(size));
/** The size request in flight has settled (a load marks 'loading' as it starts): awaited on the store, then the outcome asserted. */
async function settled(expected: SizeFetchState): Promise<void> {
  let state: SizeFetchState | undefined;
  await act(async () => {
    state = (await untilStore((s) => s.product.sizeFetch !== 'loading')).product.sizeFetch;
  });
  expect(state).toBe(expected);
}
/** The page's size requests, counted as fetch is called (within the microtasks of the change that asks). */
const sizeFetches = () => {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.filter(([resource]) => String(resource instanceof Request ? resource.url : resource).includes('/ajax/projector.php')).length;
};

describe('product-form: live size data', () => {
  it('the page’s own size needs no request; another size is fetched once and fills the store', async () => {
    await openProductPage('projector-101', { islands: ['product-form'] });
    expect(store().selectedSize).toBe('3');
    expect(store().sizeFetch).toBe('page');
    expect(requests).toEqual([]);

    choose('5');
    expect(store().sizeFetch).toBe('loading');
    await settled('ready');
    expect(requests).toEqual(['/ajax/projector.php?action=get&product=101&size=5&get=sizeprices,sizeavailability,sizedelivery']);
    // XL costs 10 zł more than the page's M: the answer is XL's.
    expect(store().sizeData['5']?.price?.value).toBe(199.99);
    expect(store().sizeData['5']?.amount).toBe(-1);
  });

  it('on a page from the shop’s HTML cache (app_shop.vars.cache_html), the page’s own size is asked again at once, as the theme’s initProductData does', async () => {
    const w = window as unknown as { app_shop?: unknown };
    try {
      await openProductPage('projector-101', { islands: ['product-form'], beforeMount: () => void (w.app_shop = { vars: { cache_html: 1 } }) });
      expect(store().selectedSize).toBe('3');
      await settled('ready');
      expect(requests).toEqual(['/ajax/projector.php?action=get&product=101&size=3&get=sizeprices,sizeavailability,sizedelivery']);
      expect(store().sizeData['3']?.price?.value).toBe(189.99);
    } finally {
      delete w.app_shop;
    }
  });

  it('a switch back is served from the cache (no request), the page’s size from the page', async () => {
    await openProductPage('projector-101', { islands: ['product-form'] });
    choose('4');
    await settled('ready');
    const answer = store().sizeData['4'];
    expect(answer?.availability?.status).toBe('order');
    choose('3');
    expect(store().sizeFetch).toBe('page');
    expect(store().sizeData['3']).toEqual({});
    choose('4');
    expect(store().sizeFetch).toBe('ready');
    expect(store().sizeData['4']).toBe(answer);
    expect(requests).toHaveLength(1);
  });

  it('subscription mode adds &subscription=1 and its answer is cached apart from the normal one', async () => {
    await openProductPage('projector-105', { islands: ['product-form'] });
    expect(store().subscription).toBe(false);
    expect(store().subscriptionDays).toBe(30);
    act(() => store().setSubscription(true));
    await settled('ready');
    expect(requests).toEqual([sizeDataUrl('105', 'uniw', true)]);
    expect(requests[0]).toMatch(/&subscription=1$/);
    expect(store().sizeData.uniw?.price?.value).toBe(53.99);
    // Back to the mode the page rendered: the page's prices, not the subscription answer.
    act(() => store().setSubscription(false));
    expect(store().sizeFetch).toBe('page');
    expect(store().sizeData.uniw).toEqual({});
    act(() => store().setSubscription(true));
    expect(store().sizeData.uniw?.price?.value).toBe(53.99);
    expect(requests).toHaveLength(1);
  });

  it('product_config.hasSubscriptionsEnabled false: the size is asked without &subscription=1, as the platform asks it', async () => {
    loadProductPage('projector-105');
    (window as unknown as { product_config: Record<string, unknown> }).product_config.hasSubscriptionsEnabled = false;
    await mountProductIslands(['product-form']);
    act(() => store().setSubscription(true));
    await settled('ready');
    expect(requests).toEqual([sizeDataUrl('105', 'uniw', false)]);
  });

  it('data-subscription="only" starts in subscription mode, whose data is the page’s', async () => {
    await openProductPage('projector-105', { islands: ['product-form'], edit: (html) => html.replace('data-subscription="false"', 'data-subscription="only"') });
    expect(store().subscription).toBe(true);
    expect(store().sizeFetch).toBe('page');
    expect(requests).toEqual([]);
  });

  it('20 rapid switches end on the last size, never showing an earlier answer', async () => {
    await openProductPage('projector-101', { islands: ['product-form'] });
    const fetches = sizeFetches();
    // Each answer takes 1 s on the fake clock, far longer than the 20 switches 3 ms apart: every
    // earlier answer would land before the last one, were it let through.
    setFault('projector', 'slow:1000');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen: Array<[string | null, number | null | undefined]> = [];
    const stop = getShopStore().subscribe((s) => {
      const p = s.product;
      if (p.sizeFetch === 'ready') seen.push([p.selectedSize, p.selectedSize ? p.sizeData[p.selectedSize]?.price?.value : null]);
    });
    const order = ['1', '2', '4', '5'];
    for (let i = 0; i < 20; i++) {
      choose(order[i % 4]!);
      await act(() => vi.advanceTimersByTimeAsync(3));
    }
    expect(store().selectedSize).toBe('5');
    expect(store().sizeFetch).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settled('ready');
    // Past every earlier request's second as well.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    stop();
    // Only the last size's answer ever reached the store, and it is XL's price.
    expect(seen.every(([size]) => size === '5')).toBe(true);
    expect(seen.at(-1)).toEqual(['5', 199.99]);
    for (const size of ['1', '2', '4']) expect(store().sizeData[size]).toEqual({});
    expect(fetches()).toBe(20);
  });

  it.each(['500', '404', 'abort', 'malformed', 'wrong-shape', 'platform'] as const)(
    'on %s: logs the URL, sets failed, keeps the page’s data and the choice',
    async (fault) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await openProductPage('projector-101', { islands: ['product-form'] });
      setFault('projector', fault);
      choose('4');
      await settled('failed');
      expect(store().selectedSize).toBe('4');
      expect(store().sizeData['4']).toEqual({});
      const message = String(error.mock.calls[0]?.[0]);
      expect(message).toContain('[storefront:product-form]');
      expect(message).toContain('/ajax/projector.php?action=get&product=101&size=4');
      expect(requests).toHaveLength(1);
      // Not cached: going back to the size asks again.
      choose('3');
      setFault('projector', 'slow:0');
      choose('4');
      await settled('ready');
      expect(requests).toHaveLength(2);
    },
  );

  it('the platform’s `errors` reply (a size the shop no longer has) keeps the page’s data and is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadProductPage('projector-101');
    // A size the page still lists but the shop does not know any more.
    const data = (window as unknown as { product_data: Array<{ sizes: Array<Record<string, unknown>> }> }).product_data;
    data[0]!.sizes.push({ ...data[0]!.sizes[0]!, id: '99', name: 'XXL', selected: false });
    await mountProductIslands(['product-form']);
    choose('99');
    await settled('failed');
    expect(store().sizeData['99']).toEqual({});
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('[storefront:product-form] live data for size "99"');
    expect(message).toContain('reply.errors');
  });

  it('data-size-request="spec" asks in the spec’s order, and reads the answer the same way', async () => {
    await openProductPage('projector-101', { islands: ['product-form'], edit: (html) => html.replace('<form ', '<form data-size-request="spec" ') });
    choose('5');
    await settled('ready');
    expect(requests).toEqual(['/ajax/projector.php?action=get&product=101&size=5&get=sizeavailability,sizedelivery,sizeprices']);
    expect(store().sizeData['5']?.price?.value).toBe(199.99);
  });

  it('times out after 18 s (no retry), then shows the page’s data', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-101', { islands: ['product-form'] });
    setFault('projector', 'hang');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    choose('1');
    await act(() => vi.advanceTimersByTimeAsync(17_900));
    expect(store().sizeFetch).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await settled('failed');
    expect(String(error.mock.calls[0]?.[0])).toContain('timed out after 18000 ms');
    expect(requests).toHaveLength(1);
  });

  it('unmounting aborts the request in flight, silently', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = await openProductPage('projector-101', { islands: ['product-form'] });
    const fetches = vi.spyOn(globalThis, 'fetch');
    setFault('projector', 'hang');
    choose('1');
    expect(store().sizeFetch).toBe('loading');
    const { unmountWithin } = await import('../../core/mount/runtime');
    unmountWithin(handle);
    // The hanging call ends only with the abort; what the loader does with that runs in the microtasks after.
    await new Promise((r) => setTimeout(r, 0));
    await Promise.allSettled(fetches.mock.results.map((r) => r.value as Promise<Response>));
    await new Promise((r) => setTimeout(r, 0));
    expect(error).not.toHaveBeenCalled();
    expect(store().sizeFetch).toBe('page');
  });
});

describe('product-form: hidden inputs follow the store', () => {
  it('size: the chosen type, empty when none', async () => {
    await openProductPage('projector-101', { islands: ['product-form'] });
    expect(input('projector_size_hidden').value).toBe('3');
    choose('4');
    expect(input('projector_size_hidden').value).toBe('4');
    choose(null);
    expect(input('projector_size_hidden').value).toBe('');
    expect(new FormData(document.getElementById('projector_form') as HTMLFormElement).get('size')).toBe('');
  });

  it('subscription: the form flag, the posted flag and the period', async () => {
    const form = await openProductPage('projector-105', { islands: ['product-form'] });
    expect(input('projector_subscription_hidden').disabled).toBe(true);
    act(() => store().setSubscription(true, 60));
    expect(form.getAttribute('data-subscription')).toBe('true');
    expect(input('projector_subscription_hidden').disabled).toBe(false);
    expect(input('projector_subscription_days_hidden').value).toBe('60');
    const posted = new FormData(form);
    expect(posted.get('subscription')).toBe('1');
    expect(posted.get('days_in_period')).toBe('60');
    act(() => store().setSubscription(false));
    expect(form.getAttribute('data-subscription')).toBe('false');
    expect(new FormData(form).getAll('subscription')).not.toContain('1');
  });

  it('works with another id prefix (data-projector-prefix)', async () => {
    await openProductPage('projector-101', { islands: ['product-form'], edit: (html) => html.replaceAll('id="projector_', 'id="shop_').replace('<form ', '<form data-island="product-form" data-projector-prefix="shop_" '), });
    choose('1');
    expect(input('shop_size_hidden').value).toBe('1');
  });

  it('is not undone on unmount (the shopper’s choice is what the form posts)', async () => {
    const form = await openProductPage('projector-101', { islands: ['product-form'] });
    choose('5');
    const { unmountWithin } = await import('../../core/mount/runtime');
    unmountWithin(form);
    expect(input('projector_size_hidden').value).toBe('5');
  });

  it('keeps "only" while the mode is on; a form without the flag gets one only when switched on', () => {
    expect(subscriptionAttr(true, 'only')).toBe('only');
    expect(subscriptionAttr(true, 'false')).toBe('true');
    expect(subscriptionAttr(false, 'only')).toBe('false');
  });
});

describe('product-form: config', () => {
  it('a bad data-subscription is reported and read as off', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-105', { islands: ['product-form'], edit: (html) => html.replace('data-subscription="false"', 'data-subscription="yes"') });
    expect(store().subscription).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:product-form] data-subscription="yes"'));
  });

  it('a bad period is reported and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-105', { islands: ['product-form'], edit: (html) => html.replace('name="days_in_period" value="30"', 'name="days_in_period" value="month"') });
    expect(store().subscriptionDays).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('#projector_subscription_days_hidden value="month"'));
  });
});
