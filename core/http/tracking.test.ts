import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop } from '../../fixtures/mock-shop/state';
import { getJson } from './client';
import { isTrackingCall, trackingCount, trackingIdle } from './tracking';

const runs: Array<[unknown, string]> = [];
vi.mock('../dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown, opts: { caller: string }) => {
    runs.push([source, opts.caller]);
    return 'ran';
  }),
}));

const reply = (header?: string) =>
  http.get('*/tracked', () => HttpResponse.json({ ok: true }, header === undefined ? {} : { headers: { 'x-iai-tracking-events': header } }));

/** A call the theme asks the tracking scripts after (a list, a quick-buy add, the express-checkout login). */
const TRACKED = { tracking: true };

/** Let the reply's hook run, then wait for the tracking query and its scripts. */
const settle = async () => {
  await new Promise((r) => setTimeout(r, 0));
  await trackingIdle();
};

beforeEach(() => {
  runs.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('tracking events', () => {
  it('a reply with x-iai-tracking-events ≥ 1 queries trackingEvents once and runs each string through runScript', async () => {
    server.use(reply('2'));
    await getJson('/tracked', TRACKED);
    await settle();
    expect(mockShop().trackingEventsCalls).toBe(1);
    expect(runs).toHaveLength(1);
    expect(runs[0]![1]).toBe('tracking-events');
    expect(String(runs[0]![0])).toContain('"tracking-event"');
  });

  it('no header, 0 or junk: nothing', async () => {
    for (const h of [undefined, '0', 'abc', '-1']) {
      server.use(reply(h));
      await getJson('/tracked', TRACKED);
    }
    await settle();
    expect(mockShop().trackingEventsCalls).toBe(0);
    expect(runs).toEqual([]);
  });

  it('replies arriving during a query share one more query, never one each', async () => {
    server.use(reply('1'));
    await Promise.all([getJson('/tracked', TRACKED), getJson('/tracked', TRACKED), getJson('/tracked', TRACKED)]);
    await settle();
    expect(mockShop().trackingEventsCalls).toBeLessThanOrEqual(2);
    expect(mockShop().trackingEventsCalls).toBeGreaterThanOrEqual(1);
  });

  it('the trackingEvents reply itself never starts another query', async () => {
    server.use(
      reply('1'),
      http.post('*/graphql/v1/', () => {
        mockShop().trackingEventsCalls += 1;
        return HttpResponse.json({ data: { trackingEvents: ['a()'] } }, { headers: { 'x-iai-tracking-events': '1' } });
      }),
    );
    await getJson('/tracked', TRACKED);
    await settle();
    await settle();
    expect(mockShop().trackingEventsCalls).toBe(1);
    expect(runs.map((r) => r[0])).toEqual(['a()']);
  });

  it('a failing or odd trackingEvents reply is ignored with a console note', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    setFault('graphql:trackingEvents', '500');
    server.use(reply('1'));
    await getJson('/tracked', TRACKED);
    await settle();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/\[storefront:tracking-events\] the trackingEvents query failed and is ignored: .*HTTP 500/));
    server.use(http.post('*/graphql/v1/', () => HttpResponse.json({ data: { trackingEvents: 'not a list' } })));
    await getJson('/tracked', TRACKED);
    await settle();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('not a list of strings'));
    expect(runs).toEqual([]);
  });

  it('a call made without `tracking` leaves the header alone, as the theme does after its other calls', async () => {
    server.use(reply('2'));
    await getJson('/tracked');
    await settle();
    expect(mockShop().trackingEventsCalls).toBe(0);
    expect(runs).toEqual([]);
  });

  it('the calls the theme asks it after carry `tracking`: list creation, the list dialog, the quick-buy add, the token login; the product page’s add does not', async () => {
    const sent: string[] = [];
    const client = await import('./client');
    const post = vi.spyOn(client, 'postJson');
    const { createFirstList } = await import('../../islands/shopping-lists/api');
    const { addProductsToBasket } = await import('../product/add-products');
    const { loginByToken } = await import('../../islands/passkey-sign-in/api');
    const { quickAdd } = await import('../../islands/hotspots/quick-buy');
    const { createList } = await import('../../islands/shopping-list-dialog/api');
    const signal = new AbortController().signal;
    await createFirstList('Lista', { signal, timeout: 1000 }).catch(() => {});
    await createList('Lista 2').catch(() => {});
    await quickAdd('101', '3', 1).catch(() => {});
    await addProductsToBasket({ id: '101', size: '3', quantity: 1 });
    await loginByToken('t').catch(() => {});
    await settle();
    for (const [url, , opts] of post.mock.calls) {
      if (!String(url).includes('trackingEvents')) sent.push(`${String(url).replace(/^.*\/graphql\/v1\//, '') || '(none)'} ${opts?.tracking === true}`);
    }
    expect(sent).toEqual(['?query=createShoppingList true', '(none) true', '?addToBasket true', '?addToBasket false', '?mutation=loginByToken true']);
  });

  it('reads the header and recognises its own call', () => {
    expect(trackingCount(new Headers({ 'x-iai-tracking-events': '3' }))).toBe(3);
    expect(trackingCount(new Headers())).toBe(0);
    expect(isTrackingCall('/graphql/v1/?query=trackingEvents')).toBe(true);
    expect(isTrackingCall('/graphql/v1/?trackingEvents')).toBe(true);
    expect(isTrackingCall('/graphql/v1/?query=basket')).toBe(false);
  });
});
