import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { loadPage, type PageOptions } from '../../fixtures/header-page';
import { mountProductIslands } from '../../fixtures/product-page';
import { bootsEntry, firstScan } from '../../fixtures/boot-entry';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { server } from '../../fixtures/mock-shop/server';
import { mockShop } from '../../fixtures/mock-shop/state';
import { untilIslandState } from '../../fixtures/island-state';
import { untilCalled, untilDom } from '../../fixtures/until';
import { trackingIdle } from '../../core/http/tracking';
import { unmountAll } from '../../core/mount/runtime';
import { navigation } from './navigate';
import { emptyLinkAt } from './links';
import island from './index';

// The aside of a real shop has the mobile menu's lists section; the sample aside does not.
const withMenu: PageOptions = {
  aside: (html) => `${html}<section class="shopping_list_menu"><div class="slm_lists" data-empty="true"><a class="slm_lists__label" href="/shoppinglist.php?mobile=1">Listy zakupowe</a></div></section>`,
};
const LIST_PAGE = 'http://shop.test/shoppinglist.php';

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
let bodies: Array<Promise<string>> = [];
let urls: string[] = [];
let fetches: MockInstance<typeof fetch>;
const record = ({ request }: { request: Request }) => {
  if (!request.url.includes('createShoppingList')) return;
  urls.push(request.url);
  bodies.push(request.clone().text());
};
/** createShoppingList calls, counted as fetch is called (in the click's own task, after its microtasks). */
const creates = () => fetches.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('createShoppingList')).length;
/** A task after the click's: every microtask it started (up to the fetch call) has run. */
const nextTask = () => new Promise((r) => setTimeout(r, 0));
/** The list call is over: the island takes aria-busy off the link and, in the same step, sends the shopper on. */
const created = () => untilDom(() => !document.querySelector('[aria-busy="true"]'));
beforeEach(() => {
  bodies = [];
  urls = [];
  fetches = vi.spyOn(globalThis, 'fetch');
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  document.documentElement.removeAttribute('lang');
});

// The footer has a 'Listy zakupowe' link too (not marked empty): queries stay in the island's containers.
const headerLink = () => within(document.querySelector<HTMLElement>('.shopping_list_top')!).getByRole('link', { name: 'Listy zakupowe' });
const menuLink = () => within(document.querySelector<HTMLElement>('.shopping_list_menu')!).getByRole('link', { name: 'Listy zakupowe' });
const lists = () => mockShop().shoppingLists;
const containers = () => Array.from(document.querySelectorAll('.shopping_list_top, .shopping_list_menu'));
const state = (el: Element) => el.getAttribute('data-storefront-shopping-lists');

/** An 'interaction' island: once each container waits, the shopper's pointer moves over it. */
async function mount() {
  const settled = mountProductIslands(['shopping-lists']);
  await Promise.all(containers().map((el) => untilIslandState(el, 'shopping-lists', ['waiting'])));
  containers().forEach((el) => el.dispatchEvent(new Event('pointerover', { bubbles: true })));
  return settled;
}

describe('emptyLinkAt', () => {
  it('finds only links the server marked empty', () => {
    const box = document.createElement('div');
    box.innerHTML = `<div data-empty="false"><a class="slt_link" href="/a">A</a><a class="slt_link --empty" href="/b"><span>B</span></a></div>
      <div data-empty="true"><a class="slm_lists__label" href="/c">C</a><a class="slt_lists__nav_link" href="/d">D</a></div>`;
    const [a, b, c, d] = Array.from(box.querySelectorAll('a'));
    expect(emptyLinkAt(a!, box)).toBeNull();
    expect(emptyLinkAt(b!.querySelector('span'), box)).toBe(b);
    expect(emptyLinkAt(c!, box)).toBe(c);
    expect(emptyLinkAt(d!, box)).toBeNull();
  });
});

