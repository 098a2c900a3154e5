import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop, SAMPLE_REGION_COOKIES } from '../../fixtures/mock-shop';
import { boot } from '../../core/mount/boot';
import { firstScan } from '../../fixtures/boot-entry';
import { getCookie } from '../../core/dom/cookies';
import { parseForced, readForced, shouldShow, unsetKind, REGION_COOKIE, ZIPCODE_COOKIE } from '../../core/region/forced-cookies';
import { unsetForced, unsetQuery } from '../../core/region/unset';
import { page } from './reload';
import { untilCalled, untilDom } from '../../fixtures/until';

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
};
const clearCookies = () => {
  for (const name of [REGION_COOKIE, ZIPCODE_COOKIE]) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
const region = (extra: object = {}) => JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true, ...extra });
const zipcode = (extra: object = {}) => JSON.stringify({ currentZipcode: '00-950', defaultZipcode: '31-000', showModal: true, ...extra });

const load = (type = 'main') => {
  document.body.innerHTML = `<div id="container" class="${type}_page"><main id="content"><a id="first" href="/">Start</a></main></div>`;
};
const mount = () => mountProductIslands(['region-forced']);
const dialog = () => screen.queryByRole('dialog', { name: 'Zmieniono region dostawy' });
const unsetButton = () => screen.getByRole('button', { name: /Przywróć domyślny|Przywracanie/ });

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('forced-region cookies', () => {
  it('parses both cookies; countries may be {id, name}', () => {
    expect(parseForced(REGION_COOKIE, SAMPLE_REGION_COOKIES.setRegionForced)).toMatchObject({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true });
    expect(parseForced(ZIPCODE_COOKIE, zipcode({ showModal: 'false' }))).toMatchObject({ currentZipcode: '00-950', defaultZipcode: '31-000', showModal: false });
    expect(parseForced(REGION_COOKIE, '{"showModal":1}')?.showModal).toBe(true);
  });

  it('absent or empty → nothing, quietly; malformed JSON or not an object → nothing, with a message naming the cookie and value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseForced(REGION_COOKIE, null)).toBeNull();
    expect(parseForced(REGION_COOKIE, '')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(parseForced(REGION_COOKIE, '{showModal:true')).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe('[storefront:region-forced] cookie setRegionForced="{showModal:true" is not valid JSON; no region modal for it');
    expect(parseForced(ZIPCODE_COOKIE, '[1,2]')).toBeNull();
    expect(error.mock.calls[1]?.[0]).toContain('cookie setZipcodeForced="[1,2]" is not a JSON object');
  });

  it('shows when either asks; the unset mutation follows the cookies there are', () => {
    const none = { region: null, zipcode: null };
    const r = parseForced(REGION_COOKIE, region())!;
    const z = parseForced(ZIPCODE_COOKIE, zipcode({ showModal: false }))!;
    expect(shouldShow(none)).toBe(false);
    expect(shouldShow({ region: r, zipcode: null })).toBe(true);
    expect(shouldShow({ region: null, zipcode: z })).toBe(false);
    expect(shouldShow({ region: r, zipcode: z })).toBe(true);
    expect(unsetKind(none)).toBeNull();
    expect(unsetKind({ region: r, zipcode: null })).toBe('unsetRegion');
    expect(unsetKind({ region: null, zipcode: z })).toBe('unsetZipcode');
    expect(unsetKind({ region: r, zipcode: z })).toBe('unsetRegionAndZipcode');
  });

  it('readForced reads document.cookie (URL-encoded or raw JSON)', () => {
    setCookie(REGION_COOKIE, region());
    document.cookie = `${ZIPCODE_COOKIE}={"currentZipcode":"00-950","showModal":false}; path=/`;
    const s = readForced();
    expect(s.region?.currentCountry).toBe('Niemcy');
    expect(s.zipcode).toMatchObject({ currentZipcode: '00-950', showModal: false });
  });
});

describe('unset mutations', () => {
  it('names each call as section 7 does and sends only the mutations asked', () => {
    expect(unsetQuery('unsetRegion')).toBe('mutation { unsetTemporaryRegion { status error { code message } } }');
    expect(unsetQuery('unsetRegionAndZipcode')).toContain('unsetTemporaryRegion { status error { code message } } unsetTemporaryZipcode');
  });

  it('a reply without data (an errors reply, an HTML page) is a reported false, never a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:unsetRegion', 'wrong-shape');
    await expect(unsetForced('unsetRegion')).resolves.toBe(false);
    setFault('graphql:unsetRegion', 'malformed');
    await expect(unsetForced('unsetRegionAndZipcode')).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(mockShop().regionUnsets).toEqual([]);
  });

  it('both asked: unsetTemporaryRegion decides, as on a real shop', async () => {
    mockShop().regionUnsetReply = { status: 'error', error: { code: 'E2', message: 'nie' } };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await unsetForced('unsetRegionAndZipcode')).toBe(false);
    expect(error.mock.calls[0]?.[0]).toContain("unsetTemporaryRegion answered {\"status\":\"error\",\"error\":{\"code\":\"E2\",\"message\":\"nie\"}}, not status 'success' (E2: nie); nothing changed");
  });

  it('a timeout is a failure, reported', async () => {
    setFault('graphql:unsetRegion', 'hang');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await unsetForced('unsetRegion', undefined, 50)).toBe(false);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:region-forced] restoring the default region failed: POST /graphql/v1/?mutation=unsetRegion failed: timed out after 50 ms');
  });
});

