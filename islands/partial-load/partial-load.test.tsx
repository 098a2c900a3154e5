import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { mountWoken } from '../../fixtures/header-page';
import { partialFormUrl, partialLink, partialUrl, renderUrl } from './navigate';
import { readRender } from './index';
import { parsePage, swapRegions, SwapError } from './swap';
import { untilIslandState, untilMounted } from '../../fixtures/island-state';
import { untilCalled, untilDom } from '../../fixtures/until';

const ran: string[] = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown) => {
    ran.push(String(source));
    return 'ran';
  }),
}));

const searchPageHtml = (n: number, extra = '') => `<!doctype html><html><head><title>Strona ${n}</title></head><body>
<div id="container" class="search_page" data-partial-regions="#content,#breadcrumbs">
  <div id="breadcrumbs"><a href="/p${n}.html">Okruszek ${n}</a></div>
  <main id="content"><h1>Treść ${n}</h1>
    <a data-partial href="/p2.html">Dalej</a>
    <a data-partial href="/broken.html">Zepsuty</a>
    <a data-partial href="/slow.html">Wolny</a>
    <a href="/p3.html">Zwykły</a>
    <form data-partial action="/p2.html" method="get"><input name="q" value="suk ienka"><button>Szukaj</button></form>
    <script class="ajaxLoad">window.page = ${n};</script><script>window.other = ${n};</script>${extra}
  </main>
</div></body></html>`;

const load = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.title = doc.title;
  document.body.innerHTML = doc.body.innerHTML;
};

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
/** A load in place is over: its last step is the announcement naming the page (after swap, scripts, focus). */
const loaded = (title: string) => untilDom(() => screen.getByRole('status').textContent === `Załadowano stronę: ${title}`);
/** The island's page fetches, counted as fetch is called: within the microtasks of the click that starts one. */
const pageFetches = () => {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.length;
};
/** A task after the event's own: every microtask it started has run. */
const nextTask = () => new Promise((r) => setTimeout(r, 0));
/** The pages the island fetched, as sent. */
const fetched: string[] = [];
const record = ({ request }: { request: Request }) => void fetched.push(request.url);
beforeEach(() => {
  ran.length = 0;
  fetched.length = 0;
  server.events.on('request:start', record);
  history.replaceState(null, '', '/p1.html');
  server.use(
    http.get('*/p2.html', () => HttpResponse.html(searchPageHtml(2))),
    http.get('*/p1.html', () => HttpResponse.html(searchPageHtml(1))),
    http.get('*/broken.html', () => new HttpResponse('nope', { status: 500 })),
    http.get('*/slow.html', async () => {
      await delay('infinite');
      return HttpResponse.html(searchPageHtml(9));
    }),
  );
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, pathname: window.location.pathname, search: window.location.search, assign, replace: assign } as unknown as Location);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
});

describe('swapRegions', () => {
  it('replaces each region with the fetched page’s and takes its title', () => {
    load(searchPageHtml(1));
    const { regions, title } = swapRegions(document, parsePage(searchPageHtml(2)), ['#content', '#breadcrumbs']);
    expect(title).toBe('Strona 2');
    expect(document.title).toBe('Strona 2');
    expect(regions.map((r) => r.id)).toEqual(['content', 'breadcrumbs']);
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(document.querySelectorAll('#content')).toHaveLength(1);
  });

  it('changes nothing when a region is on one page only, or none is on both', () => {
    load(searchPageHtml(1));
    const other = parsePage('<html><body><main id="content">x</main></body></html>');
    expect(() => swapRegions(document, other, ['#content', '#breadcrumbs'])).toThrow(SwapError);
    expect(() => swapRegions(document, other, ['#nowhere'])).toThrow(/none of the regions/);
    expect(() => swapRegions(document, other, ['#content['])).toThrow(/not valid CSS/);
    expect(document.querySelector('h1')!.textContent).toBe('Treść 1');
  });
});

