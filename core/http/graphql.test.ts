import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/mock-shop';
import { server } from '../../fixtures/mock-shop/server';
import { ShopApiError } from './errors';
import { graphql, graphqlError, graphqlUrl } from './graphql';
import { untilRequest } from '../../fixtures/until';

describe('core/http graphql', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs only {query} to the marker the platform uses', async () => {
    const seen: Array<{ url: string; body: unknown; type: string | null }> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/graphql/')) void request.clone().json().then((body) => seen.push({ url: request.url, body, type: request.headers.get('content-type') }));
    });
    const doc = 'query { basket(BasketCostInput: {}) { summaryBasket { productsCount } } }';
    await expect(graphql('basket', { kind: 'query', query: doc })).resolves.toEqual({ basket: { summaryBasket: { productsCount: 0 } } });
    await graphql('unsetRegion', { kind: 'mutation', query: 'mutation { unsetTemporaryRegion { status } }' });
    await graphql('hotspots', { kind: 'flag', query: 'query { trackingEvents }' });
    await graphql('', { kind: 'none', query: 'query { trackingEvents }' });
    server.events.removeAllListeners();
    expect(seen.map((s) => s.url)).toEqual([
      'http://shop.test/graphql/v1/?query=basket',
      'http://shop.test/graphql/v1/?mutation=unsetRegion',
      'http://shop.test/graphql/v1/?hotspots',
      'http://shop.test/graphql/v1/',
    ]);
    expect(seen[0]).toMatchObject({ body: { query: doc }, type: 'application/json' });
    expect(graphqlUrl('x', 'query', '/gql?lang=pl')).toBe('/gql?lang=pl&query=x');
  });

  it('a document the schema does not know → kind graphql with the server’s message, as a real shop answers', async () => {
    const e = await graphql('basket', { kind: 'query', query: 'query { basket { products { sizeName } } }' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ShopApiError);
    expect((e as ShopApiError).kind).toBe('graphql');
    expect((e as ShopApiError).message).toMatch(/^POST \/graphql\/v1\/\?query=basket failed: GraphQL error: Cannot query field "sizeName"/);
  });

  it('the platform’s numbered errors keep their code', async () => {
    mockShop().platformError = 110;
    const e = await graphql('addToBasket', {
      kind: 'flag',
      query: 'mutation { addProductsToBasket(ProductInput: [{ id: 101, size: "uniw", quantity: 1 }]) { status } }',
    }).catch((x: unknown) => x);
    expect(e).toMatchObject({ kind: 'graphql', code: '110' });
    expect(graphqlError({ error: 'x' })).toEqual({ code: null, message: 'x' });
  });

  it('missing data → kind parse; HTTP errors stay kind http', async () => {
    server.use(http.post('*/graphql/v1/', () => HttpResponse.json({ unexpected: true })));
    await expect(graphql('basket', { kind: 'query', query: '{ a }' })).rejects.toMatchObject({ kind: 'parse' });
    server.use(http.post('*/graphql/v1/', () => HttpResponse.json([1, 2])));
    await expect(graphql('basket', { kind: 'query', query: '{ a }' })).rejects.toMatchObject({ kind: 'parse' });
    server.use(http.post('*/graphql/v1/', () => HttpResponse.text('', { status: 502 })));
    await expect(graphql('basket', { kind: 'query', query: '{ a }' })).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('honours timeout and abort', async () => {
    server.use(http.post('*/graphql/v1/', () => new Promise<Response>(() => {})));
    // The 50 ms on the fake clock, passed once the request is in.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = untilRequest('/graphql/v1/');
    const timedOut = expect(graphql('basket', { kind: 'query', query: '{ a }', timeout: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    await sent;
    await vi.advanceTimersByTimeAsync(50);
    await timedOut;
    vi.useRealTimers();
    const c = new AbortController();
    const p = graphql('basket', { kind: 'query', query: '{ a }', signal: c.signal });
    c.abort();
    await expect(p).rejects.toMatchObject({ kind: 'abort' });
  });
});
