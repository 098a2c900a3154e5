import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { parse, valueFromASTUntyped, visit } from 'graphql';
import { loadProductPage, mountProductIslands, openProductPage, SAMPLE_MOMENT, type ProductSample, type ProductPageOptions } from '../../fixtures/product-page';
import { productDataIdoSell } from '../../fixtures/catalogue';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop } from '../../fixtures/mock-shop/state';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import type { SizeModel } from '../../core/product/model';
import { SHIPPING_DEBOUNCE_MS } from './use-shipping-time';
import { watchLiveRegions, type LiveWatch } from '../../fixtures/live-announcements';
import { afterPaint, untilCalled, untilDom, untilStore } from '../../fixtures/until';

const el = (id: string) => document.getElementById(`projector_${id}`)!;
const text = (id: string) => el(id).textContent;
const has = (id: string, cls: string) => el(id).classList.contains(cls);
const product = () => getShopStore().getState().product;
/** A size chosen, and what follows it one frame later rendered. */
const choose = async (size: string) => {
  act(() => product().selectSize(size));
  await afterPaint();
};
const live = () => document.querySelector('[data-island-host=product-status] [role=status]')!;

/** Every shipping-time request the mock shop has seen, in order (its body is read later). */
let requests: Array<Promise<{ mode: unknown; keys: string[]; line: Record<string, unknown> }>> = [];
let answered = 0;
let heard: Array<() => void> = [];
/** The product line of every shipping-time request the page made, read from the document's literals
 *  (`{ product, size, quantity }`). */
const asked = async () => (await Promise.all(requests)).map(({ line }) => ({ product: line.id, size: line.size, quantity: line.quantity }));
/** Each request's mode and body keys. */
const sent = async () => (await Promise.all(requests)).map(({ mode, keys }) => ({ mode, keys }));
/** Resolves once `done()` holds, checked again at each request the mock shop sees or answers. */
const untilShop = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (done() ? resolve() : void heard.push(check));
    check();
  });
/** The page has sent its `n`th shipping-time request (the real event, however long the debounce and the machine take). */
const untilAsked = (n: number) => untilShop(() => requests.length >= n);
/** The mock shop has answered `n` shipping-time requests. */
const untilAnswered = (n: number) => untilShop(() => answered >= n);
const SHIPPING_URL = '?query=projector_shipping_fetchShippingTime';
/**
 * For "nothing was asked": the page's fetch calls for a shipping time, counted when made. Set the
 * clock to fake first: a request would be made within the debounce timer's own task, so once
 * `pastDebounce()` has run the timer (and yielded after it) the count is final.
 */
const fetches = () => {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(SHIPPING_URL)).length;
};
/** setTimeout on a fake clock from now on (Date stays the sample moment's); native timers set before still clear. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldClearNativeTimers: true });
const pastDebounce = () => act(() => vi.advanceTimersByTimeAsync(SHIPPING_DEBOUNCE_MS));
/** The live region's next words starting with `start`: said once the size's data has settled. */
const untilSaid = (start: string) => untilDom(() => live().textContent!.startsWith(start));
const lineOf = (document: string): { mode: unknown; line: Record<string, unknown> } => {
  let input: Record<string, unknown> = {};
  visit(parse(document), {
    Argument(node) {
      if (node.name.value === 'ShippingInput') input = valueFromASTUntyped(node.value) as Record<string, unknown>;
    },
  });
  const [line = {}] = (input.products as Array<Record<string, unknown>> | undefined) ?? [];
  return { mode: input.mode, line };
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SAMPLE_MOMENT); // Wednesday 09:00, 5 h before the 14:00 deadline
  requests = [];
  answered = 0;
  heard = [];
  const tell = () => {
    for (const check of heard.splice(0)) check();
  };
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes(SHIPPING_URL)) return;
    requests.push(
      request
        .clone()
        .json()
        .then((body: { query: string }) => ({ ...lineOf(body.query), keys: Object.keys(body) })),
    );
    tell();
  });
  server.events.on('request:end', ({ request }) => {
    if (!request.url.includes(SHIPPING_URL)) return;
    answered += 1;
    tell();
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  document.documentElement.removeAttribute('lang');
});