describe('navigate', () => {
  it('takes same-origin pages, not other sites, other schemes or a fragment of this page', () => {
    const here = new URL('https://shop.test/a.html?x=1');
    expect(partialUrl('/b.html', here)?.href).toBe('https://shop.test/b.html');
    expect(partialUrl('https://other.test/b.html', here)).toBeNull();
    expect(partialUrl('javascript:alert(1)', here)).toBeNull();
    expect(partialUrl('#top', here)).toBeNull();
    expect(partialUrl('/a.html?x=2#top', here)?.href).toBe('https://shop.test/a.html?x=2#top');
  });

  it('leaves modified clicks, new tabs and downloads to the browser', () => {
    document.body.innerHTML = '<div id="c"><a data-partial href="/b">b</a><a data-partial target="_blank" href="/b">t</a><a data-partial download href="/b">d</a><a data-partial="false" href="/b">f</a></div>';
    const c = document.getElementById('c')!;
    const [a, blank, dl, off] = [...c.querySelectorAll('a')];
    const click = (el: Element, init: MouseEventInit = {}) => {
      const e = new MouseEvent('click', { bubbles: true, button: 0, ...init });
      Object.defineProperty(e, 'target', { value: el });
      return e;
    };
    expect(partialLink(click(a!), c)).toBe(a);
    expect(partialLink(click(a!, { ctrlKey: true }), c)).toBeNull();
    expect(partialLink(click(a!, { button: 1 }), c)).toBeNull();
    expect(partialLink(click(blank!), c)).toBeNull();
    expect(partialLink(click(dl!), c)).toBeNull();
    expect(partialLink(click(off!), c)).toBeNull();
  });

  it('asks for set_render=content,head as the platform does, joined with & after a query, without the fragment', () => {
    expect(renderUrl('https://shop.test/p2.html', 'content,head')).toBe('https://shop.test/p2.html?set_render=content,head');
    expect(renderUrl('https://shop.test/s.html?q=a+b#x', 'content,head')).toBe('https://shop.test/s.html?q=a+b&set_render=content,head');
    expect(renderUrl('https://shop.test/s.html?', 'content')).toBe('https://shop.test/s.html?set_render=content');
    expect(renderUrl('https://shop.test/s.html?q=1#x', null)).toBe('https://shop.test/s.html?q=1#x');
  });

  it('reads data-partial-render: default content,head, "none" for the plain page, a bad part reported', () => {
    const el = document.createElement('div');
    expect(readRender(el)).toBe('content,head');
    el.setAttribute('data-partial-render', 'none');
    expect(readRender(el)).toBeNull();
    el.setAttribute('data-partial-render', 'content, aside');
    expect(readRender(el)).toBe('content,aside');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.setAttribute('data-partial-render', 'content,menu');
    expect(readRender(el)).toBe('content,head');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:partial-load] data-partial-render="content,menu" is not "none" or a list of head, content, aside, footer, popup'));
  });

  it('builds a GET form’s address from its fields; POST forms are not partial', () => {
    document.body.innerHTML = '<form data-partial action="/s.html?old=1"><input name="q" value="a b"><input name="n" value="2"></form><form data-partial method="post" action="/x"></form>';
    const [get, post] = [...document.querySelectorAll('form')];
    expect(partialFormUrl(get!, null)).toBe(new URL('/s.html?q=a+b&n=2', location.href).href);
    expect(partialFormUrl(post!, null)).toBeNull();
  });
});