describe('<RegionForced>', () => {
  it('shows nothing when neither cookie asks (without them it is not claimed at all: see the last test)', async () => {
    setCookie(REGION_COOKIE, region({ showModal: false }));
    load();
    await mount();
    expect(dialog()).toBeNull();
  });

  it('a malformed cookie: no modal, a console message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${REGION_COOKIE}=not-json; path=/`;
    load();
    await mount();
    expect(dialog()).toBeNull();
    expect(error.mock.calls.some(([m]) => String(m).includes('cookie setRegionForced="not-json" is not valid JSON'))).toBe(true);
  });

  it('shows current and default country and postcode and the shop currency id', async () => {
    setCookie(REGION_COOKIE, SAMPLE_REGION_COOKIES.setRegionForced);
    setCookie(ZIPCODE_COOKIE, SAMPLE_REGION_COOKIES.setZipcodeForced);
    (window as unknown as Record<string, unknown>).app_shop = { vars: { currency: { id: 'EUR', symbol: '€' } } };
    load();
    try {
      await mount();
    } finally {
      delete (window as unknown as Record<string, unknown>).app_shop;
    }
    const d = dialog()!;
    expect(d.className).toBe('modal --region-forced');
    const box = d.querySelector('.region_forced')!;
    expect(box.querySelector('.region_forced__item.--delivery.--country')!.textContent).toBe('Kraj dostawy Niemcy (domyślnie: Polska)');
    expect(box.querySelector('.region_forced__item.--delivery.--zipcode')!.textContent).toBe('Kod pocztowy 00-950 (domyślnie: 31-000)');
    expect(box.querySelector('.region_forced__item.--currency')!.textContent).toBe('Waluta EUR');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kontynuuj' }));
  });

  it('Continue sets showModal false in both cookies (other fields kept) and closes', async () => {
    setCookie(REGION_COOKIE, region({ extra: 'kept' }));
    setCookie(ZIPCODE_COOKIE, zipcode());
    load();
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Kontynuuj' }));
    expect(dialog()).toBeNull();
    expect(JSON.parse(getCookie(REGION_COOKIE)!)).toEqual({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: false, extra: 'kept' });
    expect(JSON.parse(getCookie(ZIPCODE_COOKIE)!)).toMatchObject({ showModal: false });
    expect(mockShop().regionUnsets).toEqual([]);
  });

  it('closing (×) only hides it on this page: the cookies still ask', async () => {
    setCookie(REGION_COOKIE, region());
    load();
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(dialog()).toBeNull();
    expect(JSON.parse(getCookie(REGION_COOKIE)!).showModal).toBe(true);
  });

  it.each([
    ['region', [REGION_COOKIE], 'unsetRegion', ['unsetTemporaryRegion']],
    ['postcode', [ZIPCODE_COOKIE], 'unsetZipcode', ['unsetTemporaryZipcode']],
    ['both', [REGION_COOKIE, ZIPCODE_COOKIE], 'unsetRegionAndZipcode', ['unsetTemporaryRegion', 'unsetTemporaryZipcode']],
  ] as const)('Restore default (%s): ?mutation=%s, success clears the cookies and reloads', async (_what, cookies, mutation, fields) => {
    for (const c of cookies) setCookie(c, c === REGION_COOKIE ? region() : zipcode());
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(request.url));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    load();
    await mount();
    fireEvent.click(unsetButton());
    await untilCalled(reload);
    expect(reload).toHaveBeenCalledOnce();
    server.events.removeAllListeners();
    expect(urls).toEqual([`http://shop.test/graphql/v1/?mutation=${mutation}`]);
    expect(mockShop().regionUnsets).toEqual(fields);
    expect(getCookie(REGION_COOKIE)).toBeNull();
    expect(getCookie(ZIPCODE_COOKIE)).toBeNull();
  });

  const failures: Array<[string, () => void, string]> = [
    ['status error', () => void (mockShop().regionUnsetReply = { status: 'error', error: { code: 'E1', message: 'nope' } }), "not status 'success' (E1: nope)"],
    ['HTTP 500', () => setFault('graphql:unsetRegion', '500'), 'HTTP 500'],
    ['malformed JSON', () => setFault('graphql:unsetRegion', 'malformed'), 'invalid JSON'],
    ['the wrong shape', () => setFault('graphql:unsetRegion', 'wrong-shape'), 'has no data'],
    ['a network error', () => setFault('graphql:unsetRegion', 'abort'), 'network error'],
    ["the platform's GraphQL errors reply", () => setFault('graphql:unsetRegion', 'platform'), 'GraphQL error'],
  ];
  it.each(failures)('Restore default failing (%s): nothing shown, cookies kept, no reload, the modal still usable', async (_name, fail, logged) => {
    setCookie(REGION_COOKIE, region());
    fail();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    load();
    await mount();
    const before = dialog()!.textContent;
    fireEvent.click(unsetButton());
    expect(unsetButton().getAttribute('aria-disabled')).toBe('true');
    // The answer is in once the button is usable again (awaited on that change, however long the call takes).
    await untilDom(() => unsetButton().getAttribute('aria-disabled') === null);
    expect(error.mock.calls.map(([m]) => String(m)).join('\n')).toContain(logged);
    expect(reload).not.toHaveBeenCalled();
    expect(dialog()!.textContent).toBe(before);
    expect(JSON.parse(getCookie(REGION_COOKIE)!).showModal).toBe(true);
    // Still usable: Continue works.
    fireEvent.click(screen.getByRole('button', { name: 'Kontynuuj' }));
    expect(dialog()).toBeNull();
  });

  it('closing (Escape) while Restore default is in flight cancels it: no reload, no error, cookies kept', async () => {
    setCookie(REGION_COOKIE, region());
    setFault('graphql:unsetRegion', 'slow:200');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    load();
    await mount();
    const fetches = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(unsetButton());
    expect(unsetButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog()).toBeNull();
    // The call ends with the close's abort (uncancelled, the mock's success comes 200 ms later); what
    // the island does with its end runs in the microtasks after it: it must not reload the page the
    // shopper stayed on.
    await new Promise((r) => setTimeout(r, 0));
    await Promise.allSettled(fetches.mock.results.map((r) => r.value as Promise<Response>));
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(getCookie(REGION_COOKIE)).not.toBeNull();
    expect(JSON.parse(getCookie(REGION_COOKIE)!).showModal).toBe(true);
  });

  it('is never claimed on place-order and prepaid pages', async () => {
    const { registry } = await import('../../src/registry');
    const entry = registry.filter((e) => e.name === 'region-forced');
    setCookie(REGION_COOKIE, region());
    for (const [type, claimed] of [['main', 'waiting'], ['place-order', null], ['prepaid', null]] as const) {
      load(type);
      document.body.removeAttribute('data-storefront-region-forced');
      const handle = boot(entry);
      await firstScan();
      expect(document.body.getAttribute('data-storefront-region-forced')).toBe(claimed);
      act(() => handle.stop());
    }
  });

  it('is claimed (and its chunk loaded) only on a page that starts with one of the forced cookies set', async () => {
    const { registry } = await import('../../src/registry');
    const entry = registry.filter((e) => e.name === 'region-forced');
    expect(entry[0]!.cookies).toEqual([REGION_COOKIE, ZIPCODE_COOKIE]);
    const loads = vi.fn(entry[0]!.load);
    const cases: [string, string | null][] = [
      ['', null],
      [`${REGION_COOKIE}=`, null],
      [`x${REGION_COOKIE}=1`, null],
      [`${REGION_COOKIE}=${encodeURIComponent(region())}`, 'waiting'],
      [`${ZIPCODE_COOKIE}=${encodeURIComponent(zipcode())}`, 'waiting'],
    ];
    // The page's own <body> goes back at the end: Testing Library's screen (and the next test file) hold it.
    const pageBody = document.body;
    onTestFinished(() => void document.documentElement.replaceChild(pageBody, document.body));
    for (const [cookie, claimed] of cases) {
      for (const name of [REGION_COOKIE, ZIPCODE_COOKIE, `x${REGION_COOKIE}`]) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
      if (cookie) document.cookie = `${cookie}; path=/`;
      // A fresh <body> per case: a claim is kept per element for the page's life.
      document.documentElement.replaceChild(document.createElement('body'), document.body);
      load('main');
      const handle = boot([{ ...entry[0]!, load: loads }]);
      await firstScan();
      expect(document.body.getAttribute('data-storefront-region-forced'), cookie || '(no cookie)').toBe(claimed);
      act(() => handle.stop());
    }
    document.cookie = `x${REGION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    expect(loads).not.toHaveBeenCalled();
  });
});