/** A product page whose status section asks the shop's shipping-time function (data-shipping-time="true", the spec's fetch). */
function openShippingTimePage(name: ProductSample, opts: ProductPageOptions = {}, islands = ['product-status']) {
  return openProductPage(name, {
    ...opts,
    islands,
    beforeMount: () => {
      const section = document.getElementById('projector_status_section');
      if (section && !section.hasAttribute('data-shipping-time')) section.setAttribute('data-shipping-time', 'true');
    },
  });
}


/** Size 4 chosen and the debounce past: no shipping-time call went out. */
async function expectNoCallOnSizeChange(): Promise<void> {
  const count = fetches();
  fakeClock();
  await choose('4');
  await pastDebounce();
  expect(count()).toBe(0);
  expect(requests).toEqual([]);
}

describe('product-status: the platform’s calls by default', () => {
  it('asks the shipping-time function only when the page says data-shipping-time="true" (a real shop’s product page never sends that call)', async () => {
    const { default: island } = await import('./index');
    const section = (attr: string) => {
      document.body.innerHTML = `<form id="projector_form"><div id="projector_status_section"${attr}></div></form>`;
      return document.getElementById('projector_status_section')!;
    };
    expect(island.readConfig!(section('')).shippingTime).toBe(false);
    expect(island.readConfig!(section(' data-shipping-time="true"')).shippingTime).toBe(true);
    expect(island.readConfig!(section(' data-shipping-time="false"')).shippingTime).toBe(false);
  });

  it('without it, a size change sends nothing and shows the size’s time from the page’s data', async () => {
    await openProductPage('projector-101', { islands: ['product-status'] });
    await expectNoCallOnSizeChange();
    expect(text('delivery_days')).not.toBe('dzisiaj, jeśli zamówisz do 14:00');
  });
});

describe('product-status on projector-101', () => {
  it('shows the chosen size as the server did, and announces nothing at mount', async () => {
    await openShippingTimePage('projector-101');
    expect(has('status', '--enable')).toBe(true);
    expect(text('status_description')).toBe('Produkt dostępny');
    expect(text('amount')).toBe('12 szt.');
    expect(text('delivery_days')).toBe('dzisiaj, jeśli zamówisz do 14:00');
    expect(has('shipping_dialog', '--active')).toBe(true);
    expect(has('shipping_unknown', '--hide')).toBe(true);
    expect(live().textContent).toBe('');
    await untilAsked(1);
    expect(await asked()).toEqual([{ product: 101, size: '3', quantity: 1 }]);
    // The platform's form: only {query}, the bare enum word, the id an unquoted number.
    expect(await sent()).toEqual([{ mode: 'product', keys: ['query'] }]);
  });

  it('switches to L (made to order, 7 days) and announces it politely', async () => {
    await openShippingTimePage('projector-101');
    await choose('4');
    expect(has('status', '--order')).toBe(true);
    expect(has('status', '--enable')).toBe(false);
    expect(text('status_description')).toBe('Produkt na zamówienie, wysyłka w 7 dni');
    expect(text('amount')).toBe('10 szt.');
    expect(text('delivery_days')).toBe('w przyszłą środę');
    await untilSaid('Rozmiar L:');
    expect(screen.getByRole('status').textContent).toBe('Rozmiar L: Produkt na zamówienie, wysyłka w 7 dni, wysyłka w przyszłą środę');
  });

  it('switches to S (sold out): disabled, no amount, no delivery time', async () => {
    await openShippingTimePage('projector-101');
    await choose('2');
    expect(has('status', '--disable')).toBe(true);
    expect(text('status_description')).toBe('Produkt niedostępny');
    expect(has('amount', '--hide')).toBe(true);
    expect(has('shipping_dialog', '--inactive')).toBe(true);
    expect(has('shipping_dialog', '--active')).toBe(false);
    expect(has('delivery_days', '--hide')).toBe(true);
    expect(live().textContent).toBe('Rozmiar S: Produkt niedostępny');
  });

  it('does not ask the shipping function about a sold-out size', async () => {
    await openShippingTimePage('projector-101');
    await untilAsked(1);
    const count = fetches();
    fakeClock();
    await choose('2');
    await pastDebounce();
    expect(count()).toBe(0);
  });

  it('puts the server markup back when unmounted', async () => {
    await openShippingTimePage('projector-101');
    await choose('4');
    unmountWithin(el('status_section'));
    expect(el('status').className).toBe('projector_info__item --status projector_status --enable');
    expect(text('status_description')).toBe('Produkt dostępny');
    expect(text('delivery_days')).toBe('dzisiaj, jeśli zamówisz do 14:00');
    expect(document.querySelector('[data-island-host=product-status]')).toBeNull();
  });

  it('speaks English with <html lang="en">', async () => {
    document.documentElement.lang = 'en';
    await openShippingTimePage('projector-101');
    expect(text('delivery_days')).toBe('today if you order by 14:00');
    await choose('4');
    expect(text('delivery_days')).toBe('next Wednesday');
    await untilSaid('Size L:');
    expect(live().textContent).toBe('Size L: Produkt na zamówienie, wysyłka w 7 dni, shipping next Wednesday');
  });

  it('follows the live size data (product-form) for the chosen size', async () => {
    await openShippingTimePage('projector-101', undefined, ['product-form', 'product-status']);
    await choose('4');
    await untilStore((s) => s.product.sizeFetch === 'ready');
    expect(has('status', '--order')).toBe(true);
    expect(text('delivery_days')).toBe('w przyszłą środę');
  });
});

