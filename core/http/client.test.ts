import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../fixtures/mock-shop/server';
import { untilRequest } from '../../fixtures/until';
import { getJson, getPage, postForm, postJson, postPage, postText, resolveUrl, TIMEOUTS } from './client';
import { isAbortError, ShopApiError } from './errors';

const fast = { limit: 2, delayMs: 1 };

async function failure(p: Promise<unknown>): Promise<ShopApiError> {
  const e = await p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ShopApiError);
  return e as ShopApiError;
}

describe('core/http client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves relative URLs against the page and merges search params', async () => {
    let seen = '';
    server.use(http.get('*/api/thing', ({ request }) => ((seen = request.url), HttpResponse.json({ ok: true }))));
    expect(resolveUrl('/api/thing', { a: 1, b: undefined })).toBe('http://shop.test/api/thing?a=1');
    await expect(getJson('/api/thing', { searchParams: { product: 101, get: 'sizes' } })).resolves.toEqual({ ok: true });
    expect(seen).toBe('http://shop.test/api/thing?product=101&get=sizes');
  });

  it('exports the spec timeouts', () => {
    expect(TIMEOUTS).toEqual({ projector: 18000, pageLoad: 16000, module: 5000, default: 10000 });
  });

  it('turns an HTTP status into kind http, naming method and URL', async () => {
    server.use(http.post('*/graphql/v1/', () => HttpResponse.text('boom', { status: 500 })));
    const e = await failure(postJson('/graphql/v1/?query=validateClientData', {}));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(500);
    expect(e.body).toBe('boom');
    expect(e.message).toBe('POST /graphql/v1/?query=validateClientData failed: HTTP 500');
  });

  it('retries a GET on 5xx up to 2 times, then fails', async () => {
    let calls = 0;
    server.use(http.get('*/flaky', () => (calls++, HttpResponse.text('no', { status: 503 }))));
    const e = await failure(getJson('/flaky', { retry: fast }));
    expect(e.kind).toBe('http');
    expect(calls).toBe(3);
  });

  it('a GET that recovers on retry succeeds', async () => {
    let calls = 0;
    server.use(http.get('*/flaky', () => (++calls < 2 ? HttpResponse.error() : HttpResponse.json({ n: calls }))));
    await expect(getJson('/flaky', { retry: fast })).resolves.toEqual({ n: 2 });
  });

  it('retries a GET on network errors, ends as kind network', async () => {
    let calls = 0;
    server.use(http.get('*/down', () => (calls++, HttpResponse.error())));
    const e = await failure(getJson('/down', { retry: fast }));
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/^GET \/down failed: network error/);
    expect(calls).toBe(3);
  });

  it('does not retry a GET on 4xx, nor when retry is 0', async () => {
    let calls = 0;
    server.use(http.get('*/missing', () => (calls++, HttpResponse.text('', { status: 404 }))));
    expect((await failure(getJson('/missing', { retry: fast }))).status).toBe(404);
    expect(calls).toBe(1);
    server.use(http.get('*/broken', () => (calls++, HttpResponse.text('', { status: 500 }))));
    await failure(getJson('/broken', { retry: 0 }));
    expect(calls).toBe(2);
  });

  it('never retries a POST (5xx or network)', async () => {
    let calls = 0;
    server.use(http.post('*/ajax/get.php', () => (calls++, HttpResponse.text('', { status: 500 }))));
    expect((await failure(postForm('/ajax/get.php', { request: '{}' }))).kind).toBe('http');
    server.use(http.post('*/ajax/get.php', () => (calls++, HttpResponse.error())));
    expect((await failure(postForm('/ajax/get.php', { request: '{}' }))).kind).toBe('network');
    expect(calls).toBe(2);
  });

  it('times out per call with kind timeout (and does not retry it)', async () => {
    let calls = 0;
    server.use(http.get('*/slow', async () => (calls++, await delay('infinite'), HttpResponse.json({}))));
    // The call's clock: its timer starts before the request leaves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = untilRequest('/slow');
    let settled = false;
    const result = failure(getJson('/slow', { timeout: 50, retry: fast })).finally(() => (settled = true));
    await sent;
    await vi.advanceTimersByTimeAsync(49);
    expect(settled, 'not before its 50 ms').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await result;
    expect(e.kind).toBe('timeout');
    expect(e.message).toBe('GET /slow failed: timed out after 50 ms');
    // Not retried, however long the retry waits would take.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
  });

  it("reports the caller's abort as kind abort", async () => {
    server.use(http.get('*/slow', async () => (await delay('infinite'), HttpResponse.json({}))));
    const c = new AbortController();
    const sent = untilRequest('/slow');
    const p = getJson('/slow', { signal: c.signal });
    await sent; // aborted in flight
    c.abort();
    const e = await failure(p);
    expect(e.kind).toBe('abort');
    expect(isAbortError(e)).toBe(true);
    expect(e.message).toBe('GET /slow aborted');
    const pre = new AbortController();
    pre.abort();
    expect((await failure(postJson('/slow', {}, { signal: pre.signal }))).kind).toBe('abort');
  });

  it('an abort during the retry wait is still kind abort', async () => {
    let calls = 0;
    server.use(http.get('*/flaky', () => (calls++, HttpResponse.text('', { status: 502 }))));
    // The retry wait is a timer: on the fake clock it cannot end before the abort.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = new AbortController();
    const answered = untilRequest('/flaky', 'response:mocked');
    const p = getJson('/flaky', { signal: c.signal, retry: { limit: 2, delayMs: 200 } });
    await answered;
    c.abort();
    expect((await failure(p)).kind).toBe('abort');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
  });

  it('invalid or empty JSON is kind parse', async () => {
    server.use(
      http.get('*/bad', () => new HttpResponse('{"a": tru', { headers: { 'Content-Type': 'application/json' } })),
      http.get('*/empty', () => new HttpResponse('', { status: 200 })),
    );
    const e = await failure(getJson('/bad'));
    expect(e.kind).toBe('parse');
    expect(e.body).toBe('{"a": tru');
    expect(e.message).toBe('GET /bad failed: invalid JSON');
    expect((await failure(getJson('/empty'))).kind).toBe('parse');
  });

  it('postForm sends form fields with the XHR header; postJson lets credentials be overridden', async () => {
    let form = '';
    let xhr: string | null = null;
    let credentials = '';
    let json: unknown;
    server.use(
      http.post('*/form', async ({ request }) => {
        form = await request.text();
        xhr = request.headers.get('x-requested-with');
        return HttpResponse.json({ ok: 1 });
      }),
      http.post('https://accounts.example/login', async ({ request }) => {
        credentials = request.credentials;
        json = await request.json();
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await expect(postForm('/form', { product: '101', size: 'M' })).resolves.toEqual({ ok: 1 });
    expect(form).toBe('product=101&size=M');
    expect(xhr).toBe('XMLHttpRequest');
    await postJson('https://accounts.example/login', { a: 1 }, { credentials: 'include' });
    expect(credentials).toBe('include');
    expect(json).toEqual({ a: 1 });
  });

  it('cross-origin failures name the full URL', async () => {
    server.use(http.post('https://accounts.example/register', () => HttpResponse.text('', { status: 403 })));
    const e = await failure(postJson('https://accounts.example/register', {}, { credentials: 'include' }));
    expect(e.message).toBe('POST https://accounts.example/register failed: HTTP 403');
  });

  it('getPage and postText return the body as text', async () => {
    server.use(
      http.get('*/page.html', () => HttpResponse.html('<main id="content">x</main>')),
      http.post('*/echo', async ({ request }) => HttpResponse.text(`got ${await request.text()}`)),
    );
    await expect(getPage('/page.html', { timeout: TIMEOUTS.pageLoad })).resolves.toMatchObject({ status: 200, text: '<main id="content">x</main>' });
    await expect(postText('/echo', 'a=1')).resolves.toBe('got a=1');
  });
});

describe('core/http client: redirects', () => {
  /** A same-origin address that redirects to another origin, and what that origin was sent. */
  function openRedirect(status: 302 | 303 | 307) {
    const elsewhere: Array<{ method: string; body: string }> = [];
    server.use(
      http.all('*/go', () => new HttpResponse(null, { status, headers: { location: 'https://elsewhere.example/take' } })),
      http.all('https://elsewhere.example/take', async ({ request }) => {
        elsewhere.push({ method: request.method, body: await request.text() });
        return HttpResponse.json({ status: 'success', loginToken: 'theirs' });
      }),
    );
    return elsewhere;
  }

  it.each([302, 307] as const)('a call with credentials included does not follow a %i: kind network, nothing sent on', async (status) => {
    const elsewhere = openRedirect(status);
    const text = await failure(postText('/go', '{"signature":"s"}', { credentials: 'include' }));
    expect(text.kind).toBe('network');
    expect(text.message).toBe('POST /go failed: answered with a redirect, which a call carrying credentials does not follow (nothing was sent on)');
    const json = await failure(postJson('/go', { signature: 's' }, { credentials: 'include' }));
    expect(json.kind).toBe('network');
    expect(elsewhere).toEqual([]);
  });

  it('a credentialed call to another origin that answers a redirect is refused the same way', async () => {
    const elsewhere = openRedirect(307);
    server.use(http.post('https://accounts.example/webAuthn/login.php', () => new HttpResponse(null, { status: 307, headers: { location: 'https://elsewhere.example/take' } })));
    const e = await failure(postText('https://accounts.example/webAuthn/login.php', 'x', { credentials: 'include' }));
    expect(e.message).toMatch(/^POST https:\/\/accounts\.example\/webAuthn\/login\.php failed: answered with a redirect/);
    expect(elsewhere).toEqual([]);
  });

  // msw follows a redirect of a request with a body only on 303 (as undici), so the posts get a 303 here.
  it.each([
    ['getJson', 302, () => getJson('/go', { retry: 0 })],
    ['getPage', 302, () => getPage('/go', { retry: 0 })],
    ['postForm', 303, () => postForm('/go', { a: '1' })],
    ['postJson', 303, () => postJson('/go', {})],
    ['postText', 303, () => postText('/go', 'x')],
  ] as const)('%s: a reply that ended on another origin is not read (kind network, naming it)', async (_name, status, call) => {
    openRedirect(status);
    const e = await failure(call());
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/failed: redirected to another origin \(https:\/\/elsewhere\.example\/take\); its reply is not read$/);
  });

  it("the shop's own redirects are still followed (a post answered by a page, a moved endpoint)", async () => {
    server.use(
      http.post('*/basketchange.php', () => new HttpResponse(null, { status: 303, headers: { location: '/basketedit.php' } })),
      http.get('*/basketedit.php', () => HttpResponse.html('<p>koszyk</p>')),
      http.get('*/old.json', () => new HttpResponse(null, { status: 301, headers: { location: '/new.json' } })),
      http.get('*/new.json', () => HttpResponse.json({ moved: true })),
    );
    await expect(postPage('/basketchange.php', new URLSearchParams({ product: '101' }))).resolves.toMatchObject({ status: 200, text: '<p>koszyk</p>', redirected: true });
    await expect(getJson('/old.json')).resolves.toEqual({ moved: true });
  });
});
