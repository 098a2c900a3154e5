import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../fixtures/mock-shop/server';
import { ShopApiError } from './errors';
import { graphql, graphqlUrl } from './graphql';

describe('core/http graphql', () => {
  it('POSTs {query, variables} to ?query=<name> / ?mutation=<name>', async () => {
    const seen: Array<{ url: string; body: unknown }> = [];
    server.use(
      http.post('*/graphql/v1/', async ({ request }) => {
        seen.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await expect(graphql('basket', { kind: 'query', query: '{ basket { x } }' })).resolves.toEqual({ ok: true });
    await graphql('unsetRegion', { kind: 'mutation', query: 'mutation { unsetTemporaryRegion { status } }', variables: { a: 1 } });
    expect(seen[0]).toEqual({ url: 'http://shop.test/graphql/v1/?query=basket', body: { query: '{ basket { x } }', variables: {} } });
    expect(seen[1]?.url).toBe('http://shop.test/graphql/v1/?mutation=unsetRegion');
    expect(seen[1]?.body).toMatchObject({ variables: { a: 1 } });
    expect(graphqlUrl('x', 'query', '/gql?lang=pl')).toBe('/gql?lang=pl&query=x');
  });

  it('errors[] → kind graphql with the first message', async () => {
    server.use(http.post('*/graphql/v1/', () => HttpResponse.json({ data: null, errors: [{ message: 'Bad input' }, { message: 'second' }] })));
    const e = await graphql('validateClientData', { kind: 'query', query: '{ a }' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ShopApiError);
    expect((e as ShopApiError).kind).toBe('graphql');
    expect((e as ShopApiError).message).toBe('POST /graphql/v1/?query=validateClientData failed: GraphQL error: Bad input');
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
    await expect(graphql('basket', { kind: 'query', query: '{ a }', timeout: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    const c = new AbortController();
    const p = graphql('basket', { kind: 'query', query: '{ a }', signal: c.signal });
    c.abort();
    await expect(p).rejects.toMatchObject({ kind: 'abort' });
  });
});