describe('product-status: one announcement per size change (WCAG 4.1.3)', () => {
  let watch: LiveWatch;
  afterEach(() => watch.stop());
  const region = '[data-island-host=product-status] [role=status]';

  it('says the size once, after its live data and shipping time are in, never the interim page data', async () => {
    // The shop's answer differs from the page's data: the interim text must not be spoken.
    mockShop().shippingDays = 40;
    await openShippingTimePage('projector-101', undefined, ['product-form', 'product-status']);
    await untilDom(() => text('delivery_days') === 'za 40 dni');
    watch = watchLiveRegions();
    await choose('4');
    // The blocks show the page's data for L at once; the live region waits.
    expect(watch.texts(region)).toEqual([]);
    await untilStore((s) => s.product.sizeFetch === 'ready');
    await untilAsked(2);
    await untilDom(() => watch.texts(region).length > 0);
    expect(watch.texts(region)).toEqual(['Rozmiar L: Produkt na zamówienie, wysyłka w 7 dni, wysyłka za 40 dni']);
    expect(live().textContent).toBe('Rozmiar L: Produkt na zamówienie, wysyłka w 7 dni, wysyłka za 40 dni');
  });

  it('a size whose answers are cached is said once at once; a sold-out size (nothing to ask) too', async () => {
    await openShippingTimePage('projector-101', undefined, ['product-form', 'product-status']);
    await choose('4');
    await untilSaid('Rozmiar L:');
    await choose('3');
    await untilSaid('Rozmiar M:');
    watch = watchLiveRegions();
    // Both answers cached: said once, in the render that follows the choice.
    await choose('4');
    expect(watch.texts(region)).toHaveLength(1);
    expect(watch.texts(region)[0]).toMatch(/^Rozmiar L:/);
    watch.reset();
    await choose('2');
    await untilStore((s) => s.product.sizeFetch !== 'loading');
    await untilDom(() => watch.texts(region).length > 0);
    expect(watch.texts(region)).toEqual(['Rozmiar S: Produkt niedostępny']);
  });

  it('a failed shipping-time answer settles too: the page’s time is said, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openShippingTimePage('projector-101');
    // The mount's request answered first, so only L's meets the fault.
    await untilAnswered(1);
    setFault('graphql:shippingTime', '500');
    watch = watchLiveRegions();
    await choose('4');
    await untilCalled(warn);
    await untilDom(() => watch.texts(region).length > 0);
    expect(watch.texts(region)).toEqual(['Rozmiar L: Produkt na zamówienie, wysyłka w 7 dni, wysyłka w przyszłą środę']);
  });

  it('a quantity with another shipping time is said once, when its answer is in', async () => {
    await openShippingTimePage('projector-101');
    await choose('4');
    await untilSaid('Rozmiar L:');
    watch = watchLiveRegions();
    mockShop().shippingDays = 40;
    await act(() => product().setQuantity(2));
    await untilDom(() => text('delivery_days') === 'za 40 dni');
    expect(watch.texts(region)).toEqual(['Rozmiar L: Produkt na zamówienie, wysyłka w 7 dni, wysyłka za 40 dni']);
  });
});