describe('<ShoppingLists> on the sample header', () => {
  it('creates the first list with the default name, then goes to the clicked link', async () => {
    loadPage();
    await mount();
    expect(fireEvent.click(headerLink())).toBe(false);
    await created();
    expect(go).toHaveBeenCalledWith(LIST_PAGE);
    expect(lists()).toEqual([expect.objectContaining({ id: 1, name: 'Lista zakupowa' })]);
    // The platform's call: ?query=createShoppingList, only {query}, the name a literal.
    expect(urls).toEqual(['http://shop.test/graphql/v1/?query=createShoppingList']);
    expect(JSON.parse(await bodies[0]!)).toEqual({ query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: { name: "Lista zakupowa" }) { status id } }' });
    expect(headerLink().hasAttribute('aria-busy')).toBe(false);
    // The reply's x-iai-tracking-events header fetched the shop's tracking scripts.
    await trackingIdle();
    expect(mockShop().trackingEventsCalls).toBe(1);
  });

  it('creates one list and goes once however often the link is clicked', async () => {
    setFault('graphql:createShoppingList', 'slow:150');
    loadPage();
    await mount();
    fireEvent.click(headerLink());
    expect(headerLink().getAttribute('aria-busy')).toBe('true');
    expect(fireEvent.click(headerLink())).toBe(false);
    fireEvent.click(headerLink());
    await created();
    // Every click's microtasks ran long before the (slow) answer: a second call would be counted.
    expect(creates()).toBe(1);
    expect(lists()).toHaveLength(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it.each<FaultKind>(['500', '404', 'hang', 'abort', 'malformed', 'wrong-shape', 'platform'])('still goes to the list page when the call fails (%s)', async (kind) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('graphql:createShoppingList', kind);
    loadPage({ header: (html) => html.replace('<div class="shopping_list_top hover__wrapper"', '<div class="shopping_list_top hover__wrapper" data-create-timeout="200"') });
    await mount();
    fireEvent.click(headerLink());
    await created();
    expect(go).toHaveBeenCalledWith(LIST_PAGE);
    expect(lists()).toHaveLength(0);
    expect(warn.mock.calls[0]?.[0]).toContain('[storefront:shopping-lists] the first list "Lista zakupowa" could not be created');
  });

  it('names the list as the page overrides it, quotes and all', async () => {
    loadPage();
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="storefront-texts">{"shopping-lists.defaultName": "Moje \\"ulubione\\" \\\\ 2"}</script>');
    await mount();
    fireEvent.click(headerLink());
    await created();
    expect(go).toHaveBeenCalled();
    expect(lists()[0]?.name).toBe('Moje "ulubione" \\ 2');
  });

  it('names the list in the page language (mobile menu label)', async () => {
    document.documentElement.lang = 'en';
    loadPage(withMenu);
    await mount();
    fireEvent.click(menuLink());
    await created();
    expect(go).toHaveBeenCalledWith(`${LIST_PAGE}?mobile=1`);
    expect(lists()[0]?.name).toBe('Shopping list');
  });

  it('leaves links of a shopper who has lists alone', async () => {
    loadPage({ header: (html) => html.replace('data-empty="true"', 'data-empty="false"').replace('slt_link --empty', 'slt_link') });
    await mount();
    expect(fireEvent.click(headerLink())).toBe(true);
    await nextTask();
    expect(headerLink().hasAttribute('aria-busy')).toBe(false);
    expect(creates()).toBe(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('lets a new-tab click open the page and makes the list in the background', async () => {
    loadPage();
    await mount();
    expect(fireEvent.click(headerLink(), { ctrlKey: true })).toBe(true);
    await created();
    expect(lists()).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
    // The list exists now: the link goes by itself.
    expect(fireEvent.click(headerLink())).toBe(true);
  });

  it('stops its request and stays put when unmounted', async () => {
    setFault('graphql:createShoppingList', 'slow:200');
    loadPage();
    await mount();
    fireEvent.click(headerLink());
    act(() => unmountAll());
    // The call (if it got as far as fetch) ends with the unmount's abort, before the mock's 200 ms;
    // whatever the island does after it runs in the microtasks that follow.
    await nextTask();
    await Promise.allSettled(fetches.mock.results.map((r) => r.value as Promise<Response>));
    await nextTask();
    expect(go).not.toHaveBeenCalled();
    expect(headerLink().hasAttribute('aria-busy')).toBe(false);
    expect(fireEvent.click(headerLink())).toBe(true);
  });

  it('reports a bad data-create-timeout', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    el.dataset.createTimeout = 'soon';
    expect(island.readConfig!(el)).toEqual({ listUrl: '/shoppinglist.php', timeout: 4000 });
    expect(error.mock.calls[0]?.[0]).toContain('data-create-timeout="soon"');
  });
});

describe('<ShoppingLists> wakes on the shopper’s first interaction', () => {
  const { entry, boot: bootEntry } = bootsEntry('shopping-lists');

  it('is an interaction island: nothing loads until the shopper comes near its links', async () => {
    expect(entry.trigger).toBe('interaction');
    loadPage(withMenu);
    bootEntry();
    await act(() => firstScan());
    expect(containers().map(state)).toEqual(['waiting', 'waiting']);
    expect(urls).toHaveLength(0);
  });

  it('a tap that wakes it is held, then handled by it: the first list is made and the shopper goes to the link, once', async () => {
    loadPage();
    bootEntry();
    await firstScan();
    fireEvent.touchStart(headerLink());
    // The click lands while the island loads: held, so the link does not navigate without a list.
    expect(fireEvent.click(headerLink())).toBe(false);
    expect(state(containers()[0]!)).toBe('loading');
    // The chunk loads, then the held click is handled and the list made: the shopper goes on at the end.
    await untilCalled(go);
    expect(go).toHaveBeenCalledWith(LIST_PAGE);
    expect(state(containers()[0]!)).toBe('mounted');
    expect(lists()).toEqual([expect.objectContaining({ name: 'Lista zakupowa' })]);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('a keyboard shopper: focus on the mobile menu’s label wakes it and Enter’s click is handled', async () => {
    loadPage(withMenu);
    bootEntry();
    await firstScan();
    menuLink().focus();
    expect(fireEvent.click(menuLink())).toBe(false);
    await untilCalled(go);
    expect(go).toHaveBeenCalledWith(`${LIST_PAGE}?mobile=1`);
    expect(lists()).toHaveLength(1);
  });
});