describe('partial-load island', () => {
  const mount = async () => {
    load(searchPageHtml(1));
    await mountWoken(['partial-load'], () => document.querySelector('[data-partial-regions]'));
  };

  it('loads a marked link in place: regions, address, title, ajaxLoad scripts, focus and announcement', async () => {
    await mount();
    const push = vi.spyOn(history, 'pushState');
    fireEvent.click(screen.getByText('Dalej'));
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(push).toHaveBeenCalledWith({ storefrontPartial: true }, '', new URL('/p2.html', location.href).href);
    // Fetched as the platform's theme fetches it; the address pushed is the page's own.
    expect(fetched).toEqual([new URL('/p2.html?set_render=content,head', location.href).href]);
    expect(document.title).toBe('Strona 2');
    expect(ran).toEqual(['window.page = 2;']);
    expect(document.activeElement).toBe(document.getElementById('content'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('unmounts the islands of the regions that left and mounts those of the new ones', async () => {
    const island = '<div class="account_links" data-island="logout-cleanup"><a class="logout_link" href="/login.php?operation=logout">Wyloguj</a></div>';
    server.use(http.get('*/p2.html', () => HttpResponse.html(searchPageHtml(2, island))));
    load(searchPageHtml(1, island));
    await mountWoken(['partial-load', 'logout-cleanup'], () => document.querySelector('[data-partial-regions]'));
    const old = document.querySelector('#content [data-island="logout-cleanup"]')!;
    expect(old.getAttribute('data-storefront-logout-cleanup')).toBe('mounted');
    fireEvent.click(screen.getByText('Dalej'));
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    await untilIslandState(old, 'logout-cleanup', ['unmounted']);
    const fresh = document.querySelector('#content [data-island="logout-cleanup"]')!;
    expect(fresh).not.toBe(old);
    await untilMounted(fresh, 'logout-cleanup');
  });

  it('submits a marked GET form in place', async () => {
    await mount();
    const push = vi.spyOn(history, 'pushState');
    fireEvent.submit(document.querySelector('form')!);
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(push.mock.calls[0]![2]).toBe(new URL('/p2.html?q=suk+ienka', location.href).href);
    expect(fetched).toEqual([new URL('/p2.html?q=suk+ienka&set_render=content,head', location.href).href]);
  });

  it('data-partial-render="none" (the spec’s form) fetches the plain page', async () => {
    load(searchPageHtml(1).replace('data-partial-regions=', 'data-partial-render="none" data-partial-regions='));
    await mountWoken(['partial-load'], () => document.querySelector('[data-partial-regions]'));
    fireEvent.click(screen.getByText('Dalej'));
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(fetched).toEqual([new URL('/p2.html', location.href).href]);
  });

  it('leaves unmarked links alone', async () => {
    await mount();
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Zwykły').dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
  });

  it('falls back to a full navigation when the page fails to load', async () => {
    await mount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fireEvent.click(screen.getByText('Zepsuty'));
    await untilCalled(assign);
    expect(assign).toHaveBeenCalledWith(new URL('/broken.html', location.href).href);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[storefront:partial-load\] .*broken\.html: .*HTTP 500; loading the whole page instead/));
    expect(document.querySelector('h1')!.textContent).toBe('Treść 1');
  });

  it('falls back to a full navigation, running nothing, when the page was redirected to another origin', async () => {
    server.use(
      http.get('*/open-redirect.html', () => new HttpResponse(null, { status: 302, headers: { location: 'https://other.example/evil.html' } })),
      http.get('https://other.example/evil.html', () =>
        HttpResponse.html(searchPageHtml(66), { headers: { 'access-control-allow-origin': '*' } }),
      ),
    );
    await mount();
    document.getElementById('content')!.insertAdjacentHTML('beforeend', '<a data-partial href="/open-redirect.html">Przekierowanie</a>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const push = vi.spyOn(history, 'pushState');
    fireEvent.click(screen.getByText('Przekierowanie'));
    await untilCalled(assign);
    expect(assign).toHaveBeenCalledWith(new URL('/open-redirect.html', location.href).href);
    expect(fetched).toContain('https://other.example/evil.html');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/redirected to another origin \(https:\/\/other\.example\/evil\.html\)/));
    expect(ran).toEqual([]);
    expect(push).not.toHaveBeenCalled();
    expect(document.querySelector('h1')!.textContent).toBe('Treść 1');
  });

  it('a redirect within the shop is still loaded in place', async () => {
    server.use(http.get('*/moved.html', () => new HttpResponse(null, { status: 302, headers: { location: '/p2.html' } })));
    await mount();
    document.getElementById('content')!.insertAdjacentHTML('beforeend', '<a data-partial href="/moved.html">Przeniesiony</a>');
    fireEvent.click(screen.getByText('Przeniesiony'));
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(ran).toEqual(['window.page = 2;']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('never loads a link or form from server HTML an island inserted (data-storefront-inserted)', async () => {
    await mount();
    const fetches = pageFetches();
    document.getElementById('content')!.insertAdjacentHTML(
      'beforeend',
      '<div data-storefront-inserted><a data-partial href="/p2.html">Wstawiony</a><form data-partial action="/p2.html"><button>Wyślij</button></form></div>',
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Wstawiony').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(partialFormUrl(document.querySelector<HTMLFormElement>('[data-storefront-inserted] form')!, null)).toBeNull();
    await nextTask();
    expect(fetches()).toBe(0);
    expect(fetched).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('gives up after 16 s and navigates', async () => {
    await mount();
    // The page's clock is fake from the click on (not the mount's, whose scan waits on real tasks), and
    // moves only when told: a busy machine cannot make 16 s pass early.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fireEvent.click(screen.getByText('Wolny'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_900);
      });
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      await untilCalled(assign);
      expect(assign).toHaveBeenCalledWith(new URL('/slow.html', location.href).href);
    } finally {
      vi.useRealTimers();
    }
  });

  it('back loads the earlier page in place', async () => {
    await mount();
    fireEvent.click(screen.getByText('Dalej'));
    await loaded('Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    history.replaceState({ storefrontPartial: true }, '', '/p1.html');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { storefrontPartial: true } }));
    await loaded('Strona 1');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 1');
  });

  it('ignores popstate entries it did not make', async () => {
    await mount();
    const fetches = pageFetches();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { other: 1 } }));
    await nextTask();
    expect(fetches()).toBe(0);
    expect(document.querySelector('h1')!.textContent).toBe('Treść 1');
  });
});