describe('product-status: another id prefix', () => {
  it('finds its parts through data-projector-prefix', async () => {
    await openShippingTimePage('projector-101', {
      edit: (html) =>
        html
          .replaceAll('id="projector_', 'id="shop_')
          .replace('<form id="shop_form"', '<form id="shop_form" data-projector-prefix="shop_"')
          .replace('id="shop_status_section"', 'id="shop_status_section" data-island="product-status"'),
    });
    await choose('4');
    expect(document.getElementById('shop_status')!.classList.contains('--order')).toBe(true);
    expect(document.getElementById('shop_delivery_days')!.textContent).toBe('w przyszłą środę');
  });
});

describe('product-status: unknown delivery and free shipping', () => {
  it('order with unknown delivery time shows the "unknown" block instead of the shipping info', async () => {
    loadProductPage('projector-101', { noData: true, edit: (html) => html.replaceAll('101', '113') });
    (window as unknown as { product_data: unknown }).product_data = productDataIdoSell(113, SAMPLE_MOMENT);
    await mountProductIslands(['product-status']);
    await choose('1');
    expect(has('status', '--order')).toBe(true);
    expect(has('shipping_info', '--hide')).toBe(true);
    expect(has('shipping_unknown', '--hide')).toBe(false);
    expect(has('shipping_dialog', '--inactive')).toBe(true);
  });

  it('free shipping (delivery.shipping 0) is said in the island and marked on the dialog', async () => {
    await openShippingTimePage('projector-101');
    const m = product().model!.sizes['3']!;
    await act(() => product().setSizeData('3', { delivery: { shipping: 0, undefined: false } }));
    await afterPaint();
    const free = screen.getByText('Darmowa dostawa');
    expect(free.className).toBe('projector_shipping__cost --free');
    expect(has('shipping_dialog', '--free')).toBe(true);
    await act(() => product().setSizeData('3', { delivery: { shipping: 14.99, undefined: false }, availability: m.availability }));
    await afterPaint();
    expect(screen.queryByText('Darmowa dostawa')).toBeNull();
    expect(has('shipping_dialog', '--free')).toBe(false);
  });

  it('does not repeat the theme’s own free-shipping text (projector-107)', async () => {
    await openShippingTimePage('projector-107');
    await act(() => product().setSizeData('uniw', { delivery: { shipping: 0, undefined: false } }));
    await afterPaint();
    expect(screen.getAllByText('Darmowa dostawa')).toHaveLength(1);
    expect(has('shipping_dialog', '--free')).toBe(true);
  });
});

describe('product-status on other samples', () => {
  it('projector-102: no size chosen, the server block stays as it was', async () => {
    await openShippingTimePage('projector-102');
    expect(has('status', '--disable')).toBe(true);
    expect(text('status_description')).toBe('Produkt niedostępny');
    expect(has('shipping_dialog', '--inactive')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('projector-103: a phone-price size shows the phone description and icon', async () => {
    const img = '<img id="projector_status_gfx" src="/gfx/pol/server.svg" alt="">';
    await openShippingTimePage('projector-103', { edit: (html) => html.replace('<div id="projector_shipping_info"', `${img}<div id="projector_shipping_info"`) });
    expect(text('status_description')).toBe('Zapytaj o dostępność: +48 12 345 67 89');
    const gfx = el('status_gfx') as HTMLImageElement;
    expect(gfx.getAttribute('src')).toBe('/gfx/pol/availability_tel.svg');
    expect(gfx.alt).toBe('Zapytaj o dostępność: +48 12 345 67 89');
    expect(text('delivery_days')).toBe('w 24 godziny');
  });

  it.each([
    ['projector-104', '40 szt.', 'w 24 godziny'],
    ['projector-105', null, 'w 24 godziny'],
    ['projector-108', '7 szt.', 'w 24 godziny'],
  ] as const)('%s: one size, amount %s, shipping %s', async (name, amount, days) => {
    await openShippingTimePage(name);
    expect(amount === null ? has('amount', '--hide') : text('amount')).toBe(amount ?? true);
    expect(text('delivery_days')).toBe(days);
    await untilAsked(1);
    expect(await asked()).toEqual([{ product: Number(name.slice(-3)), size: 'uniw', quantity: 1 }]);
  });
});

describe('product-status: the shipping-time function', () => {
  it('its answer overrides the shown shipping time', async () => {
    // The shop knows better than the page it rendered: 40 days.
    mockShop().shippingDays = 40;
    await openShippingTimePage('projector-101');
    await untilDom(() => text('delivery_days') !== 'dzisiaj, jeśli zamówisz do 14:00');
    expect(text('delivery_days')).toBe('za 40 dni');
  });

  it('asks once per product, size and quantity; quantity changes are debounced', async () => {
    await openShippingTimePage('projector-101');
    await untilAsked(1);
    const count = fetches();
    fakeClock();
    await choose('4');
    await pastDebounce();
    await untilAsked(2);
    await choose('3');
    await pastDebounce();
    await choose('4');
    await pastDebounce();
    expect(count()).toBe(1); // both answers are cached: only L's request
    await act(() => product().setQuantity(2));
    await act(() => vi.advanceTimersByTimeAsync(SHIPPING_DEBOUNCE_MS - 1));
    await act(() => product().setQuantity(3));
    // 299 ms after the first change nothing was sent; the last change restarts the wait.
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(SHIPPING_DEBOUNCE_MS - 1));
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(count()).toBe(2);
    await untilAsked(3);
    expect(await asked()).toEqual([
      { product: 101, size: '3', quantity: 1 },
      { product: 101, size: '4', quantity: 1 },
      { product: 101, size: '4', quantity: 3 },
    ]);
  });

  it('a failure is only reported: the text already shown stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('graphql:shippingTime', '500');
    await openShippingTimePage('projector-101');
    await untilCalled(warn);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/\[storefront:product-status\] shipping time for product 101, size "3".*HTTP 500/);
    expect(text('delivery_days')).toBe('dzisiaj, jeśli zamówisz do 14:00');
  });

  it("the platform's GraphQL errors reply is a failure too: the text stays", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('graphql:shippingTime', 'platform');
    await openShippingTimePage('projector-101');
    await untilCalled(warn);
    expect(String(warn.mock.calls[0]?.[0])).toContain('GraphQL error');
    expect(text('delivery_days')).toBe('dzisiaj, jeśli zamówisz do 14:00');
  });

  it('a wrong-shaped answer is a failure too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('graphql:shippingTime', 'wrong-shape');
    await openShippingTimePage('projector-108');
    await untilCalled(warn);
    expect(text('delivery_days')).toBe('w 24 godziny');
  });

  it('can be switched off with data-shipping-time="false"', async () => {
    await openShippingTimePage('projector-101', { edit: (html) => html.replace('id="projector_status_section"', 'id="projector_status_section" data-shipping-time="false"') });
    await expectNoCallOnSizeChange();
  });
});

describe('product-status: statuses only live data knows', () => {
  it('takes such a status class off again when the size changes', async () => {
    await openShippingTimePage('projector-101');
    const m = product().model!.sizes['3'] as SizeModel;
    await act(() => product().setSizeData('3', { availability: { ...m.availability, status: 'preorder' } }));
    await afterPaint();
    expect(has('status', '--preorder')).toBe(true);
    expect(has('status', '--enable')).toBe(false);
    await choose('1');
    expect(has('status', '--preorder')).toBe(false);
    expect(has('status', '--enable')).toBe(true);
  });
});

describe('product-status: bad data', () => {
  it('reports a status that cannot be a class, and a pattern without %d', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openShippingTimePage('projector-101', { edit: (html) => html.replace('data-status-pattern="%d szt."', 'data-status-pattern="szt."') });
    const m = product().model!.sizes['3'] as SizeModel;
    await act(() => product().setSizeData('3', { availability: { ...m.availability, status: 'on hold' } }));
    await afterPaint();
    const messages = error.mock.calls.map((c) => String(c[0]));
    expect(messages).toContainEqual(expect.stringMatching(/\[storefront:product-status\] status "on hold" is not a class name/));
    expect(messages).toContainEqual(expect.stringMatching(/\[storefront:product-status\] #projector_amount data-status-pattern="szt\." has no %d/));
    expect(text('amount')).toBe('12');
    expect(el('status').className).not.toMatch(/--enable|--order|--disable/);
  });
});
